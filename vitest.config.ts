import { defineConfig } from 'vitest/config';

/**
 * The integration setup starts the local stack in vitest's main process and sets its environment
 * there (endpoints, table, log level), which every worker then inherits. Unit tests must not
 * depend on it: they run as if no stack were there.
 */
const noStack = {
  DYNAMODB_ENDPOINT: '', S3_ENDPOINT: '', SES_ENDPOINT: '', COGNITO_ENDPOINT: '',
  TABLE_NAME: '', PHOTO_BUCKET: '', USER_POOL_ID: '', USER_POOL_CLIENT_ID: '', USER_POOL_REGISTRATION_CLIENT_ID: '', LOG_LEVEL: 'INFO',
};

export default defineConfig({
  test: {
    // Node 20 here, Node 22 in Lambda: silence the SDK's upgrade notice in test output.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node', env: noStack } },
      { extends: true, test: { name: 'infra', include: ['test/infra/**/*.test.ts'], environment: 'node', testTimeout: 120_000 } },
      {
        extends: true,
        test: {
          name: 'web', include: ['test/web/**/*.test.tsx'], environment: 'happy-dom', setupFiles: ['test/web/setup.ts'],
          // The whole candidate form (with its optional sections) takes seconds to render and type into
          // under happy-dom on a loaded 2-core machine; 5 s timed out with nothing wrong.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/integration/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One stack, shared: files run one after another so the 2-core machine is not oversubscribed.
          fileParallelism: false,
        },
      },
    ],
  },
});

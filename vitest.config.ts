import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Node 20 here, Node 22 in Lambda: silence the SDK's upgrade notice in test output.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'infra', include: ['test/infra/**/*.test.ts'], environment: 'node', testTimeout: 120_000 } },
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

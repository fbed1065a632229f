import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'infra', include: ['test/infra/**/*.test.ts'], environment: 'node', testTimeout: 120_000 } },
      {
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

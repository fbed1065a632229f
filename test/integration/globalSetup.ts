/** Starts the whole local stack once for the integration tests: free ports, a throw-away data folder. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../infra/local/stack.js';

declare module 'vitest' {
  export interface ProvidedContext {
    stackUrl: string;
    stackEnv: Record<string, string>;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rishta-it-'));
  const stack = await startLocalStack({ dataDir, port: 0 });
  project.provide('stackUrl', stack.url);
  project.provide('stackEnv', { ...stack.env, LOCAL_DATA_DIR: dataDir });
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

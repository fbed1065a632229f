/**
 * Starts the whole local stack for the browser tests on a free port with its own throw-away data
 * folder (never the developer's .data/). Access tokens live 20 seconds, so tests see them expire
 * and refresh. Workers inherit the environment set here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalStack } from '../../infra/local/stack.js';

export const ACCESS_TOKEN_SECONDS = 20;

export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rishta-e2e-'));
  const stack = await startLocalStack({ dataDir, port: 0, accessTokenSeconds: ACCESS_TOKEN_SECONDS });
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_MAIL_VIEWER = stack.mailViewerUrl;
  // startLocalStack put the emulator endpoints into process.env; workers inherit them for checks.
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

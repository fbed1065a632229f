/**
 * `npm start` as a child process, for the tests that check the start script itself: the real
 * infra/local/start.ts (signals, exit codes, printed lines) on a free port and a given data folder.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { stackFile } from '../../infra/local/stack.js';

export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

/**
 * Starts the script as `npm start` does (node with tsx's loader, one process: the tsx CLI's parent
 * process would SIGKILL a child that does not answer Ctrl-C within 30 ms) and waits for its last
 * line (printed once everything listens).
 */
export function startProcess(port: number, dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], { env: { ...process.env, PORT: String(port), DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes('Press Ctrl-C to stop.')) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`exited ${code}: ${err}`));
    });
  });
  return { child, ready, exited, output: () => out, errors: () => err };
}

/** The running stack's environment (emulator endpoints, pool client), as the script wrote it for the CLIs. */
export const runningStackEnv = (dataDir: string): Record<string, string> =>
  (JSON.parse(readFileSync(stackFile(dataDir), 'utf8')) as { env: Record<string, string> }).env;

/**
 * `npm start` as a child process, for the tests that check the start script itself: the real
 * infra/local/start.ts (signals, exit codes, printed lines) on a free port and a given data folder.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { stackFile } from '../../infra/local/stack.js';

/**
 * A port free now, for a stack started next: below Linux's ephemeral range (32768 and up), which
 * every `listen(0)` draws from (the emulators of this stack and of the tests beside it), so none of
 * them can take it between this check and the stack's listen.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const s = createServer();
    const free = await new Promise<boolean>((r) => {
      s.once('error', () => r(false));
      s.listen(port, '127.0.0.1', () => r(true));
    });
    if (free) {
      await new Promise<void>((r) => s.close(() => r()));
      return port;
    }
  }
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

/**
 * For a test of what a start does to a data folder an older version left: a throw-away folder,
 * starts and Ctrl-C stops of the script on it, and after the file's tests the script stopped (if a
 * failed check left it running) and the folder removed.
 */
export function startsOnOwnFolder(prefix: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  let running: ReturnType<typeof startProcess> | undefined;
  afterAll(async () => {
    if (running && running.child.exitCode === null) {
      running.child.kill('SIGINT');
      await running.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    dataDir,
    /** The running stack's environment (emulator endpoints, table and bucket names). */
    env: () => runningStackEnv(dataDir),
    /** Starts the script on the port and waits until everything listens; its printed lines so far. */
    start: async (port: number) => {
      running = startProcess(port, dataDir);
      await running.ready;
      return running.output();
    },
    /** Ctrl-C, as a volunteer stops it; the exit code. */
    stop: async () => {
      running!.child.kill('SIGINT');
      return running!.exited;
    },
  };
}

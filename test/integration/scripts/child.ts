/** Starts runService.ts in a child process with the test stack's environment plus `env`. */
import { execFile } from 'node:child_process';

export interface ChildResult {
  code: number;
  stdout: string;
  stderr: string;
  /** The JSON the function answered (last stdout line), when it finished. */
  result: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export function runService(name: string, arg: unknown, env: Record<string, string> = {}): Promise<ChildResult> {
  return new Promise((resolve) => {
    execFile(
      'npx', ['tsx', 'test/integration/scripts/runService.ts', name, JSON.stringify(arg)],
      { env: { ...process.env, LOG_LEVEL: 'ERROR', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        let result: unknown;
        try {
          result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '');
        } catch {
          result = undefined;
        }
        resolve({ code, stdout, stderr, result });
      },
    );
  });
}

/** An SES endpoint nothing listens on: every send fails for real. */
export const DEAD_SES = 'http://127.0.0.1:9';

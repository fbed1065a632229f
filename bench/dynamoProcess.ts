/**
 * DynamoDB as a separate service, as in AWS: the emulator (dynaliteServer.ts) in a child node
 * process with its own throw-away folder, so the benchmark's handlers and the emulator do not share
 * one event loop and a ratio over a raw Query measures the handler's work, not the emulator
 * waiting for the handler. startLocalStack takes its endpoint (`dynamodbEndpoint`).
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface DynamoProcess {
  endpoint: string;
  pid: number;
  stop(): Promise<void>;
}

export async function startDynamoProcess(): Promise<DynamoProcess> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rishta-bench-dynamodb-'));
  // The same node and tsx loader as this process (process.execArgv, fork's default).
  const child = fork(fileURLToPath(new URL('dynaliteServer.ts', import.meta.url)), [dir], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const endpoint = await new Promise<string>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { endpoint: string }).endpoint));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`The DynamoDB emulator process exited (${code}) before it listened`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    endpoint,
    pid: child.pid!,
    async stop() {
      // Disconnecting tells the child to close its server and exit.
      if (child.connected) child.disconnect();
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

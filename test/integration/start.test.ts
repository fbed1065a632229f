/**
 * `npm start`'s promises, checked on the real start script: the printed lines, a referral code on
 * the first start only, data kept across restarts, a clean Ctrl-C and a one-line busy-port error.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startProcess } from './localProcess.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'rishta-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = (port: number) => startProcess(port, dataDir);

describe('npm start', () => {
  it('prints the app URL, the mail viewer and a first referral code; keeps data across restarts; stops on Ctrl-C', async () => {
    const port = await freePort();
    const first = start(port);
    await first.ready;
    expect(first.output()).toContain(`rishta is running at http://localhost:${port}`);
    expect(first.output()).toMatch(/^Mail viewer: http:\/\/127\.0\.0\.1:\d+\/$/m);
    const code = /^Referral code: ([A-Z2-9]{8})$/m.exec(first.output())?.[1];
    expect(code).toBeDefined();
    const lookup = await fetch(`http://localhost:${port}/api/usermgmt/validateReferCode/${code}`);
    expect(lookup.status).toBe(200);
    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);

    const second = start(port);
    await second.ready;
    expect(second.output()).not.toContain('Referral code:');
    const again = await fetch(`http://localhost:${port}/api/usermgmt/validateReferCode/${code}`);
    expect(again.status).toBe(200);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  });

  it('a busy port gives a one-line error naming the port', async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    const { port } = blocker.address() as AddressInfo;
    try {
      const run = start(port);
      await expect(run.ready).rejects.toThrow();
      expect(await run.exited).toBe(1);
      const lines = run.errors().split('\n').filter((l) => l.trim() && !l.startsWith('npm warn'));
      expect(lines).toEqual([expect.stringContaining(`Port ${port}`)]);
    } finally {
      await new Promise<void>((r) => blocker.close(() => r()));
    }
  });
});

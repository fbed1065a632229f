/**
 * The functions run without --enable-source-maps (it parsed every chunk's map at each cold start),
 * yet an error's stack, as the logger writes it and as the Lambda runtime reports a thrown error,
 * names the source file and line (functions/lib/stackTraces.ts maps it when it is read).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { LAMBDA_ENTRY_FILE, lambdaBuild } from '../../infra/bundling.js';
import { fromRoot } from '../../infra/config.js';

const outDir = mkdtempSync(path.join(tmpdir(), 'rishta-stack-traces-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('stack traces of a bundled function', () => {
  it('name the source file and line, in the log and in the thrown error, without --enable-source-maps', async () => {
    await build({ ...lambdaBuild('test/fixtures/throwingLambda.ts', outDir), logLevel: 'error' });
    const source = fromRoot('test/fixtures/throwingLambda.ts');
    const throwLine = readFileSync(source, 'utf8').split('\n').findIndex((l) => l.includes("throw new Error('fixture failure')")) + 1;
    const script = `const m = await import(${JSON.stringify(pathToFileURL(path.join(outDir, LAMBDA_ENTRY_FILE)).href)});
      try { await m.handler(); } catch (e) { console.log(JSON.stringify({ thrown: e.stack })); }`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8', env: { PATH: process.env.PATH, POWERTOOLS_SERVICE_NAME: 'fixture' },
    });
    // The logger writes an error to stderr; the script prints what the handler threw.
    const logged = JSON.parse(run.stderr.trim()) as Record<string, any>;
    const thrown = JSON.parse(run.stdout.trim()) as Record<string, any>;
    const at = `${source}:${throwLine}:`;
    expect(logged.message).toBe('Unhandled error');
    expect(logged.error.location).toBe(`${source}:${throwLine}`);
    expect(logged.error.stack.split('\n')[1]).toContain(at);
    expect(thrown.thrown.split('\n')[0]).toBe('Error: fixture failure');
    expect(thrown.thrown.split('\n')[1]).toContain(at);
    expect(thrown.thrown).not.toContain('.mjs:');
  });
});

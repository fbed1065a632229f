/**
 * The local Cognito's data file stays whole under concurrent saves: many saves of different
 * lengths started at once (as parallel sign-ups do) leave a file that parses, holding the last one.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AtomicDataStoreFactory, AtomicFileEngine } from '../../infra/local/cognitoStore.js';

const dir = mkdtempSync(path.join(tmpdir(), 'rishta-cognito-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the local Cognito data file', () => {
  it('holds the last of many concurrent saves of different lengths, as valid JSON', async () => {
    const file = path.join(dir, 'pool.json');
    const engine = new AtomicFileEngine(file);
    expect(engine.init()).toEqual({});
    // Long saves and short ones alternate: an overlapping truncate-and-write would leave a long one's tail.
    const saves = Array.from({ length: 40 }, (_, i) => ({ users: 'x'.repeat(i % 2 ? 5 : 5000), n: i }));
    await Promise.all(saves.map((s) => engine.write(s)));
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(saves.at(-1));
    expect(readdirSync(dir).filter((f) => f.endsWith('.saving'))).toEqual([]);
  });

  it('keeps dates as dates across a save and a read', async () => {
    const file = path.join(dir, 'dates.json');
    const engine = new AtomicFileEngine(file);
    engine.init();
    const created = new Date('2026-11-26T01:00:00.000Z');
    await engine.write({ Users: { a: { UserCreateDate: created, Name: 'a' } } });
    expect(new AtomicFileEngine(file).read()).toEqual({ Users: { a: { UserCreateDate: created, Name: 'a' } } });
  });

  it('serves cognito-local as its data store: a set is read back after a restart', async () => {
    const ctx = { logger: { debug() {} } };
    const store = await new AtomicDataStoreFactory(dir).create(ctx, 'clients', { Clients: {} });
    await Promise.all(Array.from({ length: 10 }, (_, i) => store.set(ctx, ['Clients', `c${i}`], { ClientId: `c${i}` })));
    const again = await new AtomicDataStoreFactory(dir).create(ctx, 'clients', { Clients: {} });
    expect(Object.keys(await again.get(ctx, 'Clients'))).toHaveLength(10);
  });

  it('names the file when it is not valid JSON', () => {
    const engine = new AtomicFileEngine(path.join(dir, 'pool.json'));
    writeFileSync(path.join(dir, 'pool.json'), '{"a": 1}  }');
    expect(() => engine.read()).toThrow(/pool\.json is not valid JSON/);
  });
});

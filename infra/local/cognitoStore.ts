/**
 * cognito-local's data files, written safely. Its own store (stormdb's file engine in async mode)
 * starts a new `fs.writeFile` on every save without waiting for the one before: two sign-ups at once
 * truncate and write the same file concurrently, and a shorter write over a longer one leaves the
 * longer one's tail behind — a JSON file that no longer parses, and a local stack that cannot start
 * (seen in the restart test). This engine writes one save at a time, each to a temporary file then
 * renamed over the old one, so the file on disk is always a whole save, the last or the one before.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/* eslint-disable @typescript-eslint/no-explicit-any -- cognito-local's internals are untyped here */
const { StormDBDataStore } = require('cognito-local/lib/services/dataStore/stormDb.js');
// stormdb as cognito-local resolves it (it is cognito-local's dependency, not ours).
const StormDB = createRequire(require.resolve('cognito-local/package.json'))('stormdb');

/** cognito-local keeps dates in fields whose names end in "Date", as ISO strings on disk. */
const serialize = (state: unknown): string =>
  JSON.stringify(
    state,
    function (this: Record<string, unknown>, key, value: unknown) {
      const raw = this[key];
      return key.endsWith('Date') && raw instanceof Date ? raw.toISOString() : value;
    },
    2,
  );
const deserialize = (text: string): unknown =>
  JSON.parse(text, (key, value: unknown) => (key.endsWith('Date') && (typeof value === 'string' || typeof value === 'number') ? new Date(value) : value));

/** stormdb's engine interface (init, read, write), with saves queued and each one atomic. */
export class AtomicFileEngine {
  private queue: Promise<void> = Promise.resolve();
  constructor(private readonly path: string) {}

  init(): unknown {
    try {
      return this.read();
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      writeFileSync(this.path, serialize({}));
      return {};
    }
  }

  read(): unknown {
    const text = readFileSync(this.path, 'utf8');
    try {
      return deserialize(text === '' ? '{}' : text);
    } catch (e) {
      throw new Error(`The local Cognito data file ${this.path} is not valid JSON (${(e as Error).message}).`);
    }
  }

  /** The state is serialized now (later changes belong to later saves) and written after the saves before it. */
  write(state: unknown): Promise<void> {
    const text = serialize(state);
    const tmp = `${this.path}.saving`;
    const next = this.queue.then(async () => {
      await writeFile(tmp, text);
      await rename(tmp, this.path);
    });
    // A failed save fails its caller; the queue goes on for the next one.
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Resolves once every save started so far is on disk (the stack waits for it before it exits). */
  flushed(): Promise<void> {
    return this.queue;
  }
}

/** A drop-in for cognito-local's StormDBDataStoreFactory, on the engine above. */
export class AtomicDataStoreFactory {
  private readonly engines: AtomicFileEngine[] = [];
  constructor(private readonly directory: string) {}

  /** Every store's saves so far on disk. */
  async flushed(): Promise<void> {
    await Promise.all(this.engines.map((e) => e.flushed()));
  }

  async create(_ctx: unknown, id: string, defaults: object): Promise<any> {
    mkdirSync(this.directory, { recursive: true });
    const engine = new AtomicFileEngine(`${this.directory}/${id}.json`);
    this.engines.push(engine);
    const db = new StormDB(engine);
    db.default(defaults);
    await db.save();
    return new StormDBDataStore(db);
  }
}

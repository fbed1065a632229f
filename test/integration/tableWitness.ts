/**
 * What a request did to the table, for the route fuzzer's "a refused write changes nothing"
 * (fuzz.test.ts). A Scan of the whole table before and after each of thousands of refused writes
 * is not affordable on the shared stack (dynalite reads about 20 items a millisecond, and the table
 * holds every other test file's data too). Instead, one Scan at the start copies the items, and the
 * copy is kept current from the local DynamoDB's own journal: dynalite (on LevelDB, in the data
 * folder) appends every write to the *.log file before applying it, and reads never touch it. After
 * each request the bytes the journal grew by (a stat says whether it grew) are decoded: LevelDB's
 * log records of write batches, each entry a put with the item's JSON or a delete, keyed by
 * dynalite's `item-{table}~{hash}/{hex pk}/{hex sk}/`. A request changed the table if an item it
 * wrote ends different from what it was before: deleting an absent item (an idempotent clean-up)
 * or taking a claim and giving it back (a sign-up refused after claiming its code) changes nothing.
 */
import { closeSync, openSync, readSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { DescribeTableCommand, DynamoDBClient, ScanCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';

const BLOCK = 32768;
const HEADER = 7;
/** A put's value is the item as dynalite keeps it: attribute values in DynamoDB's JSON. */
type Op = { key: string; value?: string };
type Mark = Record<string, number>;

function varint(b: Buffer, at: number): [number, number] {
  let value = 0;
  for (let shift = 0, p = at; ; shift += 7, p++) {
    const byte = b[p]!;
    value |= (byte & 0x7f) << shift;
    if (byte < 0x80) return [value, p + 1];
  }
}

/** A write batch: sequence (8 bytes), count (4), then per entry a tag (1 put, 0 delete), the key and a put's value. */
function batchOps(b: Buffer): Op[] {
  const ops: Op[] = [];
  let p = 12;
  for (let i = b.readUInt32LE(8); i > 0; i--) {
    const put = b[p++] === 1;
    const [keyLength, afterKey] = varint(b, p);
    const key = b.subarray(afterKey, afterKey + keyLength).toString('latin1');
    p = afterKey + keyLength;
    if (put) {
      const [valueLength, afterValue] = varint(b, p);
      ops.push({ key, value: b.subarray(afterValue, afterValue + valueLength).toString('utf8') });
      p = afterValue + valueLength;
    } else ops.push({ key });
  }
  return ops;
}

/** LevelDB's log: 32 KB blocks of records (checksum, length, type: full, first, middle or last fragment). */
function logOps(bytes: Buffer, offset: number): Op[] {
  const ops: Op[] = [];
  let fragments: Buffer[] = [];
  let p = 0;
  while (p + HEADER <= bytes.length) {
    const left = BLOCK - ((offset + p) % BLOCK);
    if (left < HEADER) {
      p += left;
      continue;
    }
    const length = bytes.readUInt16LE(p + 4);
    const type = bytes[p + 6];
    const data = bytes.subarray(p + HEADER, p + HEADER + length);
    p += HEADER + length;
    if (type === 1) ops.push(...batchOps(data));
    else if (type === 2) fragments = [data];
    else if (type === 3) fragments.push(data);
    else if (type === 4) ops.push(...batchOps(Buffer.concat([...fragments, data])));
  }
  return ops;
}

/** One text per item content, whatever the order of its attributes (binary values as base64, as stored). */
function canonical(value: unknown): string {
  const sorted = (v: unknown): unknown => {
    if (v instanceof Uint8Array) return Buffer.from(v).toString('base64');
    if (Array.isArray(v)) return v.map(sorted);
    if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted((v as Record<string, unknown>)[k])]));
    return v;
  };
  return JSON.stringify(sorted(value));
}

export class TableWitness {
  private mark: Mark = {};

  private constructor(
    private readonly dir: string,
    private readonly table: string,
    private readonly keyNames: [string, string],
    private items: Map<string, string>,
  ) {}

  static async start(): Promise<TableWitness> {
    const client = new DynamoDBClient({ region: 'us-east-1', endpoint: process.env.DYNAMODB_ENDPOINT });
    const table = process.env.TABLE_NAME ?? '';
    const described = await client.send(new DescribeTableCommand({ TableName: table }));
    const names = (described.Table?.KeySchema ?? []).map((k) => k.AttributeName ?? '');
    if (names.length !== 2) throw new Error('tableWitness: expects a table with a partition and a sort key');
    const witness = new TableWitness(path.join(process.env.LOCAL_DATA_DIR ?? '', 'dynamodb'), table, [names[0]!, names[1]!], new Map());
    await witness.resync();
    return witness;
  }

  /** The items, by a Scan: once at the start, and again if the journal was rotated under us. */
  private async resync(): Promise<void> {
    this.items = await this.scan();
    this.mark = this.journal();
  }

  /** Where the copy kept from the journal differs from the table itself (none, or the journal was misread). */
  async drift(): Promise<string[]> {
    await this.settle();
    const table = await this.scan();
    const keys = new Set([...table.keys(), ...this.items.keys()]);
    return [...keys].filter((k) => table.get(k) !== this.items.get(k));
  }

  private async scan(): Promise<Map<string, string>> {
    const client = new DynamoDBClient({ region: 'us-east-1', endpoint: process.env.DYNAMODB_ENDPOINT });
    const [pk, sk] = this.keyNames;
    const items = new Map<string, string>();
    let start: Record<string, AttributeValue> | undefined;
    do {
      const page = await client.send(new ScanCommand({ TableName: this.table, ExclusiveStartKey: start }));
      for (const item of page.Items ?? []) items.set(`${item[pk]?.S} ${item[sk]?.S}`, canonical(item));
      start = page.LastEvaluatedKey;
    } while (start);
    return items;
  }

  private journal(): Mark {
    return Object.fromEntries(readdirSync(this.dir).filter((f) => f.endsWith('.log')).map((f) => [f, statSync(path.join(this.dir, f)).size]));
  }

  /** `item-{table}~{hash}/{hex pk}/{hex sk}/` as "pk sk"; undefined for index and metadata entries. */
  private itemKey(key: string): string | undefined {
    const prefix = `item-${this.table}~`;
    if (!key.startsWith(prefix)) return undefined;
    const [, pk, sk] = key.slice(prefix.length).split('/');
    return `${Buffer.from(pk ?? '', 'hex').toString('utf8')} ${Buffer.from(sk ?? '', 'hex').toString('utf8')}`;
  }

  /**
   * What was written since the last call (call it before a request too, to take in what came
   * between): the items whose content changed ("added …", "changed …", "deleted …"), applied to the copy; undefined in the rare case it cannot be told (LevelDB rotated its journal and
   * removed the old file before it was read: the items are then read afresh).
   */
  async settle(): Promise<string[] | undefined> {
    const now = this.journal();
    if (Object.keys(this.mark).some((f) => !(f in now))) {
      await this.resync();
      return undefined;
    }
    const last = new Map<string, string | undefined>();
    for (const [file, size] of Object.entries(now)) {
      const from = this.mark[file] ?? 0;
      if (size <= from) continue;
      const fd = openSync(path.join(this.dir, file), 'r');
      const bytes = Buffer.alloc(size - from);
      readSync(fd, bytes, 0, bytes.length, from);
      closeSync(fd);
      for (const op of logOps(bytes, from)) {
        const key = this.itemKey(op.key);
        if (key !== undefined) last.set(key, op.value === undefined ? undefined : canonical(JSON.parse(op.value)));
      }
    }
    this.mark = now;
    const changes: string[] = [];
    for (const [key, after] of last) {
      const before = this.items.get(key);
      if (before === after) continue;
      changes.push(`${before === undefined ? 'added' : after === undefined ? 'deleted' : 'changed'} ${key}`);
      if (after === undefined) this.items.delete(key);
      else this.items.set(key, after);
    }
    return changes;
  }
}

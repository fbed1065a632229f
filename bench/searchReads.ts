/**
 * The search benchmark's reads and timing (bench/search.ts): the raw Query and Scan baselines,
 * what the API's repository reads for a range (outside the timings), and rows measured side by
 * side. Imported after the local stack has started (the repository reads its environment).
 */
import { performance } from 'node:perf_hooks';
import { QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { readSearchIndex, searchPartitions } from '#functions/candidates/entities/searchIndex.js';
import { percentile, tableClient, type Measured } from './harness.js';
import { yearsOf, type BenchSearch } from './searchData.js';

/** Eventually consistent reads: one capacity unit is 8 KB read (one on-demand read request unit). */
export const BYTES_PER_UNIT = 8192;
const TABLE = () => process.env.TABLE_NAME!;

export interface Read {
  items: number;
  bytes: number;
}
export const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
/** The partitions of one gender and an age range. */
export const rangeOf = (r: { gender: string; minAge: number; maxAge: number }) => searchPartitions({ genders: [r.gender], ...yearsOf(r.minAge, r.maxAge) });

/**
 * The baseline: the partitions read with the SDK directly (a client as the SDK makes it, not the
 * handlers' own, so that what the functions change in theirs shows in the ratio), in parallel,
 * each partition's pages in order.
 */
export async function rawQuery(partitions: string[]): Promise<Read> {
  const parts = await Promise.all(
    partitions.map(async (spk) => {
      let items = 0;
      let units = 0;
      let start: Record<string, unknown> | undefined;
      do {
        const res = await tableClient().send(
          new QueryCommand({
            TableName: TABLE(), IndexName: 'search', KeyConditionExpression: 'spk = :p', ExpressionAttributeValues: { ':p': spk },
            ScanIndexForward: false, ReturnConsumedCapacity: 'TOTAL', ExclusiveStartKey: start,
          }),
        );
        items += res.Count ?? 0;
        units += res.ConsumedCapacity?.CapacityUnits ?? 0;
        start = res.LastEvaluatedKey;
      } while (start);
      return { items, bytes: units * BYTES_PER_UNIT };
    }),
  );
  return { items: parts.reduce((s, p) => s + p.items, 0), bytes: parts.reduce((s, p) => s + p.bytes, 0) };
}

/** The naive way: every page of the table in order, the search's filters as a FilterExpression. */
export async function scan(s: BenchSearch): Promise<Read & { matched: number }> {
  const { minYear, maxYear } = yearsOf(s.minAge, s.maxAge);
  const names: Record<string, string> = { '#t': 'type', '#g': 'gender', '#y': 'dobYear' };
  const values: Record<string, unknown> = { ':cand': 'Candidate', ':g': s.gender, ':y0': minYear, ':y1': maxYear };
  const terms = ['#t = :cand', 'attribute_exists(spk)', '#g = :g', '#y BETWEEN :y0 AND :y1'];
  const oneOf = (attr: string, list: string[] | undefined) => {
    if (!list?.length) return;
    names[`#${attr}`] = attr;
    terms.push(`#${attr} IN (${list.map((v, i) => ((values[`:${attr}${i}`] = v), `:${attr}${i}`)).join(', ')})`);
  };
  oneOf('foodHabits', s.foodHabits);
  oneOf('education', s.education);
  oneOf('country', s.country ? [s.country] : undefined);
  if (s.searchText) {
    // As the API: every word in one of the places or listed values (contains() is case-sensitive;
    // the mix's words are written as the profiles write them).
    const fields = ['city', 'state', 'country', 'birthCountry', 'broughtUpCountry', 'gotra', 'nativeLanguage', 'profession', 'education', 'immiStatus', 'foodHabits'];
    fields.forEach((f, i) => (names[`#f${i}`] = f));
    s.searchText.split(/\s+/).forEach((w, k) => {
      values[`:w${k}`] = w;
      terms.push(`(${fields.map((_, i) => `contains(#f${i}, :w${k})`).join(' OR ')})`);
    });
  }
  let items = 0;
  let units = 0;
  let matched = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const res = await tableClient().send(
      new ScanCommand({
        TableName: TABLE(), FilterExpression: terms.join(' AND '), ExpressionAttributeNames: names, ExpressionAttributeValues: values,
        ReturnConsumedCapacity: 'TOTAL', ExclusiveStartKey: start,
      }),
    );
    items += res.ScannedCount ?? 0;
    matched += res.Count ?? 0;
    units += res.ConsumedCapacity?.CapacityUnits ?? 0;
    start = res.LastEvaluatedKey;
  } while (start);
  return { items, bytes: units * BYTES_PER_UNIT, matched };
}

/**
 * What the API's repository reads for a range, read outside the timings: items and capacity units
 * kept per distinct range (not the entries: at 200,000 profiles a range holds ~40,000 of them).
 */
export const indexReads = new Map<string, Promise<{ items: number; consumed: number }>>();
export const readIndex = (partitions: string[]) => {
  const key = partitions.join(',');
  if (!indexReads.has(key)) indexReads.set(key, readSearchIndex(partitions).then((r) => ({ items: r.entries.length, consumed: r.consumed })));
  return indexReads.get(key)!;
};

/** The entries of one range, the last one asked for only (the API search row's check of its totals). */
let lastEntries: { key: string; read: ReturnType<typeof readSearchIndex> } | undefined;
export const entriesOf = (partitions: string[]) => {
  const key = partitions.join(',');
  if (lastEntries?.key !== key) lastEntries = { key, read: readSearchIndex(partitions) };
  return lastEntries.read;
};

export interface Row extends Measured {
  items: number;
  kb: number;
  maxKb: number;
  /** The raw Query row this row is compared with. */
  versus?: Row;
  note?: string;
}

export interface Spec {
  name: string;
  /** One timed call; what it read, when it knows. */
  once: (i: number) => Promise<Read | void>;
  /** What call i read, found outside the timing (the API rows). */
  reads?: (i: number) => Promise<Read>;
}

/**
 * Rows measured side by side: call i of every row runs before call i + 1 of any, the order rotating
 * call by call, so drift in the machine's load hits every row alike and no row always finds the
 * blocks the other just read in the emulator's cache.
 */
export async function sideBySide(count: number, specs: Spec[]): Promise<Row[]> {
  const times = specs.map(() => [] as number[]);
  const perCall = specs.map(() => [] as Read[]);
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    for (let k = 0; k < specs.length; k++) {
      const at = (i + k) % specs.length;
      const t = performance.now();
      const r = await specs[at]!.once(i);
      times[at]!.push(performance.now() - t);
      if (r) perCall[at]!.push(r);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const out: Row[] = [];
  for (const [k, spec] of specs.entries()) {
    if (spec.reads) for (let i = 0; i < count; i++) perCall[k]!.push(await spec.reads(i));
    const kbs = perCall[k]!.map((r) => r.bytes / 1024);
    out.push({
      name: spec.name, count, concurrency: 1, p50: percentile(times[k]!, 50), p95: percentile(times[k]!, 95), perSecond: (count * specs.length) / seconds,
      items: mean(perCall[k]!.map((r) => r.items)), kb: mean(kbs), maxKb: Math.max(0, ...kbs),
    });
  }
  return out;
}


/**
 * `npm run bench -- search`: search and matched profiles at 5,000 and then 50,000 listed profiles
 * (one throw-away local stack, grown), through the real handlers over HTTP, each printed beside
 * what the same question costs without the API, measured in the same run on the same emulator:
 *  - raw Query: the same partitions of the sparse `search` index read with the SDK directly, in
 *    parallel (the least a search on this index can cost);
 *  - Scan: the table read whole with the same filters as a FilterExpression (what the index saves).
 * Items and bytes read come from ConsumedCapacity (eventually consistent: a unit is 8 KB read);
 * for the API rows by reading, outside the timing, what the API reads for that call
 * (`readSearchIndex(searchPartitions(…))`, the repository the service calls).
 * Calls run one at a time (concurrency 1), so latencies are not queueing, each API call beside its
 * raw Query (sideBySide). Targets are printed
 * with PASS/MISS and never asserted. `--quick`: 300 profiles, a few calls, no target judged.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startLocalStack } from '../infra/local/stack.js';
import { jsonRequest, ok, percentile, quick, searchingMembers, seedProfiles, type Measured, type Member } from './harness.js';
import { searcherProfiles, searchMix, yearsOf, type BenchSearch } from './searchData.js';

const SIZES = quick ? [300] : [5_000, 50_000];
const CALLS = quick ? 5 : 200;
/** A Scan reads the whole table, so fewer of them. */
const scans = (size: number) => (quick ? 1 : size >= 50_000 ? 5 : 10);
const SEARCHERS = quick ? 2 : 10;
/** Eventually consistent reads: one capacity unit is 8 KB read. */
const BYTES_PER_UNIT = 8192;
const TARGETS = { apiOverRawP95: 1.5, bytesPerSearch: 2 * 1024 * 1024, scanOverRawP50: 10 };

const dataDir = mkdtempSync(path.join(tmpdir(), 'rishta-bench-search-'));
const stack = await startLocalStack({ dataDir, port: 0 });
const { QueryCommand, ScanCommand } = await import('@aws-sdk/lib-dynamodb');
const { ddb } = await import('#functions/lib/dynamodb.js');
const { candidateIdOf, readSearchIndex, searchPartitions } = await import('#functions/repositories/searchIndex.js');
const { decodeSearchCard } = await import('#shared/domain/searchCard.js');
const { passesFilter } = await import('#shared/domain/matching.js');
const TABLE = stack.env.TABLE_NAME!;

interface Read {
  items: number;
  bytes: number;
}
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
const rangeOf = (r: { gender: string; minAge: number; maxAge: number }) => searchPartitions({ genders: [r.gender], ...yearsOf(r.minAge, r.maxAge) });

/** The baseline: the partitions read with the SDK directly, in parallel, each partition's pages in order. */
async function rawQuery(partitions: string[]): Promise<Read> {
  const parts = await Promise.all(
    partitions.map(async (spk) => {
      let items = 0;
      let units = 0;
      let start: Record<string, unknown> | undefined;
      do {
        const res = await ddb().send(
          new QueryCommand({
            TableName: TABLE, IndexName: 'search', KeyConditionExpression: 'spk = :p', ExpressionAttributeValues: { ':p': spk },
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
async function scan(s: BenchSearch): Promise<Read & { matched: number }> {
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
    const res = await ddb().send(
      new ScanCommand({
        TableName: TABLE, FilterExpression: terms.join(' AND '), ExpressionAttributeNames: names, ExpressionAttributeValues: values,
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

/** What the API's repository reads for a range (read once per distinct range, outside the timings). */
const indexReads = new Map<string, Promise<Awaited<ReturnType<typeof readSearchIndex>>>>();
const readIndex = (partitions: string[]) => {
  const key = partitions.join(',');
  if (!indexReads.has(key)) indexReads.set(key, readSearchIndex(partitions));
  return indexReads.get(key)!;
};

interface Row extends Measured {
  items: number;
  kb: number;
  maxKb: number;
  /** The raw Query row this row is compared with. */
  versus?: Row;
  note?: string;
}

interface Spec {
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
async function sideBySide(count: number, specs: Spec[]): Promise<Row[]> {
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

async function measureAt(size: number, members: Member[]) {
  indexReads.clear();
  const searches = searchMix(CALLS);
  const searcher = (i: number) => members[i % members.length]!;
  const wantsOf = (i: number) => searcherProfiles(SEARCHERS)[i % members.length]!.expectation;
  const search = (i: number) =>
    fetch(`${stack.url}/api/profilemgmt/searchProfiles`, jsonRequest(searcher(i).headers, { ...searches[i], candidateId: searcher(i).candidateId }));
  const matched = (i: number) => fetch(`${stack.url}/api/profilemgmt/getMatchingProfiles/${searcher(i).candidateId}`, { headers: searcher(i).headers });

  // Warm up both paths (JIT, key cache of the JWT verifier, LevelDB's block cache) before timing.
  for (let i = 0; i < Math.min(CALLS, 10); i++) {
    await ok(await search(i));
    await ok(await matched(i));
    await rawQuery(rangeOf(searches[i]!));
  }

  const totals: number[] = [];
  const agree: boolean[] = [];
  const [apiSearch, rawSearch] = await sideBySide(CALLS, [
    { name: 'API search', once: async (i) => void (totals[i] = (await ok<{ total: number }>(await search(i))).total), reads: async (i) => {
      const { entries, consumed } = await readIndex(rangeOf(searches[i]!));
      // The API's total should be what its index read holds for the filter (less the searcher's own profile).
      const expected = entries.filter((e) => candidateIdOf(e) !== searcher(i).candidateId && passesFilter(searches[i]!, decodeSearchCard(e.sc).facts)).length;
      agree.push(expected === totals[i]);
      return { items: entries.length, bytes: consumed * BYTES_PER_UNIT };
    } },
    { name: 'raw Query (search ranges)', once: (i) => rawQuery(rangeOf(searches[i]!)) },
  ]) as [Row, Row];
  apiSearch.note = `${mean(totals).toFixed(0)} matches a search on average`;
  const scanMatches: number[] = [];
  const [scanRow] = await sideBySide(scans(size), [{ name: 'Scan (search filters)', once: async (i) => {
    const r = await scan(searches[i]!);
    scanMatches.push(r.matched);
    return r;
  } }]) as [Row];
  const [apiMatched, rawMatched] = await sideBySide(CALLS, [
    { name: 'API matched', once: async (i) => void (await ok(await matched(i))), reads: async (i) => {
      const { entries, consumed } = await readIndex(rangeOf(wantsOf(i)));
      return { items: entries.length, bytes: consumed * BYTES_PER_UNIT };
    } },
    { name: 'raw Query (matched ranges)', once: (i) => rawQuery(rangeOf(wantsOf(i))) },
  ]) as [Row, Row];
  apiSearch.versus = rawSearch;
  scanRow.versus = rawSearch;
  apiMatched.versus = rawMatched;
  const disagree = agree.filter((a) => !a).length;
  const scanDiffer = scanMatches.filter((m, i) => Math.abs(m - (totals[i] ?? 0)) > 1).length;
  return { size, rows: [apiSearch, rawSearch, scanRow, apiMatched, rawMatched], apiSearch, rawSearch, scanRow, apiMatched, rawMatched, disagree, scanDiffer };
}

const verdict = (pass: boolean) => (quick ? 'n/a (quick)' : pass ? 'PASS' : 'MISS');

function print(r: Awaited<ReturnType<typeof measureAt>>, seeded: { profiles: number; seconds: number }) {
  console.log(`\n### ${r.size.toLocaleString('en-US')} listed profiles (${seeded.profiles.toLocaleString('en-US')} written in ${seeded.seconds.toFixed(1)} s with BatchWrite: ${(seeded.profiles / seeded.seconds).toFixed(0)} profiles/s)\n`);
  console.log('| row | calls | p50 ms | p95 ms | items read / call | KB read / call | bytes / item | p95 ÷ raw Query p95 |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const x of r.rows) {
    const ratio = x.versus ? (x.p95 / x.versus.p95).toFixed(2) : '1';
    const perItem = x.items ? ((x.kb * 1024) / x.items).toFixed(0) : '–';
    console.log(`| ${x.name} | ${x.count} | ${x.p50.toFixed(1)} | ${x.p95.toFixed(1)} | ${x.items.toFixed(0)} | ${x.kb.toFixed(0)} | ${perItem} | ${ratio} |`);
  }
  console.log(`\n${r.apiSearch.note}; largest search read ${(r.apiSearch.maxKb / 1024).toFixed(2)} MB.`);
  if (r.disagree) console.log(`CHECK: ${r.disagree} of ${CALLS} API search totals differ from the filter applied to the index cards they read.`);
  if (r.scanDiffer) console.log(`CHECK: ${r.scanDiffer} of ${r.scanRow.count} Scan counts differ from the API total by more than one (free text is case-sensitive in a Scan).`);
  console.log('\nTargets (printed, never asserted):');
  const apiRatio = r.apiSearch.p95 / r.rawSearch.p95;
  const matchedRatio = r.apiMatched.p95 / r.rawMatched.p95;
  const scanRatio = r.scanRow.p50 / r.rawSearch.p50;
  console.log(`- API search p95 ≤ ${TARGETS.apiOverRawP95}× raw Query p95: ${apiRatio.toFixed(2)}× — ${verdict(apiRatio <= TARGETS.apiOverRawP95)}`);
  console.log(`- API matched p95 ≤ ${TARGETS.apiOverRawP95}× raw Query p95: ${matchedRatio.toFixed(2)}× — ${verdict(matchedRatio <= TARGETS.apiOverRawP95)}`);
  console.log(`- ≤ 2 MB read per typical search: at most ${(r.apiSearch.maxKb / 1024).toFixed(2)} MB — ${verdict(r.apiSearch.maxKb * 1024 <= TARGETS.bytesPerSearch)}`);
  console.log(`- Scan ≥ ${TARGETS.scanOverRawP50}× slower than the raw Query (p50): ${scanRatio.toFixed(1)}× — ${verdict(scanRatio >= TARGETS.scanOverRawP50)}`);
}

try {
  const members = await searchingMembers(stack, SEARCHERS, 'searcher');
  if (quick) console.log('\n(quick mode: 300 profiles and a few calls; figures are not meaningful and no target is judged)');
  let seededCount = 0;
  for (const size of SIZES) {
    const seconds = await seedProfiles(TABLE, seededCount, size);
    const added = size - seededCount;
    seededCount = size;
    print(await measureAt(size, members), { profiles: added, seconds });
  }
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * `npm run bench -- search`: search and matched profiles at 5,000 and then 50,000 listed profiles
 * (one throw-away local stack, grown), through the real handlers over HTTP, each printed beside
 * what the same question costs without the API, measured in the same run on the same emulator:
 *  - raw Query: the same partitions of the sparse `search` index read with the SDK directly, in
 *    parallel (the least a search on this index can cost);
 *  - Scan: the table read whole with the same filters as a FilterExpression (what the index saves).
 * The DynamoDB emulator runs in its own process (dynamoProcess.ts), as DynamoDB is a service of
 * its own in AWS: the handlers and the raw Query both reach it over HTTP, and neither waits for the
 * other's CPU work in one event loop, so the ratio measures the handler's work.
 * Items and bytes read come from ConsumedCapacity (eventually consistent: a unit is 8 KB read, one
 * on-demand read request unit); for the API rows by reading, outside the timing, what the API reads
 * for that call (`readSearchIndex(searchPartitions(…))`, the repository the service calls).
 * Calls run one at a time (concurrency 1), so latencies are not queueing, each API call beside its
 * raw Query (sideBySide). A search without an age range (the service uses the expectation's ages,
 * else a window around the member's own age) is a row of its own, judged on its read.
 * Targets are printed with PASS/MISS and never asserted.
 *   --runs=N        measure the 50,000 stage N times (the p95 targets are judged in each; a last
 *                   line says in how many of N they held). Default 1.
 *   --profiles=N    grow to N listed profiles at the end (e.g. 200000): the same rows there, with
 *                   the cost of 1,000 searches in on-demand read request units. Default 50,000.
 *   --quick         300 profiles, a few calls, no target judged (what CI runs).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startLocalStack } from '../infra/local/stack.js';
import { candidateBody } from '../test/sampleData.js';
import { startDynamoProcess } from './dynamoProcess.js';
import { jsonRequest, memberWithPhoto, ok, quick, searchingMembers, seedProfiles, type Member } from './harness.js';
import { searcherProfiles, searchMix, type BenchSearch } from './searchData.js';

const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const RUNS = quick ? 1 : Math.max(1, Number(flag('runs') ?? 1));
/** Where the targets are judged. */
const TARGET_SIZE = 50_000;
const PROFILES = quick ? 300 : Math.max(1, Number(flag('profiles') ?? TARGET_SIZE));
const SIZES = quick ? [300] : [...new Set([5_000, TARGET_SIZE].filter((s) => s < PROFILES).concat(PROFILES))];
/** Calls per row; at 200,000 and more a call reads four times as much, so half as many. */
const callsAt = (size: number) => (quick ? 5 : size >= 200_000 ? 100 : 200);
/** Searches without an age range: judged on their read, so fewer calls. */
const NO_AGE_CALLS = quick ? 4 : 50;
/** A Scan reads the whole table, so fewer of them. */
const scans = (size: number) => (quick ? 1 : size >= 200_000 ? 2 : size >= 50_000 ? 5 : 10);
const SEARCHERS = quick ? 2 : 10;
const TARGETS = { apiOverRawP95: 1.5, bytesPerSearch: 2 * 1024 * 1024, noAgeBytes: 4 * 1024 * 1024, scanOverRawP50: 10 };
/**
 * DynamoDB on-demand, us-east-1: US$0.125 per million read request units (the price since AWS
 * halved on-demand throughput prices on 1 November 2024; aws.amazon.com/dynamodb/pricing/on-demand,
 * read 2026-11-26). An assumption of docs/scaling.md: check the page before quoting a budget.
 */
const USD_PER_MILLION_RRU = 0.125;

const dynamo = await startDynamoProcess();
const dataDir = mkdtempSync(path.join(tmpdir(), 'rishta-bench-search-'));
const stack = await startLocalStack({ dataDir, port: 0, dynamodbEndpoint: dynamo.endpoint });
const { candidateIdOf } = await import('#functions/candidates/entities/searchIndex.js');
const { decodeSearchCard } = await import('#shared/domain/searchCard.js');
const { passesFilter } = await import('#shared/domain/matching.js');
const { BYTES_PER_UNIT, entriesOf, indexReads, mean, rangeOf, rawQuery, readIndex, scan, sideBySide } = await import('./searchReads.js');
type Row = import('./searchReads.js').Row;
const TABLE = stack.env.TABLE_NAME!;

/** A member with a candidate profile and a photo but no expectation: their searches without ages use the default window. */
const noExpectationMember = () => memberWithPhoto(stack, 'noexpectation@example.org', candidateBody({ gender: 'Male', dobYear: new Date().getFullYear() - 30, email: 'noexpectation@example.org', firstName: 'NoExpectation' }));

interface AgesUsed { minAge: number; maxAge: number; from: string }

async function measureAt(size: number, members: Member[], withoutWants: Member, withScan: boolean) {
  indexReads.clear();
  const CALLS = callsAt(size);
  const searches = searchMix(CALLS);
  const searcher = (i: number) => members[i % members.length]!;
  const wantsOf = (i: number) => searcherProfiles(SEARCHERS)[i % members.length]!.expectation;
  const search = (i: number) =>
    fetch(`${stack.url}/api/profilemgmt/searchProfiles`, jsonRequest(searcher(i).headers, { ...searches[i], candidateId: searcher(i).candidateId }));
  const matched = (i: number) => fetch(`${stack.url}/api/profilemgmt/getMatchingProfiles/${searcher(i).candidateId}`, { headers: searcher(i).headers });
  // The same searches without their age range, every other one by the member without an expectation.
  const noAgeBy = (i: number) => (i % 2 ? withoutWants : searcher(i));
  const noAge = (i: number) => {
    const { minAge: _min, maxAge: _max, ...rest } = searches[i]!;
    return fetch(`${stack.url}/api/profilemgmt/searchProfiles`, jsonRequest(noAgeBy(i).headers, { ...rest, candidateId: noAgeBy(i).candidateId }));
  };

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
      const { entries, consumed } = await entriesOf(rangeOf(searches[i]!));
      // The API's total should be what its index read holds for the filter (less the searcher's own profile).
      const expected = entries.filter((e) => candidateIdOf(e) !== searcher(i).candidateId && passesFilter(searches[i]!, decodeSearchCard(e.sc).facts)).length;
      agree.push(expected === totals[i]);
      return { items: entries.length, bytes: consumed * BYTES_PER_UNIT };
    } },
    { name: 'raw Query (search ranges)', once: (i) => rawQuery(rangeOf(searches[i]!)) },
  ]) as [Row, Row];
  apiSearch.note = `${mean(totals).toFixed(0)} matches a search on average`;
  const scanMatches: number[] = [];
  const [scanRow] = withScan
    ? await sideBySide(scans(size), [{ name: 'Scan (search filters)', once: async (i) => {
      const r = await scan(searches[i]!);
      scanMatches.push(r.matched);
      return r;
    } }]) as [Row]
    : [undefined];
  const [apiMatched, rawMatched] = await sideBySide(CALLS, [
    { name: 'API matched', once: async (i) => void (await ok(await matched(i))), reads: async (i) => {
      const { items, consumed } = await readIndex(rangeOf(wantsOf(i)));
      return { items, bytes: consumed * BYTES_PER_UNIT };
    } },
    { name: 'raw Query (matched ranges)', once: (i) => rawQuery(rangeOf(wantsOf(i))) },
  ]) as [Row, Row];
  // The ages each search without a range uses, as its answer says (asked once before the timing, which warms the path too).
  const used: AgesUsed[] = [];
  for (let i = 0; i < Math.min(CALLS, NO_AGE_CALLS); i++) used[i] = (await ok<{ agesUsed: AgesUsed }>(await noAge(i))).agesUsed;
  const noAgeRange = (i: number) => rangeOf({ gender: searches[i]!.gender, ...used[i]! });
  const [apiNoAge, rawNoAge] = await sideBySide(Math.min(CALLS, NO_AGE_CALLS), [
    { name: 'API search without an age range', once: async (i) => void (await ok(await noAge(i))), reads: async (i) => {
      const { items, consumed } = await readIndex(noAgeRange(i));
      return { items, bytes: consumed * BYTES_PER_UNIT };
    } },
    { name: 'raw Query (the ages it used)', once: (i) => rawQuery(noAgeRange(i)) },
  ]) as [Row, Row];
  const froms = used.map((u) => u?.from);
  apiNoAge.note = `${froms.filter((f) => f === 'expectation').length} used the expectation's ages, ${froms.filter((f) => f === 'ownAge').length} the default window`;
  apiSearch.versus = rawSearch;
  if (scanRow) scanRow.versus = rawSearch;
  apiMatched.versus = rawMatched;
  apiNoAge.versus = rawNoAge;
  const disagree = agree.filter((a) => !a).length;
  const scanDiffer = scanMatches.filter((m, i) => Math.abs(m - (totals[i] ?? 0)) > 1).length;
  const rows = [apiSearch, rawSearch, ...(scanRow ? [scanRow] : []), apiMatched, rawMatched, apiNoAge, rawNoAge];
  return { size, rows, apiSearch, rawSearch, scanRow, apiMatched, rawMatched, apiNoAge, disagree, scanDiffer };
}
type Measurement = Awaited<ReturnType<typeof measureAt>>;

const verdict = (pass: boolean) => (quick ? 'n/a (quick)' : pass ? 'PASS' : 'MISS');
/** Above 50,000 the figures are printed beside the targets, which are set for 50,000. */
const verdictAt = (size: number) => (pass: boolean) => (size > TARGET_SIZE ? `figure only (the targets are set at ${TARGET_SIZE.toLocaleString('en-US')})` : verdict(pass));
const ratios = (r: Measurement) => ({ search: r.apiSearch.p95 / r.rawSearch.p95, matched: r.apiMatched.p95 / r.rawMatched.p95 });
const mb = (kb: number) => (kb / 1024).toFixed(2);

function printTable(r: Measurement, heading: string) {
  console.log(`\n### ${heading}\n`);
  console.log('| row | calls | p50 ms | p95 ms | items read / call | KB read / call | bytes / item | p95 ÷ raw Query p95 |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const x of r.rows) {
    const ratio = x.versus ? (x.p95 / x.versus.p95).toFixed(2) : '1';
    const perItem = x.items ? ((x.kb * 1024) / x.items).toFixed(0) : '–';
    console.log(`| ${x.name} | ${x.count} | ${x.p50.toFixed(1)} | ${x.p95.toFixed(1)} | ${x.items.toFixed(0)} | ${x.kb.toFixed(0)} | ${perItem} | ${ratio} |`);
  }
  console.log(`\n${r.apiSearch.note}; largest search read ${mb(r.apiSearch.maxKb)} MB. Without an age range: ${r.apiNoAge.note}.`);
  if (r.disagree) console.log(`CHECK: ${r.disagree} of ${r.apiSearch.count} API search totals differ from the filter applied to the index cards they read.`);
  if (r.scanDiffer && r.scanRow) console.log(`CHECK: ${r.scanDiffer} of ${r.scanRow.count} Scan counts differ from the API total by more than one (free text is case-sensitive in a Scan).`);
}

/** On-demand read request units and dollars for 1,000 typical searches (eventually consistent: 1 RRU per 8 KB, as ConsumedCapacity counts). */
function printCost(r: Measurement) {
  const rruPerSearch = (r.apiSearch.kb * 1024) / BYTES_PER_UNIT;
  const rruPerMatched = (r.apiMatched.kb * 1024) / BYTES_PER_UNIT;
  const cost = (rru: number) => `${(rru * 1000).toFixed(0)} RRU = US$${((rru * 1000 * USD_PER_MILLION_RRU) / 1e6).toFixed(4)}`;
  console.log(`\nCost of 1,000 calls at ${r.size.toLocaleString('en-US')} profiles, DynamoDB on-demand (US$${USD_PER_MILLION_RRU} per million read request units, us-east-1, assumed; the index read only):`);
  console.log(`- typical searches: ${rruPerSearch.toFixed(0)} RRU each → ${cost(rruPerSearch)}`);
  console.log(`- matched lists: ${rruPerMatched.toFixed(0)} RRU each → ${cost(rruPerMatched)}`);
}

function printTargets(r: Measurement) {
  const { search, matched } = ratios(r);
  const verdict = verdictAt(r.size);
  console.log('\nTargets (printed, never asserted):');
  console.log(`- API search p95 ≤ ${TARGETS.apiOverRawP95}× raw Query p95: ${search.toFixed(2)}× — ${verdict(search <= TARGETS.apiOverRawP95)}`);
  console.log(`- API matched p95 ≤ ${TARGETS.apiOverRawP95}× raw Query p95: ${matched.toFixed(2)}× — ${verdict(matched <= TARGETS.apiOverRawP95)}`);
  console.log(`- ≤ 2 MB read per typical search: at most ${mb(r.apiSearch.maxKb)} MB — ${verdict(r.apiSearch.maxKb * 1024 <= TARGETS.bytesPerSearch)}`);
  console.log(`- a search without an age range reads ≤ 4 MB: at most ${mb(r.apiNoAge.maxKb)} MB (${mb(r.apiNoAge.kb)} MB on average) — ${verdict(r.apiNoAge.maxKb * 1024 <= TARGETS.noAgeBytes)}`);
  if (r.scanRow) {
    const scanRatio = r.scanRow.p50 / r.rawSearch.p50;
    console.log(`- Scan ≥ ${TARGETS.scanOverRawP50}× slower than the raw Query (p50): ${scanRatio.toFixed(1)}× — ${verdict(scanRatio >= TARGETS.scanOverRawP50)}`);
  }
}

/** The p95 targets over the runs at one size: each run's ratios, then in how many of them both held. */
function printRuns(size: number, runs: Measurement[]) {
  const held = (x: number) => x <= TARGETS.apiOverRawP95;
  console.log(`\nRuns at ${size.toLocaleString('en-US')} profiles (p95 ÷ raw Query p95):`);
  runs.forEach((r, k) => {
    const { search, matched } = ratios(r);
    console.log(`- run ${k + 1} of ${runs.length}: search ${search.toFixed(2)}× ${verdict(held(search))}, matched ${matched.toFixed(2)}× ${verdict(held(matched))}`);
  });
  const searchHeld = runs.filter((r) => held(ratios(r).search)).length;
  const matchedHeld = runs.filter((r) => held(ratios(r).matched)).length;
  const n = runs.length;
  console.log(`- API search p95 ≤ ${TARGETS.apiOverRawP95}× in ${searchHeld} of ${n} runs — ${verdict(searchHeld === n)}`);
  console.log(`- API matched p95 ≤ ${TARGETS.apiOverRawP95}× in ${matchedHeld} of ${n} runs — ${verdict(matchedHeld === n)}`);
}

try {
  const members = await searchingMembers(stack, SEARCHERS, 'searcher');
  const withoutWants = await noExpectationMember();
  if (quick) console.log('\n(quick mode: 300 profiles and a few calls; figures are not meaningful and no target is judged)');
  console.log(`\nDynamoDB emulator in its own process (pid ${dynamo.pid}, ${dynamo.endpoint}).`);
  let seededCount = 0;
  for (const size of SIZES) {
    const seconds = await seedProfiles(TABLE, seededCount, size);
    const added = size - seededCount;
    seededCount = size;
    const runs = size === TARGET_SIZE ? RUNS : 1;
    const measured: Measurement[] = [];
    for (let k = 0; k < runs; k++) {
      const started = performance.now();
      const r = await measureAt(size, members, withoutWants, k === 0);
      measured.push(r);
      const seeded = `${added.toLocaleString('en-US')} written in ${seconds.toFixed(1)} s with BatchWrite: ${(added / seconds).toFixed(0)} profiles/s`;
      const run = runs > 1 ? `, run ${k + 1} of ${runs}` : '';
      printTable(r, `${size.toLocaleString('en-US')} listed profiles (${seeded}${run}; measured in ${((performance.now() - started) / 1000).toFixed(0)} s)`);
      if (k === 0) printCost(r);
      printTargets(r);
    }
    if (runs > 1) printRuns(size, measured);
  }
} finally {
  await stack.stop();
  await dynamo.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

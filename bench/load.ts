/**
 * `npm run bench -- load`: the local stack under concurrent members, on 127.0.0.1 only. A
 * throw-away stack with a community of listed profiles (seeded straight to the table, as the
 * search benchmark does) and searching members made through the API (profile, photo,
 * expectation, one proposal each); then closed-loop workers, each acting as one member and
 * awaiting every answer before its next call, at concurrency 10 and then 50, for a fixed time.
 *
 * The member mix, in a cycle of ten calls: the session twice (every page asks), search twice,
 * matched profiles, a profile view twice, the sent and the received proposal lists, and one write
 * (save a profile to the own list, then remove it on the next cycle: repeatable, and each worker
 * saves its own profile so no two workers race on one item). Workers start spread over the cycle.
 *
 * Beside it, measured the same way in the same run: the static /config.json from the same server
 * (the least any request costs) and a raw DynamoDB GetItem loop (the least any member call costs:
 * each one checks the account with one). Errors are any non-2xx answer or network error; the
 * target is none, printed PASS/MISS on every row (the mix as a whole and each of its calls) and never
 * asserted. Each call of the mix has its own row (p50, p99, errors, and its p50 beside the GetItem
 * baseline's at the same concurrency), told apart in the same drive, so no call's figure hides in the
 * mix's. Times are not judged: the machine may be shared. `--quick` (CI): a small community, 3 s per drive.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { startLocalStack } from '../infra/local/stack.js';
import { benchProfile, searchMix } from './searchData.js';
import { driveFor, jsonRequest, ok, quick, searchingMembers, seedProfiles, tableClient, type Driven, type DrivenFigures } from './harness.js';

const SECONDS = quick ? 3 : 20;
const CONCURRENCIES = [10, 50];
const PROFILES = quick ? 300 : 5_000;
const MEMBERS = quick ? 6 : 20;

const dataDir = mkdtempSync(path.join(tmpdir(), 'rishta-bench-load-'));
const stack = await startLocalStack({ dataDir, port: 0 });
// 127.0.0.1, not localhost: the server listens on IPv4 only, and no name lookup is timed.
const api = stack.url.replace('localhost', '127.0.0.1');
const TABLE = stack.env.TABLE_NAME!;

/** Throws on any answer but 2xx, so the driver counts it as an error. */
async function expect2xx(res: Promise<Response>): Promise<void> {
  const r = await res;
  if (!r.ok) throw new Error(`${r.status} ${new URL(r.url).pathname}: ${(await r.text()).slice(0, 120)}`);
  await r.arrayBuffer();
}

try {
  await seedProfiles(TABLE, 0, PROFILES);
  const members = await searchingMembers(stack, MEMBERS, 'load');
  // Proposal lists with something in them: each member proposes to the next (genders alternate).
  for (const [i, m] of members.entries()) {
    const to = members[(i + 1) % members.length]!;
    await ok(await fetch(`${api}/api/userinteract/saveUserInteraction`, jsonRequest(m.headers, {
      userProfileId: m.userId, fromCandidateId: m.candidateId, toCandidateId: to.candidateId, interactionType: 'proposal',
    })));
  }
  const searches = searchMix(200);
  const viewed = (n: number) => benchProfile((n * 7919) % PROFILES).id;

  /**
   * Worker w's n-th call is step (n + w) mod 10 of the cycle: workers start spread over it, so even a
   * short drive has every call in it. The write saves the worker's profile when it is not saved, and
   * removes it when it is (kept per worker across drives: a remove of what is not saved answers 404).
   */
  const stepOf = (w: number, n: number) => (n + w) % 10;
  const savedNow = new Set<number>();
  const KINDS = [
    'GET session', 'POST searchProfiles', 'GET getMatchingProfiles', 'GET getProfileDetails (another member)',
    'GET getMySentProposalList', 'GET getMyReceivedProposalList', 'POST saveUserSavedProfile (write)', 'DELETE removeUserSavedProfile (write)',
  ] as const;
  const kindOf = (w: number, n: number): string => {
    switch (stepOf(w, n)) {
      case 0: case 5: return KINDS[0];
      case 1: case 6: return KINDS[1];
      case 2: return KINDS[2];
      case 3: case 8: return KINDS[3];
      case 4: return KINDS[4];
      case 7: return KINDS[5];
      default: return savedNow.has(w) ? KINDS[7] : KINDS[6];
    }
  };
  /** Worker w is member w mod MEMBERS. */
  const memberCall = async (w: number, n: number): Promise<void> => {
    const m = members[w % members.length]!;
    const get = (p: string) => expect2xx(fetch(`${api}/api/${p}`, { headers: m.headers }));
    // The worker's own profile to save and remove: distinct per worker, never a member's own.
    const saved = benchProfile(w).id;
    switch (stepOf(w, n)) {
      case 0: case 5: return get('usermgmt/session');
      case 1: case 6: return expect2xx(fetch(`${api}/api/profilemgmt/searchProfiles`, jsonRequest(m.headers, { ...searches[(w * 31 + n) % searches.length], candidateId: m.candidateId })));
      case 2: return get(`profilemgmt/getMatchingProfiles/${m.candidateId}`);
      case 3: case 8: return get(`profilemgmt/getProfileDetails/${viewed(w + n)}`);
      case 4: return get(`userinteract/getMySentProposalList/${m.userId}/${m.candidateId}`);
      case 7: return get(`userinteract/getMyReceivedProposalList/${m.userId}/${m.candidateId}`);
      default:
        if (savedNow.has(w)) {
          await expect2xx(fetch(`${api}/api/usermgmt/removeUserSavedProfile/${saved}`, { method: 'DELETE', headers: m.headers }));
          savedNow.delete(w);
        } else {
          await expect2xx(fetch(`${api}/api/usermgmt/saveUserSavedProfile`, jsonRequest(m.headers, { userProfileId: m.userId, candidateId: saved })));
          savedNow.add(w);
        }
    }
  };
  const config = () => expect2xx(fetch(`${api}/config.json`));
  const userKey = { pk: `USER#${members[0]!.userId}`, sk: 'PROFILE' };
  const rawGet = async () => void (await tableClient().send(new GetCommand({ TableName: TABLE, Key: userKey, ConsistentRead: true })));

  // Warm-up (JIT, the JWT verifier's key cache, LevelDB's caches), untimed.
  await driveFor(quick ? 1 : 3, 10, memberCall);

  const MIX = 'member mix (API), all calls';
  const GET_ITEM = 'baseline: raw DynamoDB GetItem (SDK)';
  const drives: { concurrency: number; mix: Driven; config: Driven; rawGet: Driven }[] = [];
  for (const concurrency of CONCURRENCIES) {
    const mix = await driveFor(SECONDS, concurrency, memberCall, kindOf);
    drives.push({ concurrency, mix, config: await driveFor(SECONDS, concurrency, config), rawGet: await driveFor(SECONDS, concurrency, rawGet) });
  }

  console.log(`\n${quick ? '(quick mode: a small community and 3 s a drive; figures are not meaningful)\n' : ''}`);
  console.log(`${PROFILES} listed profiles, ${MEMBERS} members, ${SECONDS} s per drive, closed loop on 127.0.0.1; mix per 10 calls: 2 session, 2 search, 1 matched, 2 profile view, 1 sent list, 1 received list, 1 write (save/remove a profile). A call's row is its share of the mix's drive (its requests/s is its share of the throughput).\n`);
  console.log('| call | concurrency | requests | requests/s | p50 ms | p99 ms | p50 ÷ GetItem p50 | errors | target: no errors |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  const verdict = (r: DrivenFigures) => (r.errors === 0 ? 'PASS' : 'MISS');
  const row = (name: string, concurrency: number, r: DrivenFigures, base: DrivenFigures, target: boolean) =>
    console.log(`| ${name} | ${concurrency} | ${r.requests} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${base.p50 > 0 ? `${(r.p50 / base.p50).toFixed(1)}×` : '–'} | ${r.errors} | ${target ? verdict(r) : 'baseline'} |`);
  const misses: string[] = [];
  for (const d of drives) {
    row(MIX, d.concurrency, d.mix, d.rawGet, true);
    for (const name of KINDS) {
      const r = d.mix.byKind.get(name);
      if (!r) continue;
      row(`&nbsp;&nbsp;${name}`, d.concurrency, r, d.rawGet, true);
      if (r.errors) misses.push(`${name} at ${d.concurrency}`);
    }
    row('baseline: static /config.json (same server)', d.concurrency, d.config, d.rawGet, false);
    row(GET_ITEM, d.concurrency, d.rawGet, d.rawGet, false);
  }
  const errors = drives.reduce((s, d) => s + d.mix.errors, 0);
  console.log(`\nTarget: 0 errors under the member mix, on every call: ${errors} — ${errors === 0 ? 'PASS' : `MISS (${misses.join(', ')})`}`);
  for (const d of drives) {
    for (const [name, r] of d.mix.byKind) for (const s of r.samples) console.log(`  error (${name}, ${d.concurrency}): ${s}`);
    for (const [name, r] of [['config.json', d.config], ['GetItem', d.rawGet]] as const) for (const s of r.samples) console.log(`  error (baseline ${name}, ${d.concurrency}): ${s}`);
  }
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

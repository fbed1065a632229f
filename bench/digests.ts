/**
 * `npm run bench -- digests`: the scheduled digests over 5,000 and then 50,000 families (one
 * throw-away local stack, grown), each run beside a raw Query of the same members in the same run:
 *  - "daily": the digest of proposals waiting for an answer; the daily
 *    job is the reminder digest (functions/jobs/reminderDigest.ts): every family has one proposal
 *    waiting five days, so every family is mailed; its raw Query reads the same pending list
 *    (gsi3 `PENDING#` shards, keys only) with the SDK directly;
 *  - "weekly": the match digest (functions/jobs/matchDigest.ts): 1 in 100 families was listed this
 *    week, and every family whose expectation those new profiles meet is mailed; its raw Query
 *    reads the same search index partitions (every gender and birth year) with the SDK directly.
 * The jobs run as EventBridge Scheduler runs them: the handler with a scheduled time, and a context
 * that counts down the Lambda's 5 minutes (infra/jobs.ts); a run cut short is invoked again (as the
 * next hourly run of its window would) until it reports the period complete, so the invocations
 * column says how many Lambda runs the period needs. Mail goes to the emulated SES (in memory;
 * counted, then cleared after each run). Families are written straight to the table with
 * BatchWrite (a user record, a listed candidate profile, one pending proposal each), far faster
 * than sign-ups. Targets are printed with PASS/MISS and never asserted. `--quick`: 60 families.
 * `--families=N`: one size only; `--job=daily` (or weekly): one job only. The column 'members found
 * already mailed' counts the members a run walked again after an earlier run of the period mailed
 * them (the proposals digest resumes after its position in the job state instead, and walks none again).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { BatchWriteCommand, DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { startLocalStack } from '../infra/local/stack.js';
import { quick, tableClient } from './harness.js';
import { benchProfile } from './searchData.js';

/** `--families=5000` runs one size only (the 50,000 run takes many minutes on the 2-core machine). */
const familiesArg = process.argv.find((a) => a.startsWith('--families='));
const SIZES = quick ? [60] : familiesArg ? [Number(familiesArg.slice('--families='.length))] : [5_000, 50_000];
/** `--job=daily` or `--job=weekly` runs that job only (the other is left out of the table). */
const jobArg = process.argv.find((a) => a.startsWith('--job='))?.slice('--job='.length);
const JOBS = (['daily', 'weekly'] as const).filter((j) => !jobArg || j === jobArg);
/** One family in this many was listed this week: the weekly digest's news. */
const NEW_EVERY = quick ? 10 : 100;
/** The jobs' Lambda timeout (infra/jobs.ts); they stop 30 s before it (functions/lib/jobRun.ts). */
const LAMBDA_MS = 5 * 60_000;
const DAY_MS = 86_400_000;
/** The period must finish within the hourly runs of its window (infra/jobSchedules.ts: four hours). */
const TARGETS = { invocations: 4 };

const dataDir = mkdtempSync(path.join(tmpdir(), 'rishta-bench-digests-'));
const stack = await startLocalStack({ dataDir, port: 0 });
const TABLE = stack.env.TABLE_NAME!;
const { candidateItem } = await import('#functions/candidates/entities/candidates.js');
const { proposalItem, PENDING_SHARDS } = await import('#functions/candidates/entities/proposals.js');
const { userKeys } = await import('#functions/members/entities/users.js');
const { digestMarkerKeys } = await import('#functions/mail/entities/digestMarkers.js');
const { searchPartitions } = await import('#functions/candidates/entities/searchIndex.js');
const { BIRTH_YEAR_MIN } = await import('#shared/domain/lists.js');
const { maxBirthYear } = await import('#shared/domain/candidate.js');
const { DIGEST_AFTER_DAYS } = await import('#shared/domain/proposals.js');
const jobs = {
  daily: (await import('#functions/jobs/reminderDigest.js')).handler,
  weekly: (await import('#functions/jobs/matchDigest.js')).handler,
};
/** The SES emulator's in-process store: what was mailed, and emptied after each run. */
const sesStore = createRequire(import.meta.url)('aws-ses-v2-local/dist/store') as {
  getStoreReadonly(): { emails: unknown[] };
  clearStore(): void;
};

/**
 * Every run of the bench starts at the coming Monday (members hear of new matches weekly by default,
 * on Mondays), 14:00 UTC; sizes move the scheduled times on by whole weeks, so each size is a new period.
 */
const BASE = (() => {
  const d = new Date();
  d.setUTCHours(14, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7 || 7));
  return d.getTime();
})();
const dailyAt = (k: number) => new Date(BASE + k * DAY_MS);
const weeklyAt = (k: number) => new Date(BASE + k * 7 * DAY_MS);
/** Sent five days before the first run: waiting for an answer, far from expiring. */
const PROPOSED_AT = new Date(BASE - (DIGEST_AFTER_DAYS + 2) * DAY_MS).toISOString();
const LONG_LISTED = new Date(BASE - 60 * DAY_MS).toISOString();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Puts the items, 25 a BatchWrite and 8 in flight, retrying what the emulator left unprocessed. */
async function batchPut(items: Record<string, unknown>[]): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: 8 }, async () => {
    while (next < items.length) {
      const first = next;
      next = Math.min(items.length, next + 25);
      let requests: unknown[] | undefined = items.slice(first, next).map((Item) => ({ PutRequest: { Item } }));
      for (let attempt = 0; requests?.length; attempt++) {
        if (attempt) await sleep(20 * 2 ** Math.min(attempt, 6));
        const res: { UnprocessedItems?: Record<string, unknown[]> } = await tableClient().send(new BatchWriteCommand({ RequestItems: { [TABLE]: requests as never } }));
        requests = res.UnprocessedItems?.[TABLE];
      }
    }
  }));
}

/**
 * Families from … to-1: each an active account, a listed profile (1 in NEW_EVERY listed the day
 * before the size's weekly run, the rest two months ago) and one pending proposal from the next family.
 */
async function seedFamilies(from: number, to: number, k: number): Promise<number> {
  const started = performance.now();
  const profiles = Array.from({ length: to - from }, (_, j) => {
    const i = from + j;
    const listedSince = i % NEW_EVERY === 0 ? new Date(weeklyAt(k).getTime() - DAY_MS).toISOString() : LONG_LISTED;
    return { ...benchProfile(i), listedSince };
  });
  const items: Record<string, unknown>[] = [];
  profiles.forEach((p, j) => {
    const i = from + j;
    const sender = profiles[(j + 1) % profiles.length]!;
    items.push(candidateItem(p));
    items.push({
      ...userKeys.user(p.userProfileId), type: 'User', id: p.userProfileId, firstName: p.firstName, lastName: p.lastName,
      userEmail: `family${i}@example.org`, userPhoneCountryCode: '+1', userPhoneNumber: '4165550100', userReferralId: `bench-${i}`,
      status: 'active', candidateId: p.id, createdDate: LONG_LISTED, updatedDate: LONG_LISTED,
    });
    const proposal = {
      id: `bench-proposal-${i}`, userProfileId: sender.userProfileId, fromCandidateId: sender.id, toCandidateId: p.id,
      interactionType: 'proposal' as const, responseType: 'pending' as const, revoked: false, createdDate: PROPOSED_AT, updatedDate: PROPOSED_AT,
    };
    items.push(proposalItem(proposal));
  });
  await batchPut(items);
  return (performance.now() - started) / 1000;
}

/** Every page of one partition of an index, keys or projection as stored: items read. */
async function queryAll(index: string, keyName: string, key: string, extra?: { sortBelow: string }): Promise<number> {
  let items = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const res = await tableClient().send(new QueryCommand({
      TableName: TABLE, IndexName: index,
      KeyConditionExpression: extra ? `${keyName} = :p AND gsi3sk < :below` : `${keyName} = :p`,
      ExpressionAttributeValues: { ':p': key, ...(extra ? { ':below': extra.sortBelow } : {}) },
      ExclusiveStartKey: start,
    }));
    items += res.Count ?? 0;
    start = res.LastEvaluatedKey;
  } while (start);
  return items;
}

/** The baseline: the members each job reads, with the SDK directly, partitions in parallel. */
const rawQueries = {
  daily: async (at: Date) => {
    const below = new Date(at.getTime() - DIGEST_AFTER_DAYS * DAY_MS).toISOString();
    const shards = Array.from({ length: PENDING_SHARDS }, (_, s) => queryAll('gsi3', 'gsi3pk', `PENDING#${s}`, { sortBelow: below }));
    return (await Promise.all(shards)).reduce((a, b) => a + b, 0);
  },
  weekly: async (at: Date) => {
    const partitions = searchPartitions({ minYear: BIRTH_YEAR_MIN, maxYear: maxBirthYear(at) });
    return (await Promise.all(partitions.map((spk) => queryAll('search', 'spk', spk)))).reduce((a, b) => a + b, 0);
  },
};

interface Run {
  name: 'daily' | 'weekly';
  families: number;
  mails: number;
  mailed: number;
  /** Members a run found already mailed by an earlier run of the period (a re-walk; the position in the job state avoids it). */
  rewalked: number;
  invocations: number;
  seconds: number;
  rawItems: number;
  rawSeconds: number;
}

/** One period of a job, invoked again while a run reports it unfinished (as the hourly runs of its window do). */
async function runPeriod(name: Run['name'], at: Date, families: number): Promise<Run> {
  sesStore.clearStore();
  const rawStarted = performance.now();
  const rawItems = await rawQueries[name](at);
  const rawSeconds = (performance.now() - rawStarted) / 1000;
  const started = performance.now();
  let invocations = 0;
  let mails = 0;
  let rewalked = 0;
  for (;;) {
    invocations++;
    const invoked = performance.now();
    const result = await jobs[name]({ scheduledTime: at.toISOString() }, { getRemainingTimeInMillis: () => LAMBDA_MS - (performance.now() - invoked) });
    mails += result.counts.mailsSent ?? 0;
    rewalked += result.counts.alreadySent ?? 0;
    if (result.complete || invocations >= 24) break;
  }
  const seconds = (performance.now() - started) / 1000;
  const mailed = sesStore.getStoreReadonly().emails.length;
  sesStore.clearStore();
  return { name, families, mails, mailed, rewalked, invocations, seconds, rawItems, rawSeconds };
}

const verdict = (pass: boolean) => (quick ? 'n/a (quick)' : pass ? 'PASS' : 'MISS');

function print(size: number, seeded: { families: number; seconds: number }, runs: Run[]) {
  console.log(`\n### ${size.toLocaleString('en-US')} families (${seeded.families.toLocaleString('en-US')} written in ${seeded.seconds.toFixed(1)} s with BatchWrite, 3 items each)\n`);
  console.log('| run | mails sent | mails in SES | Lambda invocations (5 min) | members found already mailed | seconds | mails/s | raw Query: items | raw Query: s | run ÷ raw Query |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of runs) {
    const label = r.name === 'daily' ? 'daily (reminder digest)' : 'weekly (match digest)';
    console.log(`| ${label} | ${r.mails} | ${r.mailed} | ${r.invocations} | ${r.rewalked} | ${r.seconds.toFixed(1)} | ${(r.mails / r.seconds).toFixed(0)} | ${r.rawItems} | ${r.rawSeconds.toFixed(2)} | ${(r.seconds / r.rawSeconds).toFixed(0)}× |`);
  }
  console.log('\nTargets (printed, never asserted):');
  for (const r of runs) {
    console.log(`- ${r.name}: the period finishes within the ${TARGETS.invocations} hourly runs of its window: ${r.invocations} — ${verdict(r.invocations <= TARGETS.invocations)}`);
    if (r.mails !== r.mailed) console.log(`  CHECK: the job counted ${r.mails} mails, the emulated SES holds ${r.mailed}.`);
  }
}

try {
  if (quick) console.log('\n(quick mode: 60 families; figures are not meaningful and no target is judged)');
  let seeded = 0;
  for (const [k, size] of SIZES.entries()) {
    const seconds = await seedFamilies(seeded, size, k);
    const added = size - seeded;
    seeded = size;
    // Each size is a new day and a new week for the jobs: their state and markers of the last size do not apply.
    for (const job of ['reminderDigest', 'matchDigest']) await tableClient().send(new DeleteCommand({ TableName: TABLE, Key: digestMarkerKeys.jobState(job) }));
    const runs: Run[] = [];
    for (const job of JOBS) runs.push(await runPeriod(job, job === 'daily' ? dailyAt(k) : weeklyAt(k), size));
    print(size, { families: added, seconds }, runs);
  }
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Entity DigestMarker: "this person got this digest for this period" — written with a condition
 * before the mail is sent, so a retried or doubled run sends nothing twice. A send that fails gives
 * the marker back (the next run of the period tries again).
 * Key: `USER#{familyId}` / `DIGEST#{job}#{period}` for the founder, `DIGEST#{job}#{period}#{sub}` for
 * every other member (lib/person.ts), in the family's partition; `ttl` removes it later.
 * Entity JobState: `JOB#{job}` / `STATE`, the last period a job finished, and (the proposals
 * digest) how far a run of an unfinished period got (`progress`), so the next run resumes there.
 * Entity MatchesSent: `USER#{familyId}` / `MATCHSENT` (the founder's; `MATCHSENT#{sub}` another
 * member's: each person gets their digest on their own days), the person's last match digest (`lastDigestAt`)
 * and the profiles it carried (`sent`: candidate id -> when), so a profile is never news twice;
 * ids older than the digest's window are pruned on each write; `ttl` 35 days after the last write
 * (a write racing account deletion leaves no orphan for ever; by then every id is out of the window).
 * Index: none.
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../lib/dynamodb.js';
import { landed } from '../../lib/errors.js';
import { personSk, type Person } from '../../lib/personKeys.js';
import { batchGetAll } from '../../store/reads.js';
import { table } from '../../store/table.js';

export const digestMarkerKeys = {
  marker: (job: string, p: Person, period: string) => ({ pk: `USER#${p.familyId}`, sk: personSk(`DIGEST#${job}#${period}`, p) }),
  jobState: (job: string) => ({ pk: `JOB#${job}`, sk: 'STATE' }),
  matchesSent: (p: Person) => ({ pk: `USER#${p.familyId}`, sk: personSk('MATCHSENT', p) }),
};

/** Markers outlive their period (MatchesSent its last write) by a while (DynamoDB TTL; nothing depends on their removal). */
const MARKER_DAYS = 35;

export interface MatchesSent {
  lastDigestAt: string;
  /** Candidate id -> the time of the digest that carried it. */
  sent: Record<string, string>;
}

export async function getMatchesSent(person: Person): Promise<MatchesSent | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: digestMarkerKeys.matchesSent(person), ConsistentRead: true }));
  return res.Item ? { lastDigestAt: String(res.Item.lastDigestAt), sent: (res.Item.sent ?? {}) as Record<string, string> } : undefined;
}

/**
 * The last match digest time of each person who has had one (keyed by `personSk` within the
 * family: `${familyId}/${sk}`, see `personDigestKey`), BatchGet; a person never sent one is left out.
 */
export async function lastDigestTimes(people: Person[]): Promise<Map<string, string>> {
  const found = await batchGetAll(people.map(digestMarkerKeys.matchesSent), (item) => [`${String(item.pk)}/${String(item.sk)}`, String(item.lastDigestAt)] as const);
  return new Map(found);
}

/** A person's key in `lastDigestTimes`'s answer. */
export const personDigestKey = (p: Person) => {
  const { pk, sk } = digestMarkerKeys.matchesSent(p);
  return `${pk}/${sk}`;
};

/** Adds `ids` as sent at `at`, dropping ids sent before `keepAfter` (they are out of every window). */
export async function addMatchesSent(person: Person, previous: MatchesSent | undefined, ids: string[], at: Date, keepAfter: Date): Promise<void> {
  const kept = Object.entries(previous?.sent ?? {}).filter(([, when]) => when >= keepAfter.toISOString());
  const sent = Object.fromEntries([...kept, ...ids.map((id) => [id, at.toISOString()] as const)]);
  await ddb().send(new PutCommand({
    TableName: table(),
    Item: {
      ...digestMarkerKeys.matchesSent(person), type: 'MatchesSent', userId: person.familyId, lastDigestAt: at.toISOString(), sent,
      ttl: Math.floor(at.getTime() / 1000) + MARKER_DAYS * 86_400,
    },
  }));
}

/** True when this run may mail the person for the period (nobody did, nobody is). */
export async function takeDigestMarker(job: string, person: Person, period: string, at: Date): Promise<boolean> {
  return landed(ddb().send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...digestMarkerKeys.marker(job, person, period), type: 'DigestMarker', createdDate: at.toISOString(),
        ttl: Math.floor(at.getTime() / 1000) + MARKER_DAYS * 86_400,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  ));
}

export async function releaseDigestMarker(job: string, person: Person, period: string): Promise<void> {
  await ddb().send(new DeleteCommand({ TableName: table(), Key: digestMarkerKeys.marker(job, person, period) }));
}

/**
 * How far the runs of an unfinished period got: every member up to `after` (in the job's order,
 * by user id) is done, and the period's work list is the one as of `asOf` (the first run's time),
 * so a resumed run walks the same members and none of those already done.
 */
export interface JobProgress {
  period: string;
  after: string;
  asOf: string;
}

export interface JobState {
  /** The last period the job finished ('' when none did yet). */
  lastPeriod: string;
  /** When that run started: the match digest counts profiles listed or updated since. */
  lastRunAt: string;
  /** Absent once the period finishes (the finishing put replaces the item). */
  progress?: JobProgress;
}

export async function getJobState(job: string): Promise<JobState | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: digestMarkerKeys.jobState(job), ConsistentRead: true }));
  if (!res.Item) return undefined;
  const progress = res.Item.progress as JobProgress | undefined;
  return {
    lastPeriod: String(res.Item.lastPeriod ?? ''), lastRunAt: String(res.Item.lastRunAt ?? ''),
    ...(progress ? { progress: { period: String(progress.period), after: String(progress.after), asOf: String(progress.asOf) } } : {}),
  };
}

/** Moves the state forward only (a late retry of an older period never moves it back). */
export async function putJobState(job: string, state: Omit<JobState, 'progress'>): Promise<void> {
  await landed(ddb().send(
    new PutCommand({
      TableName: table(),
      Item: { ...digestMarkerKeys.jobState(job), type: 'JobState', ...state },
      ConditionExpression: 'attribute_not_exists(pk) OR attribute_not_exists(lastPeriod) OR lastPeriod <= :period',
      ExpressionAttributeValues: { ':period': state.lastPeriod },
    }),
  ));
}

/**
 * Records how far the period got; forward only (a doubled run that is behind never moves it back,
 * and nothing is written once the period is finished).
 */
export async function putJobProgress(job: string, progress: JobProgress): Promise<void> {
  await landed(ddb().send(
    new UpdateCommand({
      TableName: table(),
      Key: digestMarkerKeys.jobState(job),
      UpdateExpression: 'SET #type = :type, progress = :progress',
      ConditionExpression: '(attribute_not_exists(lastPeriod) OR lastPeriod < :period) AND '
        + '(attribute_not_exists(progress) OR progress.#period < :period OR (progress.#period = :period AND progress.#after < :after))',
      ExpressionAttributeNames: { '#type': 'type', '#period': 'period', '#after': 'after' },
      ExpressionAttributeValues: { ':type': 'JobState', ':progress': progress, ':period': progress.period, ':after': progress.after },
    }),
  ));
}

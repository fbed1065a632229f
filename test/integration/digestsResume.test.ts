/**
 * The digests at scale: the proposals digest resumes where a run cut by the time limit
 * stopped (its position is in the job state) and mails nobody twice; the match digest checks a
 * member against every card only when the member's own change is after its last digest; a mail
 * skipped because its address is marked undeliverable is counted apart from the mails sent.
 * The job handlers run as EventBridge Scheduler runs them, their clocks moved by the scheduled time.
 * The job states are cleared for this file and put back after it (the integration files run one after another).
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler as matchDigest } from '#functions/jobs/matchDigest.js';
import { handler as reminderDigest } from '#functions/jobs/reminderDigest.js';
import { digestMarkerKeys } from '#functions/mail/entities/digestMarkers.js';
import { markUndeliverable } from '#functions/members/entities/undeliverable.js';
import { notifyFlagNames } from '#shared/domain/user.js';
import { call, db, mailsTo, newEligibleMember, propose, releaseHeldMails, type CandidateMember } from './helpers.js';
import { invitee, joinedMember } from './familyHelpers.js';

const DAY = 86_400_000;
const base = Date.now();
const TABLE = () => process.env.TABLE_NAME;
const runAt = (days: number) => ({ scheduledTime: new Date(base + days * DAY).toISOString() });
/** A later run of the same UTC day as runAt(days), never past that day's end (a new day is a new period). */
function laterSameDay(days: number, ms: number) {
  const first = base + days * DAY;
  return { scheduledTime: new Date(Math.min(first + ms, Math.floor(first / DAY) * DAY + DAY - 1)).toISOString() };
}
const WAITING = /waiting for your answer/;
const MATCH = /new matched profile/;
const mailed = async (m: CandidateMember, subject: RegExp) => (await mailsTo(m.email)).filter((x) => subject.test(x.subject)).length;

const jobs = ['reminderDigest', 'matchDigest'];
let savedStates: (Record<string, unknown> | undefined)[] = [];
const jobState = async (job: string) => (await db().send(new GetCommand({ TableName: TABLE(), Key: digestMarkerKeys.jobState(job), ConsistentRead: true }))).Item;
const clearStates = () => Promise.all(jobs.map((job) => db().send(new DeleteCommand({ TableName: TABLE(), Key: digestMarkerKeys.jobState(job) }))));
beforeAll(async () => {
  savedStates = await Promise.all(jobs.map(jobState));
  await clearStates();
});
// Each test starts with no job state: a period a test ran (day 174) would make an earlier one look done.
beforeEach(clearStates);
afterAll(async () => {
  await clearStates();
  await Promise.all(savedStates.filter((s) => s !== undefined).map((Item) => db().send(new PutCommand({ TableName: TABLE(), Item }))));
});

/** Sends a proposal dated `days` after the file's start (its waiting time counts from then). */
async function proposeOn(from: CandidateMember, to: CandidateMember, days: number) {
  const id = (await propose(from, to.candidateId)).body.id as string;
  await db().send(new UpdateCommand({
    TableName: TABLE(), Key: { pk: `INTER#${id}`, sk: 'INTER' },
    UpdateExpression: 'SET createdDate = :d, gsi3sk = :sk', ExpressionAttributeValues: { ':d': new Date(base + days * DAY).toISOString(), ':sk': `${new Date(base + days * DAY).toISOString()}#${id}` },
  }));
}

/** The day (after the file's start) of the resumed period: see the first lines of the test. */
const RESUME_DAY = 173;

describe('the proposals digest resumes where a cut run stopped', () => {
  it('the next run of the period starts after the members done, mails the rest, nobody twice; the next day starts afresh', async () => {
    // Days no other file runs the digest on: another file's run of the same UTC day leaves its
    // members marked as mailed for that period, which this test's runs would then find. Other files'
    // proposals are long expired by then, and each expiry asks for the time left too (the cut would
    // fall before any member): a run of the next day expires them first, before this test's
    // families exist, and its state is then cleared.
    await reminderDigest(runAt(RESUME_DAY + 1));
    await clearStates();
    const senders = await Promise.all([0, 1, 2].map((i) => newEligibleMember({ gender: 'Female', firstName: `Resume${i}`, city: 'Nanaimo' })));
    const receivers = await Promise.all([0, 1, 2].map((i) => newEligibleMember({ gender: 'Male', firstName: `Later${i}`, city: 'Kamloops' })));
    for (const [i, s] of senders.entries()) await proposeOn(s, receivers[i]!, RESUME_DAY - 4); // waiting 4 days at RESUME_DAY

    // Time runs short after two members.
    let calls = 0;
    const cut = await reminderDigest(runAt(RESUME_DAY), { getRemainingTimeInMillis: () => (++calls <= 2 ? 60_000 : 10_000) });
    expect(cut.complete).toBe(false);
    expect(cut.counts.membersSeen).toBeGreaterThanOrEqual(1);
    // The position is in the job state: the period, the last member done, the work list's time.
    const progress = (await jobState('reminderDigest'))?.progress as { period: string; after: string; asOf: string };
    expect(progress).toMatchObject({ period: runAt(RESUME_DAY).scheduledTime.slice(0, 10), asOf: runAt(RESUME_DAY).scheduledTime });

    const rest = await reminderDigest(laterSameDay(RESUME_DAY, 3_600_000));
    expect(rest.complete).toBe(true);
    // The two members done are not walked again (no marker found taken), and were not mailed again.
    expect(rest.counts.resumedAfterMembers).toBe(cut.counts.membersSeen);
    expect(rest.counts.alreadySent ?? 0).toBe(0);
    expect((cut.counts.mailsSent ?? 0) + (rest.counts.mailsSent ?? 0)).toBeGreaterThanOrEqual(3);
    expect(await Promise.all(receivers.map((r) => mailed(r, WAITING)))).toEqual([1, 1, 1]);
    // Done: the finished state replaced the position.
    expect((await jobState('reminderDigest'))?.progress).toBeUndefined();

    // The next day is a new period: every member again, once.
    const next = await reminderDigest(runAt(RESUME_DAY + 1));
    expect(next.complete).toBe(true);
    expect(next.counts.resumedAfterMembers).toBeUndefined();
    expect(await Promise.all(receivers.map((r) => mailed(r, WAITING)))).toEqual([2, 2, 2]);
  });
});

describe('a digest to an address marked undeliverable', () => {
  it('the proposals digest counts it as skipped, not sent', async () => {
    const [sender, stopped, open] = await Promise.all([
      newEligibleMember({ gender: 'Female', firstName: 'Bounced', city: 'Moncton' }),
      newEligibleMember({ gender: 'Male', firstName: 'Stopped', city: 'Halifax' }),
      newEligibleMember({ gender: 'Male', firstName: 'Open', city: 'Halifax' }),
    ]);
    await proposeOn(sender, stopped, 8);
    await proposeOn(sender, open, 8);
    await markUndeliverable(stopped.email, 'bounce', new Date().toISOString());
    const run = await reminderDigest(runAt(12));
    expect(run.complete).toBe(true);
    expect(run.counts.skippedUndeliverable).toBeGreaterThanOrEqual(1);
    expect(await mailed(stopped, WAITING)).toBe(0);
    expect(await mailed(open, WAITING)).toBe(1);
  });
});

describe('a held proposal mail to an address marked undeliverable', () => {
  it('the heldMail job counts it as skipped, not sent', async () => {
    const [sender, stopped] = await Promise.all([
      newEligibleMember({ gender: 'Female', firstName: 'Held', city: 'Moncton' }),
      newEligibleMember({ gender: 'Male', firstName: 'Muted', city: 'Halifax' }),
    ]);
    await markUndeliverable(stopped.email, 'bounce', new Date().toISOString());
    const before = (await mailsTo(stopped.email)).length; // the sign-up's code
    expect((await propose(sender, stopped.candidateId)).status).toBe(200);
    const run = await releaseHeldMails();
    expect(run.counts.skippedUndeliverable).toBeGreaterThanOrEqual(1);
    expect(await mailsTo(stopped.email)).toHaveLength(before);
  });
});

async function setMatchesDaily(m: CandidateMember) {
  const settings = (await call('getUserNotifySettings', { token: m.token, params: { userProfileId: m.id } })).body;
  const flags = Object.fromEntries(notifyFlagNames.map((f) => [f, settings[f] !== false]));
  const res = await call('editUserNotifySettings', { token: m.token, params: { userNotifySettingsId: settings.id }, body: { ...flags, matchesFrequency: 'daily' } });
  expect(res.status).toBe(200);
}
/** The first Monday (UTC) at least `days` after the file's start, in days after it. */
function mondayFrom(days: number): number {
  let day = days;
  while (new Date(base + day * DAY).getUTCDay() !== 1) day++;
  return day;
}
/** Sets a profile's card's updated time, as if its last change was made `days` after the file's start. */
const changedOn = (m: CandidateMember, days: number) => {
  const when = new Date(base + days * DAY).toISOString();
  return db().send(new UpdateCommand({
    TableName: TABLE(), Key: { pk: `CAND#${m.candidateId}`, sk: 'PROFILE' },
    UpdateExpression: 'SET updatedDate = :t, ssk = :t', ExpressionAttributeValues: { ':t': when },
  }));
};
/** Lists a profile `days` after the file's start (the match digest's news). */
const listedOn = (m: CandidateMember, days: number) => {
  const listedSince = new Date(base + days * DAY).toISOString();
  return db().send(new UpdateCommand({
    TableName: TABLE(), Key: { pk: `CAND#${m.candidateId}`, sk: 'PROFILE' },
    UpdateExpression: 'SET listedSince = :s, gsi3pk = :pk, gsi3sk = :sk',
    ExpressionAttributeValues: { ':s': listedSince, ':pk': `LISTED#${listedSince.slice(0, 10)}`, ':sk': `${listedSince}#${m.candidateId}` },
  }));
};
/** A seeker with a must-have no other file's profiles have (the stack is shared), mailed matches daily. */
async function marwariSeeker(firstName: string) {
  const seeker = await newEligibleMember({ gender: 'Female', firstName, city: 'Mangalore' });
  await setMatchesDaily(seeker);
  const wants = { gender: 'Male', minAge: 25, maxAge: 40, nativeLanguage: 'Marwari', mustHaves: ['nativeLanguage'] };
  expect((await call('addExpectation', { token: seeker.token, params: { candidateId: seeker.candidateId }, body: wants })).status).toBe(200);
  return seeker;
}

describe('the match digest checks a member against every card only when its own change is news', () => {
  it('a member whose card changed before its last digest is checked against the changed cards only, and still hears of them', async () => {
    const seeker = await marwariSeeker('Shreya');
    const [first, second, unchanged] = await Promise.all(['Ullas', 'Vikram', 'Yatish'].map((firstName) =>
      newEligibleMember({ gender: 'Male', firstName, city: 'Udupi', nativeLanguage: 'Marwari' })));
    // The seeker's expectation changed on day 19; one match listed on day 19, one long ago (unchanged).
    await changedOn(seeker, 19);
    await listedOn(first!, 19);
    await changedOn(unchanged!, -30);
    await listedOn(unchanged!, -30);
    await changedOn(second!, -30);
    await listedOn(second!, -30);
    const day20 = await matchDigest(runAt(20));
    expect(day20.complete).toBe(true);
    expect(day20.counts.fullChecks).toBeGreaterThanOrEqual(1);
    const mails = () => mailsTo(seeker.email).then((ms) => ms.filter((m) => MATCH.test(m.subject)));
    // Its own change made the unchanged profiles news too.
    expect((await mails())[0]!.subject).toBe('3 new matched profiles for Shreya');

    // Day 21: the seeker's change (day 19) is before its last digest (day 20): no full check for it,
    // and the profiles told on day 20 are not news again; a profile listed since is.
    const late = await newEligibleMember({ gender: 'Male', firstName: 'Zeeshan', city: 'Udupi', nativeLanguage: 'Marwari' });
    await listedOn(late, 20.5);
    const day21 = await matchDigest(runAt(21));
    expect(day21.complete).toBe(true);
    expect(day21.counts.fullChecksSkipped).toBeGreaterThanOrEqual(1);
    const [, news] = await mails();
    expect(news!.subject).toBe('A new matched profile for Shreya');
    expect(news!.text).toContain('Zeeshan');
    expect(news!.text).not.toMatch(/Ullas|Vikram|Yatish/);
  });

  it("a family's change is news to each of its people until each had a digest after it (the founder daily, the father weekly)", async () => {
    const seeker = await marwariSeeker('Meera');
    const father = await joinedMember(seeker, invitee('Father', 'Devraj'));
    const unchanged = await newEligibleMember({ gender: 'Male', firstName: 'Kailash', city: 'Udupi', nativeLanguage: 'Marwari' });
    await changedOn(unchanged, -30);
    await listedOn(unchanged, -30);
    // The family changes its card on a Friday; the founder (daily) is told on Saturday, the father (weekly) on Monday.
    const monday = mondayFrom(40);
    await changedOn(seeker, monday - 3);
    const matchMails = async (email: string) => (await mailsTo(email)).filter((m) => MATCH.test(m.subject));
    expect((await matchDigest(runAt(monday - 2))).complete).toBe(true);
    const toFounder = await matchMails(seeker.email);
    expect(toFounder.map((m) => m.text.includes('Kailash'))).toEqual([true]);
    expect(await matchMails(father.email)).toEqual([]);

    expect((await matchDigest(runAt(monday))).complete).toBe(true);
    // The founder was told after the change, the father not yet: the pairs the change made are still his news.
    const toFather = await matchMails(father.email);
    expect(toFather).toHaveLength(1);
    expect(toFather[0]!.text).toContain('Kailash');
  });

  it('a match digest to an address marked undeliverable is counted as skipped, not sent, and its profiles stay news', async () => {
    const seeker = await marwariSeeker('Tanvi');
    const match = await newEligibleMember({ gender: 'Male', firstName: 'Waman', city: 'Udupi', nativeLanguage: 'Marwari' });
    await listedOn(match, 21.5);
    await markUndeliverable(seeker.email, 'complaint', new Date().toISOString());
    const run = await matchDigest(runAt(22));
    expect(run.complete).toBe(true);
    expect(run.counts.skippedUndeliverable).toBeGreaterThanOrEqual(1);
    expect(await mailsTo(seeker.email).then((ms) => ms.filter((m) => MATCH.test(m.subject)))).toHaveLength(0);
    const told = await db().send(new GetCommand({ TableName: TABLE(), Key: digestMarkerKeys.matchesSent({ familyId: seeker.id, sub: seeker.id }), ConsistentRead: true }));
    expect(told.Item).toBeUndefined();
  });
});

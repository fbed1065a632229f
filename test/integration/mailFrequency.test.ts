/**
 * The mail frequencies, as the schedules run them: the job handlers called against the emulators
 * with their clock moved by the event's scheduled time. A frequency per topic over two weeks (mails
 * counted per family per day), the 10-minute hold and its drop, the activity skip, 'new this week',
 * no mail when nothing is new, and runs cut by the time limit that resume and mail nobody twice.
 * Files of the integration project share the table: the jobs' states are put back as found, and
 * every assertion is about this file's own families.
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as heldMail } from '#functions/jobs/heldMail.js';
import { handler as matchDigest } from '#functions/jobs/matchDigest.js';
import { handler as reminderDigest } from '#functions/jobs/reminderDigest.js';
import { invalidFrequencyLink, notifyFlagNames, type MatchFrequency, type ProposalFrequency } from '#shared/domain/user.js';
import { call, db, mailsTo, newEligibleMember, propose, putListedProfiles, type CandidateMember } from './helpers.js';

const DAY = 86_400_000;
const MINUTE = 60_000;
const base = Date.now();
const at = (ms: number) => ({ scheduledTime: new Date(base + ms).toISOString() });
const isMonday = (ms: number) => new Date(base + ms).getUTCDay() === 1;
/** The first day (1–7) of the file's two weeks that is a Monday (UTC): the weekly digests' day. */
const firstMonday = [1, 2, 3, 4, 5, 6, 7].find((d) => isMonday(d * DAY))!;
const TABLE = () => process.env.TABLE_NAME;

/** The jobs keep their last finished period; this file moves their clocks, so it puts the states back as it found them. */
const jobStates = ['reminderDigest', 'matchDigest'];
let savedStates: (Record<string, unknown> | undefined)[] = [];
const clearStates = () => Promise.all(jobStates.map((job) => db().send(new DeleteCommand({ TableName: TABLE(), Key: { pk: `JOB#${job}`, sk: 'STATE' } }))));
beforeAll(async () => {
  savedStates = await Promise.all(jobStates.map(async (job) => (await db().send(new GetCommand({ TableName: TABLE(), Key: { pk: `JOB#${job}`, sk: 'STATE' } }))).Item));
  await clearStates();
});
afterAll(async () => {
  await clearStates();
  await Promise.all(savedStates.filter((s) => s !== undefined).map((Item) => db().send(new PutCommand({ TableName: TABLE(), Item }))));
});

async function setFrequencies(m: CandidateMember, change: { proposalsFrequency?: ProposalFrequency; matchesFrequency?: MatchFrequency }) {
  const settings = (await call('getUserNotifySettings', { token: m.token, params: { userProfileId: m.id } })).body;
  const flags = Object.fromEntries(notifyFlagNames.map((f) => [f, settings[f] !== false]));
  const res = await call('editUserNotifySettings', { token: m.token, params: { userNotifySettingsId: settings.id }, body: { ...flags, ...change } });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject(change);
}

/** A profile's listing moved to `iso`, as if it had entered search then. */
async function relist(candidateId: string, iso: string) {
  await db().send(new UpdateCommand({
    TableName: TABLE(), Key: { pk: `CAND#${candidateId}`, sk: 'PROFILE' },
    UpdateExpression: 'SET listedSince = :s, gsi3pk = :pk, gsi3sk = :sk',
    ExpressionAttributeValues: { ':s': iso, ':pk': `LISTED#${iso.slice(0, 10)}`, ':sk': `${iso}#${candidateId}` },
  }));
}

const MATCH = /new matched profile/;
const PROPOSAL = /proposal|Proposal|updates? about|News about/;
/** The proposal mails a family got (not its sign-up code). */
const proposalMailsTo = async (m: CandidateMember) => (await mailsTo(m.email)).filter((x) => PROPOSAL.test(x.subject));
const receivedList = (m: CandidateMember) => call('getMyReceivedProposalList', { token: m.token, params: { userId: m.id, candidateId: m.candidateId } });

describe('not while the family is here, and the activity skip', () => {
  it('an immediate mail is held 10 minutes, and dropped if the family opened the tab meanwhile; a rerun sends nothing twice', async () => {
    const [sender, away, here] = await Promise.all([
      newEligibleMember({ gender: 'Female', firstName: 'Qamar', city: 'Regina' }),
      newEligibleMember({ gender: 'Male', firstName: 'Rohan', city: 'Saskatoon' }),
      newEligibleMember({ gender: 'Male', firstName: 'Sahil', city: 'Brandon' }),
    ]);
    expect((await propose(sender, away.candidateId)).status).toBe(200);
    expect((await propose(sender, here.candidateId)).status).toBe(200);
    expect(await proposalMailsTo(away)).toHaveLength(0);
    // Sahil's family opens Received Proposals: it has seen the news on the site.
    expect((await receivedList(here)).status).toBe(200);

    // Five minutes on, nothing is due yet.
    await heldMail({ scheduledTime: new Date(Date.now() + 5 * MINUTE).toISOString() });
    expect(await proposalMailsTo(away)).toHaveLength(0);
    const run = await heldMail({ scheduledTime: new Date(Date.now() + 11 * MINUTE).toISOString() });
    expect(run.complete).toBe(true);
    expect((await proposalMailsTo(away)).map((m) => m.subject)).toEqual(['A proposal for Rohan']);
    expect(await proposalMailsTo(here)).toHaveLength(0);
    expect(run.counts.dropped).toBeGreaterThanOrEqual(1);
    await heldMail({ scheduledTime: new Date(Date.now() + 16 * MINUTE).toISOString() });
    expect(await proposalMailsTo(away)).toHaveLength(1);
  });

  it('a digest skips, for a family active in the last hour, what it has already seen', async () => {
    const [sender, active, idle] = await Promise.all([
      newEligibleMember({ gender: 'Female', firstName: 'Tara', city: 'Guelph' }),
      newEligibleMember({ gender: 'Male', firstName: 'Uday', city: 'Barrie' }),
      newEligibleMember({ gender: 'Male', firstName: 'Varun', city: 'Sudbury' }),
    ]);
    for (const m of [active, idle]) await setFrequencies(m, { proposalsFrequency: 'daily' });
    expect((await propose(sender, active.candidateId)).status).toBe(200);
    expect((await propose(sender, idle.candidateId)).status).toBe(200);
    // A proposal waiting on Uday for five days (its date moved back, in the pending index too).
    const earlier = await newEligibleMember({ gender: 'Female', firstName: 'Urmila', city: 'Orillia' });
    const waitingId = (await propose(earlier, active.candidateId)).body.id as string;
    const fiveDaysAgo = new Date(Date.now() - 5 * DAY).toISOString();
    await db().send(new UpdateCommand({
      TableName: TABLE(), Key: { pk: `INTER#${waitingId}`, sk: 'INTER' },
      UpdateExpression: 'SET createdDate = :d, gsi3sk = :sk', ExpressionAttributeValues: { ':d': fiveDaysAgo, ':sk': `${fiveDaysAgo}#${waitingId}` },
    }));
    expect((await receivedList(active)).status).toBe(200);
    // The daily run half an hour later: Uday's family saw both proposals on the site (the waiting one
    // and the news); Varun's did not.
    // (Never past today's end: the two weeks below start with tomorrow's period.)
    const halfHourOn = Math.min(Date.now() + 30 * MINUTE, Math.floor(base / DAY) * DAY + DAY - 1);
    const run = await reminderDigest({ scheduledTime: new Date(halfHourOn).toISOString() });
    expect(run.complete).toBe(true);
    expect(await proposalMailsTo(active)).toHaveLength(0);
    expect(run.counts.seenOnSite).toBeGreaterThanOrEqual(1);
    const [digest, ...more] = await proposalMailsTo(idle);
    expect(more).toHaveLength(0);
    expect(digest!.subject).toBe('News about proposals for Varun');
    expect(digest!.text).toContain('The family of “Tara” (');
    expect(digest!.text).toContain('has sent a proposal to Varun.');
    expect(await proposalMailsTo(sender)).toHaveLength(0);
  });
});

describe('a frequency per topic over two weeks', () => {
  const proposalsOf: ProposalFrequency[] = ['immediately', 'daily', 'weekly', 'never'];
  const matchesOf: MatchFrequency[] = ['daily', 'weekly', 'never'];
  let sender: CandidateMember;
  let receivers: CandidateMember[];
  let seekers: CandidateMember[];
  let first: CandidateMember;
  let later: { id: string }[];
  /** Mails per family per day (day 0 is today, after the 10-minute hold). */
  const proposalMails: number[][] = proposalsOf.map(() => []);
  const matchMails: number[][] = matchesOf.map(() => []);
  const texts: string[][] = matchesOf.map(() => []);

  beforeAll(async () => {
    const names = ['Waman', 'Xavier', 'Yash', 'Zubin'];
    [sender, ...receivers] = await Promise.all([
      newEligibleMember({ gender: 'Female', firstName: 'Ambika', city: 'Windsor' }),
      ...names.map((firstName) => newEligibleMember({ gender: 'Male', firstName, city: 'Kingston' })),
    ]);
    seekers = await Promise.all(['Bina', 'Chanda', 'Dimple'].map((firstName) => newEligibleMember({ gender: 'Female', firstName, city: 'Oshawa' })));
    for (const [i, m] of receivers.entries()) await setFrequencies(m, { proposalsFrequency: proposalsOf[i]!, matchesFrequency: 'never' });
    for (const [i, m] of seekers.entries()) {
      await setFrequencies(m, { matchesFrequency: matchesOf[i]!, proposalsFrequency: 'never' });
      // A must-have no other file's profiles have: the stack is shared by the files running beside this
      // one, and the digest weighs every listed profile for a member whose expectation just changed.
      const wants = { gender: 'Male', minAge: 25, maxAge: 40, nativeLanguage: 'Sindhi', mustHaves: ['nativeLanguage'] };
      expect((await call('addExpectation', { token: m.token, params: { candidateId: m.candidateId }, body: wants })).status).toBe(200);
    }
    // Seen in the first week: one family listed today.
    first = await newEligibleMember({ gender: 'Male', firstName: 'Ehsaan', city: 'Timmins', dobYear: 1994, nativeLanguage: 'Sindhi' });
    await setFrequencies(first, { matchesFrequency: 'never', proposalsFrequency: 'never' });
    // Ehsaan's family wants what the seekers are: the best two-way fit of the first week.
    expect((await call('addExpectation', { token: first.token, params: { candidateId: first.candidateId }, body: { gender: 'Female', minAge: 25, maxAge: 40 } })).status).toBe(200);
    // New in the second: twelve listed two days after the first Monday (ten named, 'and 2 more').
    const maleNames = ['Farhan', 'Girish', 'Harish', 'Inder', 'Jatin', 'Kiran', 'Lokesh', 'Mohan', 'Naveen', 'Omkar', 'Pavan', 'Rajesh'];
    const listedAt = new Date(base + (firstMonday + 2) * DAY - 3_600_000).toISOString();
    // Written then too (their cards' updated time): the digest counts a card changed in its window as news.
    later = await putListedProfiles(12, (i) => ({ gender: 'Male', firstName: maleNames[i]!, dobYear: 1993, city: 'Thunder Bay', nativeLanguage: 'Sindhi' }), new Date(listedAt));
    for (const p of later) await relist(p.id, listedAt);
    for (const m of receivers) expect((await propose(sender, m.candidateId)).status).toBe(200);

    const count = async (list: CandidateMember[], subject: RegExp, into: number[][], seen: number[], text?: string[][]) => {
      const now = await Promise.all(list.map((m) => mailsTo(m.email).then((ms) => ms.filter((x) => subject.test(x.subject)))));
      now.forEach((ms, i) => {
        into[i]!.push(ms.length - seen[i]!);
        text?.[i]!.push(...ms.slice(seen[i]).map((x) => x.text));
        seen[i] = ms.length;
      });
    };
    const seenP = receivers.map(() => 0);
    const seenM = seekers.map(() => 0);
    await heldMail({ scheduledTime: new Date(Date.now() + 11 * MINUTE).toISOString() });
    await count(receivers, PROPOSAL, proposalMails, seenP);
    await count(seekers, MATCH, matchMails, seenM, texts);
    for (let day = 1; day <= 14; day++) {
      await heldMail(at(day * DAY));
      expect((await reminderDigest(at(day * DAY))).complete).toBe(true);
      expect((await matchDigest(at(day * DAY))).complete).toBe(true);
      await count(receivers, PROPOSAL, proposalMails, seenP);
      await count(seekers, MATCH, matchMails, seenM, texts);
    }
  }, 240_000);

  const mondays = Array.from({ length: 15 }, (_, d) => d).filter((d) => d > 0 && isMonday(d * DAY));
  const onDays = (days: number[]) => Array.from({ length: 15 }, (_, d) => (days.includes(d) ? 1 : 0));

  it('proposals immediately: the proposal 10 minutes on, then the daily reminder of what waits (from day 4)', () => {
    expect(proposalMails[0]).toEqual(onDays([0, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]));
  });
  it('proposals as a daily digest: nothing today, the news on day 1, then one mail a day at most', () => {
    expect(proposalMails[1]).toEqual(onDays([1, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]));
  });
  it('proposals as a weekly digest: one mail on each Monday, nothing on other days', () => {
    expect(proposalMails[2]).toEqual(onDays(mondays));
  });
  it('proposals never: no mail at all', () => {
    expect(proposalMails[3]).toEqual(onDays([]));
  });
  it('matches daily: the first week\'s news on day 1, the twelve on the day they were listed, nothing on days with nothing new', () => {
    expect(matchMails[0]).toEqual(onDays([1, firstMonday + 2]));
  });
  it('matches weekly: on Mondays only', () => {
    expect(matchMails[1]).toEqual(onDays(mondays));
  });
  it('matches never: no mail at all', () => {
    expect(matchMails[2]).toEqual(onDays([]));
  });
  it('new this week: a profile seen last week is not listed again; best fit first, ten named and N more, each linking to its Candidate Details', () => {
    for (const [i] of matchesOf.slice(0, 2).entries()) {
      const [firstMail, secondMail] = texts[i]!;
      expect(firstMail).toContain('The family of “Ehsaan” (');
      expect(firstMail).toContain(`/dashboard?profile=${first.candidateId}`);
      expect(secondMail).toBeDefined();
      expect(secondMail).not.toContain('Ehsaan');
      expect(secondMail!.match(/^- The family of /gm)).toHaveLength(10);
      expect(secondMail).toContain('12 new profiles match');
      expect(secondMail).toContain('\nand 2 more\n');
      for (const p of later.filter((l) => secondMail!.includes(l.id))) expect(secondMail).toContain(`/dashboard?profile=${p.id}`);
    }
  });
  it('every digest carries its topic\'s frequency links and the stop', () => {
    const mail = texts[0]![0]!;
    expect(mail).toMatch(/Weekly: \S+\/mailFrequency\?token=\S+/);
    expect(mail).not.toMatch(/^Daily: /m); // the member's own frequency is not offered
    expect(mail).toMatch(/Unsubscribe: \S+\/unsubscribe\?token=\S+/);
  });
});

describe('frequency links', () => {
  it('a digest\'s frequency link changes the setting without signing in; a forged, expired or unsubscribe token is refused; one-click unsubscribe stops the topic', async () => {
    const { signFrequencyToken } = await import('#functions/lib/frequencyToken.js');
    const { signUnsubscribeToken } = await import('#functions/lib/unsubscribeToken.js');
    const m = await newEligibleMember({ gender: 'Female', firstName: 'Ojasvi', city: 'Red Deer' });
    const settingsOf = async () => (await call('getUserNotifySettings', { token: m.token, params: { userProfileId: m.id } })).body;
    expect(await settingsOf()).toMatchObject({ proposalsFrequency: 'immediately', matchesFrequency: 'weekly' });

    const token = signFrequencyToken({ userId: m.id, topic: 'proposals', frequency: 'daily' });
    const changed = await call('changeMailFrequency', { params: { token } });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ message: 'Proposals and answers: Daily digest. You can change it again under User Settings.', topic: 'proposals', frequency: 'daily', label: 'Daily digest' });
    expect(await settingsOf()).toMatchObject({ proposalsFrequency: 'daily', matchesFrequency: 'weekly', emailNotifyPendingProposalsFlag: true });

    const refused = [
      `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}A`,
      signFrequencyToken({ userId: m.id, topic: 'matches', frequency: 'never', exp: Math.floor(Date.now() / 1000) - 60 }),
      signUnsubscribeToken({ userId: m.id, flag: 'emailNotifyExpectMatchedProfileFlag' }),
    ];
    for (const bad of refused) {
      const res = await call('changeMailFrequency', { params: { token: bad } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(invalidFrequencyLink);
    }
    expect(await settingsOf()).toMatchObject({ proposalsFrequency: 'daily', matchesFrequency: 'weekly' });

    // The RFC 8058 one-click stop turns the digest's flag off and its topic to Never.
    expect((await call('unsubscribe', { params: { token: signUnsubscribeToken({ userId: m.id, flag: 'emailNotifyExpectMatchedProfileFlag' }) } })).status).toBe(200);
    expect(await settingsOf()).toMatchObject({ matchesFrequency: 'never', emailNotifyExpectMatchedProfileFlag: false, proposalsFrequency: 'daily' });
  });
});

describe('a run cut by the time limit', () => {
  it('heldMail stops, and the next run mails the rest — nobody twice', async () => {
    const [sender, ...rs] = await Promise.all([
      newEligibleMember({ gender: 'Female', firstName: 'Gita', city: 'Nelson' }),
      ...['Hari', 'Ishan', 'Jai'].map((firstName) => newEligibleMember({ gender: 'Male', firstName, city: 'Trail' })),
    ]);
    for (const r of rs) expect((await propose(sender, r.candidateId)).status).toBe(200);
    let calls = 0;
    const shortOfTime = { getRemainingTimeInMillis: () => (++calls <= 1 ? 60_000 : 10_000) };
    const cut = await heldMail({ scheduledTime: new Date(Date.now() + 11 * MINUTE).toISOString() }, shortOfTime);
    expect(cut.complete).toBe(false);
    const mailed = async () => (await Promise.all(rs.map(proposalMailsTo))).map((m) => m.length);
    expect((await mailed()).filter((n) => n === 1).length).toBeLessThan(3);
    const rest = await heldMail({ scheduledTime: new Date(Date.now() + 12 * MINUTE).toISOString() });
    expect(rest.complete).toBe(true);
    expect(await mailed()).toEqual([1, 1, 1]);
  });

  it('matchDigest stops, and the next run of the day mails the rest — nobody twice', async () => {
    const seekers = await Promise.all(['Kusum', 'Lata', 'Mala'].map((firstName) => newEligibleMember({ gender: 'Female', firstName, city: 'Dryden' })));
    for (const m of seekers) {
      await setFrequencies(m, { matchesFrequency: 'daily' });
      expect((await call('addExpectation', { token: m.token, params: { candidateId: m.candidateId }, body: { gender: 'Male', minAge: 25, maxAge: 40 } })).status).toBe(200);
    }
    const [p] = await putListedProfiles(1, () => ({ gender: 'Male', firstName: 'Nitin', dobYear: 1992, city: 'Kenora' }));
    await relist(p!.id, new Date(base + 15 * DAY).toISOString());
    let calls = 0;
    const shortOfTime = { getRemainingTimeInMillis: () => (++calls <= 1 ? 60_000 : 10_000) };
    const runAt = base + 15 * DAY + 3_600_000;
    const cut = await matchDigest({ scheduledTime: new Date(runAt).toISOString() }, shortOfTime);
    expect(cut.complete).toBe(false);
    const mailed = async () => (await Promise.all(seekers.map((m) => mailsTo(m.email)))).map((ms) => ms.filter((x) => MATCH.test(x.subject)).length);
    expect((await mailed()).filter((n) => n === 1).length).toBeLessThan(3);
    const endOfDay = Math.floor(runAt / DAY) * DAY + DAY - 1;
    const rest = await matchDigest({ scheduledTime: new Date(Math.min(runAt + 3_600_000, endOfDay)).toISOString() });
    expect(rest.complete).toBe(true);
    expect(await mailed()).toEqual([1, 1, 1]);
  });
});

describe('the match digest and a family active in the last hour', () => {
  it('leaves out the profiles listed before the family looked at its Matched tab, and lists the ones after', async () => {
    const seeker = await newEligibleMember({ gender: 'Female', firstName: 'Nalini', city: 'Cobourg' });
    await setFrequencies(seeker, { matchesFrequency: 'daily' });
    expect((await call('addExpectation', { token: seeker.token, params: { candidateId: seeker.candidateId }, body: { gender: 'Male', minAge: 25, maxAge: 40 } })).status).toBe(200);
    const [before] = await putListedProfiles(1, () => ({ gender: 'Male', firstName: 'Prakash', dobYear: 1991, city: 'Belleville' }));
    expect((await call('getMatchingProfiles', { token: seeker.token, params: { candidateId: seeker.candidateId } })).status).toBe(200);
    const visited = Date.now();
    // A run half an hour on, never past today's end (the job's state is cleared first, and put back after the file).
    const halfHourOn = Math.min(visited + 30 * MINUTE, Math.floor(visited / DAY) * DAY + DAY - 1);
    const [after] = await putListedProfiles(1, () => ({ gender: 'Male', firstName: 'Sameer', dobYear: 1991, city: 'Belleville' }));
    await relist(after!.id, new Date(Math.floor((visited + 1000 + halfHourOn) / 2)).toISOString());
    await clearStates();
    expect((await matchDigest({ scheduledTime: new Date(halfHourOn).toISOString() })).complete).toBe(true);
    const mails = (await mailsTo(seeker.email)).filter((m) => MATCH.test(m.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/dashboard?profile=${after!.id}`);
    expect(mails[0]!.text).not.toContain(before!.id);
    expect(mails[0]!.text).not.toContain('Prakash');
  });
});

describe('saving Manage Notify Settings (one UpdateItem of the fields sent, conditioned on the id)', () => {
  it('an edit names the member\'s own settings by id: another id is not found and writes nothing', async () => {
    const m = await newEligibleMember({ gender: 'Female', city: 'Petawawa' });
    const settings = (await call('getUserNotifySettings', { token: m.token, params: { userProfileId: m.id } })).body;
    const flags = Object.fromEntries(notifyFlagNames.map((f) => [f, false]));
    const wrong = await call('editUserNotifySettings', { token: m.token, params: { userNotifySettingsId: `${settings.id.slice(0, -1)}x` }, body: flags });
    expect(wrong.status).toBe(404);
    expect((await call('getUserNotifySettings', { token: m.token, params: { userProfileId: m.id } })).body).toEqual(settings);
  });
});

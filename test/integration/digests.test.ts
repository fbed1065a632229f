/**
 * The scheduled digests, run as EventBridge Scheduler runs them: the job handler called directly
 * against the emulators with the schedule's event, its clock moved by the event's scheduled time.
 * Files of the integration project run one after another, so pending proposals of earlier files
 * are in the table too: every assertion is about this file's own families.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as reminderDigest } from '#functions/jobs/reminderDigest.js';
import { handler as matchDigest } from '#functions/jobs/matchDigest.js';
import { notifyFlagNames } from '#shared/domain/user.js';
import { maxBirthYear } from '#shared/domain/candidate.js';
import { BIRTH_YEAR_MIN } from '#shared/domain/lists.js';
import { searchPartitions } from '#functions/candidates/entities/searchIndex.js';
import { call, candidateBody, db, mailsTo, newEligibleMember, propose, proposalIn, setIneligible, storedProfile, setProfileVisible, transition, type CandidateMember } from './helpers.js';

const DAY = 86_400_000;
const base = Date.now();
/** The schedule's event for a run `days` after the start of this file. */
const runAt = (days: number) => ({ scheduledTime: new Date(base + days * DAY).toISOString() });
/**
 * A later run of the same UTC day as runAt(days): `ms` after it, but never past that day's end — the
 * file may start at 23:30, and a rerun that fell into the next day would be a new period.
 */
function laterSameDay(days: number, ms: number) {
  const first = base + days * DAY;
  const endOfDay = Math.floor(first / DAY) * DAY + DAY - 1;
  return { scheduledTime: new Date(Math.min(first + ms, endOfDay)).toISOString() };
}
/** The first day (1–7) after the file's start that is a Monday (UTC): weekly match digests go out on Mondays. */
const firstMonday = [1, 2, 3, 4, 5, 6, 7].find((d) => new Date(base + d * DAY).getUTCDay() === 1)!;
const digestsTo = async (m: CandidateMember, subject: RegExp) => (await mailsTo(m.email)).filter((x) => subject.test(x.subject));
const WAITING = /waiting for your answer/;

/** Lists a profile `day` days after the file's start, as if it entered search then. */
const listedOn = (m: CandidateMember, day: number) => {
  const listedSince = new Date(base + day * DAY).toISOString();
  return db().send(new UpdateCommand({
    TableName: process.env.TABLE_NAME, Key: { pk: `CAND#${m.candidateId}`, sk: 'PROFILE' },
    UpdateExpression: 'SET listedSince = :s, gsi3pk = :pk, gsi3sk = :sk',
    ExpressionAttributeValues: { ':s': listedSince, ':pk': `LISTED#${listedSince.slice(0, 10)}`, ':sk': `${listedSince}#${m.candidateId}` },
  }));
};

async function setFlag(m: CandidateMember, flag: (typeof notifyFlagNames)[number], on: boolean) {
  const settings = (await call('getUserNotifySettings', { token: m.token, params: { userProfileId: m.id } })).body;
  const flags = Object.fromEntries(notifyFlagNames.map((f) => [f, f === flag ? on : settings[f] !== false]));
  const res = await call('editUserNotifySettings', { token: m.token, params: { userNotifySettingsId: settings.id }, body: flags });
  expect(res.status).toBe(200);
}

/** Moves a stored proposal's dates (the only way to have a reminder sent "22 days from now"). */
async function setDates(id: string, dates: Record<string, string>) {
  const names = Object.keys(dates);
  await db().send(new UpdateCommand({
    TableName: process.env.TABLE_NAME, Key: { pk: `INTER#${id}`, sk: 'INTER' },
    UpdateExpression: `SET ${names.map((_, i) => `#n${i} = :v${i}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#n${i}`, n])),
    ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:v${i}`, dates[n]])),
  }));
}

describe('reminderDigest (daily)', () => {
  let anjali: CandidateMember, bhavin: CandidateMember, chirag: CandidateMember, divya: CandidateMember, esha: CandidateMember;
  let toBhavin: string, chiragToBhavin: string;

  beforeAll(async () => {
    [anjali, bhavin, chirag, divya, esha] = await Promise.all([
      newEligibleMember({ gender: 'Female', firstName: 'Anjali', city: 'Markham' }),
      newEligibleMember({ gender: 'Male', firstName: 'Bhavin', city: 'Edison' }),
      newEligibleMember({ gender: 'Female', firstName: 'Chitra', city: 'Fremont' }),
      newEligibleMember({ gender: 'Male', firstName: 'Dev', city: 'Brampton' }),
      newEligibleMember({ gender: 'Female', firstName: 'Esha', city: 'Surrey' }),
    ]);
    toBhavin = (await propose(anjali, bhavin.candidateId)).body.id;
    chiragToBhavin = (await propose(chirag, bhavin.candidateId)).body.id;
    expect(toBhavin && chiragToBhavin).toBeTruthy();
  });

  it('sends nothing for proposals pending 3 days or less', async () => {
    const result = await reminderDigest(runAt(2));
    expect(result.complete).toBe(true);
    expect(await digestsTo(bhavin, WAITING)).toHaveLength(0);
  });

  it('after 3 days, one mail per member listing every proposal waiting, and none on a second run the same day', async () => {
    const first = await reminderDigest(runAt(4));
    expect(first).toMatchObject({ job: 'reminderDigest', complete: true });
    expect(first.counts.mailsSent).toBeGreaterThanOrEqual(1);
    const mails = await digestsTo(bhavin, WAITING);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('2 proposals for Bhavin are waiting for your answer');
    expect(mails[0]!.text).toContain('The family of “Anjali” (');
    expect(mails[0]!.text).toContain('Markham”), waiting 4 days');
    expect(mails[0]!.text).toContain('The family of “Chitra” (');
    expect(mails[0]!.text).toMatch(/\/dashboard\/receivedProposals/);
    // The senders are not the ones waiting: nothing to them.
    expect(await digestsTo(anjali, WAITING)).toHaveLength(0);

    const again = await reminderDigest(laterSameDay(4, 3_600_000));
    expect(again.counts.mailsSent ?? 0).toBe(0);
    expect(await digestsTo(bhavin, WAITING)).toHaveLength(1);
  });

  it('two runs of the same day at once still send one mail per member', async () => {
    const [a, b] = await Promise.all([reminderDigest(runAt(5)), reminderDigest(runAt(5))]);
    expect(a.complete && b.complete).toBe(true);
    expect(await digestsTo(bhavin, WAITING)).toHaveLength(2); // day 4 and day 5, once each
  });

  it('skips a member who turned the digest off', async () => {
    const toDev = (await propose(esha, divya.candidateId)).body.id;
    await setDates(toDev, { createdDate: new Date(base - 5 * DAY).toISOString() });
    await setFlag(divya, 'emailNotifyPendingProposalsFlag', false);
    const result = await reminderDigest(runAt(6));
    expect(result.counts.skipped).toBeGreaterThanOrEqual(1);
    expect(await digestsTo(divya, WAITING)).toHaveLength(0);
    expect(await digestsTo(bhavin, WAITING)).toHaveLength(3);
  });

  it('a proposal pending 30 days after its last reminder expires: Expired to both sides, a kind mail to the sender, no more actions', async () => {
    // Chitra's proposal was reminded 10 days before the run: still within its 30 days.
    await transition('remindMyProposal', chirag, chiragToBhavin);
    await setDates(chiragToBhavin, { reminder1UpdatedDate: new Date(base + 21 * DAY).toISOString() });
    const result = await reminderDigest(runAt(31));
    expect(result.counts.expired).toBeGreaterThanOrEqual(1);

    const sent = await proposalIn('sent', anjali, toBhavin);
    const received = await proposalIn('received', bhavin, toBhavin);
    expect(sent).toMatchObject({ status: 'Expired', responseType: 'expired' });
    expect(received).toMatchObject({ status: 'Expired', responseType: 'expired' });
    expect((await proposalIn('sent', chirag, chiragToBhavin))?.status).toBe('Waiting for Response');

    const closing = (await mailsTo(anjali.email)).filter((m) => m.subject === 'Your proposal has come to a close');
    expect(closing).toHaveLength(1);
    expect(closing[0]!.text).toContain('has had no answer for 30 days');
    expect(closing[0]!.text).toContain('to the family of “Bhavin” ('); // first name, age and city only

    // The day's digest lists only what is still waiting.
    const today = (await digestsTo(bhavin, WAITING)).at(-1)!;
    expect(today.subject).toBe('A proposal for Bhavin is waiting for your answer');
    expect(today.text).not.toContain('Anjali');

    for (const [op, who] of [['remindMyProposal', anjali], ['revokeMyProposal', anjali], ['acceptTheirProposal', bhavin], ['rejectTheirProposal', bhavin]] as const) {
      expect((await transition(op, who, toBhavin)).status).toBe(409);
    }
    // The pair is free again: Anjali may propose anew.
    expect((await propose(anjali, bhavin.candidateId)).status).toBe(200);
  });

  it('expires once: a rerun sends no second closing mail', async () => {
    await reminderDigest(laterSameDay(31, 7_200_000));
    expect((await mailsTo(anjali.email)).filter((m) => m.subject === 'Your proposal has come to a close')).toHaveLength(1);
    const stored = await db().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: `INTER#${toBhavin}`, sk: 'INTER' } }));
    expect(stored.Item?.gsi3pk).toBeUndefined(); // off the pending list
  });
});

describe('a run cut short by the Lambda time limit', () => {
  it('stops before the limit, and the next run of the period mails the rest — nobody twice', async () => {
    const senders = await Promise.all([0, 1, 2].map((i) => newEligibleMember({ gender: 'Female', firstName: `Sender${i}`, city: 'Regina' })));
    const receivers = await Promise.all([0, 1, 2].map((i) => newEligibleMember({ gender: 'Male', firstName: `Waiting${i}`, city: 'Saskatoon' })));
    for (const [i, s] of senders.entries()) {
      const id = (await propose(s, receivers[i]!.candidateId)).body.id as string;
      await setDates(id, { createdDate: new Date(base + 29 * DAY).toISOString() }); // waiting 4 days at day 33
    }
    // The context says time is short after two members: the run stops, saying so.
    let calls = 0;
    const shortOfTime = { getRemainingTimeInMillis: () => (++calls <= 2 ? 60_000 : 10_000) };
    const cut = await reminderDigest(runAt(33), shortOfTime);
    expect(cut.complete).toBe(false);
    const mailed = async () => (await Promise.all(receivers.map((r) => digestsTo(r, WAITING)))).map((m) => m.length);
    const afterCut = await mailed();
    expect(afterCut.filter((n) => n === 1).length).toBeLessThan(3);
    // The next hourly run of the same day picks up the rest.
    const rest = await reminderDigest(laterSameDay(33, 3_600_000));
    expect(rest.complete).toBe(true);
    expect(await mailed()).toEqual([1, 1, 1]);
  });
});

describe('matchDigest (weekly, the default frequency)', () => {
  it('mails members whose expectation gained new matched profiles, with how many — only with the flag on, on Mondays, once', async () => {
    const [seeker, optedOut] = await Promise.all([
      newEligibleMember({ gender: 'Female', firstName: 'Gauri', city: 'Ottawa' }),
      newEligibleMember({ gender: 'Female', firstName: 'Hema', city: 'Calgary' }),
    ]);
    // A must-have no other file's profiles have: the stack is shared by the files running beside this one,
    // and their new profiles would be news to a seeker who wants any son of 25 to 40.
    const wants = { gender: 'Male', minAge: 25, maxAge: 40, nativeLanguage: 'Tulu', mustHaves: ['nativeLanguage'] };
    for (const m of [seeker, optedOut]) {
      expect((await call('addExpectation', { token: m.token, params: { candidateId: m.candidateId }, body: wants })).status).toBe(200);
    }
    await setFlag(optedOut, 'emailNotifyExpectMatchedProfileFlag', false);
    // A profile listed after the seekers stated what they want: new for them.
    await newEligibleMember({ gender: 'Male', firstName: 'Ishaan', city: 'Toronto', nativeLanguage: 'Tulu' });

    // Not a Monday: a weekly member waits.
    const notMonday = firstMonday === 1 ? 2 : 1;
    expect((await matchDigest(runAt(notMonday))).complete).toBe(true);
    expect((await mailsTo(seeker.email)).filter((m) => /new matched profile/.test(m.subject))).toHaveLength(0);
    const first = await matchDigest(runAt(firstMonday + (firstMonday === 1 ? 7 : 0)));
    expect(first).toMatchObject({ job: 'matchDigest', complete: true });
    // The whole index read in a few requests (a Scan of the sparse index), not one per gender and birth year.
    const partitions = searchPartitions({ minYear: BIRTH_YEAR_MIN, maxYear: maxBirthYear(new Date(runAt(firstMonday).scheduledTime)) });
    expect(first.counts.indexRequests).toBeGreaterThan(0);
    expect(first.counts.indexRequests).toBeLessThan(partitions.length / 4);
    const mails = (await mailsTo(seeker.email)).filter((m) => /new matched profile/.test(m.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^(A new matched profile|\d+ new matched profiles) for Gauri$/);
    expect(mails[0]!.text).toMatch(/\/dashboard/);
    expect((await mailsTo(optedOut.email)).filter((m) => /new matched profile/.test(m.subject))).toHaveLength(0);

    // The same day again, twice at once: nothing more.
    const monday = firstMonday + (firstMonday === 1 ? 7 : 0);
    await Promise.all([matchDigest(laterSameDay(monday, 2 * 3_600_000)), matchDigest(laterSameDay(monday, 4 * 3_600_000))]);
    expect((await mailsTo(seeker.email)).filter((m) => /new matched profile/.test(m.subject))).toHaveLength(1);

    // A week on with nobody new: no mail (what was sent is not news again).
    await matchDigest(runAt(monday + 7));
    expect((await mailsTo(seeker.email)).filter((m) => /new matched profile/.test(m.subject))).toHaveLength(1);
  });
});

describe('closed profiles and profile text', () => {
  it('the daily digest goes to no closed profile, the closing mail not about one, and a sender\'s stored line breaks stay on one line', async () => {
    const [sender, open, closed, gone] = await Promise.all([
      newEligibleMember({ gender: 'Female', firstName: 'Kavya', city: 'Halifax' }),
      newEligibleMember({ gender: 'Male', firstName: 'Lalit', city: 'Moncton' }),
      newEligibleMember({ gender: 'Male', firstName: 'Manav', city: 'Sydney' }),
      newEligibleMember({ gender: 'Male', firstName: 'Nirav', city: 'Truro' }),
    ]);
    for (const receiver of [open, closed]) {
      const id = (await propose(sender, receiver.candidateId)).body.id as string;
      await setDates(id, { createdDate: new Date(base + 30 * DAY).toISOString() }); // waiting 5 days at day 35
    }
    // A proposal to a family that closed its profile ends unanswered at day 35: no closing mail about it.
    const toGone = (await propose(sender, gone.candidateId)).body.id as string;
    await setDates(toGone, { createdDate: new Date(base + 4 * DAY).toISOString() });
    expect((await setProfileVisible(gone, false)).status).toBe(200);
    await db().send(new UpdateCommand({
      TableName: process.env.TABLE_NAME, Key: { pk: `CAND#${sender.candidateId}`, sk: 'PROFILE' },
      UpdateExpression: 'SET firstName = :n', ExpressionAttributeValues: { ':n': 'Kavya\n\nURGENT: verify at https://evil.example.net' },
    }));
    await setIneligible(closed.candidateId, true);

    expect((await reminderDigest(runAt(35))).complete).toBe(true);
    const [digest] = await digestsTo(open, WAITING);
    expect(digest!.text).toContain('The family of “Kavya URGENT: verify at https://evil.example.net” (');
    expect(digest!.text.split('\n').filter((line) => /^\s*URGENT/.test(line))).toEqual([]);
    expect(await digestsTo(closed, WAITING)).toHaveLength(0);
    expect((await proposalIn('sent', sender, toGone))?.status).toBe('Expired');
    expect((await mailsTo(sender.email)).filter((m) => m.subject === 'Your proposal has come to a close')).toHaveLength(0);
  });

  it('the weekly digest goes to no closed profile', async () => {
    const [open, closed] = await Promise.all([
      newEligibleMember({ gender: 'Female', firstName: 'Nandini', city: 'Victoria' }),
      newEligibleMember({ gender: 'Female', firstName: 'Ojas', city: 'Kelowna' }),
    ]);
    for (const m of [open, closed]) {
      expect((await call('addExpectation', { token: m.token, params: { candidateId: m.candidateId }, body: { gender: 'Male', minAge: 25, maxAge: 40 } })).status).toBe(200);
    }
    // A profile listed the day before the Monday three weeks on, after the weekly runs above.
    const listed = await newEligibleMember({ gender: 'Male', firstName: 'Pranav', city: 'Nanaimo' });
    await listedOn(listed, firstMonday + 20);
    await setIneligible(closed.candidateId, true); // set on the item: the search index still holds its card

    expect((await matchDigest(runAt(firstMonday + 21))).complete).toBe(true);
    const matched = async (m: CandidateMember) => (await mailsTo(m.email)).filter((x) => /new matched profile/.test(x.subject));
    expect(await matched(open)).toHaveLength(1);
    expect(await matched(closed)).toHaveLength(0);
  });
});

describe('the gotra rule', () => {
  it("the weekly digest counts no new profile whose family rules out the member's gotra, nor one the member's rule rules out", async () => {
    const seeker = (firstName: string, gotra: string) => newEligibleMember({ gender: 'Female', firstName, city: 'Regina', gotra, enteredGotra: undefined });
    const [kashyap, garg, ruled] = await Promise.all([seeker('Rhea', 'Kashyap'), seeker('Sana', 'Garg'), seeker('Tara', 'Garg')]);
    // A must-have no other file's profiles have (the stack is shared with the files running beside this one).
    const wants = { gender: 'Male', minAge: 25, maxAge: 40, nativeLanguage: 'Tulu', mustHaves: ['nativeLanguage'] };
    await Promise.all([kashyap, garg].map(async (m) => {
      expect((await call('addExpectation', { token: m.token, params: { candidateId: m.candidateId }, body: wants })).status).toBe(200);
    }));
    // Tara's family says 'Not from our gotra' (Garg).
    expect((await call('addExpectation', { token: ruled.token, params: { candidateId: ruled.candidateId }, body: { ...wants, notOwnGotra: true } })).status).toBe(200);
    // New three days before a Monday (weekly members hear on Mondays): two sons, a Kashyap whose family
    // says 'Not from our gotra', and a Garg.
    const monday = firstMonday + 28;
    const newSon = async (firstName: string, gotra: string, rule: boolean) => {
      const son = await newEligibleMember({ gender: 'Male', firstName, city: 'Saskatoon', gotra, enteredGotra: undefined, nativeLanguage: 'Tulu' });
      const body = { gender: 'Female', minAge: 25, maxAge: 40, notOwnGotra: rule };
      expect((await call('addExpectation', { token: son.token, params: { candidateId: son.candidateId }, body })).status).toBe(200);
      await listedOn(son, monday - 3);
    };
    await newSon('Uday', 'Kashyap', true);
    await newSon('Varun', 'Garg', false);

    expect((await matchDigest(runAt(monday))).complete).toBe(true);
    const news = async (m: CandidateMember) => (await mailsTo(m.email)).filter((x) => /new matched profile/.test(x.subject)).map((x) => x.subject);
    // Rhea (Kashyap): Uday's family rules her out, so only Varun. Sana (Garg): both. Tara (Garg, her own rule): only Uday.
    expect(await news(kashyap)).toEqual(['A new matched profile for Rhea']);
    expect(await news(garg)).toEqual(['2 new matched profiles for Sana']);
    expect(await news(ruled)).toEqual(['A new matched profile for Tara']);
  });
});

describe('matchDigest: profiles that started to fit', () => {
  /** Sets a profile's updated time (and its card's `ssk`), as if its last change was made then. */
  const changedOn = (m: CandidateMember, day: number) => {
    const when = new Date(base + day * DAY).toISOString();
    return db().send(new UpdateCommand({
      TableName: process.env.TABLE_NAME, Key: { pk: `CAND#${m.candidateId}`, sk: 'PROFILE' },
      UpdateExpression: 'SET updatedDate = :t, ssk = :t', ExpressionAttributeValues: { ':t': when },
    }));
  };

  it('lists a profile that edited itself into the must-haves, and an older one the member\'s looser expectation now fits — never one sent before', async () => {
    // Mondays after the other tests of this file (the latest runs on firstMonday + 28).
    const monday = firstMonday + 35;
    const seeker = await newEligibleMember({ gender: 'Female', firstName: 'Waheeda', city: 'Guelph' });
    // A must-have no other file's profiles have (the stack is shared with the files running beside this one).
    const wants = { gender: 'Male', minAge: 25, maxAge: 33, nativeLanguage: 'Kashmiri', mustHaves: ['nativeLanguage'] };
    const saved = await call('addExpectation', { token: seeker.token, params: { candidateId: seeker.candidateId }, body: wants });
    expect(saved.status).toBe(200);
    const [newcomer, editor, older] = await Promise.all([
      newEligibleMember({ gender: 'Male', firstName: 'Xavier', city: 'Barrie', nativeLanguage: 'Kashmiri' }),
      newEligibleMember({ gender: 'Male', firstName: 'Yusuf', city: 'Orillia', nativeLanguage: 'Konkani' }),
      // Too old for the seeker's first expectation (born 1985).
      newEligibleMember({ gender: 'Male', firstName: 'Zubin', city: 'Sudbury', nativeLanguage: 'Kashmiri', dobYear: 1985 }),
    ]);
    const digests = async () => (await mailsTo(seeker.email)).filter((m) => /new matched profile/.test(m.subject));

    // The newcomer is listed two days before the first Monday: the only news.
    await listedOn(newcomer, monday - 2);
    expect((await matchDigest(runAt(monday))).complete).toBe(true);
    const [first] = await digests();
    expect(first!.subject).toBe('A new matched profile for Waheeda');
    expect(first!.text).toContain('Xavier');

    // Mid-week, a listed profile edits its native language into the seeker's must-have.
    const edited = await call('updateCandidateProfile', {
      token: editor.token, params: { candidateId: editor.candidateId }, body: candidateBody({ gender: 'Male', firstName: 'Yusuf', city: 'Orillia', nativeLanguage: 'Kashmiri' }),
    });
    expect(edited.status).toBe(200);
    await changedOn(editor, monday + 3);
    expect((await matchDigest(runAt(monday + 7))).complete).toBe(true);
    const second = (await digests())[1]!;
    expect(second.subject).toBe('A new matched profile for Waheeda');
    expect(second.text).toContain('Yusuf');
    expect(second.text).not.toContain('Xavier');

    // The seeker's family widens the ages: the older profile, unchanged for weeks, now fits.
    const sskBefore = String((await storedProfile(seeker.candidateId))!.ssk);
    const widened = await call('editExpectation', {
      token: seeker.token, params: { candidateId: seeker.candidateId, expectationId: saved.body.id }, body: { ...wants, maxAge: 45 },
    });
    expect(widened.status).toBe(200);
    // The save moves the seeker's card (its updated time): that is how the digest tells its expectation changed.
    expect(String((await storedProfile(seeker.candidateId))!.ssk) > sskBefore).toBe(true);
    await changedOn(seeker, monday + 10);
    expect((await matchDigest(runAt(monday + 14))).complete).toBe(true);
    const third = (await digests())[2]!;
    expect(third.subject).toBe('A new matched profile for Waheeda');
    expect(third.text).toContain('Zubin');
    // Sent before: not listed again, though the seeker's change made every profile a candidate.
    expect(third.text).not.toMatch(/Xavier|Yusuf/);

    // Nothing changed since: no mail.
    expect((await matchDigest(runAt(monday + 21))).complete).toBe(true);
    expect(await digests()).toHaveLength(3);
  });
});

describe('matchDigest: families already in touch', () => {
  it('names no new profile the family already had a proposal with, sent or received, pending or answered', async () => {
    // A Monday after every other run of this file (the latest runs on firstMonday + 56): a day's run is done once.
    const wants = { gender: 'Male', minAge: 25, maxAge: 40, nativeLanguage: 'Tulu', mustHaves: ['nativeLanguage'] };
    const seeker = await newEligibleMember({ gender: 'Female', firstName: 'Waheeda', city: 'Lethbridge' });
    expect((await call('addExpectation', { token: seeker.token, params: { candidateId: seeker.candidateId }, body: wants })).status).toBe(200);
    const monday = firstMonday + 63;
    const newSon = async (firstName: string) => {
      const son = await newEligibleMember({ gender: 'Male', firstName, city: 'Red Deer', nativeLanguage: 'Tulu' });
      const body = { gender: 'Female', minAge: 25, maxAge: 40 };
      expect((await call('addExpectation', { token: son.token, params: { candidateId: son.candidateId }, body })).status).toBe(200);
      await listedOn(son, monday - 3);
      return son;
    };
    const [proposedTo, proposedBy, untouched] = [await newSon('Yash'), await newSon('Zubin'), await newSon('Aarav')];
    expect((await propose(seeker, proposedTo.candidateId)).status).toBe(200);
    const received = (await propose(proposedBy, seeker.candidateId)).body.id as string;
    expect((await transition('rejectTheirProposal', seeker, received)).status).toBe(200);

    expect((await matchDigest(runAt(monday))).complete).toBe(true);
    const mails = (await mailsTo(seeker.email)).filter((x) => /new matched profile/.test(x.subject));
    expect(mails.map((m) => m.subject)).toEqual(['A new matched profile for Waheeda']);
    expect(mails[0]!.text).toContain(untouched.candidateId);
    for (const known of [proposedTo, proposedBy]) expect(mails[0]!.text).not.toContain(known.candidateId);
  });
});

/**
 * Pacing a pair of families, through HTTP on the local stack: after a revoke (by
 * the sender) or a rejection, the sender's family may not propose to the same family again for 30
 * days — 409 naming the day it can, the same for ten parallel attempts, whichever profile either
 * family has now — while the other family may; and a pair's reminders never exceed three in 30
 * days, across re-proposals. No test waits: the dates are checked against the stored ones, and the
 * end of a cooldown is played by moving its stored date into the past, as 30 days would.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { proposalPaceTexts } from '#shared/texts.js';
import {
  candidateBody, db, mailsTo, releaseHeldMails, newEligibleMember, propose, proposalList, recreateProfile, transition, type Answer, type CandidateMember,
} from './helpers.js';

const TAG = `p${Math.random().toString(36).slice(2, 10)}`;
const female = { gender: 'Female', city: TAG };
const pair = () => Promise.all([newEligibleMember(candidateBody({ gender: 'Male', city: TAG })), newEligibleMember(candidateBody(female))]);

const DAY_MS = 86_400_000;
/** The first UTC midnight at or after 30 days from `iso`, and that day as families read it. */
function thirtyDaysAfter(iso: string) {
  const end = Date.parse(iso) + 30 * DAY_MS;
  const midnight = Math.ceil(end / DAY_MS) * DAY_MS;
  const day = new Date(midnight);
  return { iso: day.toISOString(), name: day.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }) };
}

const table = () => process.env.TABLE_NAME;
const storedProposal = async (id: string) =>
  (await db().send(new GetCommand({ TableName: table(), Key: { pk: `INTER#${id}`, sk: 'INTER' }, ConsistentRead: true }))).Item!;
const storedPair = async (a: CandidateMember, b: CandidateMember) => {
  const [lo, hi] = [a.id, b.id].sort();
  return (await db().send(new GetCommand({ TableName: table(), Key: { pk: `PAIR#${lo}#${hi}`, sk: 'PAIR' }, ConsistentRead: true }))).Item!;
};
/** What 30 days do to a cooldown: its stored end moves into the past. */
const endCooldown = (id: string) =>
  db().send(new UpdateCommand({
    TableName: table(), Key: { pk: `INTER#${id}`, sk: 'INTER' }, UpdateExpression: 'SET cooldownUntil = :past',
    ExpressionAttributeValues: { ':past': new Date(Date.parse('2000-01-01')).toISOString() },
  }));

const expect200 = async (res: Promise<Answer>) => {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
};
async function remindThrice(sender: CandidateMember, id: string) {
  for (let i = 0; i < 3; i++) await expect200(transition('remindMyProposal', sender, id));
}

describe('after a revoke', () => {
  it('propose, remind three times, revoke: proposing again is refused with the day it becomes possible, and nobody is mailed', async () => {
    const [a, b] = await pair();
    const before = (await mailsTo(b.email)).length; // the sign-up's confirmation code
    const id = (await expect200(propose(a, b.candidateId))).body.id as string;
    // Each mail is held 10 minutes, in case the family sees it on the site; a reminder made while
    // the last news still waits adds no mail, so each is let go before the next.
    await releaseHeldMails();
    for (let i = 0; i < 3; i++) {
      await expect200(transition('remindMyProposal', a, id));
      await releaseHeldMails();
    }
    const revoked = (await expect200(transition('revokeMyProposal', a, id))).body;
    const mails = (await mailsTo(b.email)).length;
    expect(mails - before).toBe(4); // the proposal and three reminders

    const again = thirtyDaysAfter(revoked.updatedDate);
    expect((await storedProposal(id)).cooldownUntil).toBe(again.iso);
    expect(await propose(a, b.candidateId)).toEqual({ status: 409, body: { message: proposalPaceTexts.proposeAgainOn(again.name) } });
    expect(proposalPaceTexts.proposeAgainOn(again.name)).toMatch(/again on \d{1,2} [A-Z][a-z]+ \d{4}\.$/);
    expect((await mailsTo(b.email)).length).toBe(mails);
    expect((await proposalList('sent', a)).map((p) => p.id)).toEqual([id]);

    // Ten at once: every one refused the same way, none written.
    const answers = await Promise.all(Array.from({ length: 10 }, () => propose(a, b.candidateId)));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(409));
    expect(new Set(answers.map((r) => r.body.message))).toEqual(new Set([proposalPaceTexts.proposeAgainOn(again.name)]));
    expect((await proposalList('sent', a)).map((p) => p.id)).toEqual([id]);
    expect((await mailsTo(b.email)).length).toBe(mails);

    // Once the 30 days have passed, the family may propose again.
    await endCooldown(id);
    await expect200(propose(a, b.candidateId));
  });

  it('re-creating its profile, on either side, does not reset the cooldown; the other family may still propose', async () => {
    let [a, b] = await pair();
    const id = (await expect200(propose(a, b.candidateId))).body.id as string;
    await expect200(transition('revokeMyProposal', a, id));
    a = await recreateProfile(a, { gender: 'Male', city: TAG });
    expect((await propose(a, b.candidateId)).status).toBe(409);
    b = await recreateProfile(b, female);
    const refused = await propose(a, b.candidateId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(proposalPaceTexts.proposeAgainOn(thirtyDaysAfter((await storedProposal(id)).updatedDate).name));
    // The family that received the withdrawn proposal is not paced by it.
    await expect200(propose(b, a.candidateId));
  });
});

describe('after a rejection', () => {
  it('proposing again is refused with the day, ten parallel attempts too; the rejecting family may propose', async () => {
    const [a, b] = await pair();
    const id = (await expect200(propose(a, b.candidateId))).body.id as string;
    const rejected = (await expect200(transition('rejectTheirProposal', b, id))).body;
    const message = proposalPaceTexts.proposeAgainOn(thirtyDaysAfter(rejected.updatedDate).name);
    expect(await propose(a, b.candidateId)).toEqual({ status: 409, body: { message } });
    const answers = await Promise.all(Array.from({ length: 10 }, () => propose(a, b.candidateId)));
    expect(answers.map((r) => [r.status, r.body.message])).toEqual(Array(10).fill([409, message]));
    expect((await proposalList('sent', a)).map((p) => p.id)).toEqual([id]);
    await expect200(propose(b, a.candidateId));
  });
});

describe("a pair's reminders", () => {
  it('never exceed three in 30 days, across re-proposals', async () => {
    let [a, b] = await pair();
    const first = (await expect200(propose(a, b.candidateId))).body.id as string;
    await remindThrice(a, first);
    // The receiving family re-creates its profile: the old proposal binds nothing, and nobody said no.
    b = await recreateProfile(b, female);
    const second = (await expect200(propose(a, b.candidateId))).body.id as string;
    const mails = (await mailsTo(b.email)).length;
    const guard = await storedPair(a, b);
    expect(guard.reminderDates).toHaveLength(3);
    const refused = await transition('remindMyProposal', a, second);
    expect(refused).toEqual({ status: 409, body: { message: proposalPaceTexts.remindAgainOn(thirtyDaysAfter(guard.reminderDates[0]).name) } });
    expect((await proposalList('sent', a)).find((p) => p.id === second)?.reminder1UpdatedDate).toBeUndefined();
    expect((await mailsTo(b.email)).length).toBe(mails);
  });

  it('twenty parallel reminders of a fresh pair: exactly three land', async () => {
    const [a, b] = await pair();
    const id = (await expect200(propose(a, b.candidateId))).body.id as string;
    const answers = await Promise.all(Array.from({ length: 20 }, () => transition('remindMyProposal', a, id)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(17);
    expect((await storedPair(a, b)).reminderDates).toHaveLength(3);
  });
});

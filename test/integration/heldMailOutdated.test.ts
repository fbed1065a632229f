/**
 * The held proposal mails tell only what is still true when they go: a mail about a proposal
 * revoked, answered or withdrawn within the 10-minute hold (the heldMail job), or before the
 * family's daily digest (the reminderDigest job), is dropped unsent. The jobs run with their clock
 * moved, as in mailFrequency.test.ts; the table is shared by the files of the integration project,
 * so the digest job's state is put back as found and every assertion is about this file's families.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as reminderDigest } from '#functions/jobs/reminderDigest.js';
import { putHeldMail } from '#functions/proposals/entities/heldMails.js';
import { notifyFlagNames } from '#shared/domain/user.js';
import { call, db, mailsTo, newEligibleMember, propose, releaseHeldMails, transition, type CandidateMember } from './helpers.js';

const DAY = 86_400_000;
const MINUTE = 60_000;
const TABLE = () => process.env.TABLE_NAME;
const STATE_KEY = { pk: 'JOB#reminderDigest', sk: 'STATE' };

/** The digest job runs once a day: this file runs today's again, so it clears the state and puts it back after. */
let savedState: Record<string, unknown> | undefined;
beforeAll(async () => {
  savedState = (await db().send(new GetCommand({ TableName: TABLE(), Key: STATE_KEY }))).Item;
  await db().send(new DeleteCommand({ TableName: TABLE(), Key: STATE_KEY }));
});
afterAll(async () => {
  await db().send(new DeleteCommand({ TableName: TABLE(), Key: STATE_KEY }));
  if (savedState) await db().send(new PutCommand({ TableName: TABLE(), Item: savedState }));
});

const PROPOSAL = /proposal|Proposal|updates? about|News about/;
/** The proposal mails a family got (not its sign-up code). */
const proposalMailsTo = async (m: CandidateMember) => (await mailsTo(m.email)).filter((x) => PROPOSAL.test(x.subject));

async function proposeOk(from: CandidateMember, to: CandidateMember): Promise<string> {
  const res = await propose(from, to.candidateId);
  expect(res.status).toBe(200);
  return res.body.id as string;
}

describe('a held mail about a proposal that has moved on is not sent', () => {
  it('propose, then revoke within the hold: the heldMail job sends no "proposed" mail', async () => {
    const [sender, revokedTo, keptTo] = await Promise.all([
      newEligibleMember({ gender: 'Female', firstName: 'Bela', city: 'Halifax' }),
      newEligibleMember({ gender: 'Male', firstName: 'Chetan', city: 'Moncton' }),
      newEligibleMember({ gender: 'Male', firstName: 'Dilip', city: 'Truro' }),
    ]);
    const revoked = await proposeOk(sender, revokedTo);
    await proposeOk(sender, keptTo);
    expect((await transition('revokeMyProposal', sender, revoked)).status).toBe(200);

    const run = await releaseHeldMails();
    expect(run.complete).toBe(true);
    expect(run.counts.outdated).toBeGreaterThanOrEqual(1);
    expect(await proposalMailsTo(revokedTo)).toHaveLength(0);
    // The proposal still waiting is mailed as ever.
    expect((await proposalMailsTo(keptTo)).map((m) => m.subject)).toEqual(['A proposal for Dilip']);
  });

  it('propose, then accept within the hold: the proposer gets the acceptance, the receiver no stale "proposed" mail', async () => {
    const [sender, receiver] = await Promise.all([
      newEligibleMember({ gender: 'Female', firstName: 'Esha', city: 'Kelowna' }),
      newEligibleMember({ gender: 'Male', firstName: 'Farhan', city: 'Kamloops' }),
    ]);
    const id = await proposeOk(sender, receiver);
    expect((await transition('acceptTheirProposal', receiver, id)).status).toBe(200);

    expect((await releaseHeldMails()).complete).toBe(true);
    expect(await proposalMailsTo(receiver)).toHaveLength(0);
    const [accepted, ...more] = await proposalMailsTo(sender);
    expect(more).toHaveLength(0);
    expect(accepted!.subject).toBe('Your proposal was accepted');
    expect(accepted!.text).toContain('The family of “Farhan” (');
  });

  it('an acceptance the proposer withdrew within the hold is not announced to it', async () => {
    const [sender, receiver] = await Promise.all([
      newEligibleMember({ gender: 'Female', firstName: 'Gauri', city: 'Nanaimo' }),
      newEligibleMember({ gender: 'Male', firstName: 'Hemant', city: 'Victoria' }),
    ]);
    const id = await proposeOk(sender, receiver);
    expect((await transition('acceptTheirProposal', receiver, id)).status).toBe(200);
    expect((await transition('revokeMyProposal', sender, id)).status).toBe(200);

    expect((await releaseHeldMails()).complete).toBe(true);
    expect(await proposalMailsTo(sender)).toHaveLength(0);
    expect(await proposalMailsTo(receiver)).toHaveLength(0);
  });

  it('an item made before the proposal id was stored goes as made', async () => {
    const [sender, receiver] = await Promise.all([
      newEligibleMember({ gender: 'Female', firstName: 'Lata', city: 'Brandon' }),
      newEligibleMember({ gender: 'Male', firstName: 'Mohan', city: 'Dauphin' }),
    ]);
    // An item as the first version of held mails wrote it: no proposal id, so nothing to check it against.
    const made = new Date();
    await putHeldMail({
      id: `old-${receiver.id}`, userId: receiver.id, event: 'proposed', toCandidateId: receiver.candidateId, fromCandidateId: sender.candidateId,
      tab: 'receivedProposals', mode: 'immediate', createdDate: made.toISOString(), dueAt: new Date(made.getTime() + 10 * MINUTE).toISOString(),
    });
    expect((await releaseHeldMails()).complete).toBe(true);
    expect((await proposalMailsTo(receiver)).map((m) => m.subject)).toEqual(['A proposal for Mohan']);
  });

  it('a daily-digest family: a proposal revoked before the digest is not listed', async () => {
    const [revoking, waiting, receiver] = await Promise.all([
      newEligibleMember({ gender: 'Female', firstName: 'Indu', city: 'Sarnia' }),
      newEligibleMember({ gender: 'Female', firstName: 'Jaya', city: 'Cornwall' }),
      newEligibleMember({ gender: 'Male', firstName: 'Kunal', city: 'Belleville' }),
    ]);
    const settings = (await call('getUserNotifySettings', { token: receiver.token, params: { userProfileId: receiver.id } })).body;
    const flags = Object.fromEntries(notifyFlagNames.map((f) => [f, settings[f] !== false]));
    const set = await call('editUserNotifySettings', { token: receiver.token, params: { userNotifySettingsId: settings.id }, body: { ...flags, proposalsFrequency: 'daily' } });
    expect(set.status).toBe(200);
    const revoked = await proposeOk(revoking, receiver);
    await proposeOk(waiting, receiver);
    expect((await transition('revokeMyProposal', revoking, revoked)).status).toBe(200);
    expect(await proposalMailsTo(receiver)).toHaveLength(0);

    // Today's daily run, a few minutes on (never past today's end: the period is today's).
    const soon = Math.min(Date.now() + 5 * MINUTE, Math.floor(Date.now() / DAY) * DAY + DAY - 1);
    const run = await reminderDigest({ scheduledTime: new Date(soon).toISOString() });
    expect(run.complete).toBe(true);
    expect(run.counts.outdated).toBeGreaterThanOrEqual(1);
    const [digest, ...more] = await proposalMailsTo(receiver);
    expect(more).toHaveLength(0);
    expect(digest!.subject).toBe('News about proposals for Kunal');
    expect(digest!.text).toContain('The family of “Jaya” (');
    expect(digest!.text).not.toContain('Indu');
  });
});

describe('a held mail about a family blocked since is not sent', () => {
  const block = (who: CandidateMember, of: CandidateMember) =>
    call('blockFamily', { token: who.token, body: { userProfileId: who.id, fromCandidateId: who.candidateId, toCandidateId: of.candidateId } });
  /** A held item with no proposal id (nothing but the block to drop it by). */
  const hold = (to: CandidateMember, from: CandidateMember, mode: 'immediate' | 'digest') => {
    const made = new Date();
    return putHeldMail({
      id: `blocked-${to.id}-${from.id}`, userId: to.id, event: 'proposed', toCandidateId: to.candidateId, fromCandidateId: from.candidateId,
      tab: 'receivedProposals', mode, createdDate: made.toISOString(), dueAt: new Date(made.getTime() + (mode === 'immediate' ? 10 * MINUTE : 0)).toISOString(),
    });
  };

  it('the heldMail job drops the mail from a family the receiver blocked, or that blocked it, and sends the other', async () => {
    const [receiver, blockedByReceiver, blockingReceiver, kept] = await Promise.all([
      newEligibleMember({ gender: 'Male', firstName: 'Naresh', city: 'Kenora' }),
      newEligibleMember({ gender: 'Female', firstName: 'Omana', city: 'Dryden' }),
      newEligibleMember({ gender: 'Female', firstName: 'Padma', city: 'Atikokan' }),
      newEligibleMember({ gender: 'Female', firstName: 'Rani', city: 'Fort Frances' }),
    ]);
    for (const from of [blockedByReceiver, blockingReceiver, kept]) await hold(receiver, from, 'immediate');
    expect((await block(receiver, blockedByReceiver)).status).toBe(200);
    expect((await block(blockingReceiver, receiver)).status).toBe(200);
    const run = await releaseHeldMails();
    expect(run.complete).toBe(true);
    expect(run.counts.blocked).toBeGreaterThanOrEqual(2);
    const mails = await proposalMailsTo(receiver);
    expect(mails.map((m) => m.subject)).toEqual(['A proposal for Naresh']);
    expect(mails[0]!.text).toContain('Rani');
  });

  it('the daily digest lists no news from a family blocked either way', async () => {
    const [receiver, blockedByReceiver, blockingReceiver, kept] = await Promise.all([
      newEligibleMember({ gender: 'Male', firstName: 'Sunil', city: 'Cochrane' }),
      newEligibleMember({ gender: 'Female', firstName: 'Tanvi', city: 'Hearst' }),
      newEligibleMember({ gender: 'Female', firstName: 'Usha', city: 'Kapuskasing' }),
      newEligibleMember({ gender: 'Female', firstName: 'Vani', city: 'Timmins' }),
    ]);
    const settings = (await call('getUserNotifySettings', { token: receiver.token, params: { userProfileId: receiver.id } })).body;
    const flags = Object.fromEntries(notifyFlagNames.map((f) => [f, settings[f] !== false]));
    expect((await call('editUserNotifySettings', { token: receiver.token, params: { userNotifySettingsId: settings.id }, body: { ...flags, proposalsFrequency: 'daily' } })).status).toBe(200);
    for (const from of [blockedByReceiver, blockingReceiver, kept]) await hold(receiver, from, 'digest');
    expect((await block(receiver, blockedByReceiver)).status).toBe(200);
    expect((await block(blockingReceiver, receiver)).status).toBe(200);

    // Today's daily run again (the state is cleared; afterAll puts the saved one back).
    await db().send(new DeleteCommand({ TableName: TABLE(), Key: STATE_KEY }));
    const soon = Math.min(Date.now() + 5 * MINUTE, Math.floor(Date.now() / DAY) * DAY + DAY - 1);
    expect((await reminderDigest({ scheduledTime: new Date(soon).toISOString() })).complete).toBe(true);
    const [digest, ...more] = await proposalMailsTo(receiver);
    expect(more).toHaveLength(0);
    expect(digest!.text).toContain('The family of “Vani” (');
    expect(digest!.text).not.toMatch(/Tanvi|Usha/);
  });
});

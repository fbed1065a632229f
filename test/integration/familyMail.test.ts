/**
 * Each member of a family has their own notification settings and mail: proposal mail goes to
 * every member at their own address by their own frequency; 'nothing while on the site' is judged
 * per person; a frequency or unsubscribe link changes only the setting of the person it was
 * mailed to. The reminder digest runs as the scheduler runs it (the handler with the schedule's
 * event); its job state is cleared around this file so that other files' runs are left as they were.
 */
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultNotifyFlags, notifyFlagNames } from '#shared/domain/user.js';
import { handler as reminderDigest } from '#functions/jobs/reminderDigest.js';
import { verifyFrequencyToken } from '#functions/lib/frequencyToken.js';
import { call, candidateBody, db, mailsTo, newEligibleMember, releaseHeldMails, type CandidateMember, type Member } from './helpers.js';
import { invitee, joinedMember } from './familyHelpers.js';

const clearDigestState = () => db().send(new DeleteCommand({ TableName: process.env.TABLE_NAME, Key: { pk: 'JOB#reminderDigest', sk: 'STATE' } }));
beforeAll(clearDigestState);
afterAll(clearDigestState);

const settingsOf = async (m: Member) => {
  const res = await call('getUserNotifySettings', { token: m.token, params: { userProfileId: m.id } });
  return res.status === 200 ? res.body : undefined;
};

/** Saves the person's own settings: every flag as it is (or its default) but those given. */
async function saveSettings(m: Member, changes: Record<string, string | boolean>) {
  const current = await settingsOf(m);
  const flags = Object.fromEntries(notifyFlagNames.map((f) => [f, current?.[f] ?? defaultNotifyFlags[f]]));
  const res = current
    ? await call('editUserNotifySettings', { token: m.token, params: { userNotifySettingsId: current.id }, body: { ...flags, ...changes } })
    : await call('addUserNotifySettings', { token: m.token, body: { ...flags, ...changes } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
const setProposalsFrequency = (m: Member, proposalsFrequency: string) => saveSettings(m, { proposalsFrequency });

const propose = (from: CandidateMember, to: CandidateMember) =>
  call('saveUserInteraction', { token: from.token, body: { userProfileId: from.id, fromCandidateId: from.candidateId, toCandidateId: to.candidateId, interactionType: 'proposal' } });

const subjects = async (address: string) => (await mailsTo(address)).map((m) => m.subject);

/** A family of two (the founder, here the mother, and the father she invited) and another family to propose to it. */
async function familyOfTwo(name: string) {
  const [mother, other] = await Promise.all([
    newEligibleMember({ gender: 'Male', firstName: name }),
    newEligibleMember({ gender: 'Female' }),
  ]);
  const father = { ...(await joinedMember(mother, invitee('Father', 'Ravi'))), candidateId: mother.candidateId };
  return { mother, father, other };
}

describe('each member of a family by their own settings', () => {
  it('a proposal mails the mother at once and the father in his daily digest; his links change only his settings', async () => {
    const { mother, father, other } = await familyOfTwo('Kabir');
    await setProposalsFrequency(father, 'daily');
    // Each sees their own: the father's daily, the mother's as it was.
    expect((await settingsOf(father))?.proposalsFrequency).toBe('daily');
    expect((await settingsOf(mother))?.proposalsFrequency).toBe('immediately');

    expect((await propose(other, mother)).status).toBe(200);
    await releaseHeldMails();
    expect(await subjects(mother.email)).toContain('A proposal for Kabir');
    expect(await subjects(father.email)).not.toContain('A proposal for Kabir');

    const run = await reminderDigest({ scheduledTime: new Date(Date.now() + 60_000).toISOString() });
    expect(run.complete).toBe(true);
    const digest = (await mailsTo(father.email)).find((m) => /proposals for Kabir/.test(m.subject));
    expect(digest?.text).toContain('has sent a proposal to Kabir');
    expect(digest?.text).toContain('Hello Ravi,');
    expect((await subjects(mother.email)).filter((s) => /proposals for Kabir/.test(s))).toEqual([]);

    // The father's 'Weekly digest' link: his frequency moves, the mother's stays.
    const tokens = [...digest!.text.matchAll(/mailFrequency\?token=([^\s)>\]]+)/g)].map((t) => decodeURIComponent(t[1]!));
    const weekly = tokens.find((t) => verifyFrequencyToken(t)?.frequency === 'weekly');
    expect(weekly, digest!.text).toBeDefined();
    expect((await call('changeMailFrequency', { params: { token: weekly! } })).status).toBe(200);
    expect((await settingsOf(father))?.proposalsFrequency).toBe('weekly');
    expect((await settingsOf(mother))?.proposalsFrequency).toBe('immediately');

    // His unsubscribe link stops his proposal mail only.
    const unsubscribe = /unsubscribe\?token=([^\s)>\]]+)/.exec(digest!.text)?.[1];
    expect((await call('unsubscribe', { params: { token: decodeURIComponent(unsubscribe!) } })).status).toBe(200);
    expect((await settingsOf(father))?.emailNotifyPendingProposalsFlag).toBe(false);
    expect((await settingsOf(father))?.proposalsFrequency).toBe('never');
    const mothers = await settingsOf(mother);
    expect(mothers?.emailNotifyPendingProposalsFlag).toBe(true);
    expect(mothers?.proposalsFrequency).toBe('immediately');
  });

  it('a mail is held back only from the person who saw the news on the site', async () => {
    const { mother, father, other } = await familyOfTwo('Arjun');
    expect((await propose(other, mother)).status).toBe(200);
    // The father opens Received Proposals: he has seen it; the mother has not.
    const listed = await call('getMyReceivedProposalList', { token: father.token, params: { userId: father.id, candidateId: father.candidateId } });
    expect(listed.status).toBe(200);
    await releaseHeldMails();
    expect(await subjects(mother.email)).toContain('A proposal for Arjun');
    expect(await subjects(father.email)).not.toContain('A proposal for Arjun');
  });

  it('a member who left gets no more mail, and their old links write nothing', async () => {
    const { mother, father, other } = await familyOfTwo('Dev');
    await setProposalsFrequency(father, 'daily');
    expect((await call('leaveFamily', { token: father.token })).status).toBe(200);
    expect((await propose(other, mother)).status).toBe(200);
    await releaseHeldMails();
    await clearDigestState();
    expect((await reminderDigest({ scheduledTime: new Date(Date.now() + 120_000).toISOString() })).complete).toBe(true);
    expect((await subjects(father.email)).filter((s) => /Dev/.test(s))).toEqual([]);
    expect(await subjects(mother.email)).toContain('A proposal for Dev');
  });

  it("a notice about the family's profile goes to each member who wants it; the marketing opt-in is each person's own", async () => {
    const { mother, father } = await familyOfTwo('Ishaan');
    await saveSettings(father, { emailNotifyCandProfileUpdateFlag: false, emailSubscribeToNewsletterFlag: true });
    const updated = await call('updateCandidateProfile', { token: mother.token, params: { candidateId: mother.candidateId }, body: candidateBody({ gender: 'Male', firstName: 'Ishaan', city: 'Oakville' }) });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(await subjects(mother.email)).toContain('Your candidate profile was updated');
    expect(await subjects(father.email)).not.toContain('Your candidate profile was updated');
    expect((await settingsOf(father))?.emailSubscribeToNewsletterFlag).toBe(true);
    // The mother never saved hers: the defaults, newsletter off.
    expect((await settingsOf(mother))?.emailSubscribeToNewsletterFlag).toBe(false);
  });
});

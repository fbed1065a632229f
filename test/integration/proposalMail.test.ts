/**
 * The mails of a proposal, read from the local SES: the receiving family hears of a proposal and
 * each reminder (once while its news still waits to be sent), the sender of the answer; each names the other candidate only by first name, age
 * and city, and links into the right dashboard tab.
 */
import { expect, it } from 'vitest';
import { call, mailsTo, newEligibleMember, releaseHeldMails } from './helpers.js';

it('proposal, reminder, acceptance and rejection each mail the other family, with no masked value', async () => {
  const [a, b, c] = await Promise.all([
    newEligibleMember({ gender: 'Female', firstName: 'Anjali', lastName: 'Mehrotra', city: 'Markham' }),
    newEligibleMember({ gender: 'Male', firstName: 'Bhavin', lastName: 'Patelwala', city: 'Edison' }),
    newEligibleMember({ gender: 'Male', firstName: 'Chirag', lastName: 'Desaiwala', city: 'Fremont' }),
  ]);
  const propose = (from: typeof a, to: typeof b) =>
    call('saveUserInteraction', { token: from.token, body: { userProfileId: from.id, fromCandidateId: from.candidateId, toCandidateId: to.candidateId, interactionType: 'proposal' } });

  const toB = await propose(a, b);
  expect(toB.status).toBe(200);
  // Held 10 minutes (the family may see it on the site first): nothing yet, then the held-mail job sends it.
  expect((await mailsTo(b.email)).some((m) => m.subject === 'A proposal for Bhavin')).toBe(false);
  await releaseHeldMails();
  const arrived = (await mailsTo(b.email)).find((m) => m.subject === 'A proposal for Bhavin');
  expect(arrived?.text).toContain('The family of “Anjali” (');
  expect(arrived?.text).toContain('Markham”) has sent a proposal to Bhavin.');
  expect(arrived?.text).toMatch(/\/dashboard\/receivedProposals/);
  expect(arrived?.text).not.toContain('Mehrotra');

  expect((await call('remindMyProposal', { token: a.token, params: { userId: a.id, interactionId: toB.body.id } })).status).toBe(200);
  await releaseHeldMails();
  expect((await mailsTo(b.email)).some((m) => m.subject === 'A reminder: a proposal for Bhavin is waiting')).toBe(true);

  expect((await call('acceptTheirProposal', { token: b.token, params: { userId: b.id, interactionId: toB.body.id } })).status).toBe(200);
  await releaseHeldMails();
  const accepted = (await mailsTo(a.email)).find((m) => m.subject === 'Your proposal was accepted');
  expect(accepted?.text).toContain('The family of “Bhavin” (');
  expect(accepted?.text).toMatch(/\/dashboard\/myProposals/);
  expect(accepted?.text).not.toContain('Patelwala');

  const toC = await propose(a, c);
  expect((await call('rejectTheirProposal', { token: c.token, params: { userId: c.id, interactionId: toC.body.id } })).status).toBe(200);
  await releaseHeldMails();
  expect((await mailsTo(a.email)).some((m) => m.subject === 'An answer to your proposal' && m.text.includes('“Chirag” ('))).toBe(true);
});

it('reminders clicked while the news still waits to be sent mail the family once', async () => {
  const [a, b] = await Promise.all([
    newEligibleMember({ gender: 'Female', firstName: 'Diya', city: 'Mississauga' }),
    newEligibleMember({ gender: 'Male', firstName: 'Eshan', city: 'Surrey' }),
  ]);
  const sent = await call('saveUserInteraction', {
    token: a.token, body: { userProfileId: a.id, fromCandidateId: a.candidateId, toCandidateId: b.candidateId, interactionType: 'proposal' },
  });
  expect(sent.status).toBe(200);
  const remind = async () =>
    expect((await call('remindMyProposal', { token: a.token, params: { userId: a.id, interactionId: sent.body.id } })).status).toBe(200);
  const subjects = async () => (await mailsTo(b.email)).map((m) => m.subject);
  const REMINDER = 'A reminder: a proposal for Eshan is waiting';

  // A reminder straight after the proposal: its mail has not gone yet, and says it all.
  await remind();
  await releaseHeldMails();
  expect((await subjects()).filter((s) => s === 'A proposal for Eshan')).toHaveLength(1);
  expect((await subjects()).filter((s) => s === REMINDER)).toHaveLength(0);
  // Two more in a row, after it went: one mail.
  await remind();
  await remind();
  await releaseHeldMails();
  expect((await subjects()).filter((s) => s === REMINDER)).toHaveLength(1);
});

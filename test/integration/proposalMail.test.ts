/**
 * The mails of a proposal, read from the local SES: the receiving family hears of a proposal and
 * each reminder, the sender of the answer; each names the other candidate only by first name, age
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

/**
 * At most 20 new proposals a family a day: the 21st gets 429 with when it may send more, even when
 * all are sent at once, and a proposal refused for another reason does not use up the day's count.
 */
import { expect, it } from 'vitest';
import { call, newEligibleMember, putListedProfiles } from './helpers.js';

it('the 21st proposal of the day is refused with a clear message, also when they race', async () => {
  const family = await newEligibleMember({ gender: 'Male' });
  const targets = await putListedProfiles(22, () => ({ gender: 'Female' }));
  const propose = (toCandidateId: string) =>
    call('saveUserInteraction', { token: family.token, body: { userProfileId: family.id, fromCandidateId: family.candidateId, toCandidateId, interactionType: 'proposal' } });

  // A refused proposal (to one's own profile) counts nothing.
  expect((await propose(family.candidateId)).status).toBe(422);
  const answers = await Promise.all(targets.slice(0, 21).map((t) => propose(t.id)));
  expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
  const refused = answers.filter((a) => a.status !== 200);
  expect(refused).toHaveLength(1);
  expect(refused[0]).toMatchObject({ status: 429, body: { message: 'You have sent 20 proposals today. You can send more tomorrow (after midnight UTC).' } });
  expect((await propose(targets[21]!.id)).status).toBe(429);

  const sent = await call('getMySentProposalList', { token: family.token, params: { userId: family.id, candidateId: family.candidateId } });
  expect(sent.body.items.filter((i: { interactionType: string }) => i.interactionType === 'proposal')).toHaveLength(20);
});

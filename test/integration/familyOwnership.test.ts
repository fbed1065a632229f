/**
 * The rules that belong to the family, not to a login, hold across its members because every
 * member acts as the family's account: the 20-a-day proposal limit, blocks, the pair guard, and
 * eligibility to view profiles.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ALREADY_PROPOSED, DAILY_PROPOSALS, THEY_PROPOSED, tooManyProposals } from '#functions/proposals/proposals.js';
import { viewGateTexts } from '#shared/texts.js';
import { call, candidateBody, newEligibleMember, propose, putListedProfiles, setIneligible, type CandidateMember } from './helpers.js';
import { invitee, joinedMember } from './familyHelpers.js';

const TAG = `own${Math.random().toString(36).slice(2, 10)}`;
const family = (over: Record<string, unknown> = {}) => newEligibleMember(candidateBody({ city: TAG, ...over }));
/** An invited member of `founder`'s family, acting on its candidate profile. */
const memberOf = async (founder: CandidateMember, relation = 'Father'): Promise<CandidateMember> =>
  ({ ...(await joinedMember(founder, invitee(relation))), candidateId: founder.candidateId });

describe('the daily proposal limit is the family’s', () => {
  let targets: { id: string }[];
  beforeAll(async () => {
    targets = await putListedProfiles(DAILY_PROPOSALS + 2, () => ({ city: TAG, gender: 'Female' }));
  });

  it("an invited member's proposals count against the family's 20 a day", async () => {
    const mother = await family({ gender: 'Male' });
    const father = await memberOf(mother);
    const half = DAILY_PROPOSALS / 2;
    for (const t of targets.slice(0, half)) expect((await propose(mother, t.id)).status).toBe(200);
    for (const t of targets.slice(half, DAILY_PROPOSALS)) expect((await propose(father, t.id)).status).toBe(200);
    expect(await propose(father, targets[DAILY_PROPOSALS]!.id)).toEqual({ status: 429, body: { message: tooManyProposals } });
    expect(await propose(mother, targets[DAILY_PROPOSALS + 1]!.id)).toEqual({ status: 429, body: { message: tooManyProposals } });
  });
});

describe('the pair guard holds across members', () => {
  it('one member proposed: another member of the family, and every member of the other family, are told so', async () => {
    const mother = await family({ gender: 'Male' });
    const father = await memberOf(mother);
    const other = await family({ gender: 'Female' });
    const otherSister = await memberOf(other, 'Sister');
    expect((await propose(mother, other.candidateId)).status).toBe(200);
    const again = await propose(father, other.candidateId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ALREADY_PROPOSED);
    const back = await propose(otherSister, mother.candidateId);
    expect(back.status).toBe(409);
    expect(back.body.message).toBe(THEY_PROPOSED);
  });
});

describe('blocks are the family’s', () => {
  it("a block made by one member hides the other family from every member of the family", async () => {
    const mother = await family({ gender: 'Male' });
    const father = await memberOf(mother);
    const other = await family({ gender: 'Female' });
    const otherBrother = await memberOf(other, 'Brother');
    const profile = (who: CandidateMember, candidateId: string) => call('getCandidateProfile', { token: who.token, params: { candidateId } });
    expect((await profile(mother, other.candidateId)).status).toBe(200);
    const blocked = await call('blockFamily', {
      token: father.token, body: { userProfileId: father.id, fromCandidateId: father.candidateId, toCandidateId: other.candidateId },
    });
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
    expect((await profile(mother, other.candidateId)).status).toBe(404);
    expect((await profile(father, other.candidateId)).status).toBe(404);
    // Both ways: the blocked family's members no longer see this one either.
    expect((await profile(other, mother.candidateId)).status).toBe(404);
    expect((await profile(otherBrother, mother.candidateId)).status).toBe(404);
    const list = await call('getBlockedFamilyList', { token: mother.token, params: { userId: mother.id } });
    expect((list.body.items as { candidateId: string }[]).map((b) => b.candidateId)).toEqual([other.candidateId]);
    expect(await propose(mother, other.candidateId)).toMatchObject({ status: 404 });
  });
});

describe('eligibility is the family’s', () => {
  it("an ineligible family's members are all refused viewing; cleared, all may view", async () => {
    const mother = await family({ gender: 'Male' });
    const father = await memberOf(mother);
    const other = await family({ gender: 'Female' });
    await setIneligible(mother.candidateId, true);
    for (const who of [mother, father]) {
      expect((await call('getSession', { token: who.token })).body.viewGate).toBe('ineligible');
      expect(await call('getCandidateProfile', { token: who.token, params: { candidateId: other.candidateId } }))
        .toEqual({ status: 403, body: { message: viewGateTexts.ineligible } });
      expect(await call('searchProfiles', { token: who.token, body: { gender: 'Female', minAge: 25, maxAge: 35 } }))
        .toEqual({ status: 403, body: { message: viewGateTexts.ineligible } });
    }
    await setIneligible(mother.candidateId, false);
    for (const who of [mother, father]) {
      expect((await call('getCandidateProfile', { token: who.token, params: { candidateId: other.candidateId } })).status).toBe(200);
    }
  });
});

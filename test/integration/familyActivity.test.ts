/**
 * Who of the family asked for or answered a photo request and who blocked, shown on the family's own
 * pages only; and Family Activity: the family's own acts of the last 90 days, newest first, with
 * who, what and whom, refused to another family.
 */
import { describe, expect, it } from 'vitest';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivityEntry } from '#shared/domain/familyActivity.js';
import type { PhotoRequestView } from '#shared/domain/photoRequests.js';
import { call, candidateBody, db, newEligibleMember, propose, transition, uploadPhoto, type Answer, type CandidateMember } from './helpers.js';
import { invitee, joinedMember } from './familyHelpers.js';

const TAG = `fact${Math.random().toString(36).slice(2, 10)}`;
const family = (gender: string) => newEligibleMember(candidateBody({ city: TAG, gender, firstName: gender === 'Female' ? 'Priya' : 'Arjun', lastName: 'Sharma' }));
const memberOf = async (founder: CandidateMember, relation: string, firstName: string) =>
  ({ ...(await joinedMember(founder, invitee(relation, firstName))), candidateId: founder.candidateId });
const ok = async (res: Promise<Answer>) => {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
};
const activityOf = async (who: CandidateMember) =>
  (await ok(call('getFamilyActivity', { token: who.token, params: { userId: who.id } }))).body as { items: ActivityEntry[]; days: number; more: boolean };

/** A family with two photos that shows members the first only. */
async function holdingBack(): Promise<CandidateMember> {
  const owner = await family('Female');
  await uploadPhoto(owner, owner.candidateId);
  await ok(call('setPhotoAccess', { token: owner.token, params: { candidateId: owner.candidateId }, body: { photoAccess: 'first' } }));
  return owner;
}

describe('photo requests and blocks name the acting member to their own family only', () => {
  it("the owner's Photo Requests names who of the owner's family answered, never who of the other family asked", async () => {
    const owner = await holdingBack();
    const ownerMother = await memberOf(owner, 'Mother', 'Meera');
    const requester = await family('Male');
    const requesterFather = await memberOf(requester, 'Father', 'Vikram');
    await ok(call('requestPhotos', { token: requesterFather.token, body: { candidateId: owner.candidateId } }));
    const waiting = await ok(call('getPhotoRequestList', { token: owner.token, params: { userId: owner.id } }));
    expect((waiting.body.items as PhotoRequestView[])[0]?.acts).toBeUndefined();
    expect(JSON.stringify(waiting.body)).not.toContain('Vikram');
    expect(JSON.stringify(waiting.body)).not.toContain(requesterFather.sub);

    await ok(call('approvePhotoRequest', { token: ownerMother.token, params: { userId: owner.id, requesterUserId: requester.id } }));
    const [item] = (await ok(call('getPhotoRequestList', { token: owner.token, params: { userId: owner.id } }))).body.items as PhotoRequestView[];
    expect(item?.acts).toEqual([{ act: 'approvedPhotos', firstName: 'Meera', relation: 'Mother', at: expect.any(String) }]);

    // Each family's activity has its own member's act, about the other family's candidate.
    expect((await activityOf(requester)).items).toEqual([
      { id: expect.any(String), act: 'askedPhotos', firstName: 'Vikram', relation: 'Father', at: expect.any(String), whom: 'Priya S****a' },
    ]);
    expect((await activityOf(owner)).items).toEqual([
      { id: expect.any(String), act: 'approvedPhotos', firstName: 'Meera', relation: 'Mother', at: expect.any(String), whom: 'Arjun S****a' },
    ]);
  });

  it('Blocked Families names who blocked; the blocked family hears nothing of it', async () => {
    const mother = await family('Male');
    const father = await memberOf(mother, 'Father', 'Vikram');
    const other = await family('Female');
    await ok(call('blockFamily', { token: father.token, body: { userProfileId: father.id, fromCandidateId: father.candidateId, toCandidateId: other.candidateId } }));
    const list = await ok(call('getBlockedFamilyList', { token: mother.token, params: { userId: mother.id } }));
    expect(list.body.items[0].acts).toEqual([{ act: 'blocked', firstName: 'Vikram', relation: 'Father', at: expect.any(String) }]);
    expect((await activityOf(other)).items).toEqual([]);
  });
});

describe('Family Activity', () => {
  it("lists the family's acts newest first, each with who, what, whom and when, from every member", async () => {
    const mother = await family('Male');
    const father = await memberOf(mother, 'Father', 'Vikram');
    const other = await family('Female');
    const third = await family('Female');
    const first = await ok(propose(father, other.candidateId));
    await ok(propose(mother, third.candidateId));
    await ok(transition('remindMyProposal', mother, first.body.id as string));
    await ok(call('blockFamily', { token: father.token, body: { userProfileId: father.id, fromCandidateId: father.candidateId, toCandidateId: third.candidateId } }));
    // Blocking the same family again (another member, or a second tab) is not a second act.
    await ok(call('blockFamily', { token: mother.token, body: { userProfileId: mother.id, fromCandidateId: mother.candidateId, toCandidateId: third.candidateId } }));

    const { items, days, more } = await activityOf(father);
    expect(days).toBe(90);
    expect(more).toBe(false);
    expect(items.map((i) => [i.act, i.firstName, i.relation, i.whom])).toEqual([
      ['blocked', 'Vikram', 'Father', 'Priya S****a'],
      ['reminded', 'Asha', undefined, 'Priya S****a'],
      ['proposed', 'Asha', undefined, 'Priya S****a'],
      ['proposed', 'Vikram', 'Father', 'Priya S****a'],
    ]);
    expect([...items].sort((a, b) => (a.at < b.at ? 1 : -1))).toEqual(items);
    // The other family's list has only what its own members did: nothing here.
    expect((await activityOf(other)).items).toEqual([]);
    // The receiving family answers: its own list, not the proposing family's, gets it.
    await ok(transition('rejectTheirProposal', other, first.body.id as string));
    expect((await activityOf(other)).items.map((i) => [i.act, i.whom])).toEqual([['rejected', 'Arjun S****a']]);
    expect((await activityOf(mother)).items.filter((i) => i.act === 'rejected')).toEqual([]);
  });

  it('names the other family in full once both said yes, as Candidate Details does', async () => {
    const mother = await family('Male');
    const other = await family('Female');
    const sent = await ok(propose(mother, other.candidateId));
    expect((await activityOf(mother)).items.map((i) => i.whom)).toEqual(['Priya S****a']);
    await ok(transition('acceptTheirProposal', other, sent.body.id as string));
    // Both families' candidates are Sharmas: starred before, in full after.
    expect((await activityOf(mother)).items.map((i) => i.whom)).toEqual(['Priya Sharma']);
    expect((await activityOf(other)).items.map((i) => [i.act, i.whom])).toEqual([['accepted', 'Arjun Sharma']]);
  });

  it('is refused to another family, whatever its member', async () => {
    const mother = await family('Male');
    const stranger = await family('Female');
    const strangerSister = await memberOf(stranger, 'Sister', 'Leela');
    for (const who of [stranger, strangerSister]) {
      const res = await call('getFamilyActivity', { token: who.token, params: { userId: mother.id } });
      expect(res.status).toBe(403);
    }
    expect((await call('getFamilyActivity', { params: { userId: mother.id } })).status).toBe(401);
  });

  it('leaves out acts older than 90 days, even while the table still holds them', async () => {
    const mother = await family('Male');
    const old = new Date(Date.now() - 91 * 86_400_000).toISOString();
    const recent = new Date(Date.now() - 89 * 86_400_000).toISOString();
    for (const [at, id] of [[old, 'old-act'], [recent, 'recent-act']] as const) {
      await db().send(new PutCommand({
        TableName: process.env.TABLE_NAME,
        Item: { pk: `USER#${mother.id}`, sk: `ACT#${at}#${id}`, type: 'FamilyActivity', familyId: mother.id, id, act: 'proposed', at, memberId: mother.id, firstName: 'Asha' },
      }));
    }
    expect((await activityOf(mother)).items).toEqual([
      { id: 'recent-act', act: 'proposed', firstName: 'Asha', at: recent, whom: null },
    ]);
  });
});

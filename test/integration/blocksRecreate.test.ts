/**
 * A block is kept on the two families, through HTTP on the local stack: X blocks
 * Y; X deletes its candidate profile and creates a new one with a photo, and Y still finds it
 * nowhere (search, the profile page, propose, save); Y does the same, and neither family finds the
 * other's new profile; X's Blocked Families list shows the block throughout ('A removed profile'
 * while Y has none or one no member sees, then Y's new profile); unblocking by the id the list shows restores everything;
 * deleting X's account removes the mirror its block left with Y.
 * A third family finds both new profiles all along, so the searches could have found them.
 *
 * Other test files share the stack: every profile here lives in the United Kingdom in a state named
 * by a random token, which the searches name in their free text.
 */
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlockedFamily } from '#shared/domain/blocks.js';
import type { ProfileCard } from '#shared/domain/search.js';
import { REMOVED_PROFILE_NAME } from '#functions/proposals/blocks.js';
import {
  call, candidateBody, createProfile, db, newEligibleMember, propose, recreateProfile, setProfileVisible, type Answer, type CandidateMember, type Member, deleteFamily,
} from './helpers.js';

const STATE = `r${Math.random().toString(36).slice(2, 10)}`;
const YEAR = new Date().getFullYear();
const body = (gender: 'Male' | 'Female', firstName: string) =>
  candidateBody({ gender, dobYear: YEAR - 30, country: 'United Kingdom', state: STATE, city: 'Leeds', firstName });

const expect200 = async (res: Promise<Answer>) => {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
};
const searchIds = async (who: CandidateMember, gender: string) =>
  ((await expect200(call('searchProfiles', { token: who.token, body: { searchText: STATE, gender } }))).body.items as ProfileCard[]).map((c) => c.id);
const profile = (who: Member, candidateId: string) => call('getCandidateProfile', { token: who.token, params: { candidateId } });
const save = (who: Member, candidateId: string) => call('saveUserSavedProfile', { token: who.token, body: { userProfileId: who.id, candidateId } });
const block = (who: CandidateMember, toCandidateId: string) =>
  call('blockFamily', { token: who.token, body: { userProfileId: who.id, fromCandidateId: who.candidateId, toCandidateId } });
const unblock = (who: Member, candidateId: string) => call('unblockFamily', { token: who.token, params: { userId: who.id, candidateId } });
const blockedList = async (who: Member) =>
  (await expect200(call('getBlockedFamilyList', { token: who.token, params: { userId: who.id } }))).body.items as BlockedFamily[];

/** The block items stored in a member's own partition (both directions), by sort key. */
const blockItems = async (who: Member) =>
  ((await db().send(new QueryCommand({
    TableName: process.env.TABLE_NAME, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :b)',
    ExpressionAttributeValues: { ':pk': `USER#${who.id}`, ':b': 'BLOCK' }, ConsistentRead: true,
  }))).Items ?? []).map((i) => i.sk as string).sort();

/** Deletes the family's candidate profile (answers the family without one). */
async function deleteProfile(m: CandidateMember): Promise<Member> {
  await expect200(call('deleteCandidateProfile', { token: m.token, params: { candidateId: m.candidateId } }));
  return m;
}

/** Y sees nothing of X's profile, and X nothing of Y's: exactly as for a profile that does not exist. */
async function expectApart(x: CandidateMember, y: CandidateMember) {
  expect(await searchIds(y, 'Female')).not.toContain(x.candidateId);
  expect(await searchIds(x, 'Male')).not.toContain(y.candidateId);
  const missing = await profile(y, randomUUID());
  expect(missing.status).toBe(404);
  expect(await profile(y, x.candidateId)).toEqual(missing);
  expect((await profile(x, y.candidateId)).status).toBe(404);
  expect(await propose(y, x.candidateId)).toEqual(await propose(y, randomUUID()));
  expect((await propose(y, x.candidateId)).status).toBe(404);
  expect((await propose(x, y.candidateId)).status).toBe(404);
  expect(await save(y, x.candidateId)).toEqual(await save(y, randomUUID()));
}

let x: CandidateMember; // blocks y
let y: CandidateMember;
let e: CandidateMember; // a third family, apart from the block

beforeAll(async () => {
  [x, y, e] = await Promise.all([
    newEligibleMember(body('Female', 'Xara')), newEligibleMember(body('Male', 'Yusuf')), newEligibleMember(body('Male', 'Eshan')),
  ]);
  expect(await searchIds(y, 'Female')).toContain(x.candidateId);
  await expect200(block(x, y.candidateId));
});

describe('a block outlives new profiles, on both sides', () => {
  it('the blocker re-creates its profile: the blocked family still finds it nowhere, and cannot propose', async () => {
    x = await recreateProfile(x, body('Female', 'Xara'));
    expect(await searchIds(e, 'Female')).toContain(x.candidateId);
    await expectApart(x, y);
    const [item, ...rest] = await blockedList(x);
    expect(rest).toEqual([]);
    expect(item).toMatchObject({ candidateId: y.candidateId, firstName: 'Yusuf' });
  });

  it("while the blocked family has no profile, the blocker's list shows the block as a removed profile", async () => {
    const gone = y.candidateId;
    await deleteProfile(y);
    expect(await blockedList(x)).toEqual([{ acts: [expect.objectContaining({ act: 'blocked' })], candidateId: gone, firstName: REMOVED_PROFILE_NAME, age: null, city: '', country: '', blockedDate: expect.any(String) }]);
  });

  it('the blocked family re-creates its profile: neither finds the other, and the list shows its new profile', async () => {
    y = await createProfile(y, body('Male', 'Yash'));
    expect(await searchIds(x, 'Male')).not.toContain(y.candidateId);
    expect(await searchIds(e, 'Female')).toContain(x.candidateId);
    await expectApart(x, y);
    const [item, ...rest] = await blockedList(x);
    expect(rest).toEqual([]);
    expect(item).toMatchObject({ candidateId: y.candidateId, firstName: 'Yash' });
    expect(await blockedList(y)).toEqual([]);
    // Blocking again by the new id is the same block: one entry.
    await expect200(block(x, y.candidateId));
    expect(await blockedList(x)).toHaveLength(1);
  });

  it('the blocked family cannot lift the block; unblocking by the id the list shows restores everything', async () => {
    expect((await unblock(y, x.candidateId)).status).toBe(404);
    await expect200(unblock(x, y.candidateId));
    expect(await blockedList(x)).toEqual([]);
    expect(await searchIds(y, 'Female')).toContain(x.candidateId);
    expect(await searchIds(x, 'Male')).toContain(y.candidateId);
    expect((await profile(y, x.candidateId)).status).toBe(200);
    await expect200(propose(y, x.candidateId));
  });

  it("deleting the blocker's account removes the block's mirror from the blocked family's partition", async () => {
    await expect200(block(x, y.candidateId));
    expect(await blockItems(y)).toEqual([`BLOCKEDBY#${x.id}`]);
    await expect200(deleteFamily(x));
    expect(await blockItems(y)).toEqual([]);
  });
});

describe('a blocked family hidden under a new profile', () => {
  it('shows in the list by the id it was blocked by, never by its new profile id; unblocking by that id works', async () => {
    const [p, q] = await Promise.all([newEligibleMember(body('Female', 'Priya')), newEligibleMember(body('Male', 'Qasim'))]);
    await expect200(block(p, q.candidateId));
    const blockedId = q.candidateId;
    await deleteProfile(q);
    const renewed = await createProfile(q, body('Male', 'Qadir'));
    await expect200(setProfileVisible(renewed, false));
    const listed = await blockedList(p);
    expect(listed).toEqual([{ acts: [expect.objectContaining({ act: 'blocked' })], candidateId: blockedId, firstName: REMOVED_PROFILE_NAME, age: null, city: '', country: '', blockedDate: expect.any(String) }]);
    expect(JSON.stringify(listed)).not.toContain(renewed.candidateId);
    await expect200(unblock(p, blockedId));
    expect(await blockedList(p)).toEqual([]);
  });

  it('a new profile without a photo (no member sees it) lists as a removed profile, without its name', async () => {
    const [p, q] = await Promise.all([newEligibleMember(body('Female', 'Pooja')), newEligibleMember(body('Male', 'Qamar'))]);
    await expect200(block(p, q.candidateId));
    const blockedId = q.candidateId;
    await deleteProfile(q);
    const created = await expect200(call('saveCandidateProfile', { token: q.token, body: body('Male', 'Quasim') }));
    const listed = await blockedList(p);
    expect(listed).toEqual([{ acts: [expect.objectContaining({ act: 'blocked' })], candidateId: blockedId, firstName: REMOVED_PROFILE_NAME, age: null, city: '', country: '', blockedDate: expect.any(String) }]);
    expect(JSON.stringify(listed)).not.toContain('Quasim');
    expect(JSON.stringify(listed)).not.toContain(created.body.id as string);
  });
});

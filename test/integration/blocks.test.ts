/**
 * Blocking a family, through HTTP on the local stack: C blocks D, and from then on
 * neither family finds the other anywhere — search (totals included), matched, saved, both proposal
 * lists, the profile page — while a third family still finds both; the pending proposal between them
 * is withdrawn without a mail; D is answered exactly as for a profile that does not exist and can
 * neither see nor lift C's block; unblocking restores search and the saved list. Refusals: one's own
 * profile (422), another member's account (403), an unknown profile (404).
 *
 * Other test files share the stack: every profile here lives in the United Kingdom in a state named
 * by a random token, which the searches name in their free text and the expectations make a must-have.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { blockTexts, type BlockedFamily } from '#shared/domain/blocks.js';
import type { ProfileCard } from '#shared/domain/search.js';
import { CANNOT_BLOCK_OWN } from '#functions/proposals/blocks.js';
import {
  call, candidateBody, db, mailsTo, newEligibleMember, propose, proposalList, type Answer, type CandidateMember, type Member,
} from './helpers.js';

const STATE = `b${Math.random().toString(36).slice(2, 10)}`;
const YEAR = new Date().getFullYear();

let n = 0;
const family = (gender: 'Male' | 'Female', over: Record<string, unknown> = {}) => {
  const i = n++;
  return newEligibleMember(candidateBody({
    gender, dobYear: YEAR - 30, country: 'United Kingdom', state: STATE, city: 'Leicester', email: `block${i}.${STATE}@example.org`,
    firstName: `Fam${i}`, ...over,
  }));
};

const expect200 = async (res: Promise<Answer>) => {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
};
const ids = (res: Answer) => (res.body.items as ProfileCard[]).map((c) => c.id);

/** Every way a member could come across another family's profile, as ids (and the totals). */
const search = (who: CandidateMember, gender: string) => expect200(call('searchProfiles', { token: who.token, body: { searchText: STATE, gender } }));
const matched = (who: CandidateMember) => expect200(call('getMatchingProfiles', { token: who.token, params: { candidateId: who.candidateId } }));
const savedIds = async (who: Member) =>
  ((await expect200(call('getUserSavedProfileList', { token: who.token, params: { userId: who.id } }))).body.items as { candidateId: string }[]).map((s) => s.candidateId);
const profile = (who: Member, candidateId: string) => call('getCandidateProfile', { token: who.token, params: { candidateId } });
const others = async (who: CandidateMember) => {
  const cards = [...(await proposalList('sent', who)), ...(await proposalList('received', who))];
  return cards.map((p) => (p.fromCandidateId === who.candidateId ? p.toCandidateId : p.fromCandidateId));
};

const block = (who: CandidateMember, toCandidateId: string, over: Record<string, unknown> = {}) =>
  call('blockFamily', { token: who.token, body: { userProfileId: who.id, fromCandidateId: who.candidateId, toCandidateId, ...over } });
const unblock = (who: Member, candidateId: string) => call('unblockFamily', { token: who.token, params: { userId: who.id, candidateId } });
const blockedList = async (who: Member) =>
  (await expect200(call('getBlockedFamilyList', { token: who.token, params: { userId: who.id } }))).body.items as BlockedFamily[];

const storedProposal = async (id: string) =>
  (await db().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: `INTER#${id}`, sk: 'INTER' }, ConsistentRead: true }))).Item;

let c: CandidateMember; // blocks d
let d: CandidateMember;
let e: CandidateMember; // a third family, apart from the block
let proposalId: string;

const wants = (gender: string) => ({ gender, minAge: 25, maxAge: 35, state: STATE, country: 'United Kingdom', mustHaves: ['state'] });

beforeAll(async () => {
  [c, d, e] = await Promise.all([family('Female'), family('Male'), family('Male')]);
  await expect200(call('addExpectation', { token: d.token, params: { candidateId: d.candidateId }, body: wants('Female') }));
  await expect200(call('addExpectation', { token: c.token, params: { candidateId: c.candidateId }, body: wants('Male') }));
  await expect200(call('addExpectation', { token: e.token, params: { candidateId: e.candidateId }, body: wants('Female') }));
  // Before the block D finds C everywhere: D saved C and proposed to C.
  await expect200(call('saveUserSavedProfile', { token: d.token, body: { userProfileId: d.id, candidateId: c.candidateId } }));
  proposalId = (await expect200(propose(d, c.candidateId))).body.id;
});

describe('C blocks D', () => {
  let mailsBefore: { c: number; d: number };
  let totalsBefore: { search: number; matched: number; cSearch: number };

  it('before the block, D and C find each other', async () => {
    const s = await search(d, 'Female');
    const m = await matched(d);
    const cs = await search(c, 'Male');
    expect(ids(s)).toContain(c.candidateId);
    expect(ids(m)).toContain(c.candidateId);
    expect(ids(cs)).toContain(d.candidateId);
    expect(await savedIds(d)).toContain(c.candidateId);
    expect(await others(d)).toContain(c.candidateId);
    expect(await others(c)).toContain(d.candidateId);
    totalsBefore = { search: s.body.total, matched: m.body.total, cSearch: cs.body.total };
    mailsBefore = { c: (await mailsTo(c.email)).length, d: (await mailsTo(d.email)).length };
  });

  it('answers the confirmation text and withdraws the pending proposal without any mail', async () => {
    expect(await block(c, d.candidateId)).toEqual({ status: 200, body: { message: blockTexts.blocked } });
    expect(await storedProposal(proposalId)).toMatchObject({ revoked: true, responseType: 'pending' });
    expect((await mailsTo(c.email)).length).toBe(mailsBefore.c);
    expect((await mailsTo(d.email)).length).toBe(mailsBefore.d);
  });

  it('D no longer finds C anywhere: search (with filters that match C) and its total, matched, saved, proposals', async () => {
    const s = await search(d, 'Female');
    expect(ids(s)).not.toContain(c.candidateId);
    expect(s.body.total).toBe(totalsBefore.search - 1);
    const m = await matched(d);
    expect(ids(m)).not.toContain(c.candidateId);
    expect(m.body.total).toBe(totalsBefore.matched - 1);
    expect(await savedIds(d)).not.toContain(c.candidateId);
    expect(await others(d)).not.toContain(c.candidateId);
  });

  it("D gets C's profile page, a save, Not Interested and a proposal answered exactly as for a missing profile", async () => {
    const missing = await profile(d, randomUUID());
    expect(missing.status).toBe(404);
    expect(await profile(d, c.candidateId)).toEqual(missing);
    const missingSave = await call('saveUserSavedProfile', { token: d.token, body: { userProfileId: d.id, candidateId: randomUUID() } });
    expect(await call('saveUserSavedProfile', { token: d.token, body: { userProfileId: d.id, candidateId: c.candidateId } })).toEqual(missingSave);
    const notInterested = (to: string) =>
      call('saveUserInteraction', { token: d.token, body: { userProfileId: d.id, fromCandidateId: d.candidateId, toCandidateId: to, interactionType: 'notInterested' } });
    expect(await notInterested(c.candidateId)).toEqual(await notInterested(randomUUID()));
    expect(await propose(d, c.candidateId)).toEqual(await propose(d, randomUUID()));
    expect(missing.status).toBe(404);
  });

  it("C's shared name answers D exactly as an unknown name, while a third family still opens it", async () => {
    const name = `blocked-${STATE}`;
    await expect200(call('updatePubURL', { token: c.token, params: { candidateId: c.candidateId }, body: { candidateProfilePublicURL: name } }));
    const byName = (who: Member, pubProfile: string) => call('getProfileByPubURL', { token: who.token, params: { pubProfile } });
    expect(await byName(d, name)).toEqual(await byName(d, `${name}-unknown`));
    expect((await byName(d, name)).status).toBe(404);
    expect((await byName(e, name)).status).toBe(200);
  });

  it('C no longer finds D either', async () => {
    const s = await search(c, 'Male');
    expect(ids(s)).not.toContain(d.candidateId);
    expect(s.body.total).toBe(totalsBefore.cSearch - 1);
    expect(ids(await matched(c))).not.toContain(d.candidateId);
    expect(await others(c)).not.toContain(d.candidateId);
    expect((await profile(c, d.candidateId)).status).toBe(404);
    expect((await propose(c, d.candidateId)).status).toBe(404);
  });

  it('a third family still finds both', async () => {
    expect(ids(await search(e, 'Female'))).toContain(c.candidateId);
    expect(ids(await matched(e))).toContain(c.candidateId);
    expect((await profile(e, d.candidateId)).status).toBe(200);
  });

  it("the list shows C what any member sees of D — no masked field — and D sees nothing of C's block", async () => {
    const [item, ...rest] = await blockedList(c);
    expect(rest).toEqual([]);
    const asMember = (await expect200(profile(e, d.candidateId))).body;
    expect(item).toEqual({
      candidateId: d.candidateId, firstName: asMember.firstName, age: asMember.age, city: asMember.city, country: asMember.country,
      blockedDate: expect.any(String),
      // Which of C's members blocked (C's founder, signed up before relations): C's own list only.
      acts: [{ act: 'blocked', firstName: 'Asha', at: expect.any(String) }],
    });
    expect(JSON.stringify(item)).not.toContain('*');
    expect(await blockedList(d)).toEqual([]);
  });

  it('blocking twice is fine: one entry, with the first date', async () => {
    const [first] = await blockedList(c);
    expect(await block(c, d.candidateId)).toEqual({ status: 200, body: { message: blockTexts.blocked } });
    expect(await blockedList(c)).toEqual([first]);
  });

  it("D cannot lift C's block (404, as for no block at all); nothing changes", async () => {
    expect((await unblock(d, c.candidateId)).status).toBe(404);
    expect(await blockedList(c)).toHaveLength(1);
    expect((await profile(d, c.candidateId)).status).toBe(404);
  });

  it("refuses one's own profile (422 with a field message), another member's account or candidate (403), an unknown profile (404)", async () => {
    const own = await block(c, c.candidateId);
    expect(own).toEqual({ status: 422, body: { message: CANNOT_BLOCK_OWN, errors: { toCandidateId: [CANNOT_BLOCK_OWN] } } });
    expect((await block(c, e.candidateId, { userProfileId: e.id })).status).toBe(403);
    expect((await block(c, e.candidateId, { fromCandidateId: e.candidateId })).status).toBe(403);
    expect((await call('getBlockedFamilyList', { token: d.token, params: { userId: c.id } })).status).toBe(403);
    expect((await call('unblockFamily', { token: d.token, params: { userId: c.id, candidateId: d.candidateId } })).status).toBe(403);
    expect((await block(c, randomUUID())).status).toBe(404);
    expect(await blockedList(c)).toHaveLength(1);
    expect(await blockedList(e)).toEqual([]);
  });

  it('unblocking restores search and the saved list (the saved item was kept); a second unblock is 404', async () => {
    expect(await unblock(c, d.candidateId)).toEqual({ status: 200, body: { message: blockTexts.unblocked } });
    expect(await blockedList(c)).toEqual([]);
    const s = await search(d, 'Female');
    expect(ids(s)).toContain(c.candidateId);
    expect(s.body.total).toBe(totalsBefore.search);
    expect(ids(await search(c, 'Male'))).toContain(d.candidateId);
    expect(await savedIds(d)).toContain(c.candidateId);
    expect((await profile(d, c.candidateId)).status).toBe(200);
    // The withdrawn proposal shows again as history, and the pair may propose anew.
    expect((await proposalList('sent', d)).find((p) => p.id === proposalId)).toMatchObject({ revoked: true, status: 'Revoked' });
    expect((await unblock(c, d.candidateId)).status).toBe(404);
  });
});

/**
 * Referral trust: other members see how a family came in (a member family's code or the
 * volunteers', never who, and not on one's own profile); volunteers see the referral tree both
 * ways and can mark a whole branch ineligible, which takes its profiles out of search.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, candidateBody, newEligibleMember, signIn, signUp, signupBody, uniqueEmail, uploadPhoto, type Member } from './helpers.js';
import { newVolunteer } from './moderationHelpers.js';

type Family = Member & { candidateId: string };
const CITY = `Referralville${Date.now().toString(36)}`;

/** A family signed up with another member's own code, with a listed candidate profile. */
async function referredBy(referrer: Member, firstName: string): Promise<Family> {
  const session = (await call('getSession', { token: referrer.token })).body;
  const email = uniqueEmail('referred');
  const res = await signUp({ ...signupBody(session.userReferralId, email), firstName });
  expect(res.status).toBe(200);
  const { accessToken } = await signIn(email, 'secret123');
  const m = { id: res.body.id as string, email, password: 'secret123', token: accessToken };
  const cand = await call('saveCandidateProfile', { token: m.token, body: candidateBody({ city: CITY, firstName }) });
  expect(cand.status).toBe(200);
  const family = { ...m, candidateId: cand.body.id as string };
  expect((await uploadPhoto(family, family.candidateId)).confirm.status).toBe(200);
  return family;
}

let volunteer: Member;
let viewer: Family;
let root: Family;
let child: Family;
let grandchild: Family;

beforeAll(async () => {
  [volunteer, viewer, root] = await Promise.all([newVolunteer(), newEligibleMember({ gender: 'Male' }), newEligibleMember({ city: CITY })]);
  child = await referredBy(root, 'Child');
  grandchild = await referredBy(child, 'Grandchild');
});

const profileOf = (who: Member, candidateId: string) => call('getCandidateProfile', { token: who.token, params: { candidateId } });

describe('the referral line on a profile', () => {
  it('shows other members "member" for a member code and "volunteers" for a volunteers\' code, never who', async () => {
    const byMember = await profileOf(viewer, child.candidateId);
    expect(byMember.status).toBe(200);
    expect(byMember.body.referredBy).toBe('member');
    expect(JSON.stringify(byMember.body)).not.toContain(root.id);
    expect((await profileOf(viewer, root.candidateId)).body.referredBy).toBe('volunteers');
  });
  it('is not on the owner\'s own view', async () => {
    const own = await profileOf(child, child.candidateId);
    expect(own.status).toBe(200);
    expect(own.body.referredBy).toBeUndefined();
  });
});

describe('the referral tree', () => {
  it('shows whom an account referred, with their own counts, and who referred it', async () => {
    const tree = await call('getReferralTree', { token: volunteer.token, params: { userId: child.id } });
    expect(tree.status).toBe(200);
    expect(tree.body.account).toMatchObject({ userId: child.id, candidateId: child.candidateId, ineligible: false });
    expect(tree.body.referredBy).toMatchObject({ kind: 'member', account: { userId: root.id } });
    expect(tree.body.referred).toEqual([expect.objectContaining({ userId: grandchild.id, referredCount: 0 })]);
    const top = await call('getReferralTree', { token: volunteer.token, params: { userId: root.id } });
    expect(top.body.referredBy.kind).toBe('volunteers');
    expect(top.body.referredBy.issuedToEmail).toEqual(expect.any(String));
    expect(top.body.referred).toEqual([expect.objectContaining({ userId: child.id, referredCount: 1 })]);
  });
  it('is 404 for an unknown account and 403 for a member', async () => {
    expect((await call('getReferralTree', { token: volunteer.token, params: { userId: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
    expect((await call('getReferralTree', { token: viewer.token, params: { userId: root.id } })).status).toBe(403);
  });
});

describe('marking a branch ineligible', () => {
  it('flags the chain of 3 in one action, with one audit entry; their profiles leave search', async () => {
    const search = async () => ((await call('searchProfiles', { token: viewer.token, body: { searchText: CITY } })).body.items as { id: string }[]).map((c) => c.id);
    expect((await search()).sort()).toEqual([root.candidateId, child.candidateId, grandchild.candidateId].sort());
    const res = await call('markBranchIneligible', { token: volunteer.token, params: { userId: root.id }, body: { reason: 'A chain of fake accounts.' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ marked: 3 });
    expect(await search()).toEqual([]);
    for (const f of [root, child, grandchild]) expect((await profileOf(viewer, f.candidateId)).status).toBe(404);
    const tree = await call('getReferralTree', { token: volunteer.token, params: { userId: child.id } });
    expect(tree.body.account.ineligible).toBe(true);
    const audit = (await call('getAuditTrailOfKind', { token: volunteer.token, params: { kind: 'branch.ineligible' } })).body.items as
      { itemId: string; itemLabel: string; reason: string }[];
    const entries = audit.filter((e) => e.itemId === root.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.itemLabel).toContain('3');
    expect(entries[0]!.reason).toBe('A chain of fake accounts.');
  });
});

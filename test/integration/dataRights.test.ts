/**
 * Data rights: 'Download My Data' holds the member's own data and other families
 * only as the member sees them; 'Delete My Account and Everything' removes every item of the
 * account and its photos, is refused for another account or a wrong typed e-mail, finishes a run
 * that stopped half-way, and is harmless when sent twice at once. The other side of a proposal
 * sees 'A family that left'.
 */
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataRightsTexts } from '#shared/domain/dataRights.js';
import { FAMILY_LEFT } from '#shared/domain/proposals.js';
import { deletionSteps, eraseAccount, finishDeletion } from '#functions/account/accountDeletion.js';
import { getReferralRequest } from '#functions/trust/entities/referralRequests.js';
import {
  call, mailsTo, newEligibleMember, newMember, propose, proposalList, scanTable, signIn, transition, uploadPhoto, type CandidateMember, type Member, deleteFamily, deletionConfirmation } from './helpers.js';
import { newVolunteer } from './moderationHelpers.js';
import { listingBody } from './directoryHelpers.js';
import { invite, invitee } from './familyHelpers.js';
import { seedSubCategoryId } from '#functions/directory/directorySeed.js';

const s3 = () => new S3Client({ region: 'us-east-1', endpoint: process.env.S3_ENDPOINT, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });

async function objectsUnder(candidateId: string): Promise<string[]> {
  const keys: string[] = [];
  for (const prefix of [`photos/${candidateId}/`, `uploads/${candidateId}/`]) {
    const res = await s3().send(new ListObjectsV2Command({ Bucket: process.env.PHOTO_BUCKET, Prefix: prefix }));
    keys.push(...(res.Contents ?? []).map((o) => o.Key ?? ''));
  }
  return keys;
}

/** Every item of the table that names the member by id, candidate id or address. */
async function itemsNaming(m: CandidateMember): Promise<Record<string, unknown>[]> {
  const items = await scanTable();
  const needles = [m.id, m.candidateId, m.email.toLowerCase()];
  return items.filter((i) => needles.some((n) => JSON.stringify(i).toLowerCase().includes(n.toLowerCase())));
}

/**
 * What may stay of a deleted account, naming it by id only: proposals (the other family's history)
 * and their pair guards, the volunteers' audit entries, the reports the member filed, and the other
 * family's own Family Activity line about the profile (in that family's partition, never this one's).
 */
const isHistory = (i: Record<string, unknown>, deleted: CandidateMember) =>
  (i.type === 'Interaction' && i.interactionType === 'proposal') || ['ProposalPair', 'AuditEntry', 'Report'].includes(String(i.type))
  || (i.type === 'FamilyActivity' && i.familyId !== deleted.id && i.pk !== `USER#${deleted.id}`);

const exportOf = (m: Member) => call('exportMyData', { token: m.token, params: { userProfileId: m.id } });
/** Typed as the page asks (the candidate's first name), or as given. */
const deleteAccount = (m: Member, typed?: { candidateFirstName?: string; userEmail?: string }) =>
  typed ? call('deleteMyAccount', { token: m.token, params: { userProfileId: m.id }, body: typed }) : deleteFamily(m);

/** A family with a bit of everything: expectation, status reason, shared URL, saved profile, listing, block, report. */
async function richFamily(other: CandidateMember, blocked: CandidateMember): Promise<CandidateMember> {
  const m = await newEligibleMember({ firstName: 'Leela' });
  const own = { token: m.token, params: { candidateId: m.candidateId } };
  await call('addExpectation', { ...own, body: { gender: 'Male', minAge: 25, maxAge: 35, expectations: 'Kind and curious' } });
  await call('saveCandidateProfileStatusReason', { ...own, body: { candidateId: m.candidateId, candidateProfileStatusReason: 'Other' } });
  await call('updatePubURL', { ...own, body: { candidateProfilePublicURL: `leela-${Date.now().toString(36)}` } });
  await call('saveUserSavedProfile', { token: m.token, body: { userProfileId: m.id, candidateId: other.candidateId } });
  await call('saveServiceProvider', { token: m.token, body: listingBody(seedSubCategoryId('Weddings', 'Caterers'), { serviceProviderTitle: 'Leela Sweets' }) });
  await call('blockFamily', { token: m.token, body: { userProfileId: m.id, fromCandidateId: m.candidateId, toCandidateId: blocked.candidateId } });
  await call('reportProfile', { token: m.token, body: { candidateId: other.candidateId, reason: 'Other', details: 'Looks copied' } });
  return m;
}

let other: CandidateMember;
let blocked: CandidateMember;
let family: CandidateMember;
let acceptedBy: CandidateMember;
let requestId: string;
const father = invitee('Father', 'Mohan');

beforeAll(async () => {
  other = await newEligibleMember({ lastName: 'Zarathustran', contactPersonName: 'Hidden Contactperson' });
  blocked = await newEligibleMember();
  acceptedBy = await newEligibleMember();
  family = await richFamily(other, blocked);
  // A proposal the family sent (pending) and one it received and accepted.
  expect((await propose(family, other.candidateId)).status).toBe(200);
  const theirs = await propose(acceptedBy, family.candidateId);
  expect((await transition('acceptTheirProposal', family, theirs.body.id)).status).toBe(200);
  expect((await invite(family, father)).status).toBe(200);
  // A referral request once made from the family's address (still waiting for a volunteer).
  const asked = await call('requestReferralCode', {
    body: { requesterFirstName: 'Leela', requesterLastName: 'Sharmaji', requesterEmailId: family.email, requesterPhoneNumber: '4165550123' },
  });
  expect(asked.status).toBe(200);
  requestId = asked.body.id;
});

describe('Download My Data', () => {
  it('holds the account, the profile and everything hanging off it', async () => {
    const res = await exportOf(family);
    expect(res.status).toBe(200);
    const d = res.body;
    expect(d.userProfile).toMatchObject({ id: family.id, userEmail: family.email });
    expect(d.notifySettings.userProfileId).toBe(family.id);
    expect(d.candidateProfile).toMatchObject({ id: family.candidateId, firstName: 'Leela', ownProfile: true });
    expect(d.candidateProfile.photos).toHaveLength(1);
    expect(d.candidateProfile.photos[0].fileURL).toMatch(/X-Amz-Expires=300/);
    expect(d.expectation).toMatchObject({ expectations: 'Kind and curious' });
    expect(d.statusReasons).toHaveLength(1);
    expect(d.savedProfiles.map((s: { candidateId: string }) => s.candidateId)).toEqual([other.candidateId]);
    expect(d.proposalsSent.map((p: { toCandidateId: string }) => p.toCandidateId)).toEqual([other.candidateId]);
    expect(d.proposalsReceived.map((p: { fromCandidateId: string }) => p.fromCandidateId)).toEqual([acceptedBy.candidateId]);
    expect(d.blockedFamilies.map((b: { candidateId: string }) => b.candidateId)).toEqual([blocked.candidateId]);
    expect(d.serviceListings.map((l: { serviceProviderTitle: string }) => l.serviceProviderTitle)).toEqual(['Leela Sweets']);
    expect(d.reportsFiled).toEqual([expect.objectContaining({ candidateId: other.candidateId, reason: 'Other', details: 'Looks copied' })]);
    expect(d.notice).toBe(dataRightsTexts.photoLinks);
    // The family as Family Members and Family Activity show it.
    expect(d.familyMembers).toEqual([expect.objectContaining({ id: family.id, email: family.email, founder: true, you: true })]);
    expect(d.familyInvitations).toEqual([expect.objectContaining({ email: father.email, firstName: 'Mohan', relation: 'Father' })]);
    expect(d.familyActivity.items.map((i: { act: string }) => i.act).sort()).toEqual(['accepted', 'blocked', 'proposed']);
  });

  it("holds another family only as the member sees it: no unmasked name, e-mail or contact, no reported family's name", async () => {
    const text = JSON.stringify((await exportOf(family)).body);
    expect(text).not.toContain('Zarathustran');
    expect(text).not.toContain('Hidden Contactperson');
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(other.id);
  });

  it("refuses another member's id", async () => {
    const intruder = await newMember();
    expect((await call('exportMyData', { token: intruder.token, params: { userProfileId: family.id } })).status).toBe(403);
  });
});

describe('Delete My Account and Everything', () => {
  it("refuses another member's id, a wrong typed first name and the address in its place, changing nothing", async () => {
    const intruder = await newMember();
    const before = JSON.stringify(await itemsNaming(family));
    expect((await call('deleteMyAccount', { token: intruder.token, params: { userProfileId: family.id }, body: { userEmail: family.email } })).status).toBe(403);
    const wrong = await deleteAccount(family, { candidateFirstName: 'Someone Else' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.candidateFirstName).toEqual([dataRightsTexts.nameMismatch]);
    // With a candidate profile, the address is not what is asked.
    const address = await deleteAccount(family, { userEmail: family.email });
    expect(address.status).toBe(422);
    expect(address.body.errors.candidateFirstName).toEqual([dataRightsTexts.nameMissing]);
    expect(JSON.stringify(await itemsNaming(family))).toBe(before);
    expect((await exportOf(family)).status).toBe(200);
  });

  it('removes every item and photo of the account, signs it out for good, mails it, and the other side sees a family that left', async () => {
    const volunteer = await newVolunteer();
    const flagged = await call('setCandidateEligibility', {
      token: volunteer.token, params: { candidateId: family.candidateId }, body: { ineligible: true, reason: 'Checked by phone.' },
    });
    expect(flagged.status).toBe(200);
    expect(await objectsUnder(family.candidateId)).toHaveLength(3); // one photo: its original, thumbnail and view copy

    const { candidateFirstName } = (await deletionConfirmation(family)) as { candidateFirstName: string };
    const res = await deleteAccount(family, { candidateFirstName: ` ${candidateFirstName.toUpperCase()} ` });
    expect(res).toEqual({ status: 200, body: { message: dataRightsTexts.deleted } });

    const left = await itemsNaming(family);
    expect(left.filter((i) => !isHistory(i, family))).toEqual([]);
    expect(JSON.stringify(left)).not.toMatch(/Leela|Sharmaji/);
    expect(JSON.stringify(left).toLowerCase()).not.toContain(family.email.toLowerCase());
    expect(await objectsUnder(family.candidateId)).toEqual([]);
    await expect(signIn(family.email, family.password)).rejects.toThrow();
    expect((await call('getSession', { token: family.token })).status).toBe(401);
    expect((await mailsTo(family.email)).filter((m) => m.subject === "Your family's rishta account is deleted")).toHaveLength(1);

    // The pending proposal it sent has ended; the accepted one it received stays, both show a family that left.
    const received = (await proposalList('received', other)).find((p) => p.fromCandidateId === family.candidateId)!;
    expect(received).toMatchObject({ familyLeft: true, candidateProfile: null, responseType: 'expired', contact: null });
    const sent = (await proposalList('sent', acceptedBy)).find((p) => p.toCandidateId === family.candidateId)!;
    expect(sent).toMatchObject({ familyLeft: true, candidateProfile: null, responseType: 'accepted', contact: null });
    expect(FAMILY_LEFT).toBe('A family that left');

    // The volunteers' trail keeps the action and an anonymous id, not the family's name.
    const trail = await call('getAuditTrailOfKind', { token: volunteer.token, params: { kind: 'eligibility.set' } });
    const entry = (trail.body.items as { itemId: string; itemLabel: string }[]).find((e) => e.itemId === family.candidateId);
    expect(entry?.itemLabel).toMatch(/^A family that left \(/);

    // The referral request from the address is closed and keeps no name, address or phone.
    const request = await getReferralRequest(requestId);
    expect(request).toMatchObject({ requesterFirstName: 'A family', requesterLastName: 'that left', requesterPhoneNumber: '', declinedBy: 'account deletion' });
    expect(request?.requesterEmailId).toMatch(/^left-/);

    // The address is free again: a second request finds nothing left and answers 401.
    expect((await deleteAccount(family)).status).toBe(401);
  });

  it('finishes a deletion that stopped half-way when the member sends it again', async () => {
    const m = await newEligibleMember();
    await uploadPhoto(m, m.candidateId);
    // A crash after the profile and its photos went: the account is 'deleting', nothing else answers.
    expect(await eraseAccount(m.id, 'candidate')).toBe(true);
    expect((await call('getSession', { token: m.token })).status).toBe(401);
    expect(await objectsUnder(m.candidateId)).toEqual([]);
    expect((await itemsNaming(m)).length).toBeGreaterThan(0);

    expect((await deleteAccount(m)).status).toBe(200);
    expect(await itemsNaming(m)).toEqual([]);
    await expect(signIn(m.email, m.password)).rejects.toThrow();
  });

  it.each(deletionSteps.slice(0, -1).map((s) => [s]))('finishes a deletion stopped after the step %s, mailing once', async (step) => {
    const m = await newEligibleMember();
    await eraseAccount(m.id, step);
    expect((await deleteAccount(m)).status).toBe(200);
    expect(await itemsNaming(m)).toEqual([]);
    expect((await mailsTo(m.email)).filter((x) => x.subject === "Your family's rishta account is deleted")).toHaveLength(1);
  });

  it("lets the volunteers finish a deletion the family can no longer reach, and only one the family asked for", async () => {
    const m = await newEligibleMember();
    await expect(finishDeletion(m.email)).rejects.toMatchObject({ status: 409 });
    expect((await call('getSession', { token: m.token })).status).toBe(200);
    // A crash once the sign-in was gone: the family cannot come back to finish it.
    await eraseAccount(m.id, 'identity');
    await expect(signIn(m.email, m.password)).rejects.toThrow();
    expect(await finishDeletion(m.email)).toEqual({ userId: m.id, finished: true });
    expect(await itemsNaming(m)).toEqual([]);
  });

  it('two deletions at once both end fine, and mail once', async () => {
    const m = await newEligibleMember();
    const answers = await Promise.all([deleteAccount(m), deleteAccount(m)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await itemsNaming(m)).toEqual([]);
    expect(await objectsUnder(m.candidateId)).toEqual([]);
    expect((await mailsTo(m.email)).filter((x) => x.subject === "Your family's rishta account is deleted")).toHaveLength(1);
  });
});

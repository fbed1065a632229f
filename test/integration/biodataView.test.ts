/**
 * What the biodata page reads: the profile view says whether the viewer is a connected
 * family (a proposal between the two accepted and not revoked), set by the server for the owner, a
 * member, a connected family and after a revoke; and the owner's view carries the completeness guide.
 * The biodata shows exactly the view: the last name, parents' names and the time of birth only to the
 * owner and a connected family.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call, candidateBody, newEligibleMember, propose, transition, uploadPhoto, type CandidateMember,
} from './helpers.js';

const TAG = `bd${Math.random().toString(36).slice(2, 10)}`;
const family = (over: Record<string, unknown> = {}) => newEligibleMember(candidateBody({ city: TAG, ...over }));
const familyDetails = {
  fatherName: 'Ramesh Sharma', fatherOccupation: 'Teacher', motherName: 'Hemlata Sharma', motherOccupation: 'Doctor',
  brothers: '1', brothersMarried: '0', sisters: '0', familyType: 'Nuclear', familyValues: 'Moderate', nativeCity: 'Jaipur',
  nativeState: 'Rajasthan', nativeCountry: 'India', aboutFamily: 'A close family of four.',
};
const horoscope = { rashi: 'Mesha (Aries)', nakshatra: 'Ashwini', manglik: 'No', birthTime: '06:45', birthPlace: 'Jaipur' };

const viewOf = async (viewer: CandidateMember, candidateId: string) => {
  const res = await call('getCandidateProfile', { token: viewer.token, params: { candidateId } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

describe("the view's connected flag", () => {
  let priya: CandidateMember;
  let arjun: CandidateMember;
  let other: CandidateMember;
  let proposalId: string;
  beforeAll(async () => {
    [priya, arjun, other] = await Promise.all([
      family({ gender: 'Female', ...familyDetails, ...horoscope }), family({ gender: 'Male' }), family({ gender: 'Male' }),
    ]);
  });

  it('is false for the owner (who sees everything) and for a member with no proposal', async () => {
    const own = await viewOf(priya, priya.candidateId);
    expect(own).toMatchObject({ ownProfile: true, connected: false, fatherName: 'Ramesh Sharma', birthTime: '06:45' });
    const member = await viewOf(arjun, priya.candidateId);
    expect(member).toMatchObject({ ownProfile: false, connected: false, fatherOccupation: 'Teacher' });
    expect(member.fatherName).not.toBe('Ramesh Sharma');
    expect(member.lastName).toMatch(/^\w\*+\w$/);
    expect(member.birthTime).toBeUndefined();
  });

  it('stays false while the proposal is pending', async () => {
    const res = await propose(arjun, priya.candidateId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    proposalId = res.body.id;
    expect((await viewOf(arjun, priya.candidateId)).connected).toBe(false);
  });

  it('is true both ways once the proposal is accepted, with what a connected family sees', async () => {
    expect((await transition('acceptTheirProposal', priya, proposalId)).status).toBe(200);
    const theirs = await viewOf(arjun, priya.candidateId);
    expect(theirs).toMatchObject({ ownProfile: false, connected: true, fatherName: 'Ramesh Sharma', birthTime: '06:45', birthPlace: 'Jaipur' });
    // The candidate's last name in full beside the father's full name, not starred.
    expect(theirs.lastName).toBe((await viewOf(priya, priya.candidateId)).lastName);
    expect(theirs.lastName).not.toContain('*');
    expect((await viewOf(priya, arjun.candidateId)).connected).toBe(true);
    // A third family stays a member.
    expect((await viewOf(other, priya.candidateId)).connected).toBe(false);
  });

  it('is false again after the proposal is revoked', async () => {
    expect((await transition('revokeMyProposal', arjun, proposalId)).status).toBe(200);
    const after = await viewOf(arjun, priya.candidateId);
    expect(after.connected).toBe(false);
    expect(after.lastName).toContain('*');
    expect(after.birthTime).toBeUndefined();
    expect((await viewOf(priya, arjun.candidateId)).connected).toBe(false);
  });

  it('is false on the shared link', async () => {
    const url = `${TAG}-priya`;
    expect((await call('updatePubURL', { token: priya.token, params: { candidateId: priya.candidateId }, body: { candidateProfilePublicURL: url } })).status).toBe(200);
    const shared = await call('getSharedProfile', { params: { sharedPubURL: url } });
    expect(shared.status).toBe(200);
    expect(shared.body.connected).toBe(false);
  });
});

describe("the owner's completeness guide", () => {
  it('is in the owner view only, and moves with the family details, the second photo and the expectation', async () => {
    const asha = await family({ gender: 'Female' });
    const before = (await viewOf(asha, asha.candidateId)).completeness;
    expect(before.score).toBeGreaterThan(0);
    expect(before.score).toBeLessThan(100);
    const missingKeys = (c: { missing: { key: string }[] }) => c.missing.map((m) => m.key);
    expect(missingKeys(before)).toEqual(expect.arrayContaining(['fatherName', 'rashi', 'photos', 'expectations']));
    expect(before.missing).toContainEqual({ key: 'photos', label: 'A second photo', place: 'photos' });

    const viewer = await family({ gender: 'Male' });
    expect((await viewOf(viewer, asha.candidateId)).completeness).toBeUndefined();

    const updated = await call('updateCandidateProfile', {
      token: asha.token, params: { candidateId: asha.candidateId }, body: candidateBody({ city: TAG, gender: 'Female', ...familyDetails, ...horoscope }),
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.completeness.score).toBeGreaterThan(before.score);
    expect(missingKeys(updated.body.completeness)).not.toContain('fatherName');

    await uploadPhoto(asha, asha.candidateId);
    const expectation = await call('addExpectation', {
      token: asha.token, params: { candidateId: asha.candidateId }, body: { gender: 'Male', minAge: 25, maxAge: 35 },
    });
    expect(expectation.status, JSON.stringify(expectation.body)).toBe(200);
    expect((await viewOf(asha, asha.candidateId)).completeness).toEqual({ score: 100, missing: [] });
  });
});

/**
 * Download My Data respects the view gate. A family marked ineligible (403 on its
 * saved list) gets, in its export, what it wrote and did — its own profile with its photos, which
 * profiles it saved, its proposals and their states — but no other family's current card, photo
 * link or contact details. Cleared, the export shows them as the lists do.
 */
import { describe, expect, it } from 'vitest';
import { REMOVED_PROFILE_NAME } from '#functions/proposals/blocks.js';
import { call, newEligibleMember, propose, transition } from './helpers.js';
import { newVolunteer } from './moderationHelpers.js';

const exportOf = async (m: { id: string; token: string }) => {
  const res = await call('exportMyData', { token: m.token, params: { userProfileId: m.id } });
  expect(res.status).toBe(200);
  return res.body;
};

describe('the export of a family whose view gate is closed', () => {
  it('keeps its own data and what it did, without other families’ cards, photo links or contacts', async () => {
    const blockedName = `Blockedname${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'q')}`;
    const blockedCity = `Blockedcity${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'q')}`;
    const [volunteer, family, saved, connected, blocked] = await Promise.all([
      newVolunteer(), newEligibleMember(), newEligibleMember({ gender: 'Female' }), newEligibleMember({ gender: 'Female' }),
      newEligibleMember({ gender: 'Female', firstName: blockedName, city: blockedCity }),
    ]);
    expect((await call('blockFamily', {
      token: family.token, body: { userProfileId: family.id, fromCandidateId: family.candidateId, toCandidateId: blocked.candidateId },
    })).status).toBe(200);
    expect((await call('saveUserSavedProfile', { token: family.token, body: { userProfileId: family.id, candidateId: saved.candidateId } })).status).toBe(200);
    const proposal = await propose(family, connected.candidateId);
    expect(proposal.status).toBe(200);
    expect((await transition('acceptTheirProposal', connected, proposal.body.id)).status).toBe(200);

    const before = await exportOf(family);
    expect(before.savedProfiles).toEqual([expect.objectContaining({ candidateId: saved.candidateId, candidateProfile: expect.objectContaining({ photoURL: expect.stringContaining('http') }) })]);
    expect(before.proposalsSent[0]).toMatchObject({ toCandidateId: connected.candidateId, candidateProfile: expect.any(Object), contact: expect.any(Object) });
    expect(before.blockedFamilies).toEqual([expect.objectContaining({ candidateId: blocked.candidateId, firstName: blockedName, city: blockedCity })]);

    const flagged = await call('setCandidateEligibility', {
      token: volunteer.token, params: { candidateId: family.candidateId }, body: { ineligible: true, reason: 'Harvesting contacts.' },
    });
    expect(flagged.status).toBe(200);
    expect((await call('getUserSavedProfileList', { token: family.token, params: { userId: family.id } })).status).toBe(403);

    const after = await exportOf(family);
    expect(after.savedProfiles).toEqual([expect.objectContaining({ candidateId: saved.candidateId, candidateProfile: null })]);
    expect(after.proposalsSent).toEqual([expect.objectContaining({
      id: proposal.body.id, toCandidateId: connected.candidateId, responseType: 'accepted', candidateProfile: null, contact: null,
    })]);
    // The family it blocked stays listed, as a removed profile: no current name, age or city.
    expect(after.blockedFamilies).toEqual([expect.objectContaining({
      candidateId: blocked.candidateId, firstName: REMOVED_PROFILE_NAME, age: null, city: '', country: '',
    })]);
    // Its own profile and photos are its own data: still there, with their links.
    expect(after.candidateProfile).toMatchObject({ id: family.candidateId });
    expect(after.candidateProfile.photos.length).toBeGreaterThan(0);
    const others = JSON.stringify({ ...after, candidateProfile: null });
    for (const other of [saved, connected, blocked]) expect(others).not.toContain(other.email);
    for (const detail of [blockedName, blockedCity]) expect(others).not.toContain(detail);
    expect(others).not.toMatch(/https?:\/\//);

    await call('setCandidateEligibility', { token: volunteer.token, params: { candidateId: family.candidateId }, body: { ineligible: false, reason: 'Checked.' } });
    const cleared = await exportOf(family);
    expect(cleared.savedProfiles[0].candidateProfile).toMatchObject({ id: saved.candidateId });
    expect(cleared.blockedFamilies).toEqual([expect.objectContaining({ candidateId: blocked.candidateId, firstName: blockedName })]);
  });
});

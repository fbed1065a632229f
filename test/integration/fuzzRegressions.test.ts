/**
 * What the route fuzzer (fuzz.test.ts) found, each kept as a plain example so it stays fixed
 * whatever the fuzzer draws next.
 */
import { describe, expect, it } from 'vitest';
import { call, newEligibleMember, storedProfile } from './helpers.js';
import { newVolunteer } from './moderationHelpers.js';

describe('a volunteer repeating the resolution of a report it closed', () => {
  it('answers 409 and writes nothing once the action took effect, nor after a later decision undid it', async () => {
    const [reporter, reported, volunteer] = await Promise.all([newEligibleMember(), newEligibleMember(), newVolunteer()]);
    await call('reportProfile', { token: reporter.token, body: { candidateId: reported.candidateId, reason: 'Other', details: '' } });
    const open = await call('listReports', { token: volunteer.token, params: { state: 'open' } });
    const reportId = (open.body.items as { id: string; candidateId: string }[]).find((r) => r.candidateId === reported.candidateId)!.id;
    const resolve = () => call('resolveReport', { token: volunteer.token, params: { reportId }, body: { action: 'ineligible', reason: 'A fake profile.' } });
    expect((await resolve()).status).toBe(200);

    // It re-flagged the profile, a new version of it, for a 409.
    const flagged = await storedProfile(reported.candidateId);
    expect(await resolve()).toMatchObject({ status: 409 });
    expect(await storedProfile(reported.candidateId)).toEqual(flagged);

    // It flagged the profile again, overruling the volunteer who cleared it since.
    const cleared = await call('setCandidateEligibility', {
      token: volunteer.token, params: { candidateId: reported.candidateId }, body: { ineligible: false, reason: 'Checked by phone.' },
    });
    expect(cleared.body.ineligible).toBe(false);
    const eligible = await storedProfile(reported.candidateId);
    expect(await resolve()).toMatchObject({ status: 409 });
    expect(await storedProfile(reported.candidateId)).toEqual(eligible);
  });
});

/**
 * Eligibility is the volunteers' decision about the family (its account), so a
 * family marked ineligible — by the console, by a referral branch, by the command line — that
 * deletes its candidate profile, makes a new one and uploads a photo is still gated and still out
 * of search; clearing the mark restores both. The same for a report closed as ineligible.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { viewGateTexts } from '#shared/texts.js';
import {
  call, candidateBody, db, newEligibleMember, newMember, storedProfile, uploadPhoto, type CandidateMember, type Member,
} from './helpers.js';
import { newVolunteer } from './moderationHelpers.js';

let volunteer: Member;
let viewer: CandidateMember;

beforeAll(async () => {
  [volunteer, viewer] = await Promise.all([newVolunteer(), newEligibleMember()]);
});

const uniqueCity = (tag: string) => `${tag}${Date.now().toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 4)}`;

/** The ids another eligible member finds by the city's name. */
async function foundIn(city: string): Promise<string[]> {
  const res = await call('searchProfiles', { token: viewer.token, body: { searchText: city } });
  expect(res.status).toBe(200);
  return (res.body.items as { id: string }[]).map((c) => c.id);
}

/** A new profile with a photo, as the family makes one; answers its id. */
async function newProfile(m: Member, city: string): Promise<string> {
  const created = await call('saveCandidateProfile', { token: m.token, body: candidateBody({ city }) });
  expect(created.status).toBe(200);
  expect((await uploadPhoto(m, created.body.id)).confirm.status).toBe(200);
  return created.body.id as string;
}

/** The family deletes its profile, makes a new one and uploads a photo; answers the new profile's id. */
async function recreate(family: CandidateMember, city: string): Promise<string> {
  expect((await call('deleteCandidateProfile', { token: family.token, params: { candidateId: family.candidateId } })).status).toBe(200);
  return newProfile(family, city);
}

/** Everything the family and others see of a family marked ineligible with a profile `candidateId`. */
async function expectGated(family: Member, candidateId: string, city: string) {
  expect((await call('getSession', { token: family.token })).body.viewGate).toBe('ineligible');
  const search = await call('searchProfiles', { token: family.token, body: { gender: 'Male', minAge: 25, maxAge: 35 } });
  expect(search).toEqual({ status: 403, body: { message: viewGateTexts.ineligible } });
  expect(await foundIn(city)).toEqual([]);
  expect((await call('getCandidateProfile', { token: viewer.token, params: { candidateId } })).status).toBe(404);
  expect((await storedProfile(candidateId))?.spk).toBeUndefined();
}

async function expectOpen(family: Member, candidateId: string, city: string) {
  expect((await call('getSession', { token: family.token })).body.viewGate).toBeNull();
  expect((await call('searchProfiles', { token: family.token, body: { gender: 'Male', minAge: 25, maxAge: 35 } })).status).toBe(200);
  expect(await foundIn(city)).toEqual([candidateId]);
}

const setFlag = (candidateId: string, ineligible: boolean, reason: string) =>
  call('setCandidateEligibility', { token: volunteer.token, params: { candidateId }, body: { ineligible, reason } });

describe('a family marked ineligible stays so when it re-creates its profile', () => {
  it('marked in the console: gated and out of search with the new profile; clearing restores both', async () => {
    const city = uniqueCity('Elg');
    const family = await newEligibleMember({ city });
    expect(await foundIn(city)).toEqual([family.candidateId]);
    expect((await setFlag(family.candidateId, true, 'Fake photos.')).status).toBe(200);

    const again = await recreate(family, city);
    await expectGated(family, again, city);
    // The console finds the new profile by e-mail, still ineligible with the volunteer's reason.
    const found = await call('findCandidates', { token: volunteer.token, params: { query: family.email } });
    expect(found.body.items).toEqual([expect.objectContaining({ candidateId: again, ineligible: true, ineligibleReason: 'Fake photos.', listed: false })]);

    const cleared = await setFlag(again, false, 'Checked by phone.');
    expect(cleared.body).toMatchObject({ candidateId: again, ineligible: false, listed: true });
    await expectOpen(family, again, city);
  });

  it('marked with its referral branch: the same for a profile made after the marking', async () => {
    const city = uniqueCity('Brn');
    const family = await newEligibleMember({ city });
    const marked = await call('markBranchIneligible', { token: volunteer.token, params: { userId: family.id }, body: { reason: 'A chain of fake accounts.' } });
    expect(marked.body).toEqual({ marked: 1 });

    const again = await recreate(family, city);
    await expectGated(family, again, city);
    const tree = await call('getReferralTree', { token: volunteer.token, params: { userId: family.id } });
    expect(tree.body.account).toMatchObject({ candidateId: again, ineligible: true });

    expect((await setFlag(again, false, 'Not a fake after all.')).status).toBe(200);
    await expectOpen(family, again, city);
  });

  it('marked by closing a report as ineligible: the same', async () => {
    const city = uniqueCity('Rep');
    const family = await newEligibleMember({ city });
    const filed = await call('reportProfile', { token: viewer.token, body: { candidateId: family.candidateId, reason: 'Asking for money', details: 'Asked for a deposit.' } });
    expect(filed.status).toBe(200);
    const open = ((await call('listReports', { token: volunteer.token, params: { state: 'open' } })).body.items as { id: string; candidateId: string }[])
      .find((r) => r.candidateId === family.candidateId)!;
    expect((await call('resolveReport', { token: volunteer.token, params: { reportId: open.id }, body: { action: 'ineligible', reason: 'A fake profile.' } })).status).toBe(200);

    const again = await recreate(family, city);
    await expectGated(family, again, city);
  });

  it('a profile flagged before the flag moved to the account (on the item only): deleting it moves the flag to the account', async () => {
    const city = uniqueCity('Old');
    const family = await newEligibleMember({ city });
    await db().send(new UpdateCommand({
      TableName: process.env.TABLE_NAME, Key: { pk: `CAND#${family.candidateId}`, sk: 'PROFILE' },
      UpdateExpression: 'SET ineligible = :t, ineligibleReason = :r', ExpressionAttributeValues: { ':t': true, ':r': 'Fake photos (old item).' },
    }));
    const again = await recreate(family, city);
    await expectGated(family, again, city);
    const found = await call('findCandidates', { token: volunteer.token, params: { query: family.email } });
    expect(found.body.items).toEqual([expect.objectContaining({ candidateId: again, ineligible: true, ineligibleReason: 'Fake photos (old item).' })]);
  });

  it('an account marked before it made any profile (npm run admin -- ineligible) starts ineligible', async () => {
    const { setIneligible } = await import('#functions/account/accountStatus.js');
    const city = uniqueCity('Cli');
    const family = await newMember();
    await setIneligible(family.email, true);
    const candidateId = await newProfile(family, city);
    expect(await storedProfile(candidateId)).toMatchObject({ ineligible: true });
    await expectGated(family, candidateId, city);

    await setIneligible(family.email, false);
    await expectOpen(family, candidateId, city);
  });
});

/**
 * One visibility rule for another family's profile on every route that opens it —
 * by id, by its shared name (signed in) and at the public link. Disabled, ineligible or without a
 * photo answers 404 to others everywhere; the owner still opens their own; a list that holds the
 * profile keeps it as no longer available.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SHARED_NOT_FOUND } from '#functions/profiles/candidates.js';
import {
  call, newEligibleMember, setIneligible, setProfileVisible, uploadPhoto, type CandidateMember,
} from './helpers.js';

let viewer: CandidateMember;
beforeAll(async () => {
  viewer = await newEligibleMember();
});

/** A listed family sharing its profile at a name of its own. */
async function sharedFamily(): Promise<CandidateMember & { url: string }> {
  const family = await newEligibleMember();
  const url = `vis-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  expect((await call('updatePubURL', { token: family.token, params: { candidateId: family.candidateId }, body: { candidateProfilePublicURL: url } })).status).toBe(200);
  return { ...family, url };
}

/** What another member and a visitor get on each route that opens the profile. */
async function statusesFor(family: CandidateMember & { url: string }) {
  const [byId, byName, publicLink] = await Promise.all([
    call('getCandidateProfile', { token: viewer.token, params: { candidateId: family.candidateId } }),
    call('getProfileByPubURL', { token: viewer.token, params: { pubProfile: family.url } }),
    call('getSharedProfile', { params: { sharedPubURL: family.url } }),
  ]);
  return { byId: byId.status, byName: byName.status, publicLink: publicLink.status, messages: [byName.body.message, publicLink.body.message] };
}

const HIDDEN = { byId: 404, byName: 404, publicLink: 404, messages: [SHARED_NOT_FOUND, SHARED_NOT_FOUND] };

describe('a profile whose last photo is deleted', () => {
  it('is 404 to others by id, by its shared name and at the public link; the owner still sees it; a saved list keeps it as gone', async () => {
    const family = await sharedFamily();
    expect(await statusesFor(family)).toMatchObject({ byId: 200, byName: 200, publicLink: 200 });
    expect((await call('saveUserSavedProfile', { token: viewer.token, body: { userProfileId: viewer.id, candidateId: family.candidateId } })).status).toBe(200);

    const photos = await call('getPhotos', { token: family.token, params: { candidateId: family.candidateId } });
    for (const p of photos.body.items as { id: string }[]) {
      expect((await call('deleteCandidatePhoto', { token: family.token, params: { candidateId: family.candidateId, photoId: p.id } })).status).toBe(200);
    }
    expect(await statusesFor(family)).toEqual(HIDDEN);

    const own = await call('getCandidateProfile', { token: family.token, params: { candidateId: family.candidateId } });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: family.candidateId, candidateProfilePhotoFlag: false });
    const saved = await call('getUserSavedProfileList', { token: viewer.token, params: { userId: viewer.id } });
    expect(saved.body.items).toContainEqual(expect.objectContaining({ candidateId: family.candidateId, candidateProfile: null }));

    // A photo again: shown again, everywhere.
    expect((await uploadPhoto(family, family.candidateId)).confirm.status).toBe(200);
    expect(await statusesFor(family)).toMatchObject({ byId: 200, byName: 200, publicLink: 200 });
  });
});

describe('the same rule for the other reasons', () => {
  it('disabled by the family, or marked ineligible: 404 on every route', async () => {
    const disabled = await sharedFamily();
    expect((await setProfileVisible(disabled, false)).status).toBe(200);
    expect(await statusesFor(disabled)).toEqual(HIDDEN);

    const ineligible = await sharedFamily();
    await setIneligible(ineligible.candidateId, true);
    expect(await statusesFor(ineligible)).toEqual(HIDDEN);
    await setIneligible(ineligible.candidateId, false);
    expect(await statusesFor(ineligible)).toMatchObject({ byId: 200, byName: 200, publicLink: 200 });
  });
});

/**
 * What leaves the server about a candidate profile once the family disables the account, shares a
 * link, or races its own changes: hidden everywhere, masked like for members, no lost update.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { cleanJpeg } from '../fixtures/images.js';
import { call, candidateBody, newEligibleMember, newMemberWithCandidate, signIn, uploadPhoto } from './helpers.js';

const SHARED_404 = { status: 404, body: { message: "We didn't find the shared profile for this URL." } };
const table = () => DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1', endpoint: process.env.DYNAMODB_ENDPOINT }));
/** The stored item itself, read past every service: what the search index would see. */
async function storedItem(pk: string, sk: string) {
  return (await table().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk, sk }, ConsistentRead: true }))).Item;
}
const profileItem = (candidateId: string) => storedItem(`CAND#${candidateId}`, 'PROFILE');
const uniqueName = (tag: string) => `${tag}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;

describe('disabling the account hides the candidate profile everywhere', () => {
  it('members get 404, the shared URL 404, the search keys go; enableAccount brings all back as it was', async () => {
    const a = await newEligibleMember();
    const b = await newEligibleMember();
    const name = uniqueName('acct');
    expect((await call('updatePubURL', { token: a.token, params: { candidateId: a.candidateId }, body: { candidateProfilePublicURL: name } })).status).toBe(200);
    expect((await call('getCandidateProfile', { token: b.token, params: { candidateId: a.candidateId } })).status).toBe(200);
    expect((await call('getSharedProfile', { params: { sharedPubURL: name } })).status).toBe(200);
    expect((await call('getProfileByPubURL', { token: b.token, params: { pubProfile: name } })).status).toBe(200);
    expect(await profileItem(a.candidateId)).toMatchObject({ spk: 'F1995' });

    expect((await call('disableUserProfile', { token: a.token, params: { userProfileId: a.id } })).status).toBe(200);
    expect((await call('getCandidateProfile', { token: b.token, params: { candidateId: a.candidateId } })).status).toBe(404);
    expect(await call('getSharedProfile', { params: { sharedPubURL: name } })).toEqual(SHARED_404);
    expect(await call('getProfileByPubURL', { token: b.token, params: { pubProfile: name } })).toEqual(SHARED_404);
    const hidden = await profileItem(a.candidateId);
    expect(hidden).not.toHaveProperty('spk');
    expect(hidden).not.toHaveProperty('ssk');
    // The family's own choice is kept apart from the account's state.
    expect(hidden).toMatchObject({ candidateProfileVisibilityFlag: true });
    await expect(signIn(a.email, a.password)).rejects.toThrow();

    const { enableAccount } = await import('#functions/account/accountStatus.js');
    await enableAccount(a.email);
    await enableAccount(a.email); // idempotent
    const token = (await signIn(a.email, a.password)).accessToken;
    expect((await call('getSession', { token })).body).toMatchObject({ candidateId: a.candidateId, candidateProfileVisibilityFlag: true, candidateProfilePhotoFlag: true });
    expect((await call('getCandidateProfile', { token: b.token, params: { candidateId: a.candidateId } })).status).toBe(200);
    expect((await call('getSharedProfile', { params: { sharedPubURL: name } })).status).toBe(200);
    expect(await profileItem(a.candidateId)).toMatchObject({ spk: 'F1995', ssk: expect.any(String), sc: expect.any(String) });
  });

  it('a profile the family had disabled stays disabled after the account is enabled again', async () => {
    const a = await newEligibleMember();
    await call('manageCandProfileVisibility', { token: a.token, params: { candidateId: a.candidateId }, body: { candidateProfileVisibilityFlag: false } });
    await call('disableUserProfile', { token: a.token, params: { userProfileId: a.id } });
    const { enableAccount } = await import('#functions/account/accountStatus.js');
    await enableAccount(a.email);
    const item = await profileItem(a.candidateId);
    expect(item).toMatchObject({ candidateProfileVisibilityFlag: false });
    expect(item).not.toHaveProperty('spk');
  });
});

describe('the shared link', () => {
  it('shows last name, e-mail and employer masked as for members, contact person and phone in full, never religion', async () => {
    // With a photo: a profile without one is shown to nobody but its owner.
    const a = await newEligibleMember();
    const name = uniqueName('mask');
    await call('updatePubURL', { token: a.token, params: { candidateId: a.candidateId }, body: { candidateProfilePublicURL: name } });
    const shared = await call('getSharedProfile', { params: { sharedPubURL: name } });
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({
      lastName: 'S******i', email: 'p**********a@example.org', employerName: 'M******************s',
      contactPersonName: 'Hemlata Sharma', contactPhoneNumber: '4165559876', contactDetailsMasked: false,
    });
    const raw = JSON.stringify(shared.body);
    for (const secret of ['Sharmaji', 'priya.sharma@', 'Maple Leaf Analytics', 'Jainism', 'religion']) expect(raw).not.toContain(secret);
  });

  it('never carries a photo\'s original file name to anyone but the owner (it often carries a real name)', async () => {
    const [owner, viewer] = await Promise.all([newMemberWithCandidate(), newEligibleMember({ gender: 'Male' })]);
    const { confirm } = await uploadPhoto(owner, owner.candidateId, cleanJpeg(), 'Priya-Sharma-2024.jpg');
    expect(confirm.status).toBe(200);
    const name = uniqueName('photo');
    await call('updatePubURL', { token: owner.token, params: { candidateId: owner.candidateId }, body: { candidateProfilePublicURL: name } });

    const asMember = await call('getCandidateProfile', { token: viewer.token, params: { candidateId: owner.candidateId } });
    const asPublic = await call('getSharedProfile', { params: { sharedPubURL: name } });
    for (const view of [asMember, asPublic]) {
      expect(view.status).toBe(200);
      expect(view.body.photos).toHaveLength(1);
      expect(JSON.stringify(view.body)).not.toMatch(/Priya-Sharma|2024\.jpg/);
    }
    // The owner's own Manage Photos still shows it.
    const own = await call('getPhotos', { token: owner.token, params: { candidateId: owner.candidateId } });
    expect(own.body.items.map((p: { fileName: string }) => p.fileName)).toEqual(['Priya-Sharma-2024.jpg']);
  });

  it('by name, members learn nothing but the one 404 text: unknown, hidden, or withdrawn names answer alike', async () => {
    const viewer = await newEligibleMember();
    const hidden = await newEligibleMember();
    const name = uniqueName('hide');
    await call('updatePubURL', { token: hidden.token, params: { candidateId: hidden.candidateId }, body: { candidateProfilePublicURL: name } });
    await call('manageCandProfileVisibility', { token: hidden.token, params: { candidateId: hidden.candidateId }, body: { candidateProfileVisibilityFlag: false } });
    const byName = (n: string) => call('getProfileByPubURL', { token: viewer.token, params: { pubProfile: n } });
    expect(await byName(name)).toEqual(SHARED_404);
    expect(await byName(uniqueName('nobody'))).toEqual(SHARED_404);
  });

  it('racing URL changes of one profile leave exactly one name resolving, the others released', async () => {
    const a = await newEligibleMember();
    const viewer = await newEligibleMember();
    const names = Array.from({ length: 10 }, (_, i) => uniqueName(`race${i}`));
    const answers = await Promise.all(names.map((n) => call('updatePubURL', { token: a.token, params: { candidateId: a.candidateId }, body: { candidateProfilePublicURL: n } })));
    for (const r of answers) expect([200, 409]).toContain(r.status);
    const resolving = [];
    for (const n of names) {
      const shared = await call('getSharedProfile', { params: { sharedPubURL: n } });
      const byName = await call('getProfileByPubURL', { token: viewer.token, params: { pubProfile: n } });
      const reservation = await storedItem(`PUBURL#${n}`, 'PUBURL');
      if (shared.status === 200) {
        resolving.push(n);
        expect(byName.status).toBe(200);
      } else {
        expect(shared).toEqual(SHARED_404);
        expect(byName).toEqual(SHARED_404);
        expect(reservation).toBeUndefined();
      }
    }
    expect(resolving).toHaveLength(1);
    expect((await profileItem(a.candidateId))?.candidateProfilePublicURL).toBe(resolving[0]);
  });
});

describe('no lost updates on the candidate profile', () => {
  it('a write from a stale read is refused by the version, and the service re-applies its change to the current item', async () => {
    const a = await newEligibleMember();
    const { getCandidate, replaceCandidate } = await import('#functions/candidates/entities/candidates.js');
    const stale = await getCandidate(a.candidateId);
    if (!stale) throw new Error('no profile');
    await call('manageCandProfileVisibility', { token: a.token, params: { candidateId: a.candidateId }, body: { candidateProfileVisibilityFlag: false } });
    await expect(replaceCandidate({ ...stale, city: 'Stale Town' })).rejects.toThrow(/ConditionalCheckFailed|conditional/i);
    expect(await profileItem(a.candidateId)).toMatchObject({ city: 'Toronto', candidateProfileVisibilityFlag: false });
    // The service's own edit starts from the current item, so the family's visibility choice survives it.
    await call('updateCandidateProfile', { token: a.token, params: { candidateId: a.candidateId }, body: candidateBody({ city: 'Oakville' }) });
    expect(await profileItem(a.candidateId)).toMatchObject({ city: 'Oakville', candidateProfileVisibilityFlag: false });
  });

  it('edits racing a disable never bring the profile back', async () => {
    const a = await newEligibleMember();
    const edits = Array.from({ length: 12 }, (_, i) =>
      call('updateCandidateProfile', { token: a.token, params: { candidateId: a.candidateId }, body: candidateBody({ city: `City ${i}` }) }));
    const off = call('manageCandProfileVisibility', { token: a.token, params: { candidateId: a.candidateId }, body: { candidateProfileVisibilityFlag: false } });
    const answers = await Promise.all([...edits, off]);
    for (const r of answers) expect([200, 409]).toContain(r.status);
    expect((await off).status).toBe(200);
    const item = await profileItem(a.candidateId);
    expect(item).toMatchObject({ candidateProfileVisibilityFlag: false });
    expect(item).not.toHaveProperty('spk');
    expect(item?.version).toBeGreaterThan(1);
  });

  it('a profile written before versions existed is still edited', async () => {
    const a = await newMemberWithCandidate();
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    await table().send(new UpdateCommand({ TableName: process.env.TABLE_NAME, Key: { pk: `CAND#${a.candidateId}`, sk: 'PROFILE' }, UpdateExpression: 'REMOVE #v', ExpressionAttributeNames: { '#v': 'version' } }));
    const edited = await call('updateCandidateProfile', { token: a.token, params: { candidateId: a.candidateId }, body: candidateBody({ city: 'Brampton' }) });
    expect(edited.status).toBe(200);
    expect(await profileItem(a.candidateId)).toMatchObject({ city: 'Brampton', version: 1 });
  });
});

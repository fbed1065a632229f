import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { photoTexts } from '#shared/domain/candidate.js';
import { call, candidateBody, newEligibleMember, newMember, newMemberWithCandidate, pngBytes, uploadPhoto } from './helpers.js';

const s3 = () => new S3Client({ region: 'us-east-1', endpoint: process.env.S3_ENDPOINT, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
async function exists(key: string): Promise<boolean> {
  try {
    await s3().send(new HeadObjectCommand({ Bucket: process.env.PHOTO_BUCKET, Key: key }));
    return true;
  } catch (e) {
    if ((e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw e;
  }
}

describe('candidate profile', () => {
  it('is created once per account, with the spec messages for missing fields', async () => {
    const m = await newMember();
    const empty = await call('saveCandidateProfile', { token: m.token, body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({
      firstName: ['First Name is required'], lastName: ['Last Name is required'], gender: ['Please select gender'],
      dobMonth: ['Please select month of your birthday'], dobYear: ['Please enter year of your birthday'],
      heightFeet: ['Please select your height'], foodHabits: ['Please select food habits'], marriageStatus: ['Please select marriage status'],
      education: ['Please enter your education details'], profession: ['Please enter your profession details'],
      immiStatus: ['Please enter your Immigration Status'], contactPersonName: ['Please enter contact person name'],
      contactPhoneNumber: ['Please enter contact person phone #'], contactRelation: ['Please enter contact person relation'],
      city: ['Please enter your current city/state/country'], state: ['Please enter your current city/state/country'],
      country: ['Please enter your current city/state/country'],
    });
    const badEmail = await call('saveCandidateProfile', { token: m.token, body: candidateBody({ email: 'nope' }) });
    expect(badEmail.body.errors.email).toEqual(['Invalid email format']);
    const badState = await call('saveCandidateProfile', { token: m.token, body: candidateBody({ state: 'Texas' }) });
    expect(badState.body.errors.state).toEqual(['Please enter your current city/state/country']);

    const created = await call('saveCandidateProfile', { token: m.token, body: candidateBody() });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ ownProfile: true, height: `5'4"`, religion: 'Jainism', lastName: 'Sharmaji', candidateProfileVisibilityFlag: true, candidateProfilePhotoFlag: false });
    const second = await call('saveCandidateProfile', { token: m.token, body: candidateBody() });
    expect(second.status).toBe(409);
    const session = await call('getSession', { token: m.token });
    expect(session.body).toMatchObject({ candidateId: created.body.id, candidateProfileVisibilityFlag: true, candidateProfilePhotoFlag: false });
  });

  it('divorce details are kept only when Divorced; gotra text only when Other', async () => {
    const m = await newMember();
    const missing = await call('saveCandidateProfile', { token: m.token, body: candidateBody({ marriageStatus: 'Divorced' }) });
    expect(Object.keys(missing.body.errors).sort()).toEqual(['numOfChildrenFromPrevMarriage', 'yearsInPreviousMarriage']);
    const single = await call('saveCandidateProfile', { token: m.token, body: candidateBody({ yearsInPreviousMarriage: '1-9', gotra: 'Unknown' }) });
    expect(single.body.yearsInPreviousMarriage).toBeUndefined();
    expect(single.body.enteredGotra).toBeUndefined();
  });

  it('another member never receives the raw last name, e-mail, employer, contact, phone or religion', async () => {
    const owner = await newEligibleMember();
    const viewer = await newEligibleMember();
    const res = await call('getCandidateProfile', { token: viewer.token, params: { candidateId: owner.candidateId } });
    expect(res.status).toBe(200);
    const raw = JSON.stringify(res.body);
    for (const secret of ['Sharmaji', 'priya.sharma@', 'Maple Leaf Analytics', 'Hemlata Sharma', '4165559876', 'Jainism', 'religion']) {
      expect(raw).not.toContain(secret);
    }
    expect(res.body).toMatchObject({ ownProfile: false, lastName: 'S******i', email: 'p**********a@example.org', contactPhoneNumber: '41******76', contactDetailsMasked: true });
    expect(res.body.candidateProfilePublicURL).toBeUndefined();

    // With the contact flag on, contacts are shown; the rest stays masked.
    const open = await newEligibleMember({ candidateContactDetailsVisibilityFlag: true });
    const shown = await call('getCandidateProfile', { token: viewer.token, params: { candidateId: open.candidateId } });
    expect(shown.body).toMatchObject({ contactPersonName: 'Hemlata Sharma', contactPhoneNumber: '4165559876', lastName: 'S******i' });
    expect(JSON.stringify(shown.body)).not.toContain('Jainism');
  });

  it('edits, disables with a reason and enables again; a disabled profile is hidden from others', async () => {
    const owner = await newEligibleMember();
    const other = await newEligibleMember();
    const edited = await call('updateCandidateProfile', { token: owner.token, params: { candidateId: owner.candidateId }, body: candidateBody({ city: 'Mississauga', heightFeet: 6, heightInch: 0 }) });
    expect(edited.body).toMatchObject({ city: 'Mississauga', height: `6'0"` });
    const off = await call('manageCandProfileVisibility', { token: owner.token, params: { candidateId: owner.candidateId }, body: { candidateProfileVisibilityFlag: false } });
    expect(off.body.candidateProfileVisibilityFlag).toBe(false);
    const reason = await call('saveCandidateProfileStatusReason', { token: owner.token, body: { candidateId: owner.candidateId, candidateProfileStatusReason: 'Reviewing a Break' } });
    expect(reason.status).toBe(200);
    expect(reason.body.id).toBeTruthy();
    const latest = await call('getCandidateProfileStatusReason', { token: owner.token, params: { candidateId: owner.candidateId } });
    expect(latest.body.statusReason).toMatchObject({ id: reason.body.id, candidateProfileStatusReason: 'Reviewing a Break' });
    expect((await call('getCandidateProfile', { token: other.token, params: { candidateId: owner.candidateId } })).status).toBe(404);
    expect((await call('getSession', { token: owner.token })).body.candidateProfileVisibilityFlag).toBe(false);
    await call('manageCandProfileVisibility', { token: owner.token, params: { candidateId: owner.candidateId }, body: { candidateProfileVisibilityFlag: true } });
    expect((await call('getCandidateProfile', { token: other.token, params: { candidateId: owner.candidateId } })).status).toBe(200);
    const stolen = await call('saveCandidateProfileStatusReason', { token: other.token, body: { candidateId: owner.candidateId, candidateProfileStatusReason: 'Other' } });
    expect(stolen.status).toBe(403);
  });

  it('expectations: add once, edit, at most 145 characters of text', async () => {
    const m = await newMemberWithCandidate();
    const base = { gender: 'Male', minAge: 25, maxAge: 32, country: 'Canada', expectations: 'Kind and family oriented.' };
    expect((await call('getExpectationDetails', { token: m.token, params: { candidateId: m.candidateId } })).body).toEqual({ expectation: null });
    const tooLong = await call('addExpectation', { token: m.token, params: { candidateId: m.candidateId }, body: { ...base, expectations: 'x'.repeat(146) } });
    expect(tooLong.status).toBe(422);
    const exact = await call('addExpectation', { token: m.token, params: { candidateId: m.candidateId }, body: { ...base, expectations: 'x'.repeat(145) } });
    expect(exact.status).toBe(200);
    expect((await call('addExpectation', { token: m.token, params: { candidateId: m.candidateId }, body: base })).status).toBe(409);
    const edited = await call('editExpectation', { token: m.token, params: { candidateId: m.candidateId, expectationId: exact.body.id }, body: { ...base, maxAge: 35 } });
    expect(edited.body).toMatchObject({ id: exact.body.id, maxAge: 35 });
    const reversed = await call('editExpectation', { token: m.token, params: { candidateId: m.candidateId, expectationId: exact.body.id }, body: { ...base, minAge: 40, maxAge: 30 } });
    expect(reversed.status).toBe(422);
  });

  it('shared URL: unique, public with contacts but names masked and no religion, 404 once withdrawn or disabled', async () => {
    const owner = await newEligibleMember();
    const rival = await newEligibleMember();
    const name = `priya-${Date.now().toString(36)}`;
    expect((await call('updatePubURL', { token: owner.token, params: { candidateId: owner.candidateId }, body: { candidateProfilePublicURL: '' } })).body.errors.candidateProfilePublicURL).toContain('Public URL is required');
    expect((await call('updatePubURL', { token: owner.token, params: { candidateId: owner.candidateId }, body: { candidateProfilePublicURL: name } })).status).toBe(200);
    const taken = await call('updatePubURL', { token: rival.token, params: { candidateId: rival.candidateId }, body: { candidateProfilePublicURL: name } });
    expect(taken).toEqual({ status: 409, body: { message: 'This URL is already used. Please try with different URL!' } });

    const shared = await call('getSharedProfile', { params: { sharedPubURL: name } });
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({ contactPersonName: 'Hemlata Sharma', contactPhoneNumber: '4165559876', lastName: 'S******i' });
    expect(JSON.stringify(shared.body)).not.toContain('Jainism');
    const byName = await call('getProfileByPubURL', { token: rival.token, params: { pubProfile: name } });
    expect(byName.body.lastName).toBe('S******i');

    await call('manageCandProfileVisibility', { token: owner.token, params: { candidateId: owner.candidateId }, body: { candidateProfileVisibilityFlag: false } });
    expect((await call('getSharedProfile', { params: { sharedPubURL: name } })).status).toBe(404);
    await call('manageCandProfileVisibility', { token: owner.token, params: { candidateId: owner.candidateId }, body: { candidateProfileVisibilityFlag: true } });
    await call('deletePubURL', { token: owner.token, params: { candidateId: owner.candidateId } });
    expect(await call('getSharedProfile', { params: { sharedPubURL: name } })).toEqual({ status: 404, body: { message: "We didn't find the shared profile for this URL." } });
    expect((await call('updatePubURL', { token: rival.token, params: { candidateId: rival.candidateId }, body: { candidateProfilePublicURL: name } })).status).toBe(200);
  });

  it('only members with an enabled profile and a photo see other profiles, with the spec texts', async () => {
    const target = await newMemberWithCandidate();
    const noProfile = await newMember();
    const noPhoto = await newMemberWithCandidate();
    const disabled = await newEligibleMember();
    await call('manageCandProfileVisibility', { token: disabled.token, params: { candidateId: disabled.candidateId }, body: { candidateProfileVisibilityFlag: false } });
    const read = (m: { token: string }) => call('getCandidateProfile', { token: m.token, params: { candidateId: target.candidateId } });
    expect(await read(noProfile)).toEqual({ status: 403, body: { message: 'Please create your candidate profile first.' } });
    expect(await read(noPhoto)).toEqual({ status: 403, body: { message: 'Your candidate photo(s) are not uploaded. Please upload at least one photo.' } });
    expect((await read(disabled)).body.message).toBe("Your candidate profile is disabled, so you can't see other's profiles. Please first enable your candidate profile.");
    expect((await read(target)).status).toBe(200);
  });
});

describe('invariants under concurrent requests', () => {
  it('one candidate profile per account, one owner per shared URL, at most 10 photos', async () => {
    const m = await newMember();
    const creates = await Promise.all(Array.from({ length: 6 }, () => call('saveCandidateProfile', { token: m.token, body: candidateBody() })));
    expect(creates.filter((r) => r.status === 200)).toHaveLength(1);
    expect(creates.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
    const { listCandidatePartition } = await import('#functions/candidates/entities/candidates.js');

    const families = await Promise.all(Array.from({ length: 6 }, () => newMemberWithCandidate()));
    const name = `race-${Date.now().toString(36)}`;
    const claims = await Promise.all(families.map((f) => call('updatePubURL', { token: f.token, params: { candidateId: f.candidateId }, body: { candidateProfilePublicURL: name } })));
    expect(claims.filter((r) => r.status === 200)).toHaveLength(1);
    const winner = families[claims.findIndex((r) => r.status === 200)]!;
    // The link shows a profile with a photo only.
    await uploadPhoto(winner, winner.candidateId);
    expect((await call('getSharedProfile', { params: { sharedPubURL: name } })).body.id).toBe(winner.candidateId);

    const uploader = families.find((f) => f !== winner)!;
    for (let i = 0; i < 8; i++) await uploadPhoto(uploader, uploader.candidateId, pngBytes(), `s${i}.png`);
    const racers = await Promise.all(Array.from({ length: 5 }, (_, i) => uploadPhoto(uploader, uploader.candidateId, pngBytes(), `r${i}.png`)));
    expect(racers.filter((r) => r.confirm.status === 200)).toHaveLength(2);
    const photos = await call('getPhotos', { token: uploader.token, params: { candidateId: uploader.candidateId } });
    expect(photos.body.items).toHaveLength(10);
    expect((await listCandidatePartition(uploader.candidateId, 'PHOTO#'))).toHaveLength(10);
  });
});

describe('photos', () => {
  it('uploads two, deletes one; the first turns the photo flag on; the URLs are signed', async () => {
    const m = await newMemberWithCandidate();
    const one = await uploadPhoto(m, m.candidateId, pngBytes(), 'first.png');
    expect(one.confirm.status).toBe(200);
    expect(one.confirm.body.fileURL).toMatch(/X-Amz-Signature=/);
    expect((await call('getSession', { token: m.token })).body.candidateProfilePhotoFlag).toBe(true);
    const two = await uploadPhoto(m, m.candidateId, pngBytes(), 'second.png');
    expect(two.confirm.status).toBe(200);
    const listed = await call('getPhotos', { token: m.token, params: { candidateId: m.candidateId } });
    expect(listed.body.items.map((p: { fileName: string }) => p.fileName)).toEqual(['first.png', 'second.png']);
    // The owner's link to the photo as uploaded (a PNG stays a PNG; its copies are JPEG).
    const image = await fetch(listed.body.items[0].originalURL);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');
    expect((await call('deleteCandidatePhoto', { token: m.token, params: { candidateId: m.candidateId, photoId: one.photoId } })).status).toBe(200);
    const after = await call('getPhotos', { token: m.token, params: { candidateId: m.candidateId } });
    expect(after.body.items.map((p: { id: string }) => p.id)).toEqual([two.photoId]);
    expect(await exists(`photos/${m.candidateId}/${one.photoId}`)).toBe(false);
    const other = await newMember();
    expect((await call('deleteCandidatePhoto', { token: other.token, params: { candidateId: m.candidateId, photoId: two.photoId } })).status).toBe(403);
  });

  it('the server refuses, and deletes, what the presigned form let through', async () => {
    const m = await newMemberWithCandidate();
    const cases: [Buffer, string, string, string][] = [
      [pngBytes(6 * 1024 * 1024), 'big.png', 'big.png', photoTexts.fileSize],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'page.png', 'page.png', photoTexts.unreadable],
      [pngBytes(), 'short.png', `${'n'.repeat(36)}.png`, photoTexts.fileName],
    ];
    for (const [bytes, uploadName, confirmName, message] of cases) {
      expect(confirmName.length === 40 || uploadName.length < 40).toBe(true);
      // The ticket is asked for a small valid file; the family's browser then posts something else.
      const ticket = await call('requestPhotoUpload', { token: m.token, params: { candidateId: m.candidateId }, body: { fileName: uploadName, contentType: 'image/png', size: 100 } });
      const { postToPresignedForm } = await import('./helpers.js');
      expect((await postToPresignedForm(ticket.body, bytes, uploadName, 'image/png')).ok).toBe(true);
      expect(await exists(`uploads/${m.candidateId}/${ticket.body.photoId}`)).toBe(true);
      const confirm = await call('confirmPhotoUpload', { token: m.token, params: { candidateId: m.candidateId, photoId: ticket.body.photoId }, body: { fileName: confirmName } });
      expect(confirm.status, confirmName).toBe(422);
      expect(confirm.body.message).toBe(message);
      expect(await exists(`uploads/${m.candidateId}/${ticket.body.photoId}`)).toBe(false);
    }
    expect((await call('getSession', { token: m.token })).body.candidateProfilePhotoFlag).toBe(false);
  });

  it('boundaries pass: 5242879 bytes and a 39-character name', async () => {
    const m = await newMemberWithCandidate();
    const name39 = `${'b'.repeat(35)}.png`;
    expect(name39).toHaveLength(39);
    const big = await uploadPhoto(m, m.candidateId, pngBytes(5242879), name39);
    expect(big.confirm.status).toBe(200);
    expect(await exists(`photos/${m.candidateId}/${big.photoId}`)).toBe(true);
    const tooBig = await call('requestPhotoUpload', { token: m.token, params: { candidateId: m.candidateId }, body: { fileName: 'x.png', contentType: 'image/png', size: 5242880 } });
    expect(tooBig.body.errors.size).toEqual([photoTexts.fileSize]);
    const longName = await call('requestPhotoUpload', { token: m.token, params: { candidateId: m.candidateId }, body: { fileName: `${'c'.repeat(36)}.png`, contentType: 'image/png', size: 10 } });
    expect(longName.body.errors.fileName).toEqual([photoTexts.fileName]);
  });

  it('at most 10 photos per candidate', async () => {
    const m = await newMemberWithCandidate();
    for (let i = 0; i < 10; i++) expect((await uploadPhoto(m, m.candidateId, pngBytes(), `p${i}.png`)).confirm.status).toBe(200);
    const eleventh = await call('requestPhotoUpload', { token: m.token, params: { candidateId: m.candidateId }, body: { fileName: 'p10.png', contentType: 'image/png', size: 100 } });
    expect(eleventh.status).toBe(422);
  });
});

describe('deleting a candidate profile', () => {
  it('removes photos from S3, the items, the shared URL and the pointer; repeating it is safe', async () => {
    const m = await newMemberWithCandidate();
    const a = await uploadPhoto(m, m.candidateId, pngBytes(), 'a.png');
    const b = await uploadPhoto(m, m.candidateId, pngBytes(), 'b.png');
    const name = `gone-${Date.now().toString(36)}`;
    await call('updatePubURL', { token: m.token, params: { candidateId: m.candidateId }, body: { candidateProfilePublicURL: name } });
    await call('addExpectation', { token: m.token, params: { candidateId: m.candidateId }, body: { gender: 'Male', minAge: 25, maxAge: 30 } });
    await call('saveCandidateProfileStatusReason', { token: m.token, body: { candidateId: m.candidateId, candidateProfileStatusReason: 'Other' } });
    const other = await newMember();
    expect((await call('deleteCandidateProfile', { token: other.token, params: { candidateId: m.candidateId } })).status).toBe(403);

    expect((await call('deleteCandidateProfile', { token: m.token, params: { candidateId: m.candidateId } })).status).toBe(200);
    expect(await exists(`photos/${m.candidateId}/${a.photoId}`)).toBe(false);
    expect(await exists(`photos/${m.candidateId}/${b.photoId}`)).toBe(false);
    expect((await call('getSharedProfile', { params: { sharedPubURL: name } })).status).toBe(404);
    expect((await call('getSession', { token: m.token })).body.candidateId).toBeNull();
    const { listCandidatePartition } = await import('#functions/candidates/entities/candidates.js');
    expect(await listCandidatePartition(m.candidateId)).toEqual([]);
    expect((await call('deleteCandidateProfile', { token: m.token, params: { candidateId: m.candidateId } })).status).toBe(404);
    // A new profile can be made afterwards.
    expect((await call('saveCandidateProfile', { token: m.token, body: candidateBody() })).status).toBe(200);
  });
});

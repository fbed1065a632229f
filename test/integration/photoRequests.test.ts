/**
 * Photo requests, and how an accepted proposal or a revoke opens and closes photos, through HTTP on the local
 * stack: a request arrives with a mail and shows under Photo Requests; ten parallel requests make
 * one (and one mail); one per pair in 30 days, also after the requester re-creates its profile;
 * declining says only 'not now'; an approval opens all photos and withdrawing it closes them again;
 * an accepted proposal opens them both ways and its revoke closes them; a blocked family's request
 * never arrives; requests count toward no proposal limit; deleting an account forgets its requests.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PhotoRequestView } from '#shared/domain/photoRequests.js';
import { photoAccessTexts } from '#shared/texts.js';
import {
  call, mailsTo, newEligibleMember, propose, recreateProfile, scanTable, transition, uploadPhoto, type Answer, type CandidateMember, deleteFamily,
} from './helpers.js';

const ok = async (res: Promise<Answer> | Answer) => {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
};

/** A family with two photos that shows members the first only. */
async function holdingBack(setting: 'first' | 'none' = 'first'): Promise<CandidateMember> {
  const owner = await newEligibleMember({ gender: 'Female' });
  await uploadPhoto(owner, owner.candidateId);
  await ok(call('setPhotoAccess', { token: owner.token, params: { candidateId: owner.candidateId }, body: { photoAccess: setting } }));
  return owner;
}

const ask = (who: CandidateMember, of: CandidateMember) => call('requestPhotos', { token: who.token, body: { candidateId: of.candidateId } });
const photosSeen = async (who: CandidateMember, of: CandidateMember) =>
  (await ok(call('getCandidateProfile', { token: who.token, params: { candidateId: of.candidateId } }))).body as { photos: unknown[]; photosHeldBack?: boolean; photoRequest?: string | null };
const requestsOf = async (owner: CandidateMember) =>
  (await ok(call('getPhotoRequestList', { token: owner.token, params: { userId: owner.id } }))).body.items as PhotoRequestView[];
const answer = (op: 'approvePhotoRequest' | 'declinePhotoRequest' | 'withdrawPhotoApproval', owner: CandidateMember, requester: CandidateMember) =>
  call(op, { token: owner.token, params: { userId: owner.id, requesterUserId: requester.id } });
const mailsAboutRequests = async (owner: CandidateMember) => (await mailsTo(owner.email)).filter((m) => m.subject === photoAccessTexts.mailSubject);

describe('a request, and its answers', () => {
  let owner: CandidateMember;
  let requester: CandidateMember;
  beforeAll(async () => {
    [owner, requester] = await Promise.all([holdingBack(), newEligibleMember({ gender: 'Male' })]);
  });

  it('arrives with a mail and under Photo Requests; the requester sees "requested"', async () => {
    expect(await photosSeen(requester, owner)).toMatchObject({ photos: [expect.anything()], photosHeldBack: true, photoRequest: null });
    const sent = await ok(ask(requester, owner));
    expect(sent.body.photoRequest).toBe('requested');
    expect(await mailsAboutRequests(owner)).toHaveLength(1);
    const [item] = await requestsOf(owner);
    expect(item).toMatchObject({ requesterUserId: requester.id, requesterCandidateId: requester.candidateId, status: 'pending' });
    expect(item!.candidateProfile?.id).toBe(requester.candidateId);
    expect((await photosSeen(requester, owner)).photoRequest).toBe('requested');
  });

  it("declining tells the requester only 'not now', and a new request waits 30 days", async () => {
    await ok(answer('declinePhotoRequest', owner, requester));
    const seen = await photosSeen(requester, owner);
    expect(seen).toMatchObject({ photosHeldBack: true, photoRequest: 'notNow' });
    expect(seen.photos).toHaveLength(1);
    expect(JSON.stringify(seen)).not.toMatch(/declin/i);
    const again = await ask(requester, owner);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(photoAccessTexts.alreadyRequested);
    expect(await mailsAboutRequests(owner)).toHaveLength(1);
  });

  it('an approval opens all photos; withdrawing it closes them again', async () => {
    await ok(answer('approvePhotoRequest', owner, requester));
    expect(await photosSeen(requester, owner)).toMatchObject({ photos: [expect.anything(), expect.anything()], photosHeldBack: false });
    expect((await ask(requester, owner)).status).toBe(409);
    await ok(answer('withdrawPhotoApproval', owner, requester));
    expect(await photosSeen(requester, owner)).toMatchObject({ photos: [expect.anything()], photosHeldBack: true, photoRequest: 'notNow' });
    expect((await answer('withdrawPhotoApproval', owner, requester)).status).toBe(409);
    expect((await answer('declinePhotoRequest', owner, requester)).status).toBe(409);
  });

  it('only the family answers its own requests', async () => {
    const res = await call('approvePhotoRequest', { token: requester.token, params: { userId: owner.id, requesterUserId: requester.id } });
    expect(res.status).toBe(403);
  });

  it('a re-created profile is the same family: still one request per 30 days', async () => {
    const again = await recreateProfile(requester, { gender: 'Male' });
    expect((await ask(again, owner)).status).toBe(409);
    requester = again;
  });

  it('asking a family that holds nothing back, or oneself, is refused', async () => {
    const open = await newEligibleMember({ gender: 'Female' });
    expect((await ask(requester, open)).status).toBe(409);
    expect((await ask(owner, owner)).status).toBe(422);
  });
});

it('ten parallel requests make one request and one mail', async () => {
  const [owner, requester] = await Promise.all([holdingBack('none'), newEligibleMember({ gender: 'Male' })]);
  const answers = await Promise.all(Array.from({ length: 10 }, () => ask(requester, owner)));
  expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
  expect(await requestsOf(owner)).toHaveLength(1);
  expect(await mailsAboutRequests(owner)).toHaveLength(1);
});

it('requests count toward no proposal limit: the requester still proposes', async () => {
  const [owner, requester] = await Promise.all([holdingBack(), newEligibleMember({ gender: 'Male' })]);
  await ok(ask(requester, owner));
  await ok(propose(requester, owner.candidateId));
});

it('an accepted proposal opens all photos both ways; its revoke closes them again', async () => {
  const [owner, other] = await Promise.all([holdingBack('none'), holdingBack('first')]);
  expect((await photosSeen(other, owner)).photos).toHaveLength(0);
  expect((await photosSeen(owner, other)).photos).toHaveLength(1);
  const proposal = await ok(propose(other, owner.candidateId));
  await ok(transition('acceptTheirProposal', owner, proposal.body.id));
  expect((await photosSeen(other, owner)).photos).toHaveLength(2);
  expect((await photosSeen(owner, other)).photos).toHaveLength(2);
  await ok(transition('revokeMyProposal', other, proposal.body.id));
  expect((await photosSeen(other, owner)).photos).toHaveLength(0);
  expect((await photosSeen(owner, other)).photos).toHaveLength(1);
});

describe('blocks', () => {
  it('a request from a family the owner blocked never arrives (answered as a missing profile)', async () => {
    const [owner, requester] = await Promise.all([holdingBack(), newEligibleMember({ gender: 'Male' })]);
    await ok(call('blockFamily', { token: owner.token, body: { userProfileId: owner.id, fromCandidateId: owner.candidateId, toCandidateId: requester.candidateId } }));
    expect((await ask(requester, owner)).status).toBe(404);
    expect(await requestsOf(owner)).toEqual([]);
    expect(await mailsAboutRequests(owner)).toEqual([]);
  });

  it('a request made before a block leaves Photo Requests and cannot be approved', async () => {
    const [owner, requester] = await Promise.all([holdingBack(), newEligibleMember({ gender: 'Male' })]);
    await ok(ask(requester, owner));
    await ok(call('blockFamily', { token: requester.token, body: { userProfileId: requester.id, fromCandidateId: requester.candidateId, toCandidateId: owner.candidateId } }));
    expect(await requestsOf(owner)).toEqual([]);
    expect((await answer('approvePhotoRequest', owner, requester)).status).toBe(404);
  });

  it('the export lists no request sent to a family that blocked the requester', async () => {
    const [owner, requester] = await Promise.all([holdingBack(), newEligibleMember({ gender: 'Male' })]);
    await ok(ask(requester, owner));
    const sentOf = async () => (await ok(call('exportMyData', { token: requester.token, params: { userProfileId: requester.id } }))).body.photoRequestsSent;
    expect(await sentOf()).toMatchObject([{ ownerCandidateId: owner.candidateId, state: 'requested' }]);
    await ok(call('blockFamily', { token: owner.token, body: { userProfileId: owner.id, fromCandidateId: owner.candidateId, toCandidateId: requester.candidateId } }));
    expect(await sentOf()).toEqual([]);
  });
});

describe('data rights', () => {
  it('the export lists requests received and sent; deleting an account forgets them', async () => {
    const [owner, requester] = await Promise.all([holdingBack(), newEligibleMember({ gender: 'Male' })]);
    await ok(ask(requester, owner));
    const ownExport = (await ok(call('exportMyData', { token: owner.token, params: { userProfileId: owner.id } }))).body;
    expect(ownExport.photoRequestsReceived).toMatchObject([{ requesterUserId: requester.id, status: 'pending' }]);
    const theirs = (await ok(call('exportMyData', { token: requester.token, params: { userProfileId: requester.id } }))).body;
    expect(theirs.photoRequestsSent).toMatchObject([{ ownerCandidateId: owner.candidateId, state: 'requested' }]);

    const requestItems = async () => (await scanTable()).filter((i) => i.type === 'PhotoRequest' && (i.requesterUserId === requester.id || i.ownerUserId === owner.id));
    expect(await requestItems()).toHaveLength(1);
    await ok(deleteFamily(requester));
    expect(await requestItems()).toEqual([]);
  });
});

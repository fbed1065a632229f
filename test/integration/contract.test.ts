/**
 * Driven by the route table, so every route added later is covered: bad bodies and bad path
 * values get a 4xx and write nothing; member routes refuse a missing, forged or expired token and
 * another member's resources; volunteer routes refuse members.
 */
import { createSign, generateKeyPairSync } from 'node:crypto';
import { createRequire } from 'node:module';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifyFlagNames } from '#shared/domain/user.js';
import { fillPath, routeList, routes, type Operation } from '#shared/api/routes/index.js';
import { seedSubCategoryId } from '#functions/directory/directorySeed.js';
import { familyDetailsSample, horoscopeSample } from '../sampleData.js';
import { baseUrl, call, candidateBody, newEligibleMember, newMember, newMemberWithCandidate, request, uploadPhoto, type Member } from './helpers.js';

const require = createRequire(import.meta.url);
const emulatorKey = require('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string };

const db = () => DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1', endpoint: process.env.DYNAMODB_ENDPOINT }));
async function tableSnapshot(): Promise<string> {
  const res = await db().send(new ScanCommand({ TableName: process.env.TABLE_NAME }));
  return JSON.stringify((res.Items ?? []).map((i) => JSON.stringify(i)).sort());
}

function jwt(claims: Record<string, unknown>, pem: string | import('node:crypto').KeyObject): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const head = `${enc({ alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal' })}.${enc(claims)}`;
  return `${head}.${createSign('RSA-SHA256').update(head).sign(pem).toString('base64url')}`;
}
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

/** A valid body for every route that takes one; the test fails for a route missing here. */
const validBodies: Partial<Record<Operation, (m: Member) => unknown>> = {
  requestReferralCode: () => ({ requesterFirstName: 'A', requesterLastName: 'B', requesterEmailId: 'a@example.org', requesterPhoneNumber: '4165550100' }),
  saveUserProfile: () => ({ signupSecret: 'a'.repeat(64), userReferralId: 'no-such-referral', firstName: 'A', lastName: 'B', userEmail: 'a@example.org', userPhoneCountryCode: '+1', userPhoneNumber: '4165550100', userPass: 'secret123' }),
  confirmSignup: () => ({ signupSecret: 'a'.repeat(64), userEmail: 'a@example.org', code: '123456' }),
  resendSignupCode: () => ({ signupSecret: 'a'.repeat(64), userEmail: 'a@example.org' }),
  resetUserPassword: () => ({ userEmail: 'a@example.org' }),
  // Family members: an invitation, and an invitee's sign-up from a link that names no invitation.
  inviteFamilyMember: () => ({ firstName: 'A', lastName: 'B', relation: 'Father', email: 'a@example.org' }),
  startInvitedSignup: () => ({ signupSecret: 'a'.repeat(64), invitationToken: 'a'.repeat(43), firstName: 'A', lastName: 'B', userPhoneCountryCode: '+1', userPhoneNumber: '4165550100', userPass: 'secret123' }),
  confirmInvitedSignup: () => ({ signupSecret: 'a'.repeat(64), invitationToken: 'a'.repeat(43), code: '123456' }),
  confirmResetUserPassword: () => ({ userEmail: 'a@example.org', code: '123456', userPass: 'secret123' }),
  updateUserProfile: () => ({ firstName: 'A', lastName: 'B', userPhoneCountryCode: '+1', userPhoneNumber: '4165550100' }),
  changeUserPassword: (m) => ({ currentPassword: m.password, userPass: 'secret456' }),
  // Change E-mail: a fresh address, and a code of the right shape.
  requestEmailChange: () => ({ newEmail: 'new-address@example.org' }),
  confirmEmailChange: () => ({ code: '123456' }),
  addUserNotifySettings: () => Object.fromEntries(notifyFlagNames.map((f) => [f, true])),
  editUserNotifySettings: () => Object.fromEntries(notifyFlagNames.map((f) => [f, true])),
  issueReferralCode: () => ({ email: 'a@example.org' }),
  saveCandidateProfile: () => candidateBody(),
  updateCandidateProfile: () => candidateBody(),
  manageCandProfileVisibility: () => ({ candidateProfileVisibilityFlag: true }),
  updateFamilyDetails: () => familyDetailsSample,
  updateHoroscope: () => horoscopeSample,
  saveCandidateProfileStatusReason: () => ({ candidateId: ownerParams.candidateId, candidateProfileStatusReason: 'Other' }),
  requestPhotoUpload: () => ({ fileName: 'a.png', contentType: 'image/png', size: 100 }),
  confirmPhotoUpload: () => ({ fileName: 'a.png' }),
  addExpectation: () => ({ gender: 'Male', minAge: 25, maxAge: 30 }),
  editExpectation: () => ({ gender: 'Male', minAge: 25, maxAge: 30 }),
  updatePubURL: () => ({ candidateProfilePublicURL: 'a-taken-name' }),
  searchProfiles: () => ({ gender: 'Female', minAge: 25, maxAge: 35, foodHabits: ['Vegetarian'] }),
  saveUserSavedProfile: (m) => ({ userProfileId: m.id, candidateId: ownerParams.candidateId }),
  saveUserInteraction: (m) => ({ userProfileId: m.id, fromCandidateId: ownerParams.candidateId, toCandidateId: ownerParams.candidateId, interactionType: 'notInterested' }),
  // One's own profile: refused (422) before anything is written, so every route test leaves the table as it was.
  blockFamily: (m) => ({ userProfileId: m.id, fromCandidateId: ownerParams.candidateId, toCandidateId: ownerParams.candidateId }),
  saveServiceProvider: () => listingBody,
  updateServiceProvider: () => listingBody,
  manageServiceProviderDisplay: () => ({ serviceProviderDisplayFlag: true }),
  // Not the owner's address: refused (422) before anything is removed, so the table stays as it was.
  deleteMyAccount: () => ({ userEmail: 'not-the-owner@example.org' }),
  // Volunteer routes (a member gets 403 before the body is read; these are what a volunteer sends).
  approveListing: () => ({ version: 1 }),
  rejectListing: () => ({ reason: 'Not a service for families.' }),
  hideListing: () => ({ reason: 'The phone number does not answer.' }),
  addCategory: () => ({ categoryName: 'Contract domain' }),
  renameCategory: () => ({ categoryName: 'Contract domain renamed' }),
  addSubCategory: () => ({ subCategoryName: 'Contract category' }),
  renameSubCategory: () => ({ subCategoryName: 'Contract category renamed' }),
  declineReferralRequest: () => ({ reason: 'We could not reach the family.' }),
  markBranchIneligible: () => ({ reason: 'A chain of fake accounts.' }),
  setCandidateEligibility: () => ({ ineligible: true, reason: 'A fake profile.' }),
  resolveReport: () => ({ action: 'dismiss', reason: 'Nothing against the rules.' }),
  // One's own profile: refused (422) before anything is written.
  reportProfile: () => ({ candidateId: ownerParams.candidateId, reason: 'Other', details: '' }),
  // The setting the profile already has (a member gets 403/404 before it is written).
  setPhotoAccess: () => ({ photoAccess: 'all' }),
  // One's own profile: refused (422) before anything is written.
  requestPhotos: () => ({ candidateId: ownerParams.candidateId }),
};

/** A listing in a seeded specific category (the integration stack is seeded on its first start). */
const listingBody = {
  subCategoryId: seedSubCategoryId('Weddings', 'Caterers'), serviceProviderTitle: 'Contract Caterers', serviceProviderDescription: 'A listing for the contract test.',
  serviceProviderContactName: 'A Person', serviceProviderPhoneCountryCode: '+1', serviceProviderPhone: '4165550100', serviceProviderEmail: 'contract@example.org',
};

/** The path values naming a member's own resources; the test fails for a param missing here. */
async function ownedParams(m: Member & { candidateId: string }): Promise<Record<string, string>> {
  const session = (await call('getSession', { token: m.token })).body;
  const notify = (await call('getUserNotifySettings', { params: { userProfileId: m.id }, token: m.token })).body;
  const photo = await uploadPhoto(m, m.candidateId);
  const expectation = await call('addExpectation', { token: m.token, params: { candidateId: m.candidateId }, body: { gender: 'Male', minAge: 25, maxAge: 30 } });
  // A proposal the owner sent, for the proposal transitions' {interactionId}.
  const other = await newEligibleMember();
  const proposal = await call('saveUserInteraction', {
    token: m.token, body: { userProfileId: m.id, fromCandidateId: m.candidateId, toCandidateId: other.candidateId, interactionType: 'proposal' },
  });
  const url = `owner-${Date.now().toString(36)}`;
  await call('updatePubURL', { token: m.token, params: { candidateId: m.candidateId }, body: { candidateProfilePublicURL: url } });
  // The volunteer routes' path values: any well-formed id will do, a member is refused before it is read.
  const volunteerRouteParams = {
    status: 'pending', kind: 'listing.approve', volunteerId: m.id,
    providerId: m.candidateId, categoryId: m.candidateId, subCategoryId: m.candidateId,
    requestId: m.candidateId,
    query: 'contract', state: 'open', reportId: m.candidateId,
  };
  // One listing of the owner's, for the classified member routes' {providerId}.
  const listing = await call('saveServiceProvider', { token: m.token, body: listingBody });
  return {
    ...volunteerRouteParams,
    providerId: listing.body.id,
    userProfileId: m.id, userReferralId: session.userReferralId, userNotifySettingsId: notify.id, referralCode: 'ABCDEFGH',
    candidateId: m.candidateId, photoId: photo.photoId, expectationId: expectation.body.id, sharedPubURL: url, pubProfile: url,
    userId: m.id, id: m.candidateId, page: '1', interactionId: proposal.body.id,
    // No family asked the owner for photos: answering answers 409 and writes nothing.
    requesterUserId: m.id,
    // Family members: the owner's own sub, and an invitation (and its link) that does not exist.
    memberId: m.id, invitationId: 'a'.repeat(64), invitationToken: 'a'.repeat(43),
  };
}

let owner: Member & { candidateId: string };
let intruder: Member;
let ownerParams: Record<string, string>;

beforeAll(async () => {
  owner = await newMemberWithCandidate();
  intruder = await newMember();
  ownerParams = await ownedParams(owner);
});

const withBody = routeList.filter((r) => r.body);
const withParams = routeList.filter((r) => Object.keys(r.params.shape).length > 0);
const protectedRoutes = routeList.filter((r) => r.auth !== 'public');

describe('the API describes itself', () => {
  it('serves the OpenAPI document with every operation of the route table', async () => {
    const res = await request('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const ids = Object.values(res.body.paths as Record<string, Record<string, { operationId: string }>>).flatMap((p) => Object.values(p).map((o) => o.operationId));
    expect(ids.sort()).toEqual(routeList.map((r) => r.operation).sort());
  });
  it('answers unknown API paths with the error shape, not the web app', async () => {
    const res = await request('GET', '/api/usermgmt/noSuchOperation');
    expect(res).toEqual({ status: 404, body: { message: 'Not found!' } });
  });
});

describe('every route with a body refuses bad bodies and writes nothing', () => {
  it.each(withBody.map((r) => [r.operation, r] as const))('%s', async (_op, route) => {
    const sample = validBodies[route.operation];
    expect(sample, `add a valid body for ${route.operation}`).toBeDefined();
    const valid = sample!(owner) as Record<string, unknown>;
    const path = fillPath(route.path, ownerParams);
    const token = owner.token;
    const before = await tableSnapshot();
    const bad: { body?: unknown; rawBody?: string }[] = [
      { rawBody: '{"not json' },
      { rawBody: '' },
      { body: [] },
      { body: null },
      { body: 42 },
      { body: { ...valid, unexpectedField: 'x' } },
      ...Object.keys(valid).flatMap((k) => [
        { body: { ...valid, [k]: typeof valid[k] === 'number' ? 'not-a-number' : 12345 } },
        { body: { ...valid, [k]: { nested: true } } },
        { body: { ...valid, [k]: 'x'.repeat(5000) } },
      ]),
      { rawBody: JSON.stringify({ ...valid, pad: 'y'.repeat(70 * 1024) }) },
    ];
    for (const b of bad) {
      const res = await request(route.method, path, { ...b, token });
      expect(res.status, `${route.operation} ${JSON.stringify(b).slice(0, 80)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${route.operation} ${JSON.stringify(b).slice(0, 80)}`).toBeLessThan(500);
      expect(typeof res.body.message).toBe('string');
    }
    expect(await tableSnapshot()).toBe(before);
  });
});

describe('every route with path params refuses bad values', () => {
  it.each(withParams.map((r) => [r.operation, r] as const))('%s', async (_op, route) => {
    const before = await tableSnapshot();
    for (const value of ['x', 'a'.repeat(300), '..%2F..%2Fetc', '%00', '<script>', 'a b c d e f']) {
      const params = Object.fromEntries(Object.keys(route.params.shape).map((k) => [k, value]));
      const path = route.path.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? '');
      const body = validBodies[route.operation]?.(owner);
      const res = await request(route.method, path, { token: owner.token, body });
      expect(res.status, `${route.operation} with ${value}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${route.operation} with ${value}`).toBeLessThan(500);
    }
    expect(await tableSnapshot()).toBe(before);
  });
});

describe('every non-public route refuses callers it should', () => {
  it.each(protectedRoutes.map((r) => [r.operation, r] as const))('%s', async (_op, route) => {
    const path = fillPath(route.path, ownerParams);
    const body = validBodies[route.operation]?.(owner);
    const before = await tableSnapshot();

    expect((await request(route.method, path, { body })).status).toBe(401);
    expect((await request(route.method, path, { body, token: 'not-a-jwt' })).status).toBe(401);

    const real = claimsOf(owner.token);
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = jwt({ ...real, exp: Math.floor(Date.now() / 1000) + 3600 }, privateKey);
    expect((await request(route.method, path, { body, token: forged })).status).toBe(401);

    const now = Math.floor(Date.now() / 1000);
    const expired = jwt({ ...real, iat: now - 7200, exp: now - 3600 }, emulatorKey.pem);
    expect((await request(route.method, path, { body, token: expired })).status).toBe(401);

    if (route.auth === 'volunteer') {
      expect((await request(route.method, path, { body, token: owner.token })).status).toBe(403);
    }
    if (route.owned?.length) {
      const res = await request(route.method, path, { body, token: intruder.token });
      expect([403, 404], `${route.operation} by another member`).toContain(res.status);
    }
    expect(await tableSnapshot()).toBe(before);
  });

  it('the expired-token check really uses a token the emulator would accept when fresh', async () => {
    const real = claimsOf(owner.token);
    const now = Math.floor(Date.now() / 1000);
    const fresh = jwt({ ...real, iat: now, exp: now + 600 }, emulatorKey.pem);
    expect((await call('getSession', { token: fresh })).status).toBe(200);
  });
});

describe('API answers are never stored by browsers or caches', () => {
  const cacheControl = async (method: string, path: string, token?: string) => {
    const res = await fetch(`${baseUrl}${path}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: res.status, cacheControl: res.headers.get('cache-control') };
  };

  it.each(protectedRoutes.map((r) => [r.operation, r] as const))('%s: its answers and its errors', async (_op, route) => {
    const path = fillPath(route.path, ownerParams);
    expect(await cacheControl(route.method, path)).toEqual({ status: 401, cacheControl: 'no-store' });
    // Reads only: a member's own data (or a volunteer route's 403) must not be kept either.
    if (route.method === 'GET') expect((await cacheControl('GET', path, owner.token)).cacheControl).toBe('no-store');
  });

  it('the shared profile carries contact details: no-store, found or not', async () => {
    const found = await cacheControl('GET', fillPath(routes.getSharedProfile.path, { sharedPubURL: ownerParams.sharedPubURL! }));
    expect(found).toEqual({ status: 200, cacheControl: 'no-store' });
    const missing = await cacheControl('GET', fillPath(routes.getSharedProfile.path, { sharedPubURL: 'no-such-shared-name' }));
    expect(missing).toEqual({ status: 404, cacheControl: 'no-store' });
  });
});

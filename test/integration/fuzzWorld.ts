/**
 * The world the route fuzzer (fuzz.test.ts) sends its requests into: an owner (a member whose
 * candidate profile may view others: a photo, an expectation, a shared link, a listing, a proposal
 * sent), another such family, a volunteer, a disabled account, a pending referral request, an open
 * report, a directory domain and category of its own; what each kind of caller sends as its
 * token; and the vocabulary of their real ids. Only the fuzzer's own members and directory entries
 * are ever named, so the volunteer routes it fuzzes never touch what other test files made on the
 * shared stack.
 */
import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createRequire } from 'node:module';
import * as lists from '#shared/domain/lists.js';
import { signUnsubscribeToken } from '#functions/lib/unsubscribeToken.js';
import { call, freshReferral, newEligibleMember, newMember, uniqueEmail, type Member } from './helpers.js';
import { freshSubCategory, listingBody } from './directoryHelpers.js';
import { newVolunteer } from './moderationHelpers.js';
import { stringsIn, type Vocabulary } from './fuzzArbitraries.js';

export const validKinds = ['owner', 'other', 'volunteer'] as const;
/** Every one must get 401 from a non-public route, before anything else is looked at. */
export const invalidKinds = ['none', 'garbage', 'forged', 'expired', 'tampered', 'algNone', 'idToken', 'otherClient', 'disabled'] as const;
export type TokenKind = (typeof validKinds)[number] | (typeof invalidKinds)[number];

export interface Family extends Member {
  candidateId: string;
  listingId: string;
  /** Its own ids by the names routes give them (`photoId`, `interactionId`, …). */
  named: Record<string, string>;
  /** Its ids, shared link name, e-mail and password: what a request may name. */
  known: string[];
}
export interface World {
  owner: Family;
  other: Family;
  volunteer: Member;
  disabledToken: string;
  subCategoryId: string;
  /** What the fuzzer made besides the members' own, by the names routes give it: a referral request, a report, a directory entry, an unused code. */
  extra: Record<string, string>;
}

const require = createRequire(import.meta.url);
const emulatorKey = (require('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string }).pem;
const strangerKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

function jwt(claims: Record<string, unknown>, key: string | KeyObject, alg = 'RS256'): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const head = `${enc({ alg, typ: 'JWT', kid: 'CognitoLocal' })}.${enc(claims)}`;
  return alg === 'none' ? `${head}.` : `${head}.${createSign('RSA-SHA256').update(head).sign(key).toString('base64url')}`;
}
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

/** The Authorization header a caller of this kind sends (undefined: none at all). */
export function authorization(world: World, kind: TokenKind, garbage: string): string | undefined {
  const now = Math.floor(Date.now() / 1000);
  const real = claimsOf(world.owner.token);
  const bearer = (t: string) => `Bearer ${t}`;
  switch (kind) {
    case 'owner': return bearer(world.owner.token);
    case 'other': return bearer(world.other.token);
    case 'volunteer': return bearer(world.volunteer.token);
    case 'none': return undefined;
    case 'garbage': return bearer(garbage);
    case 'forged': return bearer(jwt({ ...real, exp: now + 3600 }, strangerKey));
    case 'expired': return bearer(jwt({ ...real, iat: now - 7200, exp: now - 3600 }, emulatorKey));
    case 'tampered': {
      const [head, , sig] = world.owner.token.split('.');
      const payload = Buffer.from(JSON.stringify({ ...real, sub: world.other.id })).toString('base64url');
      return bearer(`${head}.${payload}.${sig}`);
    }
    case 'algNone': return bearer(jwt({ ...real, exp: now + 3600 }, emulatorKey, 'none'));
    case 'idToken': return bearer(jwt({ ...real, token_use: 'id', exp: now + 3600 }, emulatorKey));
    case 'otherClient': return bearer(jwt({ ...real, client_id: 'someone-elses-app', exp: now + 3600 }, emulatorKey));
    case 'disabled': return bearer(world.disabledToken);
  }
}

async function ok(res: Awaited<ReturnType<typeof call>>, what: string) {
  if (res.status !== 200) throw new Error(`fuzz world: ${what} answered ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A family whose candidate may view others, with one of everything a member route can name. */
async function newFamily(subCategoryId: string, proposeTo?: string): Promise<Family> {
  const m = await newEligibleMember();
  const auth = { token: m.token };
  const session = await ok(await call('getSession', auth), 'session');
  const notify = await ok(await call('getUserNotifySettings', { ...auth, params: { userProfileId: m.id } }), 'notify settings');
  const photos = await ok(await call('getPhotos', { ...auth, params: { candidateId: m.candidateId } }), 'photos');
  const expectation = await ok(
    await call('addExpectation', { ...auth, params: { candidateId: m.candidateId }, body: { gender: 'Male', minAge: 25, maxAge: 40 } }), 'expectation');
  const listing = await ok(await call('saveServiceProvider', { ...auth, body: listingBody(subCategoryId) }), 'listing');
  const url = `fuzz-${Date.now().toString(36)}-${m.candidateId.slice(0, 4)}`;
  await ok(await call('updatePubURL', { ...auth, params: { candidateId: m.candidateId }, body: { candidateProfilePublicURL: url } }), 'shared URL');
  const named: Record<string, string> = {
    userId: m.id, userProfileId: m.id, candidateId: m.candidateId, fromCandidateId: m.candidateId, userReferralId: session.userReferralId,
    userNotifySettingsId: notify.id, expectationId: expectation.id, providerId: listing.id, photoId: photos.items[0]?.id ?? '',
    sharedPubURL: url, pubProfile: url, userEmail: m.email, currentPassword: m.password,
  };
  if (proposeTo) {
    const proposal = await call('saveUserInteraction', {
      ...auth, body: { userProfileId: m.id, fromCandidateId: m.candidateId, toCandidateId: proposeTo, interactionType: 'proposal' },
    });
    named.interactionId = proposal.body.id;
  }
  return { ...m, listingId: listing.id, named, known: [...new Set([...Object.values(named), m.email, m.password])] };
}

export async function buildWorld(): Promise<World> {
  const { categoryId, subCategoryId } = await freshSubCategory();
  const other = await newFamily(subCategoryId);
  const owner = await newFamily(subCategoryId, other.candidateId);
  const volunteer = await newVolunteer();
  const disabled = await newMember();
  await ok(await call('disableUserProfile', { token: disabled.token, params: { userProfileId: disabled.id } }), 'disable');
  const request = await ok(await call('requestReferralCode', {
    body: { requesterFirstName: 'Fuzz', requesterLastName: 'Family', requesterEmailId: uniqueEmail('fuzz'), requesterPhoneNumber: '4165550100' },
  }), 'referral request');
  await ok(await call('reportProfile', { token: owner.token, body: { candidateId: other.candidateId, reason: 'Other', details: 'fuzz' } }), 'report');
  const reports = await ok(await call('listReports', { token: volunteer.token, params: { state: 'open' } }), 'reports');
  const report = (reports.items as { id: string; candidateId: string }[]).find((r) => r.candidateId === other.candidateId);
  // One unused code: sign-up can succeed once in a run (one Cognito user), then only refuse.
  const spare = await freshReferral();
  const unsubscribe = signUnsubscribeToken({ userId: owner.id, flag: 'emailNotifyPendingProposalsFlag' });
  return {
    owner, other, volunteer, disabledToken: disabled.token, subCategoryId,
    extra: {
      categoryId, subCategoryId, id: categoryId, requestId: request.id, reportId: report?.id ?? request.id,
      referralCode: spare.referralCode, spareReferralId: spare.id, token: unsubscribe, email: disabled.email,
      // Fields whose patterns fast-check cannot draw to fit: the photo name the members uploaded, a website.
      fileName: 'portrait.png', serviceProviderWebsite: 'https://example.org/fuzz',
    },
  };
}

const listStrings = [...stringsIn(lists)];

/**
 * Owner-checked routes reach their logic only when every id in the path is the caller's: a field
 * named as one of the owner's ids draws it three times as often as the other family's
 * (`toCandidateId`, the family proposed to or blocked, the other way round).
 */
export function vocabulary(world: World): Vocabulary {
  const { owner, other, volunteer, extra } = world;
  const named: Record<string, string[]> = {
    toCandidateId: [other.candidateId, other.candidateId, owner.candidateId], volunteerId: [volunteer.id], id: [extra.id!, other.candidateId],
  };
  for (const [name, value] of Object.entries(owner.named)) named[name] = [value, value, value, ...(other.named[name] ? [other.named[name]] : [])];
  for (const [name, value] of Object.entries(extra)) named[name] ??= [value];
  // A sign-up names a used code or an unused one (the spare, each family's own code for a friend):
  // each unused one may succeed once, so a run makes a handful of Cognito users at most.
  named.userReferralId = [...named.userReferralId!, extra.spareReferralId!];
  return { favoured: [...owner.known, ...other.known, volunteer.id, volunteer.email, ...Object.values(extra)], words: listStrings, named };
}

/**
 * Fuzzing may disable, delete, hide or make ineligible any of the world's members (that is what
 * some routes are for): each route starts with every member as built, remade where it is not.
 */
export async function keepHealthy(world: World): Promise<void> {
  const healthy = async (m: Member, candidateId?: string) => {
    const s = await call('getSession', { token: m.token });
    return s.status === 200 && (!candidateId || (s.body.candidateId === candidateId && s.body.viewGate === null && s.body.candidateProfileVisibilityFlag));
  };
  const { subCategoryId } = world;
  if (!(await healthy(world.other, world.other.candidateId))) world.other = await newFamily(subCategoryId);
  if (!(await healthy(world.owner, world.owner.candidateId))) world.owner = await newFamily(subCategoryId, world.other.candidateId);
  if (!(await healthy(world.volunteer))) world.volunteer = await newVolunteer();
}

/**
 * Helpers for integration tests: raw HTTP calls to the real handlers, and members made through the
 * real sign-up endpoint and signed in against the local Cognito. Nothing here fakes AWS.
 */
import { randomUUID } from 'node:crypto';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect, inject, vi } from 'vitest';
import { fillPath, routes, type Operation } from '#shared/api/routes/index.js';
import type { ProposalView } from '#shared/domain/proposals.js';
import { candidateBody } from '../sampleData.js';
import { cleanPng } from '../fixtures/images.js';
import { PHOTO_COPIES, type PhotoCopy } from '#shared/domain/photoSizes.js';
import { makePhotoCopies } from '#functions/lib/photoResize.js';

export { candidateBody };

export const baseUrl = inject('stackUrl');
Object.assign(process.env, inject('stackEnv'));

export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export async function call(
  op: Operation,
  opts: { params?: Record<string, string>; body?: unknown; rawBody?: string; token?: string } = {},
): Promise<Answer> {
  const route = routes[op];
  return request(route.method, fillPath(route.path, opts.params), opts);
}

export async function request(method: string, path: string, opts: { body?: unknown; rawBody?: string; token?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.rawBody !== undefined) body = opts.rawBody;
  else if (opts.body !== undefined) body = JSON.stringify(opts.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed };
}

let counter = 0;
export const uniqueEmail = (tag = 'member') => `${tag}.${Date.now().toString(36)}.${counter++}@example.org`;

/** A fresh referral code, issued the way volunteers issue them (the real service, real SES). */
export async function freshReferral(): Promise<{ id: string; referralCode: string }> {
  const { issueReferralCode } = await import('#functions/trust/referrals.js');
  const r = await issueReferralCode(uniqueEmail('invitee'));
  return { id: r.id, referralCode: r.referralCode };
}

/** A sign-up's browser secret (SignupRequest's `signupSecret`): each test's sign-up its own, as each browser's. */
export const newSignupSecret = () => randomUUID().replaceAll('-', '') + randomUUID().replaceAll('-', '');

export function signupBody(userReferralId: string, userEmail = uniqueEmail(), userPass = 'secret123', signupSecret = newSignupSecret()) {
  return { signupSecret, userReferralId, firstName: 'Asha', lastName: 'Patel', userEmail, userPhoneCountryCode: '+1', userPhoneNumber: '4165550101', userPass };
}

export async function signIn(email: string, password: string, clientMetadata?: Record<string, string>) {
  const cognito = new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: process.env.COGNITO_ENDPOINT });
  const res = await cognito.send(
    new InitiateAuthCommand({
      ClientId: process.env.USER_POOL_CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password }, ClientMetadata: clientMetadata,
    }),
  );
  const auth = res.AuthenticationResult;
  if (!auth?.AccessToken || !auth.RefreshToken) throw new Error('sign-in gave no tokens');
  return { accessToken: auth.AccessToken, refreshToken: auth.RefreshToken };
}

export interface Member {
  id: string;
  email: string;
  password: string;
  token: string;
}

/** The confirmation code in the newest sign-up code mail to the address (cognito-local mails it through the local SES). */
export async function signupCodeFor(address: string): Promise<string> {
  const mail = (await mailsTo(address)).filter((m) => /verification code/i.test(m.subject)).at(-1);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no sign-up code mailed to ${address}`);
  return code;
}

/**
 * Both steps of sign-up, as a family does them: the form, then the code from the mail. Answers the
 * first step's answer when it is not 200, else the confirmation's (`{ id }` of the new account), so a
 * test reads it as the one-step sign-up of before.
 */
export async function signUp(body: ReturnType<typeof signupBody>): Promise<Answer> {
  const started = await call('saveUserProfile', { body });
  if (started.status !== 200) return started;
  return call('confirmSignup', { body: { signupSecret: body.signupSecret, userEmail: body.userEmail, code: await signupCodeFor(body.userEmail) } });
}

/** Signs up through the API with a fresh code (confirming the address with the mailed code) and signs in. */
export async function newMember(password = 'secret123'): Promise<Member> {
  const referral = await freshReferral();
  const email = uniqueEmail();
  const res = await signUp(signupBody(referral.id, email, password));
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  const { accessToken } = await signIn(email, password);
  return { id: res.body.id, email, password, token: accessToken };
}

/**
 * An address of SES's mailbox simulator (infra/local/mailSimulator.ts), of its own for each call
 * (`+label`, as SES's simulator takes too): a send to it comes back as that bounce or complaint.
 */
export const simulatorAddress = (box: 'bounce' | 'complaint' | 'softbounce') => `${box}+${Date.now().toString(36)}.${counter++}@simulator.local`;

/** A family signed up and signed in with exactly this address: Cognito's confirmation code is the first mail it is sent. */
export async function memberAt(email: string): Promise<Member> {
  const referral = await freshReferral();
  const res = await signUp(signupBody(referral.id, email));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { accessToken } = await signIn(email, 'secret123');
  return { id: res.body.id, email, password: 'secret123', token: accessToken };
}

export const sessionOf = async (m: Member) => (await call('getSession', { token: m.token })).body as { undeliverableEmail?: string };

/** SES's event comes after the send is answered, as in AWS: waits for the session to flag the member's address. */
export const flaggedUndeliverable = (m: Member) =>
  vi.waitFor(async () => expect((await sessionOf(m)).undeliverableEmail).toBe(m.email), { timeout: 10_000, interval: 100 });

/**
 * As if the last code mailed to the address went out more than a minute ago (members/entities/codeLimits.ts
 * allows one a minute): the limit's own item is moved back, so the test need not wait.
 */
export async function codeMailedAMinuteAgo(address: string, kind: 'signup' | 'emailChange' | 'passwordReset' = 'signup'): Promise<void> {
  const { codeLimitKeys } = await import('#functions/members/entities/codeLimits.js');
  const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1', endpoint: process.env.DYNAMODB_ENDPOINT }));
  await db.send(new UpdateCommand({
    TableName: process.env.TABLE_NAME, Key: codeLimitKeys.address(kind, address), UpdateExpression: 'SET lastMailAt = :then',
    ExpressionAttributeValues: { ':then': new Date(Date.now() - 61_000).toISOString() },
  }));
}

/** Mails the local SES has accepted, newest last. */
export async function mailsTo(address: string): Promise<{ subject: string; text: string }[]> {
  const res = await fetch(`${process.env.SES_ENDPOINT}/store`);
  const store = (await res.json()) as { emails: { destination: { to: string[] }; subject: string; text?: string; body?: { text?: string } }[] };
  return store.emails
    .filter((m) => m.destination.to.includes(address))
    .map((m) => ({ subject: m.subject, text: m.body?.text ?? m.text ?? '' }));
}

/**
 * Proposal mails are held 10 minutes (the family may see the news on the site first): this runs the heldMail job as its schedule would,
 * its clock moved `minutes` on (11 by default), and answers what it did.
 */
export async function releaseHeldMails(minutes = 11) {
  const { handler } = await import('#functions/jobs/heldMail.js');
  return handler({ scheduledTime: new Date(Date.now() + minutes * 60_000).toISOString() });
}

export async function newMemberWithCandidate(overrides: Record<string, unknown> = {}): Promise<Member & { candidateId: string }> {
  const m = await newMember();
  const res = await call('saveCandidateProfile', { token: m.token, body: candidateBody(overrides) });
  if (res.status !== 200) throw new Error(`candidate failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...m, candidateId: res.body.id };
}

/** A small valid PNG (8x8; the server parses its chunks on confirm), padded to `size` bytes when asked. */
export function pngBytes(size?: number): Buffer {
  const png = cleanPng();
  return size && size > png.length ? Buffer.concat([png, Buffer.alloc(size - png.length)]) : png;
}

async function postForm(form: { url: string; fields: Record<string, string> }, bytes: Uint8Array, fileName: string, contentType: string) {
  const body = new FormData();
  for (const [k, v] of Object.entries(form.fields)) body.append(k, v);
  body.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), fileName);
  return fetch(form.url, { method: 'POST', body });
}

/**
 * The thumbnail and view copy the browser makes of a photo, made here by the server's own resize
 * code (the same geometry); bytes that are no image are sent as their own "copies" (the confirm
 * refuses the original first).
 */
export function photoCopiesOf(bytes: Uint8Array, contentType: string): Record<PhotoCopy, Uint8Array> {
  try {
    return makePhotoCopies(bytes, contentType === 'image/png' ? 'image/png' : 'image/jpeg');
  } catch {
    return { thumb: bytes, view: bytes };
  }
}

export type CopyOverrides = Partial<Record<PhotoCopy, Uint8Array | null>>;

/**
 * Posts a photo straight to the presigned forms, as the browser does: the original, then (when the
 * ticket has forms for them) its thumbnail and view copy; `copies` replaces a copy, null leaves it out.
 */
export async function postToPresignedForm(
  ticket: { url: string; fields: Record<string, string>; copies?: Record<PhotoCopy, { url: string; fields: Record<string, string> }> },
  bytes: Buffer, fileName: string, contentType: string, copies: CopyOverrides = {},
) {
  const posted = await postForm(ticket, bytes, fileName, contentType);
  if (!posted.ok || !ticket.copies) return posted;
  const made = photoCopiesOf(bytes, contentType);
  for (const copy of PHOTO_COPIES) {
    const copyBytes = copy in copies ? copies[copy] : made[copy];
    if (!copyBytes) continue;
    const res = await postForm(ticket.copies[copy], copyBytes, `${copy}.jpg`, 'image/jpeg');
    if (!res.ok) return res;
  }
  return posted;
}

/** Request, upload and confirm one photo; answers the confirm's answer. */
export async function uploadPhoto(m: Member, candidateId: string, bytes = pngBytes(), fileName = 'portrait.png', confirmName = fileName, copies: CopyOverrides = {}) {
  const contentType = fileName.toLowerCase().endsWith('.png') ? 'image/png' : 'image/jpeg';
  const ticket = await call('requestPhotoUpload', { token: m.token, params: { candidateId }, body: { fileName, contentType, size: bytes.length } });
  if (ticket.status !== 200) return { ticket, confirm: ticket, photoId: '' };
  const posted = await postToPresignedForm(ticket.body, bytes, fileName, contentType, copies);
  if (!posted.ok) throw new Error(`S3 POST failed ${posted.status}`);
  const confirm = await call('confirmPhotoUpload', { token: m.token, params: { candidateId, photoId: ticket.body.photoId }, body: { fileName: confirmName } });
  return { ticket, confirm, photoId: ticket.body.photoId as string };
}

/** A member who may view other profiles: an enabled candidate profile with one photo. */
export async function newEligibleMember(overrides: Record<string, unknown> = {}) {
  const m = await newMemberWithCandidate(overrides);
  const { confirm } = await uploadPhoto(m, m.candidateId);
  if (confirm.status !== 200) throw new Error(`photo failed: ${JSON.stringify(confirm.body)}`);
  return m;
}

export type CandidateMember = Member & { candidateId: string };

/**
 * The family deletes its candidate profile and creates a new one (the form with `overrides`) with
 * one photo: the same account, a new candidate id.
 */
export async function recreateProfile(m: CandidateMember, overrides: Record<string, unknown> = {}): Promise<CandidateMember> {
  const deleted = await call('deleteCandidateProfile', { token: m.token, params: { candidateId: m.candidateId } });
  if (deleted.status !== 200) throw new Error(`delete failed: ${deleted.status} ${JSON.stringify(deleted.body)}`);
  return createProfile(m, overrides);
}

/** A new candidate profile with one photo for a family that has none. */
export async function createProfile(m: Member, overrides: Record<string, unknown> = {}): Promise<CandidateMember> {
  const created = await call('saveCandidateProfile', { token: m.token, body: candidateBody(overrides) });
  if (created.status !== 200) throw new Error(`candidate failed: ${created.status} ${JSON.stringify(created.body)}`);
  const next = { ...m, candidateId: created.body.id as string };
  const { confirm } = await uploadPhoto(next, next.candidateId);
  if (confirm.status !== 200) throw new Error(`photo failed: ${JSON.stringify(confirm.body)}`);
  return next;
}

/** The table itself, past every service: what the volunteers' console and the search index see. */
export const db = () => DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1', endpoint: process.env.DYNAMODB_ENDPOINT }));

/** Every item of the table, page by page (tests only: the product never scans behind a screen). */
export async function scanTable(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const res = await db().send(new ScanCommand({ TableName: process.env.TABLE_NAME, ExclusiveStartKey: start }));
    items.push(...(res.Items ?? []));
    start = res.LastEvaluatedKey;
  } while (start);
  return items;
}

/** The stored candidate profile item (keys and search attributes included). */
export async function storedProfile(candidateId: string) {
  const res = await db().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: `CAND#${candidateId}`, sk: 'PROFILE' }, ConsistentRead: true }));
  return res.Item;
}

/**
 * The volunteers' flag set straight on the table, with no write through the API: on the family's
 * account, where it lives (when the profile has one: seeded profiles have none), then its mirror on
 * the profile item, which the search index learns of at the next write.
 */
export async function setIneligible(candidateId: string, ineligible: boolean) {
  const userId = (await storedProfile(candidateId))?.userProfileId as string | undefined;
  if (userId) await setAccountIneligible(userId, ineligible);
  await db().send(new UpdateCommand({
    TableName: process.env.TABLE_NAME, Key: { pk: `CAND#${candidateId}`, sk: 'PROFILE' },
    UpdateExpression: 'SET ineligible = :f', ExpressionAttributeValues: { ':f': ineligible },
  }));
}

/** The account's flag alone (an account without a profile, or before its profile learns of it); nothing when there is no account. */
export async function setAccountIneligible(userId: string, ineligible: boolean) {
  await db().send(new UpdateCommand({
    TableName: process.env.TABLE_NAME, Key: { pk: `USER#${userId}`, sk: 'PROFILE' },
    UpdateExpression: 'SET ineligible = :f', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':f': ineligible },
  })).catch((e: unknown) => {
    if (!(e instanceof Error && e.name === 'ConditionalCheckFailedException')) throw e;
  });
}

/** The family's own enable / disable switch of its candidate profile. */
export const setProfileVisible = (m: CandidateMember, on: boolean) =>
  call('manageCandProfileVisibility', { token: m.token, params: { candidateId: m.candidateId }, body: { candidateProfileVisibilityFlag: on } });

/**
 * Listed profiles written straight to the table, as a bulk seeding does (far faster than sign-ups):
 * each a valid candidate form (`candidateBody` with the overrides of its index), visible, with one
 * photo item, the n-th updated n seconds after `since`. Nobody can sign in as them; they are only
 * ever viewed. Answers their ids and updated times, in the order written.
 */
export async function putListedProfiles(
  count: number, overrides: (i: number) => Record<string, unknown>, since = new Date(),
): Promise<{ id: string; updatedDate: string }[]> {
  const { candidateProfileInput } = await import('#shared/domain/candidate.js');
  const { putNewCandidate } = await import('#functions/candidates/entities/candidates.js');
  const { putNewPhoto } = await import('#functions/photos/entities/photos.js');
  const out: { id: string; updatedDate: string }[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const photoId = randomUUID();
    const createdDate = new Date(since.getTime() + i * 1000).toISOString();
    await putNewPhoto({ id: photoId, candidateId: id, fileName: 'portrait.png', contentType: 'image/png', size: pngBytes().length, createdDate });
    await putNewCandidate({
      ...candidateProfileInput.parse(candidateBody(overrides(i))), id, userProfileId: randomUUID(), candidateProfileVisibilityFlag: true,
      ineligible: false, photoCount: 1, photoIds: [photoId], createdDate, updatedDate: createdDate,
    });
    out.push({ id, updatedDate: createdDate });
  }
  return out;
}

/** Proposals: `from`'s candidate proposes to `toCandidateId`, as the cards' Propose button does. */
export const propose = (from: CandidateMember, toCandidateId: string) =>
  call('saveUserInteraction', {
    token: from.token, body: { userProfileId: from.id, fromCandidateId: from.candidateId, toCandidateId, interactionType: 'proposal' },
  });

export type ProposalTransition = 'remindMyProposal' | 'revokeMyProposal' | 'acceptTheirProposal' | 'rejectTheirProposal';

/** One transition of a proposal by `who`, with `who`'s own userId in the path (ownership is the proposal's, not the path's). */
export const transition = (op: ProposalTransition, who: Member, interactionId: string) =>
  call(op, { token: who.token, params: { userId: who.id, interactionId } });

/** The own candidate's sent ('My Proposals') or received list; fails the test unless it answers 200. */
export async function proposalList(side: 'sent' | 'received', who: CandidateMember): Promise<ProposalView[]> {
  const op = side === 'sent' ? 'getMySentProposalList' : 'getMyReceivedProposalList';
  const res = await call(op, { token: who.token, params: { userId: who.id, candidateId: who.candidateId } });
  if (res.status !== 200) throw new Error(`${op} answered ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.items as ProposalView[];
}

/** The one item of a list with this id (undefined when absent). */
export const proposalIn = async (side: 'sent' | 'received', who: CandidateMember, interactionId: string) =>
  (await proposalList(side, who)).find((p) => p.id === interactionId);

/**
 * What Delete My Account asks a member to type, read from the table: the candidate's first name,
 * or (a family with no candidate profile yet) the address the member signs in with.
 */
export async function deletionConfirmation(m: Member): Promise<{ candidateFirstName: string } | { userEmail: string }> {
  const user = await db().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: `USER#${m.id}`, sk: 'PROFILE' }, ConsistentRead: true }));
  const candidateId = user.Item?.candidateId as string | undefined;
  const profile = candidateId ? await storedProfile(candidateId) : undefined;
  return profile ? { candidateFirstName: String(profile.firstName) } : { userEmail: m.email };
}

/** Delete My Account and Everything, typed as the page asks. */
export async function deleteFamily(m: Member): Promise<Answer> {
  return call('deleteMyAccount', { token: m.token, params: { userProfileId: m.id }, body: await deletionConfirmation(m) });
}

/**
 * Sign-up survives a crash between its steps (the form's, then the confirmation's): the
 * process is killed after each step (RISHTA_FAULT_AFTER makes it exit 137 there), then the family
 * retries through the API with the same code and e-mail (the form), or the same confirmation code.
 * Claims left by an abandoned sign-up expire and can be taken over; a completed account never can.
 */
import { CognitoIdentityProviderClient, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { texts } from '#shared/texts.js';
import { call, codeMailedAMinuteAgo, freshReferral, newSignupSecret, signIn, signUp, signupBody, signupCodeFor, uniqueEmail } from './helpers.js';
import { runService } from './scripts/child.js';

const db = () => DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1', endpoint: process.env.DYNAMODB_ENDPOINT }));
const cognito = () => new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: process.env.COGNITO_ENDPOINT });

const crashAfter = async (step: string, fn: 'signUp' | 'confirmSignup', input: unknown) => {
  const child = await runService(fn, input, { RISHTA_FAULT_AFTER: step });
  expect(child.code, child.stderr).toBe(137);
};
/** The confirmation as the sign-up's own browser sends it (its secret). */
const confirm = (signup: { userEmail: string; signupSecret: string }, code: string) =>
  call('confirmSignup', { body: { signupSecret: signup.signupSecret, userEmail: signup.userEmail, code } });

async function accountsFor(email: string) {
  let cognitoUsers = 0;
  let token: string | undefined;
  do {
    const page = await cognito().send(new ListUsersCommand({ UserPoolId: process.env.USER_POOL_ID, PaginationToken: token }));
    cognitoUsers += (page.Users ?? []).filter((u) => u.Attributes?.some((a) => a.Name === 'email' && a.Value === email)).length;
    token = page.PaginationToken;
  } while (token);
  const profiles: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new ScanCommand({
      TableName: process.env.TABLE_NAME, ExclusiveStartKey: start,
      FilterExpression: 'sk = :p AND userEmail = :e', ExpressionAttributeValues: { ':p': 'PROFILE', ':e': email },
    }));
    profiles.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return { cognitoUsers, profiles };
}

/** Moves a claim's expiry into the past, as if the sign-up had been abandoned long ago. */
async function expireClaim(pk: string, sk: string) {
  await db().send(new UpdateCommand({
    TableName: process.env.TABLE_NAME, Key: { pk, sk }, UpdateExpression: 'SET claimExpiresAt = :past',
    ExpressionAttributeValues: { ':past': '2000-01-01T00:00:00.000Z' },
  }));
}

/** One account for the body's address, made by `id`, which signs in and has its settings; the code is spent. */
async function expectOneAccount(body: ReturnType<typeof signupBody>, id: string, referralId: string) {
  const { cognitoUsers, profiles } = await accountsFor(body.userEmail);
  expect(cognitoUsers).toBe(1);
  expect(profiles.map((p) => p.id)).toEqual([id]);
  const { accessToken } = await signIn(body.userEmail, body.userPass);
  expect((await call('getSession', { token: accessToken })).body.id).toBe(id);
  expect((await call('getUserNotifySettings', { token: accessToken, params: { userProfileId: id } })).status).toBe(200);
  expect((await call('saveUserProfile', { body: signupBody(referralId) })).status).toBe(410);
}

describe('a sign-up killed between steps can be finished by retrying', () => {
  it.each(['referralClaim', 'emailClaim', 'identity'])('the form killed after %s: sent again, then confirmed, makes one account', async (step) => {
    const referral = await freshReferral();
    const body = signupBody(referral.id, uniqueEmail(`crash-${step.toLowerCase()}`));
    await crashAfter(step, 'signUp', body);
    const retry = await call('saveUserProfile', { body });
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    const created = await confirm(body, await signupCodeFor(body.userEmail));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await expectOneAccount(body, created.body.id, referral.id);
  });

  it.each(['confirm', 'reclaimed', 'personalReferral', 'profile', 'notifySettings', 'referralComplete'])(
    'the confirmation killed after %s: the same code sent again makes one account',
    async (step) => {
      const referral = await freshReferral();
      const body = signupBody(referral.id, uniqueEmail(`crash-${step.toLowerCase()}`));
      expect((await call('saveUserProfile', { body })).status).toBe(200);
      const code = await signupCodeFor(body.userEmail);
      await crashAfter(step, 'confirmSignup', { signupSecret: body.signupSecret, userEmail: body.userEmail, code });
      const retry = await confirm(body, code);
      expect(retry.status, JSON.stringify(retry.body)).toBe(200);
      await expectOneAccount(body, retry.body.id, referral.id);
    },
  );
});

describe('abandoned claims expire; complete accounts never do', () => {
  it('another e-mail waits while the claim is live, and takes the code over once it has expired', async () => {
    const referral = await freshReferral();
    const abandoned = signupBody(referral.id, uniqueEmail('abandoned'));
    await crashAfter('identity', 'signUp', abandoned);
    const other = signupBody(referral.id, uniqueEmail('later'));
    expect((await call('saveUserProfile', { body: other })).status).toBe(410);
    expect(await call('validateReferCode', { params: { referralCode: referral.referralCode } })).toEqual({ status: 409, body: { message: texts.referralHeld } });

    await expireClaim(`REFERRAL#${referral.id}`, 'REFERRAL');
    expect((await call('validateReferCode', { params: { referralCode: referral.referralCode } })).status).toBe(200);
    const taken = await signUp(other);
    expect(taken.status).toBe(200);
    await expect(signIn(other.userEmail, other.userPass)).resolves.toHaveProperty('accessToken');
    // The abandoned sign-up's code cannot finish it now: the referral code is someone else's.
    const late = await confirm(abandoned, await signupCodeFor(abandoned.userEmail));
    expect(late).toEqual({ status: 410, body: { message: texts.referralInvalid } });
  });

  it('an abandoned e-mail claim (with its unconfirmed Cognito user) is taken over with another code once expired', async () => {
    const email = uniqueEmail('abandoned-email');
    await crashAfter('identity', 'signUp', signupBody((await freshReferral()).id, email));
    const second = signupBody((await freshReferral()).id, email, 'another-pass1');
    // While the first claim is live: the same answer as always, and its code cannot make an account.
    expect((await call('saveUserProfile', { body: second })).status).toBe(200);

    await expireClaim(`EMAIL#${email}`, 'EMAIL');
    // A day on, the address's last code is long past too.
    await codeMailedAMinuteAgo(email);
    const taken = await signUp(second);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    await expect(signIn(email, 'another-pass1')).resolves.toHaveProperty('accessToken');
    expect((await accountsFor(email)).cognitoUsers).toBe(1);
  });

  it('a confirmed Cognito user of an abandoned sign-up is replaced by the sign-up that takes the address over', async () => {
    const email = uniqueEmail('abandoned-confirmed');
    const first = signupBody((await freshReferral()).id, email, 'first-pass1');
    expect((await call('saveUserProfile', { body: first })).status).toBe(200);
    await crashAfter('confirm', 'confirmSignup', { signupSecret: first.signupSecret, userEmail: email, code: await signupCodeFor(email) });
    await expireClaim(`EMAIL#${email}`, 'EMAIL');
    await codeMailedAMinuteAgo(email);

    const second = signupBody((await freshReferral()).id, email, 'another-pass1');
    const taken = await signUp({ ...second, firstName: 'Second' });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    await expect(signIn(email, 'another-pass1')).resolves.toHaveProperty('accessToken');
    await expect(signIn(email, 'first-pass1')).rejects.toBeDefined();
    const { cognitoUsers, profiles } = await accountsFor(email);
    expect(cognitoUsers).toBe(1);
    expect(profiles.map((p) => [p.id, p.firstName])).toEqual([[taken.body.id, 'Second']]);
  });

  it('a complete account is never taken over, even with its claim dated in the past', async () => {
    const email = uniqueEmail('complete');
    const first = await signUp(signupBody((await freshReferral()).id, email));
    expect(first.status).toBe(200);
    const claim = (await db().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: `EMAIL#${email}`, sk: 'EMAIL' } }))).Item;
    expect(claim?.userId).toBe(first.body.id);
    await expireClaim(`EMAIL#${email}`, 'EMAIL');
    const intruder = await call('saveUserProfile', { body: signupBody((await freshReferral()).id, email, 'intruder-pass1') });
    expect(intruder.status).toBe(200);
    expect((await confirm({ userEmail: email, signupSecret: newSignupSecret() }, '123456')).status).toBe(422);
    await expect(signIn(email, 'secret123')).resolves.toHaveProperty('accessToken');
    await expect(signIn(email, 'intruder-pass1')).rejects.toBeDefined();
    expect((await accountsFor(email)).profiles.map((p) => p.id)).toEqual([first.body.id]);
  });

  it('two identical sign-ups at once, then two confirmations at once, make one account', async () => {
    const referral = await freshReferral();
    const body = signupBody(referral.id, uniqueEmail('twin'));
    const started = await Promise.all([call('saveUserProfile', { body }), call('saveUserProfile', { body })]);
    expect(started.map((a) => a.status)).toEqual([200, 200]);
    const code = await signupCodeFor(body.userEmail);
    const answers = await Promise.all([confirm(body, code), confirm(body, code)]);
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((a) => a.body.id)).size).toBe(1);
    const { cognitoUsers, profiles } = await accountsFor(body.userEmail);
    expect(cognitoUsers).toBe(1);
    expect(profiles).toHaveLength(1);
  });
});

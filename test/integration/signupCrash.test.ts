/**
 * Sign-up survives a crash between its steps (issue 6, item 7): the process is killed after each
 * step (RISHTA_FAULT_AFTER makes it exit 137 there), then the family retries through the API with
 * the same code and e-mail. Claims left by an abandoned sign-up expire and can be taken over; a
 * completed account never can.
 */
import { CognitoIdentityProviderClient, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { texts } from '#shared/texts.js';
import { call, freshReferral, signIn, signupBody, uniqueEmail } from './helpers.js';
import { runService } from './scripts/child.js';

const db = () => DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1', endpoint: process.env.DYNAMODB_ENDPOINT }));
const cognito = () => new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: process.env.COGNITO_ENDPOINT });

const crashAfter = async (step: string, body: ReturnType<typeof signupBody>) => {
  const child = await runService('signUp', body, { RISHTA_FAULT_AFTER: step });
  expect(child.code, child.stderr).toBe(137);
};

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

describe('a sign-up killed between steps can be finished by retrying', () => {
  it.each(['referralClaim', 'emailClaim', 'identity', 'password', 'personalReferral', 'profile', 'notifySettings', 'referralComplete'])(
    'killed after %s: the same code and e-mail sign up one account',
    async (step) => {
      const referral = await freshReferral();
      const body = signupBody(referral.id, uniqueEmail(`crash-${step.toLowerCase()}`));
      await crashAfter(step, body);
      const retry = await call('saveUserProfile', { body });
      expect(retry.status, JSON.stringify(retry.body)).toBe(200);
      const { cognitoUsers, profiles } = await accountsFor(body.userEmail);
      expect(cognitoUsers).toBe(1);
      expect(profiles.map((p) => p.id)).toEqual([retry.body.id]);
      const { accessToken } = await signIn(body.userEmail, body.userPass);
      expect((await call('getSession', { token: accessToken })).body.id).toBe(retry.body.id);
      expect((await call('getUserNotifySettings', { token: accessToken, params: { userProfileId: retry.body.id } })).status).toBe(200);
      // The account is complete now: the code is spent for good.
      expect((await call('saveUserProfile', { body: signupBody(referral.id) })).status).toBe(410);
    },
  );
});

describe('abandoned claims expire; complete accounts never do', () => {
  it('another e-mail waits while the claim is live, and takes the code over once it has expired', async () => {
    const referral = await freshReferral();
    await crashAfter('identity', signupBody(referral.id, uniqueEmail('abandoned')));
    const other = signupBody(referral.id, uniqueEmail('later'));
    expect((await call('saveUserProfile', { body: other })).status).toBe(410);
    expect((await call('validateReferCode', { params: { referralCode: referral.referralCode } })).status).toBe(404);

    await expireClaim(`REFERRAL#${referral.id}`, 'REFERRAL');
    expect((await call('validateReferCode', { params: { referralCode: referral.referralCode } })).status).toBe(200);
    const taken = await call('saveUserProfile', { body: other });
    expect(taken.status).toBe(200);
    await expect(signIn(other.userEmail, other.userPass)).resolves.toHaveProperty('accessToken');
  });

  it('an abandoned e-mail claim (with its Cognito user) is taken over with another code once expired', async () => {
    const email = uniqueEmail('abandoned-email');
    await crashAfter('identity', signupBody((await freshReferral()).id, email));
    const second = signupBody((await freshReferral()).id, email, 'another-pass1');
    expect(await call('saveUserProfile', { body: second })).toEqual({ status: 409, body: { message: texts.emailTaken } });

    await expireClaim(`EMAIL#${email}`, 'EMAIL');
    const taken = await call('saveUserProfile', { body: second });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    await expect(signIn(email, 'another-pass1')).resolves.toHaveProperty('accessToken');
    expect((await accountsFor(email)).cognitoUsers).toBe(1);
  });

  it('a complete account is never taken over, even with its claim dated in the past', async () => {
    const email = uniqueEmail('complete');
    const first = await call('saveUserProfile', { body: signupBody((await freshReferral()).id, email) });
    expect(first.status).toBe(200);
    const claim = (await db().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: `EMAIL#${email}`, sk: 'EMAIL' } }))).Item;
    expect(claim?.userId).toBe(first.body.id);
    await expireClaim(`EMAIL#${email}`, 'EMAIL');
    const intruder = await call('saveUserProfile', { body: signupBody((await freshReferral()).id, email, 'intruder-pass1') });
    expect(intruder).toEqual({ status: 409, body: { message: texts.emailTaken } });
    await expect(signIn(email, 'secret123')).resolves.toHaveProperty('accessToken');
    await expect(signIn(email, 'intruder-pass1')).rejects.toBeDefined();
  });

  it('two identical sign-ups at once make one account and both succeed', async () => {
    const referral = await freshReferral();
    const body = signupBody(referral.id, uniqueEmail('twin'));
    const answers = await Promise.all([call('saveUserProfile', { body }), call('saveUserProfile', { body })]);
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((a) => a.body.id)).size).toBe(1);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const { cognitoUsers, profiles } = await accountsFor(body.userEmail);
    expect(cognitoUsers).toBe(1);
    expect(profiles).toHaveLength(1);
  });
});

import { AdminGetUserCommand, CognitoIdentityProviderClient, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { texts } from '#shared/texts.js';
import { call, freshReferral, mailsTo, signIn, signupBody, uniqueEmail } from './helpers.js';

const cognito = () => new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: process.env.COGNITO_ENDPOINT });
const db = () => DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1', endpoint: process.env.DYNAMODB_ENDPOINT }));

describe('referral codes and sign-up', () => {
  it('a volunteer-issued code is e-mailed, validates, signs up one account, then is refused', async () => {
    const { issueReferralCode } = await import('#functions/services/referrals.js');
    const invitee = uniqueEmail('invitee');
    const referral = await issueReferralCode(invitee);
    const mails = await mailsTo(invitee);
    expect(mails.at(-1)?.text).toContain(referral.referralCode);

    const lookup = await call('validateReferCode', { params: { referralCode: referral.referralCode.toLowerCase() } });
    expect(lookup).toEqual({ status: 200, body: { id: referral.id } });

    const email = uniqueEmail();
    const signup = await call('saveUserProfile', { body: signupBody(referral.id, email) });
    expect(signup.status).toBe(200);
    const tokens = await signIn(email, 'secret123');
    const session = await call('getSession', { token: tokens.accessToken });
    expect(session.body).toMatchObject({ id: signup.body.id, candidateId: null, firstName: 'Asha', candidateProfilePhotoFlag: false });

    const again = await call('validateReferCode', { params: { referralCode: referral.referralCode } });
    expect(again).toEqual({ status: 404, body: { message: texts.referralInvalid } });
    const reuse = await call('saveUserProfile', { body: signupBody(referral.id) });
    expect(reuse).toEqual({ status: 410, body: { message: texts.referralInvalid } });
  });

  it('one account per e-mail; the code of a refused sign-up stays usable', async () => {
    const first = await freshReferral();
    const email = uniqueEmail();
    expect((await call('saveUserProfile', { body: signupBody(first.id, email) })).status).toBe(200);
    const second = await freshReferral();
    const dup = await call('saveUserProfile', { body: signupBody(second.id, email.toUpperCase()) });
    expect(dup).toEqual({ status: 409, body: { message: texts.emailTaken } });
    const stillValid = await call('validateReferCode', { params: { referralCode: second.referralCode } });
    expect(stillValid.status).toBe(200);
  });

  it('20 concurrent sign-ups on one fresh code leave exactly one Cognito user and one user profile', async () => {
    const referral = await freshReferral();
    const emails = Array.from({ length: 20 }, () => uniqueEmail('racer'));
    const answers = await Promise.all(emails.map((e) => call('saveUserProfile', { body: signupBody(referral.id, e) })));
    const winners = answers.filter((a) => a.status === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 410)).toBe(true);

    const users = await cognito().send(new ListUsersCommand({ UserPoolId: process.env.USER_POOL_ID }));
    const racersInCognito = (users.Users ?? []).filter((u) => emails.includes(u.Attributes?.find((a) => a.Name === 'email')?.Value ?? ''));
    expect(racersInCognito).toHaveLength(1);

    const scan = await db().send(new ScanCommand({ TableName: process.env.TABLE_NAME, FilterExpression: 'sk = :p', ExpressionAttributeValues: { ':p': 'PROFILE' } }));
    const profiles = (scan.Items ?? []).filter((i) => emails.includes(i.userEmail as string));
    expect(profiles).toHaveLength(1);
    expect(profiles[0]?.id).toBe(winners[0]?.body.id);
  });

  it('bad sign-up input answers 422 with field messages and claims nothing', async () => {
    const referral = await freshReferral();
    const bad = await call('saveUserProfile', { body: { ...signupBody(referral.id), userEmail: 'not-an-email', userPass: '123' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.userEmail).toEqual([texts.emailInvalid]);
    expect(bad.body.errors.userPass).toEqual([texts.passwordRecommendation]);
    const item = await db().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: `REFERRAL#${referral.id}`, sk: 'REFERRAL' } }));
    expect(item.Item?.usedAt).toBeUndefined();
  });

  it('the new Cognito user has a verified e-mail and a permanent password', async () => {
    const referral = await freshReferral();
    const email = uniqueEmail();
    await call('saveUserProfile', { body: signupBody(referral.id, email) });
    const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: process.env.USER_POOL_ID, Username: email }));
    expect(user.UserStatus).toBe('CONFIRMED');
    expect(user.UserAttributes?.find((a) => a.Name === 'email_verified')?.Value).toBe('true');
  });
});

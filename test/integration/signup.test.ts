import { AdminGetUserCommand, CognitoIdentityProviderClient, ListUsersCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { texts } from '#shared/texts.js';
import { call, codeMailedAMinuteAgo, freshReferral, mailsTo, newMember, newSignupSecret, signIn, signUp, signupBody, signupCodeFor, uniqueEmail } from './helpers.js';

const cognito = () => new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: process.env.COGNITO_ENDPOINT });
const db = () => DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1', endpoint: process.env.DYNAMODB_ENDPOINT }));
const getItem = async (pk: string, sk: string) => (await db().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk, sk }, ConsistentRead: true }))).Item;

async function profilesOf(emails: string[]) {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new ScanCommand({
      TableName: process.env.TABLE_NAME, ExclusiveStartKey: start, FilterExpression: 'sk = :p', ExpressionAttributeValues: { ':p': 'PROFILE' },
    }));
    items.push(...(page.Items ?? []).filter((i) => emails.includes(i.userEmail as string)));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}
/** The confirmation as the sign-up's browser sends it (its secret); a stranger's browser has another. */
const confirm = (signup: { userEmail: string; signupSecret: string }, code: string) =>
  call('confirmSignup', { body: { signupSecret: signup.signupSecret, userEmail: signup.userEmail, code } });
const stranger = (userEmail: string) => ({ userEmail, signupSecret: newSignupSecret() });
const resend = (signup: { userEmail: string; signupSecret: string }) =>
  call('resendSignupCode', { body: { signupSecret: signup.signupSecret, userEmail: signup.userEmail } });
const codeMails = async (email: string) => (await mailsTo(email)).filter((m) => /verification code/i.test(m.subject));
const wrongCode = { status: 422, body: { message: 'Please correct the highlighted fields.', errors: { code: [texts.signupCodeWrong] } } };

describe('referral codes and sign-up', () => {
  it('a volunteer-issued code is e-mailed, validates, signs up one account, then is refused', async () => {
    const { issueReferralCode } = await import('#functions/trust/referrals.js');
    const invitee = uniqueEmail('invitee');
    const referral = await issueReferralCode(invitee);
    const mails = await mailsTo(invitee);
    expect(mails.at(-1)?.text).toContain(referral.referralCode);

    const lookup = await call('validateReferCode', { params: { referralCode: referral.referralCode.toLowerCase() } });
    expect(lookup).toEqual({ status: 200, body: { id: referral.id } });

    const email = uniqueEmail();
    const signup = await signUp(signupBody(referral.id, email));
    expect(signup.status).toBe(200);
    const tokens = await signIn(email, 'secret123');
    const session = await call('getSession', { token: tokens.accessToken });
    expect(session.body).toMatchObject({ id: signup.body.id, candidateId: null, firstName: 'Asha', candidateProfilePhotoFlag: false });

    const again = await call('validateReferCode', { params: { referralCode: referral.referralCode } });
    expect(again).toEqual({ status: 404, body: { message: texts.referralInvalid } });
    const reuse = await call('saveUserProfile', { body: signupBody(referral.id) });
    expect(reuse).toEqual({ status: 410, body: { message: texts.referralInvalid } });
  });

  it('20 concurrent sign-ups on one fresh code: one holds it, and only that one becomes an account', async () => {
    const referral = await freshReferral();
    const emails = Array.from({ length: 20 }, () => uniqueEmail('racer'));
    const bodies = emails.map((e) => signupBody(referral.id, e));
    const answers = await Promise.all(bodies.map((body) => call('saveUserProfile', { body })));
    const winners = answers.filter((a) => a.status === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 410)).toBe(true);
    const winner = bodies.find((b) => b.userEmail === winners[0]!.body.userEmail)!;
    const created = await confirm(winner, await signupCodeFor(winner.userEmail));
    expect(created.status).toBe(200);

    const users = await cognito().send(new ListUsersCommand({ UserPoolId: process.env.USER_POOL_ID }));
    const racersInCognito = (users.Users ?? []).filter((u) => emails.includes(u.Attributes?.find((a) => a.Name === 'email')?.Value ?? ''));
    expect(racersInCognito).toHaveLength(1);
    const profiles = await profilesOf(emails);
    expect(profiles.map((p) => p.id)).toEqual([created.body.id]);
  });

  it('bad sign-up input answers 422 with field messages and claims nothing', async () => {
    const referral = await freshReferral();
    const bad = await call('saveUserProfile', { body: { ...signupBody(referral.id), userEmail: 'not-an-email', userPass: '123' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.userEmail).toEqual([texts.emailInvalid]);
    expect(bad.body.errors.userPass).toEqual([texts.passwordRecommendation]);
    expect((await getItem(`REFERRAL#${referral.id}`, 'REFERRAL'))?.usedAt).toBeUndefined();
  });

  it('the confirmed Cognito user has a verified e-mail and the password of the form', async () => {
    const email = uniqueEmail();
    await signUp(signupBody((await freshReferral()).id, email));
    const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: process.env.USER_POOL_ID, Username: email }));
    expect(user.UserStatus).toBe('CONFIRMED');
    expect(user.UserAttributes?.find((a) => a.Name === 'email_verified')?.Value).toBe('true');
    await expect(signIn(email, 'secret123')).resolves.toHaveProperty('accessToken');
  });
});

describe('the address proves itself before the account exists', () => {
  it('a new address gets a code mail; nothing is an account until the code is entered, which makes it', async () => {
    const referral = await freshReferral();
    const body = signupBody(referral.id, uniqueEmail('new'));
    const started = await call('saveUserProfile', { body });
    expect(started).toEqual({ status: 200, body: { message: texts.signupCodeSent, userEmail: body.userEmail } });
    expect(await codeMails(body.userEmail)).toHaveLength(1);

    // Before the code: no user record, the code held (not used), the address's claim not completed, no sign-in.
    expect(await profilesOf([body.userEmail])).toEqual([]);
    const held = await getItem(`REFERRAL#${referral.id}`, 'REFERRAL');
    expect(held?.usedAt).toBeTruthy();
    expect(held?.usedByUserId).toBeUndefined();
    expect((await getItem(`EMAIL#${body.userEmail}`, 'EMAIL'))?.userId).toBeUndefined();
    await expect(signIn(body.userEmail, body.userPass)).rejects.toMatchObject({ name: 'UserNotConfirmedException' });
    expect(await call('validateReferCode', { params: { referralCode: referral.referralCode } })).toEqual({ status: 409, body: { message: texts.referralHeld } });

    const created = await confirm(body, await signupCodeFor(body.userEmail));
    expect(created.status).toBe(200);
    expect((await profilesOf([body.userEmail])).map((p) => p.id)).toEqual([created.body.id]);
    expect((await getItem(`REFERRAL#${referral.id}`, 'REFERRAL'))?.usedByUserId).toBe(created.body.id);
    const claim = await getItem(`EMAIL#${body.userEmail}`, 'EMAIL');
    expect(claim).toMatchObject({ userId: created.body.id });
    expect(claim).not.toHaveProperty('pendingSignup');
    const { accessToken } = await signIn(body.userEmail, body.userPass);
    expect((await call('getSession', { token: accessToken })).body).toMatchObject({ id: created.body.id, firstName: 'Asha' });
  });

  it('a repeated confirm after success (double click, lost answer) answers the same account; another code is still wrong', async () => {
    const body = signupBody((await freshReferral()).id, uniqueEmail('twice'));
    expect((await call('saveUserProfile', { body })).status).toBe(200);
    const code = await signupCodeFor(body.userEmail);
    const first = await confirm(body, code);
    expect(first.status).toBe(200);
    expect(await confirm(body, code)).toEqual(first);
    expect((await profilesOf([body.userEmail])).map((p) => p.id)).toEqual([first.body.id]);
    expect(await confirm(body, code === '000000' ? '111111' : '000000')).toEqual(wrongCode);
    // Not even the right code repeats it from another browser.
    expect(await confirm(stranger(body.userEmail), code)).toEqual(wrongCode);
  });

  it("a member's address answers exactly as a new one; the code stays held, the owner is told, no account is made", async () => {
    const member = await newMember();
    const mailsBefore = (await mailsTo(member.email)).length;
    const referral = await freshReferral();
    const fresh = await freshReferral();
    const newcomer = uniqueEmail('newcomer');

    const taken = await call('saveUserProfile', { body: signupBody(referral.id, member.email.toUpperCase(), 'other-pass1') });
    const untaken = await call('saveUserProfile', { body: signupBody(fresh.id, newcomer) });
    expect(taken.status).toBe(untaken.status);
    expect(taken.body).toEqual({ message: texts.signupCodeSent, userEmail: member.email });
    expect(untaken.body).toEqual({ message: texts.signupCodeSent, userEmail: newcomer });
    expect(Object.keys(taken.body)).toEqual(Object.keys(untaken.body));

    // The code is held exactly as for the new address: not released, not used.
    for (const id of [referral.id, fresh.id]) {
      const item = await getItem(`REFERRAL#${id}`, 'REFERRAL');
      expect(item?.usedAt, id).toBeTruthy();
      expect(item?.usedByUserId, id).toBeUndefined();
    }
    expect(await call('validateReferCode', { params: { referralCode: referral.referralCode } })).toEqual({ status: 409, body: { message: texts.referralHeld } });

    // The owner hears of it, with the spec's message and what to do; no code mail goes to them.
    const mails = (await mailsTo(member.email)).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/someone tried to sign up/i);
    expect(mails[0]!.text).toContain(texts.emailTaken);
    expect(mails[0]!.text).toMatch(/\/signin/);
    expect(mails[0]!.text).toMatch(/\/forgotPassword/);

    // Nothing changed for the member: one account, the old password.
    expect((await profilesOf([member.email])).map((p) => p.id)).toEqual([member.id]);
    await expect(signIn(member.email, 'other-pass1')).rejects.toBeDefined();
    await expect(signIn(member.email, member.password)).resolves.toHaveProperty('accessToken');
    // Any code for the taken address reads as a wrong code, as a wrong code for any address does.
    expect(await confirm(stranger(member.email), '123456')).toEqual(wrongCode);
    expect(await confirm(stranger(uniqueEmail('nobody')), '123456')).toEqual(wrongCode);
  });

  it('the held code cannot test another address: every other address is refused alike, member or not', async () => {
    const member = await newMember();
    const referral = await freshReferral();
    expect((await call('saveUserProfile', { body: signupBody(referral.id, uniqueEmail('first')) })).status).toBe(200);
    const asMember = await call('saveUserProfile', { body: signupBody(referral.id, member.email) });
    const asNew = await call('saveUserProfile', { body: signupBody(referral.id, uniqueEmail('second')) });
    expect(asMember).toEqual({ status: 410, body: { message: texts.referralInvalid } });
    expect(asNew).toEqual(asMember);

    // Held for a member's address, the code refuses a new address alike.
    const other = await freshReferral();
    expect((await call('saveUserProfile', { body: signupBody(other.id, member.email) })).status).toBe(200);
    expect(await call('saveUserProfile', { body: signupBody(other.id, uniqueEmail('third')) })).toEqual(asMember);
  });

  it('an address only waiting for another sign-up\'s code gets no "someone tried" mail (it has no account to sign in to)', async () => {
    const email = uniqueEmail('waiting');
    expect((await call('saveUserProfile', { body: signupBody((await freshReferral()).id, email) })).status).toBe(200);
    const other = await call('saveUserProfile', { body: signupBody((await freshReferral()).id, email, 'other-pass1') });
    expect(other).toEqual({ status: 200, body: { message: texts.signupCodeSent, userEmail: email } });
    expect((await mailsTo(email)).map((m) => m.subject).filter((s) => /someone tried/i.test(s))).toEqual([]);
    expect(await codeMails(email)).toHaveLength(1);
  });

  it('a wrong code is refused with a field message and makes nothing; five wrong tries need a new code', async () => {
    const body = signupBody((await freshReferral()).id, uniqueEmail('wrong'));
    expect((await call('saveUserProfile', { body })).status).toBe(200);
    const right = await signupCodeFor(body.userEmail);
    const wrong = right === '000000' ? '111111' : '000000';
    expect(await confirm(body, wrong)).toEqual(wrongCode);
    expect(await profilesOf([body.userEmail])).toEqual([]);
    for (let i = 0; i < 4; i++) expect((await confirm(body, wrong)).status).toBe(422);
    // The limit holds even for the right code now: a new one must be asked for.
    expect((await confirm(body, right)).body.errors).toEqual({ code: [texts.signupCodeTooManyTries] });
    expect(await profilesOf([body.userEmail])).toEqual([]);

    // One code a minute to an address: the form's code went out just now.
    expect(await resend(body)).toEqual({ status: 429, body: { message: texts.signupCodeCooldown } });
    expect(await codeMails(body.userEmail)).toHaveLength(1);
    await codeMailedAMinuteAgo(body.userEmail);
    expect(await resend(body)).toEqual({ status: 200, body: { message: texts.signupCodeResent } });
    expect(await codeMails(body.userEmail)).toHaveLength(2);
    const again = await resend(body);
    expect(again).toEqual({ status: 429, body: { message: texts.signupCodeCooldown } });
    const newCode = await signupCodeFor(body.userEmail);
    expect((await confirm(body, newCode)).status).toBe(200);
  });

  it('a resend for an address without a waiting sign-up answers the same and mails nothing', async () => {
    const member = await newMember();
    const before = (await mailsTo(member.email)).length;
    for (const userEmail of [member.email, uniqueEmail('stranger')]) {
      expect(await resend(stranger(userEmail))).toEqual({ status: 200, body: { message: texts.signupCodeResent } });
    }
    expect(await mailsTo(member.email)).toHaveLength(before);
  });

  it('Cognito refuses a sign-up that did not come through the API (the public client id is no way past the referral code)', async () => {
    const email = uniqueEmail('direct');
    // The SPA's client may not write the address at all; the API's registration client admits only a held sign-up.
    const direct = cognito().send(new SignUpCommand({ ClientId: process.env.USER_POOL_CLIENT_ID, Username: email, Password: 'secret123' }));
    await expect(direct).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    for (const ClientId of [process.env.USER_POOL_CLIENT_ID, process.env.USER_POOL_REGISTRATION_CLIENT_ID]) {
      const forged = cognito().send(new SignUpCommand({ ClientId, Username: email, Password: 'secret123', ClientMetadata: { signupClaimId: 'made-up' } }));
      await expect(forged).rejects.toMatchObject({ name: ClientId === process.env.USER_POOL_CLIENT_ID ? 'NotAuthorizedException' : 'UserLambdaValidationException' });
    }
    const unclaimed = cognito().send(new SignUpCommand({ ClientId: process.env.USER_POOL_REGISTRATION_CLIENT_ID, Username: email, Password: 'secret123' }));
    await expect(unclaimed).rejects.toMatchObject({ name: 'UserLambdaValidationException' });
    expect(await codeMails(email)).toEqual([]);
  });
});

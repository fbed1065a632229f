/**
 * One identity per account that nothing can drift, tried as an attacker who is a member family or
 * knows a referral link would: the sign-in address changes only through Change E-mail's code,
 * every call about an account reaches its own Cognito user by its permanent id, a sign-up is the
 * browser's that started it and is made only with the code mailed to it, and every code has a limit.
 */
import {
  AdminCreateUserCommand, AdminGetUserCommand, AdminSetUserPasswordCommand, CognitoIdentityProviderClient,
  DeleteUserAttributesCommand, InitiateAuthCommand, UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { emailChangeTexts, texts } from '#shared/texts.js';
import {
  call, codeMailedAMinuteAgo, freshReferral, mailsTo, newEligibleMember, newMember, newSignupSecret, signIn, signUp, signupBody,
  signupCodeFor, uniqueEmail, type Member,
} from './helpers.js';
import { newVolunteer } from './moderationHelpers.js';

const cognito = () => new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: process.env.COGNITO_ENDPOINT });
const poolId = () => process.env.USER_POOL_ID;
const canSignIn = (email: string, password = 'secret123') => signIn(email, password).then(() => true, () => false);
/** The Cognito user of the account, by its permanent id; undefined once it is gone. */
const identityOf = (accountId: string) =>
  cognito().send(new AdminGetUserCommand({ UserPoolId: poolId(), Username: accountId })).then((u) => u, () => undefined);
const wrongSignupCode = { status: 422, body: { message: 'Please correct the highlighted fields.', errors: { code: [texts.signupCodeWrong] } } };
const codeMails = async (email: string) => (await mailsTo(email)).filter((m) => /verification code/i.test(m.subject));
const confirm = (signup: { userEmail: string; signupSecret: string }, code: string) =>
  call('confirmSignup', { body: { signupSecret: signup.signupSecret, userEmail: signup.userEmail, code } });
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** What a member could send with its own access token to the user pool endpoint /config.json publishes. */
const writeOwnEmail = (m: Member, email: string) =>
  cognito().send(new UpdateUserAttributesCommand({ AccessToken: m.token, UserAttributes: [{ Name: 'email', Value: email }] }));

const requestChange = (m: Member, newEmail: string) => call('requestEmailChange', { token: m.token, params: { userProfileId: m.id }, body: { newEmail } });
const confirmChange = (m: Member, code: string) => call('confirmEmailChange', { token: m.token, params: { userProfileId: m.id }, body: { code } });
async function changeCodeFor(address: string): Promise<string | undefined> {
  const mail = (await mailsTo(address)).filter((x) => x.subject === emailChangeTexts.codeMailSubject).at(-1);
  return /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
}
const deleteAccount = (m: Member, userEmail: string) => call('deleteMyAccount', { token: m.token, params: { userProfileId: m.id }, body: { userEmail } });

describe('the sign-in address changes only through Change E-mail', () => {
  it("a member's own token cannot set its address (nor delete it, nor names or phone) at the user pool; sign-in stays where it was", async () => {
    const m = await newMember();
    const x = uniqueEmail('squatted');
    await expect(writeOwnEmail(m, x)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    for (const Name of ['name', 'given_name', 'family_name', 'phone_number']) {
      await expect(cognito().send(new UpdateUserAttributesCommand({ AccessToken: m.token, UserAttributes: [{ Name, Value: 'x' }] })), Name)
        .rejects.toMatchObject({ name: 'NotAuthorizedException' });
    }
    await expect(cognito().send(new DeleteUserAttributesCommand({ AccessToken: m.token, UserAttributeNames: ['email'] })))
      .rejects.toMatchObject({ name: 'NotAuthorizedException' });
    // What the client may write (its language) it writes: the refusal is about the attributes, not the token.
    await expect(cognito().send(new UpdateUserAttributesCommand({ AccessToken: m.token, UserAttributes: [{ Name: 'locale', Value: 'en-CA' }] })))
      .resolves.toBeDefined();
    expect(await canSignIn(x)).toBe(false);
    expect(await canSignIn(m.email)).toBe(true);
    // X's real owner can still join.
    const owner = signupBody((await freshReferral()).id, x);
    expect((await signUp(owner)).status).toBe(200);
    expect(await canSignIn(x)).toBe(true);
  });

  it("the API's registration client signs nobody in, so no token of it can write the address either", async () => {
    const m = await newMember();
    const viaRegistration = cognito().send(new InitiateAuthCommand({
      ClientId: process.env.USER_POOL_REGISTRATION_CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: m.email, PASSWORD: m.password },
    }));
    await expect(viaRegistration).rejects.toMatchObject({ name: 'InvalidParameterException' });
  });
});

describe('an account reaches its own Cognito user by its permanent id', () => {
  it('deleting the account removes its sign-in at every step at which the address could differ', async () => {
    // Right after sign-up; after a refused attempt to write the address; after Change E-mail moved it.
    const steps: ((m: Member) => Promise<string>)[] = [
      async (m) => m.email,
      async (m) => {
        await writeOwnEmail(m, uniqueEmail('drift')).catch(() => undefined);
        return m.email;
      },
      async (m) => {
        const next = uniqueEmail('moved');
        expect((await requestChange(m, next)).status).toBe(200);
        expect((await confirmChange(m, (await changeCodeFor(next))!)).status).toBe(200);
        return next;
      },
    ];
    for (const step of steps) {
      const m = await newMember();
      const address = await step(m);
      const token = address === m.email ? m.token : (await signIn(address, m.password)).accessToken;
      expect((await deleteAccount({ ...m, token }, address)).status).toBe(200);
      expect(await identityOf(m.id)).toBeUndefined();
      expect(await canSignIn(m.email)).toBe(false);
      expect(await canSignIn(address)).toBe(false);
    }
  });

  it('a confirmed Cognito user left for an address (no account) never confirms a sign-up without the code mailed to it', async () => {
    const x = uniqueEmail('orphan');
    // A user no account names, confirmed, with a password someone knows.
    await cognito().send(new AdminCreateUserCommand({ UserPoolId: poolId(), Username: x, UserAttributes: [{ Name: 'email', Value: x }], MessageAction: 'SUPPRESS' }));
    await cognito().send(new AdminSetUserPasswordCommand({ UserPoolId: poolId(), Username: x, Password: 'old-pass1', Permanent: true }));
    const body = signupBody((await freshReferral()).id, x, 'new-pass1');
    expect((await call('saveUserProfile', { body })).status).toBe(200);
    expect(await confirm(body, '000000')).toEqual(wrongSignupCode);
    const created = await confirm(body, await signupCodeFor(x));
    expect(created.status).toBe(200);
    expect(await canSignIn(x, 'new-pass1')).toBe(true);
    expect(await canSignIn(x, 'old-pass1')).toBe(false);
  });

  it("disabling reaches the account's user after its address changed: the member's own disable and a volunteer's", async () => {
    const volunteer = await newVolunteer();
    for (const by of ['member', 'volunteer'] as const) {
      const m = await newEligibleMember();
      const next = uniqueEmail('moved');
      expect((await requestChange(m, next)).status).toBe(200);
      expect((await confirmChange(m, (await changeCodeFor(next))!)).status).toBe(200);
      const token = (await signIn(next, m.password)).accessToken;
      if (by === 'member') {
        expect((await call('disableUserProfile', { token, params: { userProfileId: m.id } })).status).toBe(200);
      } else {
        const reporter = await newEligibleMember();
        await call('reportProfile', { token: reporter.token, body: { candidateId: m.candidateId, reason: 'Asking for money', details: 'x' } });
        const open = ((await call('listReports', { token: volunteer.token, params: { state: 'open' } })).body.items as { id: string; candidateId: string }[])
          .find((r) => r.candidateId === m.candidateId)!;
        const resolved = await call('resolveReport', { token: volunteer.token, params: { reportId: open.id }, body: { action: 'disable', reason: 'Fake.' } });
        expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
      }
      expect((await identityOf(m.id))?.Enabled, by).toBe(false);
      expect(await canSignIn(next), by).toBe(false);
      expect((await call('getSession', { token })).status, by).toBe(401);
    }
  });
});

describe('a waiting sign-up is the browser\'s that started it', () => {
  it('whoever has the referral link cannot replace the password or names, nor finish it; the invitee finishes with the latest code', async () => {
    const referral = await freshReferral();
    const email = uniqueEmail('invitee');
    const invitee = signupBody(referral.id, email, 'invitee-pass1');
    expect((await call('saveUserProfile', { body: invitee })).status).toBe(200);

    // The same referral id and address, another browser, another password and names.
    const attacker = { ...signupBody(referral.id, email, 'attacker-pass1'), firstName: 'Mallory' };
    expect((await call('saveUserProfile', { body: attacker })).status).toBe(410);
    // With a referral code of their own: the same answer as any sign-up, and nothing changes.
    const ownCode = { ...signupBody((await freshReferral()).id, email, 'attacker-pass1'), firstName: 'Mallory' };
    expect(await call('saveUserProfile', { body: ownCode })).toEqual({ status: 200, body: { message: texts.signupCodeSent, userEmail: email } });
    expect(await codeMails(email)).toHaveLength(1);

    const code = await signupCodeFor(email);
    expect(await confirm(attacker, code)).toEqual(wrongSignupCode);
    const created = await confirm(invitee, code);
    expect(created.status).toBe(200);
    expect(await canSignIn(email, 'invitee-pass1')).toBe(true);
    expect(await canSignIn(email, 'attacker-pass1')).toBe(false);
    const { accessToken } = await signIn(email, 'invitee-pass1');
    expect((await call('getSession', { token: accessToken })).body).toMatchObject({ id: created.body.id, firstName: 'Asha' });
  });
});

describe('every code has a limit, however it is asked for', () => {
  it('sending the sign-up form again mails no new code within the minute and resets no count: ten tries a day, five codes a day', async () => {
    const body = signupBody((await freshReferral()).id, uniqueEmail('guesser'));
    let checked = 0;
    const guess = async () => {
      const res = await confirm(body, '000000');
      if (res.body.errors?.code?.[0] === texts.signupCodeWrong) checked++;
      return res;
    };
    // Three submissions, each followed by six guesses, in a moment.
    for (let round = 0; round < 3; round++) {
      expect((await call('saveUserProfile', { body })).status).toBe(200);
      for (let i = 0; i < 6; i++) await guess();
    }
    expect(await codeMails(body.userEmail)).toHaveLength(1);
    expect(checked).toBe(5);

    // A minute later the form mails a new code; its tries and the day's together stop at ten.
    for (let round = 0; round < 3; round++) {
      await codeMailedAMinuteAgo(body.userEmail);
      expect((await call('saveUserProfile', { body })).status).toBe(200);
      for (let i = 0; i < 6; i++) await guess();
    }
    expect(checked).toBe(10);
    // Even a new code's first try, and the right one, is past the day's ten.
    expect(await codeMails(body.userEmail)).toHaveLength(4);
    await codeMailedAMinuteAgo(body.userEmail);
    expect((await call('saveUserProfile', { body })).status).toBe(200);
    expect((await confirm(body, await signupCodeFor(body.userEmail))).body.errors).toEqual({ code: [texts.codeTriesToday] });

    // Five codes a day, then no more, whatever asks.
    await codeMailedAMinuteAgo(body.userEmail);
    expect(await call('saveUserProfile', { body })).toEqual({ status: 429, body: { message: texts.codeMailsToday } });
    expect(await call('resendSignupCode', { body: { signupSecret: body.signupSecret, userEmail: body.userEmail } }))
      .toEqual({ status: 429, body: { message: texts.codeMailsToday } });
    expect(await codeMails(body.userEmail)).toHaveLength(5);
  });

  it('Change E-mail: one code a minute to an address and ten tries a day, however often it is asked for', async () => {
    // (Each kind of code has its own count: a sign-up's code just before does not hold this one back.)
    const m = await newMember();
    const next = uniqueEmail('target');
    let checked = 0;
    const guess = async () => {
      const res = await confirmChange(m, '000000');
      if (res.body.errors?.code?.[0] === emailChangeTexts.codeWrong) checked++;
      return res;
    };
    expect((await requestChange(m, next)).status).toBe(200);
    for (let i = 0; i < 5; i++) await guess();
    expect(await requestChange(m, next)).toEqual({ status: 429, body: { message: texts.signupCodeCooldown } });
    for (let round = 0; round < 2; round++) {
      await codeMailedAMinuteAgo(next, 'emailChange');
      expect((await requestChange(m, next)).status).toBe(200);
      for (let i = 0; i < 5; i++) await guess();
    }
    expect(checked).toBe(10);
    expect((await mailsTo(next)).filter((x) => x.subject === emailChangeTexts.codeMailSubject)).toHaveLength(3);
    await codeMailedAMinuteAgo(next, 'emailChange');
    expect((await requestChange(m, next)).status).toBe(200);
    const right = await changeCodeFor(next);
    expect((await confirmChange(m, right!)).body.errors).toEqual({ code: [texts.codeTriesToday] });
    expect((await call('getUserProfile', { token: m.token, params: { userProfileId: m.id } })).body.userEmail).toBe(m.email);
  });

  it('a password reset has the same limits: one mail a minute, ten tries a day', async () => {
    const m = await newMember();
    // Cognito's code mails (the sign-up's, then the resets') share one subject.
    const resets = async () => (await codeMails(m.email)).length;
    const before = await resets();
    for (let i = 0; i < 3; i++) expect((await call('resetUserPassword', { body: { userEmail: m.email } })).status).toBe(200);
    expect(await resets()).toBe(before + 1);
    // The reset's mail reads as the code mails do, saying what to do if nobody asked for it.
    expect((await codeMails(m.email)).at(-1)?.text).toContain('If you did not ask for a code, you can ignore this mail: nothing changes without it.');
    for (let i = 0; i < 10; i++) {
      expect((await call('confirmResetUserPassword', { body: { userEmail: m.email, code: '000000', userPass: 'other-pass1' } })).status).toBe(422);
    }
    const limited = await call('confirmResetUserPassword', { body: { userEmail: m.email, code: '000000', userPass: 'other-pass1' } });
    expect(limited.body.errors).toEqual({ code: [texts.codeTriesToday] });
    expect(await canSignIn(m.email, m.password)).toBe(true);
  });
});

describe('Change E-mail answers the same for any address', () => {
  it("to a member's address as to a free one; the owner is mailed a notice, and no code ever moves the account there", async () => {
    const m = await newMember();
    const owner = await newMember();
    const free = uniqueEmail('free');
    const ownerMailsBefore = (await mailsTo(owner.email)).length;
    const toTaken = await requestChange(m, owner.email);
    const toFree = await requestChange(m, free);
    expect(toTaken).toEqual({ status: 200, body: { message: emailChangeTexts.codeSent(owner.email), newEmail: owner.email } });
    expect(toFree).toEqual({ status: 200, body: { message: emailChangeTexts.codeSent(free), newEmail: free } });
    const ownerMails = (await mailsTo(owner.email)).slice(ownerMailsBefore);
    expect(ownerMails.map((x) => x.subject)).toEqual([emailChangeTexts.takenMailSubject]);
    expect(ownerMails[0]!.text).not.toMatch(/\b\d{6}\b/);

    // The latest request (to the free address) is the one waiting; asking again for the owner's address, a minute on:
    await codeMailedAMinuteAgo(owner.email, 'emailChange');
    expect((await requestChange(m, owner.email)).status).toBe(200);
    const freeCode = await changeCodeFor(free);
    for (const code of ['123456', freeCode!, other(freeCode!)]) {
      expect((await confirmChange(m, code)).body.errors).toEqual({ code: [emailChangeTexts.codeWrong] });
    }
    // The address still signs in to its owner's account only, and the member keeps its own.
    const { accessToken } = await signIn(owner.email, owner.password);
    expect((await call('getSession', { token: accessToken })).body.id).toBe(owner.id);
    expect((await call('getUserProfile', { token: m.token, params: { userProfileId: m.id } })).body.userEmail).toBe(m.email);
  });
});

describe('no sign-up is confirmed with a made-up secret', () => {
  it('a confirm or resend with another secret is a wrong code and mails nothing', async () => {
    const body = signupBody((await freshReferral()).id, uniqueEmail('secret'));
    expect((await call('saveUserProfile', { body })).status).toBe(200);
    const code = await signupCodeFor(body.userEmail);
    await codeMailedAMinuteAgo(body.userEmail);
    const stranger = { userEmail: body.userEmail, signupSecret: newSignupSecret() };
    expect(await call('resendSignupCode', { body: stranger })).toEqual({ status: 200, body: { message: texts.signupCodeResent } });
    expect(await codeMails(body.userEmail)).toHaveLength(1);
    expect(await confirm(stranger, code)).toEqual(wrongSignupCode);
    expect((await confirm(body, code)).status).toBe(200);
  });
});

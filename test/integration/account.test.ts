import { describe, expect, it } from 'vitest';
import { marketingFlagNames, notifyFlagNames } from '#shared/domain/user.js';
import { texts } from '#shared/texts.js';
import { call, freshReferral, mailsTo, newMember, signIn, signUp, signupBody, signupCodeFor, uniqueEmail } from './helpers.js';

describe('account settings', () => {
  it('reads and edits the own user profile; the e-mail cannot change', async () => {
    const m = await newMember();
    const read = await call('getUserProfile', { params: { userProfileId: m.id }, token: m.token });
    expect(read.body).toMatchObject({ id: m.id, userEmail: m.email, firstName: 'Asha' });
    const edited = await call('updateUserProfile', {
      params: { userProfileId: m.id }, token: m.token,
      body: { firstName: 'Meera', lastName: 'Shah', userPhoneCountryCode: '+91', userPhoneNumber: '9820012345' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ firstName: 'Meera', lastName: 'Shah', userEmail: m.email });
    const withEmail = await call('updateUserProfile', {
      params: { userProfileId: m.id }, token: m.token,
      body: { firstName: 'Meera', lastName: 'Shah', userPhoneCountryCode: '+91', userPhoneNumber: '9820012345', userEmail: 'x@example.org' },
    });
    expect(withEmail.status).toBe(422);
    expect((await call('getSession', { token: m.token })).body.firstName).toBe('Meera');
  });

  it('changes the password only with the current one, and mails a notice', async () => {
    const m = await newMember();
    const wrong = await call('changeUserPassword', { params: { userProfileId: m.id }, token: m.token, body: { currentPassword: 'nope-nope', userPass: 'newsecret1' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe(texts.passwordChangeFailed);
    expect(wrong.body.errors.currentPassword).toBeDefined();
    const ok = await call('changeUserPassword', { params: { userProfileId: m.id }, token: m.token, body: { currentPassword: m.password, userPass: 'newsecret1' } });
    expect(ok.status).toBe(200);
    await expect(signIn(m.email, m.password)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(signIn(m.email, 'newsecret1')).resolves.toHaveProperty('accessToken');
    expect((await mailsTo(m.email)).some((mail) => mail.subject.includes('password was changed'))).toBe(true);
  });

  it('resets a forgotten password with the code from the mail; unknown addresses get the same answer', async () => {
    const m = await newMember();
    const unknown = await call('resetUserPassword', { body: { userEmail: uniqueEmail('nobody') } });
    const known = await call('resetUserPassword', { body: { userEmail: m.email } });
    expect(unknown).toEqual(known);
    expect(known).toEqual({ status: 200, body: { message: texts.resetRequested } });
    const mail = (await mailsTo(m.email)).at(-1);
    const code = /(\d{4,8})/.exec(mail?.text ?? '')?.[1];
    expect(code).toBeDefined();
    const badCode = await call('confirmResetUserPassword', { body: { userEmail: m.email, code: '000000', userPass: 'another1' } });
    expect(badCode.status).toBe(422);
    expect(badCode.body.message).toBe(texts.passwordResetFailed);
    const ok = await call('confirmResetUserPassword', { body: { userEmail: m.email, code, userPass: 'another1' } });
    expect(ok.status).toBe(200);
    await expect(signIn(m.email, 'another1')).resolves.toHaveProperty('accessToken');
    // The address is told, as a change of password from the settings page is.
    const notice = (await mailsTo(m.email)).find((x) => x.subject === 'Your rishta password was changed');
    expect(notice?.text).toContain('Your password was reset with a code mailed to this address.');
    // A wrong code told nobody anything.
    expect((await mailsTo(m.email)).filter((x) => x.subject === 'Your rishta password was changed')).toHaveLength(1);
  });

  it('a reset asked while the sign-up waits for its code resets nothing: the address is told how to finish, and the sign-up still can', async () => {
    const body = signupBody((await freshReferral()).id);
    expect((await call('saveUserProfile', { body })).status).toBe(200);
    const asked = await call('resetUserPassword', { body: { userEmail: body.userEmail } });
    expect(asked).toEqual({ status: 200, body: { message: texts.resetRequested } });
    const told = (await mailsTo(body.userEmail)).find((x) => x.subject === 'Your rishta sign-up is not finished');
    expect(told?.text).toContain(`/signupConfirm?email=${encodeURIComponent(body.userEmail)}`);
    // No reset code went out, and none can set a password.
    expect((await mailsTo(body.userEmail)).filter((x) => /verification code/i.test(x.subject))).toHaveLength(1);
    const guessed = await call('confirmResetUserPassword', { body: { userEmail: body.userEmail, code: await signupCodeFor(body.userEmail), userPass: 'another1' } });
    expect(guessed.status).toBe(422);
    // The sign-up finishes with its own code and password, as if nothing had been asked.
    const confirmed = await call('confirmSignup', { body: { signupSecret: body.signupSecret, userEmail: body.userEmail, code: await signupCodeFor(body.userEmail) } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    await expect(signIn(body.userEmail, body.userPass)).resolves.toHaveProperty('accessToken');
  });

  it('notification settings: on by default but the marketing ones, editable, and only by their owner', async () => {
    const m = await newMember();
    const other = await newMember();
    const read = await call('getUserNotifySettings', { params: { userProfileId: m.id }, token: m.token });
    expect(read.status).toBe(200);
    for (const flag of notifyFlagNames) expect(read.body[flag]).toBe(!(marketingFlagNames as readonly string[]).includes(flag));
    // Opting in to the newsletter, and out of the profile-update notice.
    const flags = Object.fromEntries(notifyFlagNames.map((f) => [f, f !== 'emailNotifyUserProfileUpdateFlag']));
    const edited = await call('editUserNotifySettings', { params: { userNotifySettingsId: read.body.id }, token: m.token, body: flags });
    expect(edited.body).toMatchObject({ id: read.body.id, emailSubscribeToNewsletterFlag: true, emailNotifyUserProfileUpdateFlag: false });
    const stolen = await call('editUserNotifySettings', { params: { userNotifySettingsId: read.body.id }, token: other.token, body: flags });
    expect(stolen.status).toBe(404);
    const missingFlag = await call('editUserNotifySettings', {
      params: { userNotifySettingsId: read.body.id }, token: m.token, body: { ...flags, emailSubscribeToNewsletterFlag: undefined },
    });
    expect(missingFlag.status).toBe(422);
  });

  it('the personal referral code: usable by a friend once, then the member gets a new one', async () => {
    const m = await newMember();
    const session = (await call('getSession', { token: m.token })).body;
    const mine = await call('getUserReferralDetails', { params: { userReferralId: session.userReferralId }, token: m.token });
    expect(mine.body.id).toBe(session.userReferralId);
    const friend = await signUp(signupBody(mine.body.id, uniqueEmail('friend')));
    expect(friend.status).toBe(200);
    const next = await call('getUserReferralDetails', { params: { userReferralId: session.userReferralId }, token: m.token });
    expect(next.status).toBe(200);
    expect(next.body.referralCode).not.toBe(mine.body.referralCode);
    expect((await call('getSession', { token: m.token })).body.userReferralId).toBe(next.body.id);
    expect((await call('validateReferCode', { params: { referralCode: next.body.referralCode } })).status).toBe(200);
  });

  it('a disabled account cannot sign in, and its still-valid token is refused', async () => {
    const m = await newMember();
    expect((await call('getSession', { token: m.token })).status).toBe(200);
    const disabled = await call('disableUserProfile', { params: { userProfileId: m.id }, token: m.token });
    expect(disabled.status).toBe(200);
    expect((await call('getSession', { token: m.token })).status).toBe(401);
    expect((await call('getUserProfile', { params: { userProfileId: m.id }, token: m.token })).status).toBe(401);
    await expect(signIn(m.email, m.password)).rejects.toThrow(/disabled/i);
  });

  it('a referral request is stored and e-mailed to the volunteers', async () => {
    const requester = uniqueEmail('requester');
    const res = await call('requestReferralCode', {
      body: { requesterFirstName: 'Ravi', requesterLastName: 'Kumar', requesterEmailId: requester, requesterPhoneCountryCode: '', requesterPhoneNumber: '6475550123' },
    });
    expect(res.status).toBe(200);
    const mails = await mailsTo(process.env.VOLUNTEER_EMAIL ?? '');
    expect(mails.some((m) => m.text.includes(requester))).toBe(true);
    const { listReferralRequests } = await import('#functions/trust/entities/referralRequests.js');
    expect((await listReferralRequests()).some((r) => r.id === res.body.id)).toBe(true);
  });
});

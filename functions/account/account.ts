/** The member's own account: user profile, password, disabling (the session is in session.ts). */
import type { UserProfile } from '#shared/domain/user.js';
import { texts } from '#shared/texts.js';
import { contactOf, type Caller, type CallerMember } from '../lib/caller.js';
import { assertSelf } from '../familyProfiles/index.js';
import { landedWith, notFound, unprocessable } from '../lib/errors.js';
import { familyIdOf, founderOf, setMemberTokensValidAfter, updateMemberDetails } from '../family/index.js';
import { now } from '../lib/ids.js';
import { logger } from '../lib/logger.js';
import {
  findUserIdByEmail, setTokensValidAfter, takeCodeMail, takeCodeTry, updateUser,
  type UserRecord,
} from '../members/index.js';
import { notifyIfWanted } from '../mail/index.js';

/** The Cognito calls of the password routes, loaded with their first call: the session (this module's most common call) needs no Cognito client. */
const identity = () => import('./entities/identity.js');

/**
 * The user profile is the person's: their own name, address and phone (the member item), with the
 * family's id and referral code. For a founder both records say the same.
 */
const publicFields = (u: UserRecord, m: CallerMember): UserProfile => ({
  id: u.id, firstName: m.firstName, lastName: m.lastName, userEmail: m.email,
  userPhoneCountryCode: m.phoneCountryCode, userPhoneNumber: m.phoneNumber,
  userReferralId: u.userReferralId, createdDate: m.sub === u.id ? u.createdDate : m.joinedAt, updatedDate: u.updatedDate,
});

export async function getUserProfile(caller: Caller, userProfileId: string): Promise<UserProfile> {
  assertSelf(caller, userProfileId);
  return publicFields(caller.user, caller.member);
}

export async function updateUserProfile(
  caller: Caller,
  userProfileId: string,
  fields: Pick<UserProfile, 'firstName' | 'lastName' | 'userPhoneCountryCode' | 'userPhoneNumber'>,
): Promise<UserProfile> {
  assertSelf(caller, userProfileId);
  // The person's own details; the contact person's (the founder's, until they leave) are the account's too.
  const founder = caller.memberId === caller.userId;
  const member = await updateMemberDetails(caller.memberId, {
    firstName: fields.firstName, lastName: fields.lastName, phoneCountryCode: fields.userPhoneCountryCode, phoneNumber: fields.userPhoneNumber,
  });
  const contact = caller.memberId === contactOf(caller.user);
  const user = contact ? await landedWith(updateUser(userProfileId, { ...fields, updatedDate: now() })) : caller.user;
  if (!user || (!member && !founder)) throw notFound();
  const person = member ?? founderOf(user);
  await notifyIfWanted({ familyId: user.id, sub: person.sub }, 'emailNotifyUserProfileUpdateFlag', person.email, 'Your rishta user profile was updated',
    'Your user profile details were changed. If this was not you, please change your password and contact support.');
  return publicFields(user, person);
}

export async function changeUserPassword(caller: Caller, userProfileId: string, currentPassword: string, newPassword: string) {
  assertSelf(caller, userProfileId);
  const { user, member } = caller;
  try {
    await (await identity()).changePassword(caller.accessToken, currentPassword, newPassword);
  } catch (e) {
    const name = e instanceof Error ? e.name : '';
    if (name === 'NotAuthorizedException') {
      throw unprocessable(texts.passwordChangeFailed, { currentPassword: ['The current password is not correct.'] });
    }
    if (name === 'InvalidPasswordException') throw unprocessable(texts.passwordChangeFailed, { userPass: [texts.passwordRecommendation] });
    if (name === 'LimitExceededException') throw unprocessable('Too many attempts. Please try again later.');
    throw e;
  }
  // The caller's own session ends too; the web app signs in again with the new password.
  await endEarlierSessions(caller.memberId);
  await notifyIfWanted({ familyId: user.id, sub: caller.memberId }, 'emailNotifyUserPasswordUpdateFlag', member.email, 'Your rishta password was changed',
    'Your password was changed. If this was not you, use Forgot Password on the sign-in page at once.');
  return { message: 'Your password is changed.' };
}

/**
 * The same answer whether or not the address has an account, so nobody can probe for members. A
 * reset code counts against the address's code limits (one a minute, five a day, with sign-up's and
 * Change E-mail's); past them the answer is the same and no mail goes.
 */
export async function resetUserPassword(email: string) {
  if (!(await takeCodeMail('passwordReset', email, 'passwordReset')).granted) return { message: texts.resetRequested };
  // A sign-up still waiting for its code has no password to reset: Cognito would confirm its user
  // with no account made, and sign-in would then call it disabled. The address learns how to
  // finish the sign-up instead; the page's answer stays the same.
  if ((await (await identity()).identityState(email))?.status === 'UNCONFIRMED') {
    await (await import('./signup.js')).tellOfUnfinishedSignup(email);
    return { message: texts.resetRequested };
  }
  try {
    await (await identity()).startPasswordReset(email);
  } catch (e) {
    const name = e instanceof Error ? e.name : '';
    if (!['UserNotFoundException', 'NotAuthorizedException', 'InvalidParameterException', 'LimitExceededException'].includes(name)) {
      logger.error('Password reset failed', { error: e });
      throw e;
    }
  }
  return { message: texts.resetRequested };
}

const WRONG_RESET_CODE = 'The code is not correct or has expired.';

export async function confirmResetUserPassword(email: string, code: string, password: string) {
  if (!(await takeCodeTry('passwordReset', email))) throw unprocessable(texts.passwordResetFailed, { code: [texts.codeTriesToday] });
  const cognito = await identity();
  // No code was mailed to a waiting sign-up (above); whatever code is tried, it reads as a wrong one.
  if ((await cognito.identityState(email))?.status === 'UNCONFIRMED') throw unprocessable(texts.passwordResetFailed, { code: [WRONG_RESET_CODE] });
  try {
    await cognito.confirmPasswordReset(email, code, password);
  } catch (e) {
    const name = e instanceof Error ? e.name : '';
    if (name === 'InvalidPasswordException') throw unprocessable(texts.passwordResetFailed, { userPass: [texts.passwordRecommendation] });
    if (['CodeMismatchException', 'ExpiredCodeException', 'UserNotFoundException', 'NotAuthorizedException', 'LimitExceededException'].includes(name)) {
      throw unprocessable(texts.passwordResetFailed, { code: [WRONG_RESET_CODE] });
    }
    throw e;
  }
  // The address's claim names the person's own sub (a founder's is the account's id).
  const sub = await findUserIdByEmail(email);
  if (sub) {
    await endEarlierSessions(sub);
    // Told as a change from the settings page is: a reset nobody asked for must not go unnoticed.
    await notifyIfWanted({ familyId: await familyIdOf(sub), sub }, 'emailNotifyUserPasswordUpdateFlag', email, 'Your rishta password was changed',
      'Your password was reset with a code mailed to this address. If this was not you, use Forgot Password on the sign-in page at once.');
  }
  return { message: 'Your password is reset. Please sign in with the new password.' };
}

/**
 * A new password ends every session opened with the old one. The API's cut-off is written first:
 * from this second on it refuses their access tokens (and tokens refreshed from them, which keep
 * their sign-in time), so even if the Cognito call after it fails, no old session gets through.
 * Then Cognito revokes their refresh tokens (by the person's sub). Token times are whole seconds: a sign-in in this same
 * second (the member's own, right after the change) is kept.
 */
async function endEarlierSessions(sub: string): Promise<void> {
  const at = Math.floor(Date.now() / 1000);
  // The person's own cut-off: the family's other members stay signed in. An account from before
  // families with no member item yet is a family of one: its account's cut-off is the same thing.
  if (!(await setMemberTokensValidAfter(sub, at))) await setTokensValidAfter(sub, at);
  await (await identity()).signOutEverywhere(sub);
}

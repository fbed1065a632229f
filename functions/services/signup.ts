/**
 * Sign-up: claim the referral code, claim the e-mail, create (or reuse) the Cognito user with its
 * permanent password, write the member's own referral code, user profile and notification
 * settings, then complete the code's claim and, last, the e-mail's (the commit point: a claim
 * with `userId` is a finished account, never taken over).
 *
 * Crash-safe without transactions: both claims carry an owner token and an expiry. The token is
 * derived from the code and the e-mail, so the same family retrying the same sign-up (after a
 * timeout, a crash, a double click) holds the claims at once and every later step is idempotent;
 * anybody else waits until the expiry, then may take over an abandoned claim.
 */
import { createHash } from 'node:crypto';
import type { SignupRequest } from '#shared/domain/user.js';
import { defaultNotifyFlags } from '#shared/domain/user.js';
import { texts } from '#shared/texts.js';
import { AppError, conflict, isConditionFailed, unprocessable } from '../lib/errors.js';
import { now } from '../lib/ids.js';
import { countMetric } from '../lib/metrics.js';
import { createIdentity, identitySub, setPermanentPassword } from '../repositories/identity.js';
import { putNotifySettings } from '../repositories/notifySettings.js';
import { claimReferral, completeReferralClaim, getReferral, releaseReferral } from '../repositories/referrals.js';
import { claimEmail, releaseEmail, setEmailOwner } from '../repositories/emailClaims.js';
import { findSignupClaimOfUser, putSignupUser } from '../repositories/users.js';
import { getOrCreateReferral } from './referrals.js';

/** Long enough for any sign-up to finish (API Gateway gives up after 30 s), short for a family waiting. */
const CLAIM_MINUTES = 10;

/** The same code and e-mail always give the same token: a retry continues its own claims. */
export function signupOwnerToken(referralId: string, email: string): string {
  return createHash('sha256').update(`signup\n${referralId}\n${email.toLowerCase()}`).digest('hex').slice(0, 32);
}

/** A UUID-shaped id derived from its inputs, for items a retried sign-up must write only once. */
function derivedId(...parts: string[]): string {
  const h = createHash('sha256').update(parts.join('\n')).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** Tests kill the process at a step boundary to prove a retry finishes the sign-up; never in Lambda. */
function faultPoint(step: string): void {
  if (process.env.RISHTA_FAULT_AFTER === step && !process.env.AWS_LAMBDA_FUNCTION_NAME) process.exit(137);
}

export async function saveUserProfile(input: SignupRequest): Promise<{ id: string }> {
  const token = signupOwnerToken(input.userReferralId, input.userEmail);
  const expiresAt = new Date(Date.now() + CLAIM_MINUTES * 60_000).toISOString();

  const referral = await getReferral(input.userReferralId);
  if (!referral) throw new AppError(410, texts.referralInvalid);
  try {
    await claimReferral(referral.id, token, now(), expiresAt);
  } catch (e) {
    if (isConditionFailed(e)) throw new AppError(410, texts.referralInvalid);
    throw e;
  }
  faultPoint('referralClaim');

  // A refused sign-up gives its claims back at once, so the code works with another e-mail.
  const refuse = async (error: AppError): Promise<never> => {
    await releaseEmail(input.userEmail, token);
    await releaseReferral(referral.id, token);
    throw error;
  };

  try {
    await claimEmail(input.userEmail, token, expiresAt);
  } catch (e) {
    if (isConditionFailed(e)) return refuse(conflict(texts.emailTaken));
    throw e;
  }
  faultPoint('emailClaim');

  let userId: string;
  try {
    userId = await identityFor(input.userEmail, token);
  } catch (e) {
    if (e instanceof AppError) return refuse(e);
    throw e;
  }
  faultPoint('identity');
  try {
    await setPermanentPassword(input.userEmail, input.userPass);
  } catch (e) {
    if (e instanceof Error && e.name === 'InvalidPasswordException') {
      return refuse(unprocessable('Please correct the highlighted fields.', { userPass: [texts.passwordRecommendation] }));
    }
    throw e;
  }
  faultPoint('password');

  // Its id is derived from the account, so a retried sign-up makes the member's own code once.
  const personal = await getOrCreateReferral(derivedId('personal-referral', userId), { ownerUserId: userId });
  faultPoint('personalReferral');
  const created = now();
  try {
    await putSignupUser(
      {
        id: userId, firstName: input.firstName, lastName: input.lastName, userEmail: input.userEmail,
        userPhoneCountryCode: input.userPhoneCountryCode, userPhoneNumber: input.userPhoneNumber,
        userReferralId: personal.id, referredByReferralId: referral.id, status: 'active', createdDate: created, updatedDate: created,
      },
      token,
    );
    // Here, not at the end: the profile is written once per account, however often a sign-up is retried.
    countMetric('SignUps');
  } catch (e) {
    if (!isConditionFailed(e)) throw e;
    // Written already: by an earlier run of this sign-up (go on), or by another one (not ours).
    if ((await findSignupClaimOfUser(userId)).signupClaimId !== token) return refuse(conflict(texts.emailTaken));
  }
  faultPoint('profile');
  await putNotifySettings({ id: derivedId('notify', userId), userProfileId: userId, ...defaultNotifyFlags, updatedDate: created });
  faultPoint('notifySettings');
  await completeReferralClaim(referral.id, token, userId, referral.ownerUserId);
  faultPoint('referralComplete');
  await setEmailOwner(input.userEmail, token, userId);
  return { id: userId };
}

/**
 * The Cognito user for the claimed e-mail. One may exist already, made by a sign-up that crashed
 * (ours, or an abandoned one whose claim we took over): we hold the e-mail claim, so no account
 * was completed with it, and it is reused unless another sign-up already wrote its user profile.
 */
async function identityFor(email: string, token: string): Promise<string> {
  try {
    return await createIdentity(email);
  } catch (e) {
    if (!(e instanceof Error && e.name === 'UsernameExistsException')) throw e;
  }
  const sub = await identitySub(email);
  const record = await findSignupClaimOfUser(sub);
  if (record.exists && record.signupClaimId !== token) throw conflict(texts.emailTaken);
  return sub;
}

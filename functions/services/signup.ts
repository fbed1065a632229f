/**
 * Sign-up, first step: the address must prove itself before any account exists. The family's form
 * holds the referral code and the address (both claims with an owner token and a 24-hour expiry),
 * and registers an unconfirmed Cognito user, which makes Cognito mail the address a confirmation
 * code; ./signupConfirm.ts makes the account once that code is entered.
 *
 * The answer is the same for an address that already has an account: the code is held exactly as
 * for a new one (one code cannot test address after address), nothing is registered, and the
 * address's owner is told by mail that someone tried to sign up with it. So neither the answer nor
 * the code's state tells the requester whether the address is a member's.
 *
 * Crash-safe without transactions: the owner token is derived from the code and the e-mail, so the
 * same family retrying the same sign-up (a timeout, a crash, a double click) holds the claims again
 * at once and every step repeats harmlessly; anybody else waits until the expiry.
 */
import { createHash } from 'node:crypto';
import type { SignupRequest } from '#shared/domain/user.js';
import { texts } from '#shared/texts.js';
import { AppError, landed, unprocessable } from '../lib/errors.js';
import { now } from '../lib/ids.js';
import { config } from '../lib/config.js';
import { sendMailQuietly } from '../lib/mail.js';
import { takeCooldown } from '../repositories/cooldowns.js';
import { claimEmail, getEmailClaim, isWaitingSignup, resetConfirmAttempts } from '../repositories/emailClaims.js';
import { deleteUnfinishedIdentity, identityState, registerIdentity, resendIdentityCode } from '../repositories/identity.js';
import { claimReferral, getReferral } from '../repositories/referrals.js';

/** As long as Cognito's sign-up code lives (24 h in AWS): the code and the address are held that long. */
const SIGNUP_CLAIM_HOURS = 24;
/** A family asks for a new code at most this often; the owner of a taken address is told at most this often. */
const RESEND_SECONDS = 60;
const OWNER_NOTICE_SECONDS = 10 * 60;

/** The same code and e-mail always give the same token: a retry continues its own claims. */
export function signupOwnerToken(referralId: string, email: string): string {
  return createHash('sha256').update(`signup\n${referralId}\n${email.toLowerCase()}`).digest('hex').slice(0, 32);
}

/** Cooldowns of sign-up are keyed by a digest of the address: no item names an address that may never become an account. */
const addressDigest = (email: string) => createHash('sha256').update(`signup-address\n${email.toLowerCase()}`).digest('hex');

export const signupExpiry = () => new Date(Date.now() + SIGNUP_CLAIM_HOURS * 3_600_000).toISOString();

/** Tests kill the process at a step boundary to prove a retry finishes the sign-up; never in Lambda. */
export function faultPoint(step: string): void {
  if (process.env.RISHTA_FAULT_AFTER === step && !process.env.AWS_LAMBDA_FUNCTION_NAME) process.exit(137);
}

const started = (userEmail: string) => ({ message: texts.signupCodeSent, userEmail });

export async function saveUserProfile(input: SignupRequest): Promise<{ message: string; userEmail: string }> {
  const token = signupOwnerToken(input.userReferralId, input.userEmail);
  const expiresAt = signupExpiry();

  const referral = await getReferral(input.userReferralId);
  if (!referral) throw new AppError(410, texts.referralInvalid);
  if (!(await landed(claimReferral(referral.id, token, now(), expiresAt)))) throw new AppError(410, texts.referralInvalid);
  faultPoint('referralClaim');

  const { firstName, lastName, userPhoneCountryCode, userPhoneNumber } = input;
  // Whose claim was on the address before ours: another sign-up's (expired, or we could not take it) leaves an orphan user.
  const previous = await getEmailClaim(input.userEmail);
  const previousOwner = previous?.claimId;
  if (!(await landed(claimEmail(input.userEmail, token, expiresAt, { referralId: referral.id, firstName, lastName, userPhoneCountryCode, userPhoneNumber })))) {
    // An account (or another family's waiting sign-up) has the address. The code stays held, as
    // for a new address, and only the address's owner hears of it.
    // The claim read just before says which (our write changed nothing): read once, not again.
    if (previous?.userId) await tellOwnerOfTakenAddress(input.userEmail);
    return started(input.userEmail);
  }
  faultPoint('emailClaim');

  await registerOnce(input.userEmail, input.userPass, token, previousOwner !== undefined && previousOwner !== token);
  faultPoint('identity');
  return started(input.userEmail);
}

/**
 * The unconfirmed Cognito user of this sign-up, registered (and its code mailed) once more. We hold
 * the address's claim and no account completed it, so a user already there was left by an earlier
 * run of this sign-up or by an abandoned one whose claim we took over. An unconfirmed one, or any
 * left by another sign-up, is replaced (this sign-up's password counts, and a new code goes out); a
 * confirmed one of this very sign-up was proved by its code already, and the confirm step finishes it.
 */
async function registerOnce(email: string, password: string, token: string, tookOver: boolean): Promise<void> {
  const register = () => registerIdentity(email, password, token);
  try {
    await register();
    return;
  } catch (e) {
    if (e instanceof Error && e.name === 'InvalidPasswordException') {
      throw unprocessable('Please correct the highlighted fields.', { userPass: [texts.passwordRecommendation] });
    }
    if (!(e instanceof Error && e.name === 'UsernameExistsException')) throw e;
  }
  if (!tookOver && (await identityState(email))?.status === 'CONFIRMED') return;
  await deleteUnfinishedIdentity(email);
  await register();
}

/**
 * The owner of an address that has an account learns that someone tried to sign up with it; nobody
 * else does (the caller asks only for an address whose claim names an account). An address that is
 * only waiting for another sign-up's code got that code already.
 */
async function tellOwnerOfTakenAddress(email: string): Promise<void> {
  if (!(await takeCooldown('signupNotice', addressDigest(email), OWNER_NOTICE_SECONDS))) return;
  await sendMailQuietly({
    to: email,
    subject: 'Someone tried to sign up to rishta with your e-mail',
    text: [
      `${texts.emailTaken}`,
      '',
      'Someone just tried to sign up to rishta with this e-mail address. No new account was made, and nothing of yours changed.',
      '',
      `If it was you: you have an account already. Sign in at ${config.appUrl}/signin, or set a new password at ${config.appUrl}/forgotPassword.`,
      'If it was not you, you need not do anything.',
    ].join('\n'),
  });
}

/**
 * Mails a waiting sign-up a new code. The answer is the same for any address; the cooldown holds
 * for any address too, so it tells nothing either.
 */
export async function resendSignupCode(userEmail: string): Promise<{ message: string }> {
  if (!(await takeCooldown('signupCode', addressDigest(userEmail), RESEND_SECONDS))) throw new AppError(429, texts.signupCodeCooldown);
  const claim = await getEmailClaim(userEmail);
  if (isWaitingSignup(claim) && (await identityState(userEmail))?.status === 'UNCONFIRMED') {
    await resendIdentityCode(userEmail);
    await resetConfirmAttempts(userEmail, claim.claimId);
  }
  return { message: texts.signupCodeResent };
}

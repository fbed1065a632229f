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
 * The sign-up is its browser's: the form sends a random secret the browser keeps (SignupRequest's
 * `signupSecret`), and the owner token of the claims is a digest of it and the address. Whoever
 * else has the referral code and the address cannot replace the password or the names, nor enter
 * the code for it. Crash-safe without transactions: the same browser retrying the same sign-up (a
 * timeout, a crash, a double click) holds the claims again at once and every step repeats
 * harmlessly; anybody else waits until the expiry.
 *
 * Every code mailed counts against the address's limits (members/entities/codeLimits.ts), whatever
 * asks for it: sending the form again mails no new code within the minute, nor a sixth in a day.
 */
import { createHash } from 'node:crypto';
import type { SignupRequest, SignupResend } from '#shared/domain/user.js';
import { texts } from '#shared/texts.js';
import { sitePaths } from '#shared/sitePaths.js';
import { AppError, landed, unprocessable } from '../lib/errors.js';
import { now } from '../lib/ids.js';
import { sendMailQuietly } from '../lib/mail.js';
import { siteUrl, textMail } from '../lib/mailLayout.js';
import { takeCooldown } from '../store/cooldowns.js';
import {
  claimEmail, getEmailClaim, getUser, isWaitingSignup, type MailRefusal, resetConfirmAttempts, setPendingSub,
  takeCodeMail,
} from '../members/index.js';
import { deleteUnfinishedIdentity, identityState, registerIdentity, resendIdentityCode } from './entities/identity.js';
import { claimReferral, getReferral } from '../trust/index.js';

/** As long as Cognito's sign-up code lives (24 h in AWS): the code and the address are held that long. */
const SIGNUP_CLAIM_HOURS = 24;
/** The owner of a taken address is told at most this often. */
const OWNER_NOTICE_SECONDS = 10 * 60;

/** The same browser's secret and the same address always give the same token: a retry continues its own claims. */
export function signupOwnerToken(signupSecret: string, email: string): string {
  return createHash('sha256').update(`signup\n${signupSecret}\n${email.toLowerCase()}`).digest('hex').slice(0, 32);
}

/** A code not mailed: the family hears why (the minute between codes, or the day's limit). */
export const codeMailRefused = (reason: MailRefusal) => new AppError(429, reason === 'wait' ? texts.signupCodeCooldown : texts.codeMailsToday);

/** Cooldowns of sign-up are keyed by a digest of the address: no item names an address that may never become an account. */
const addressDigest = (email: string) => createHash('sha256').update(`signup-address\n${email.toLowerCase()}`).digest('hex');

export const signupExpiry = () => new Date(Date.now() + SIGNUP_CLAIM_HOURS * 3_600_000).toISOString();

/** Tests kill the process at a step boundary to prove a retry finishes the sign-up; never in Lambda. */
export function faultPoint(step: string): void {
  if (process.env.RISHTA_FAULT_AFTER === step && !process.env.AWS_LAMBDA_FUNCTION_NAME) process.exit(137);
}

export const started = (userEmail: string) => ({ message: texts.signupCodeSent, userEmail });

export async function saveUserProfile(input: SignupRequest): Promise<{ message: string; userEmail: string }> {
  const token = signupOwnerToken(input.signupSecret, input.userEmail);
  const expiresAt = signupExpiry();

  const referral = await getReferral(input.userReferralId);
  if (!referral) throw new AppError(410, texts.referralInvalid);
  if (!(await landed(claimReferral(referral.id, token, now(), expiresAt)))) throw new AppError(410, texts.referralInvalid);
  faultPoint('referralClaim');

  const { firstName, lastName, userPhoneCountryCode, userPhoneNumber } = input;
  const previous = await getEmailClaim(input.userEmail);
  // This very sign-up sent before: the user it registered and its code's tries go on.
  const kept = previous?.claimId === token && !previous.userId ? { pendingSub: previous.pendingSub, confirmAttempts: previous.confirmAttempts } : undefined;
  if (!(await landed(claimEmail(input.userEmail, token, expiresAt, { referralId: referral.id, firstName, lastName, userPhoneCountryCode, userPhoneNumber }, kept)))) {
    // An account (or another family's waiting sign-up) has the address. The code stays held, as
    // for a new address, and only the address's owner hears of it.
    // The claim read just before says which (our write changed nothing): read once, not again.
    if (previous?.userId) await tellOwnerOfTakenAddress(input.userEmail);
    return started(input.userEmail);
  }
  faultPoint('emailClaim');

  await registerOnce(input.userEmail, input.userPass, token, kept?.pendingSub);
  faultPoint('identity');
  return started(input.userEmail);
}

/**
 * The unconfirmed Cognito user of this sign-up, registered (and its code mailed) once more, within
 * the address's code limits. We hold the address's claim and no account completed it, so a user
 * already there was left by an earlier run of this sign-up (`ownSub`) or by an abandoned one whose
 * claim we took over. One of ours confirmed already was proved by its code: the confirm step
 * finishes it. Any other is replaced (this sign-up's password counts, and a new code goes out),
 * unless an account is its own (never removed here).
 */
export async function registerOnce(email: string, password: string, token: string, ownSub: string | undefined): Promise<void> {
  const existing = await identityState(email);
  const ours = existing !== undefined && existing.sub === ownSub;
  if (ours && existing.status === 'CONFIRMED') return;
  const mail = await takeCodeMail('signup', email, token);
  if (!mail.granted) {
    // The code this very sign-up was mailed a moment ago still works (a double click, the form sent
    // again). A user registered by it whose `sub` was not kept yet (a crash, the twin request) is its own.
    if (mail.reason === 'wait' && (ours || mail.lastAskedBy === token)) {
      if (!ours && existing?.status === 'UNCONFIRMED') await setPendingSub(email, token, existing.sub);
      return;
    }
    throw codeMailRefused(mail.reason);
  }
  if (existing) {
    if (await getUser(existing.sub)) return;
    await deleteUnfinishedIdentity(existing.sub);
  }
  let sub: string;
  try {
    sub = await registerIdentity(email, password, token);
  } catch (e) {
    if (e instanceof Error && e.name === 'InvalidPasswordException') {
      throw unprocessable('Please correct the highlighted fields.', { userPass: [texts.passwordRecommendation] });
    }
    // The same sign-up's other request registered it in the meantime: its code is on the way.
    if (e instanceof Error && e.name === 'UsernameExistsException') return;
    throw e;
  }
  await setPendingSub(email, token, sub);
}

/**
 * The owner of an address that has an account learns that someone tried to sign up with it; nobody
 * else does (the caller asks only for an address whose claim names an account). An address that is
 * only waiting for another sign-up's code got that code already.
 */
export async function tellOwnerOfTakenAddress(email: string): Promise<void> {
  if (!(await takeCooldown('signupNotice', addressDigest(email), OWNER_NOTICE_SECONDS))) return;
  await sendMailQuietly({
    to: email,
    subject: 'Someone tried to sign up to rishta with your e-mail',
    text: textMail([
      texts.emailTaken,
      'Someone just tried to sign up to rishta with this e-mail address. No new account was made, and nothing of yours changed.',
      `If it was you: you have an account already. Sign in at ${siteUrl(sitePaths.signIn)}, or set a new password at ${siteUrl(sitePaths.forgotPassword)}.\n`
        + 'If it was not you, you need not do anything.',
    ]),
  });
}

/**
 * A password reset asked for an address whose sign-up was never finished: there is no password to
 * reset yet, so the address is told how to finish (the code page, in the browser that signed up).
 */
export async function tellOfUnfinishedSignup(email: string): Promise<void> {
  await sendMailQuietly({
    to: email,
    subject: 'Your rishta sign-up is not finished',
    text: textMail([
      'Someone asked to reset the password of this e-mail address on rishta. The sign-up with this address was never finished, so there is no password to reset yet, and nothing changed.',
      `To finish signing up, open ${siteUrl(sitePaths.signUpConfirm(email))} in the browser where you signed up and enter the code we mailed you `
        + '(the page sends a new one if you ask). Once the sign-up is finished, Forgot Password on the sign-in page can set a new password.',
      `If you did not sign up, you need not do anything: an unfinished sign-up lapses after ${SIGNUP_CLAIM_HOURS} hours.`,
    ]),
  });
}

/**
 * Mails a waiting sign-up a new code, only when asked by the browser that started it, within the
 * address's code limits. Anybody else gets the same answer for any address, and no mail.
 */
export async function resendSignupCode(input: SignupResend): Promise<{ message: string }> {
  const { userEmail } = input;
  const token = signupOwnerToken(input.signupSecret, userEmail);
  const claim = await getEmailClaim(userEmail);
  if (isWaitingSignup(claim, token) && claim.pendingSub && (await identityState(claim.pendingSub))?.status === 'UNCONFIRMED') {
    const mail = await takeCodeMail('signup', userEmail, token);
    if (!mail.granted) throw codeMailRefused(mail.reason);
    await resendIdentityCode(userEmail);
    await resetConfirmAttempts(userEmail, token);
  }
  return { message: texts.signupCodeResent };
}

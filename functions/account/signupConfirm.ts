/**
 * Sign-up, second step: the code Cognito mailed to the address confirms it, and only now is the
 * account made: the member's own referral code, the user profile and notification settings, then
 * the referral code's claim is completed and, last, the e-mail's (the commit point: a claim with
 * `userId` is a finished account, never taken over).
 *
 * Every refusal reads the same whatever the address (a wrong code), so this step cannot tell
 * anyone whether an address has an account or a waiting sign-up. Only the browser that started the
 * sign-up can finish it (its secret gives the claim's owner token), and only by confirming the very
 * Cognito user that sign-up registered (`pendingSub`), never another user the address may name.
 * Tries are counted on the waiting claim (at most five per mailed code: the emulator counts none,
 * AWS would lock a user out of more than the sign-up) and on the address (ten a day, however many
 * codes were mailed: members/entities/codeLimits.ts). A retry after a crash repeats the steps
 * harmlessly: once Cognito has confirmed that user, its code was entered, and the same browser
 * finishes the steps left.
 */
import { createHash } from 'node:crypto';
import { defaultFrequencies, defaultNotifyFlags, type SignupConfirm } from '#shared/domain/user.js';
import { texts } from '#shared/texts.js';
import { AppError, landed, unprocessable } from '../lib/errors.js';
import { now } from '../lib/ids.js';
import { countMetric } from '../lib/metrics.js';
import {
  claimEmail, countConfirmAttempt, type EmailClaimRecord, findSignupClaimOfUser, getEmailClaim,
  isWaitingSignup, putNotifySettings, putSignupUser, setEmailOwner, takeCodeTry,
} from '../members/index.js';
import { confirmIdentity, identityState } from './entities/identity.js';
import { putMemberOnce } from '../family/index.js';
import { claimReferral, completeReferralClaim, getOrCreateReferral, getReferral } from '../trust/index.js';
import { faultPoint, signupExpiry, signupOwnerToken } from './signup.js';

/** Tries of one mailed code before a new one must be asked for. */
const CONFIRM_ATTEMPTS_MAX = 5;

export const refused = (message: string) => unprocessable('Please correct the highlighted fields.', { code: [message] });

/** A UUID-shaped id derived from its inputs, for items a retried sign-up must write only once. */
function derivedId(...parts: string[]): string {
  const h = createHash('sha256').update(parts.join('\n')).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** The code that finished a sign-up, as its claim keeps it (salted by the sign-up's owner token). */
export const codeDigest = (claimId: string, code: string) => createHash('sha256').update(`confirm\n${claimId}\n${code}`).digest('hex');

/**
 * A repeat of a confirm that succeeded (a double click, a retry after a lost answer): the same
 * account again, but only for the code that finished it, within the sign-up's window, and only
 * when the claim, the confirmed Cognito user and the user record agree it is that sign-up. Anything
 * else stays a wrong code, so an address with an account still reads as any other.
 */
async function finishedBefore(claim: EmailClaimRecord | undefined, token: string, code: string): Promise<string | undefined> {
  if (!claim?.userId || claim.claimId !== token || !claim.confirmedCodeDigest) return undefined;
  if (claim.confirmedCodeDigest !== codeDigest(claim.claimId, code) || !(claim.claimExpiresAt && claim.claimExpiresAt > now())) return undefined;
  const [identity, user] = await Promise.all([identityState(claim.userId), findSignupClaimOfUser(claim.userId)]);
  const same = identity?.status === 'CONFIRMED' && identity.sub === claim.userId && user.signupClaimId === claim.claimId;
  return same ? claim.userId : undefined;
}

export async function confirmSignup(input: SignupConfirm): Promise<{ id: string }> {
  const email = input.userEmail;
  const token = signupOwnerToken(input.signupSecret, email);
  const claim = await getEmailClaim(email);
  const repeated = await finishedBefore(claim, token, input.code);
  if (repeated) return { id: repeated };
  // No sign-up of this browser waiting (none ever, another's, an account already, or one expired):
  // a wrong code, as for any other guess.
  if (!isWaitingSignup(claim, token) || !claim.pendingSub) throw refused(texts.signupCodeWrong);
  const pending = claim.pendingSignup;

  const identity = await confirmWaitingIdentity(email, token, claim.pendingSub, input.code);
  faultPoint('confirm');

  // The code and the address are ours again for as long as finishing may take (a retry refreshes them).
  const expiresAt = signupExpiry();
  // A sign-up started from a family's invitation is finished by its own step (familySignup.ts).
  const referral = pending.referralId ? await getReferral(pending.referralId) : undefined;
  if (!referral || !(await landed(claimReferral(referral.id, token, now(), expiresAt))) || !(await landed(claimEmail(email, token, expiresAt, pending, { pendingSub: claim.pendingSub, confirmAttempts: claim.confirmAttempts })))) {
    throw new AppError(410, texts.referralInvalid);
  }
  const userId = identity.sub;
  faultPoint('reclaimed');

  // Its id is derived from the account, so a retried sign-up makes the member's own code once.
  const personal = await getOrCreateReferral(derivedId('personal-referral', userId), { ownerUserId: userId });
  faultPoint('personalReferral');
  const created = now();
  const written = await landed(putSignupUser(
    {
      id: userId, firstName: pending.firstName, lastName: pending.lastName, userEmail: email,
      userPhoneCountryCode: pending.userPhoneCountryCode, userPhoneNumber: pending.userPhoneNumber,
      userReferralId: personal.id, referredByReferralId: referral.id, status: 'active', createdDate: created, updatedDate: created,
    },
    token,
  ));
  if (written) {
    // Here, not at the end: the profile is written once per account, however often a sign-up is retried.
    countMetric('SignUps');
  } else if ((await findSignupClaimOfUser(userId)).signupClaimId !== token) {
    // Written already: by an earlier run of this sign-up (go on), or by another one (not ours).
    throw refused(texts.signupCodeWrong);
  }
  faultPoint('profile');
  // The family's first member (its founder): written once, a retry finds it there.
  await putMemberOnce({
    sub: userId, familyId: userId, firstName: pending.firstName, lastName: pending.lastName, email,
    phoneCountryCode: pending.userPhoneCountryCode, phoneNumber: pending.userPhoneNumber, status: 'active', joinedAt: created,
  });
  await putNotifySettings({ id: derivedId('notify', userId), userProfileId: userId, ...defaultNotifyFlags, ...defaultFrequencies, updatedDate: created });
  faultPoint('notifySettings');
  await completeReferralClaim(referral.id, token, userId, referral.ownerUserId);
  faultPoint('referralComplete');
  await setEmailOwner(email, token, userId, codeDigest(token, input.code));
  return { id: userId };
}

/**
 * The waiting sign-up's Cognito user confirmed by the mailed code, within the tries of this code
 * and of the address today; a user confirmed already (a retry) is answered as it is.
 */
export async function confirmWaitingIdentity(email: string, token: string, pendingSub: string, code: string): Promise<{ sub: string; status: string }> {
  const identity = await identityState(pendingSub);
  if (identity?.status === 'CONFIRMED') return identity;
  if (!identity) throw refused(texts.signupCodeWrong);
  if (!(await countConfirmAttempt(email, token, CONFIRM_ATTEMPTS_MAX))) throw refused(texts.signupCodeTooManyTries);
  if (!(await takeCodeTry('signup', email))) throw refused(texts.codeTriesToday);
  try {
    await confirmIdentity(email, code);
  } catch (e) {
    throw codeRefusal(e);
  }
  // Confirming changes the user's status, never its `sub`: no second read of the user.
  return { ...identity, status: 'CONFIRMED' };
}

/** Cognito's refusals of a code, as a field message (the emulator says an already used code has expired). */
function codeRefusal(e: unknown): unknown {
  const name = e instanceof Error ? e.name : '';
  if (name === 'CodeMismatchException') return refused(texts.signupCodeWrong);
  if (name === 'ExpiredCodeException') return refused(texts.signupCodeExpired);
  if (name === 'LimitExceededException' || name === 'TooManyFailedAttemptsException') return refused(texts.signupCodeTooManyTries);
  if (name === 'NotAuthorizedException' || name === 'UserNotFoundException') return refused(texts.signupCodeWrong);
  return e;
}

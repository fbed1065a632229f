/**
 * Sign-up: claim the referral code (conditional write, so a code serves exactly one account), claim
 * the e-mail, create the Cognito user with its permanent password, then write the user profile,
 * its notification settings and its own referral code. Each step that fails undoes the ones before
 * it, so the family can simply try again.
 */
import type { SignupRequest } from '../../shared/domain/user.js';
import { defaultNotifyFlags } from '../../shared/domain/user.js';
import { texts } from '../../shared/texts.js';
import { AppError, conflict, isConditionFailed, unprocessable } from '../lib/errors.js';
import { newId, now } from '../lib/ids.js';
import { logger } from '../lib/logger.js';
import { createIdentity, deleteIdentity, setPermanentPassword } from '../repositories/identity.js';
import { putNotifySettings } from '../repositories/notifySettings.js';
import { claimReferral, completeReferralClaim, deleteReferral, getReferral, releaseReferral } from '../repositories/referrals.js';
import { claimEmail, deleteUser, putNewUser, releaseEmail, setEmailOwner } from '../repositories/users.js';
import { createReferral } from './referrals.js';

export async function signUp(input: SignupRequest): Promise<{ id: string }> {
  const claimId = newId();
  const undo: Array<() => Promise<unknown>> = [];
  const rollback = async () => {
    for (const step of undo.reverse()) await step().catch((error: unknown) => logger.error('Sign-up undo step failed', { error }));
  };

  const referral = await getReferral(input.userReferralId);
  if (!referral || referral.usedAt) throw new AppError(410, texts.referralInvalid);
  try {
    await claimReferral(referral.id, claimId, now());
  } catch (e) {
    if (isConditionFailed(e)) throw new AppError(410, texts.referralInvalid);
    throw e;
  }
  undo.push(() => releaseReferral(referral.id, claimId));

  try {
    try {
      await claimEmail(input.userEmail, claimId);
    } catch (e) {
      if (isConditionFailed(e)) throw conflict(texts.emailTaken);
      throw e;
    }
    undo.push(() => releaseEmail(input.userEmail, claimId));

    let userId: string;
    try {
      userId = await createIdentity(input.userEmail);
    } catch (e) {
      if (e instanceof Error && e.name === 'UsernameExistsException') throw conflict(texts.emailTaken);
      throw e;
    }
    undo.push(() => deleteIdentity(input.userEmail));

    try {
      await setPermanentPassword(input.userEmail, input.userPass);
    } catch (e) {
      if (e instanceof Error && e.name === 'InvalidPasswordException') {
        throw unprocessable('Please correct the highlighted fields.', { userPass: [texts.passwordRecommendation] });
      }
      throw e;
    }

    const personal = await createReferral({ ownerUserId: userId });
    undo.push(() => deleteReferral(personal.id));
    const created = now();
    await putNewUser({
      id: userId,
      firstName: input.firstName,
      lastName: input.lastName,
      userEmail: input.userEmail,
      userPhoneCountryCode: input.userPhoneCountryCode,
      userPhoneNumber: input.userPhoneNumber,
      userReferralId: personal.id,
      status: 'active',
      createdDate: created,
      updatedDate: created,
    });
    undo.push(() => deleteUser(userId));
    await putNotifySettings({ id: newId(), userProfileId: userId, ...defaultNotifyFlags, updatedDate: created });
    await setEmailOwner(input.userEmail, claimId, userId);
    await completeReferralClaim(referral.id, claimId, userId);
    return { id: userId };
  } catch (e) {
    await rollback();
    if (e instanceof AppError) throw e;
    logger.error('Sign-up failed', { error: e });
    throw e;
  }
}

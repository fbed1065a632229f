import { texts } from '../../shared/texts.js';
import { forbidden, isConditionFailed, notFound } from '../lib/errors.js';
import { newId, newReferralCode, now } from '../lib/ids.js';
import { sendMail } from '../lib/mail.js';
import { config } from '../lib/config.js';
import { findReferralByCode, getReferral, putReferral, type ReferralRecord } from '../repositories/referrals.js';
import { putReferralRequest } from '../repositories/referralRequests.js';
import { getUser, updateUser } from '../repositories/users.js';

/** Creates a referral code, retrying on the (rare) collision with an existing code. */
export async function createReferral(fields: Pick<ReferralRecord, 'ownerUserId' | 'issuedToEmail'>): Promise<ReferralRecord> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const referralCode = newReferralCode();
    if (await findReferralByCode(referralCode)) continue;
    const record: ReferralRecord = { id: newId(), referralCode, createdDate: now(), ...fields };
    await putReferral(record);
    return record;
  }
  throw new Error('Could not find a free referral code');
}

/** A volunteer's code for a family: created, then e-mailed to them. */
export async function issueReferralCode(email: string): Promise<ReferralRecord> {
  const referral = await createReferral({ issuedToEmail: email });
  await sendMail({
    to: email,
    subject: 'Your rishta referral code',
    text:
      `Namaste!\n\nYour referral code for rishta is: ${referral.referralCode}\n\n` +
      `Enter it at ${config.appUrl}/referralcode to create your account. The code can be used once.\n`,
  });
  return referral;
}

/** The code's id when it exists and is unused; the spec's text otherwise. */
export async function validateReferralCode(code: string): Promise<{ id: string }> {
  const referral = await findReferralByCode(code);
  if (!referral || referral.usedAt) throw notFound(texts.referralInvalid);
  return { id: referral.id };
}

export async function requestReferralCode(input: {
  requesterFirstName: string; requesterLastName: string; requesterEmailId: string;
  requesterPhoneCountryCode?: string; requesterPhoneNumber: string;
}): Promise<{ id: string }> {
  const request = { id: newId(), createdDate: now(), ...input, requesterPhoneCountryCode: input.requesterPhoneCountryCode ?? '' };
  await putReferralRequest(request);
  await sendMail({
    to: config.volunteerEmail,
    subject: `Referral code request from ${input.requesterFirstName} ${input.requesterLastName}`,
    text:
      `A family asked for a referral code.\n\nName: ${input.requesterFirstName} ${input.requesterLastName}\n` +
      `E-mail: ${input.requesterEmailId}\nPhone: ${request.requesterPhoneCountryCode} ${input.requesterPhoneNumber}\n\n` +
      `Issue a code with: npm run admin -- referral ${input.requesterEmailId}\n`,
  });
  return { id: request.id };
}

/**
 * The member's personal code for a friend. Once a friend has used it, the member gets a fresh one
 * (the user record's pointer moves only if nobody else moved it first).
 */
export async function personalReferral(userId: string, userReferralId: string): Promise<{ id: string; referralCode: string }> {
  const referral = await getReferral(userReferralId);
  if (!referral) throw notFound();
  if (referral.ownerUserId !== userId) throw forbidden();
  if (!referral.usedAt) return { id: referral.id, referralCode: referral.referralCode };
  const user = await getUser(userId);
  if (user && user.userReferralId !== referral.id) return personalReferral(userId, user.userReferralId);
  const fresh = await createReferral({ ownerUserId: userId });
  try {
    await updateUser(userId, { userReferralId: fresh.id });
  } catch (e) {
    if (!isConditionFailed(e)) throw e;
  }
  return { id: fresh.id, referralCode: fresh.referralCode };
}

import { email as emailSchema } from '#shared/domain/fields.js';
import { texts } from '#shared/texts.js';
import { sitePaths } from '#shared/sitePaths.js';
import { AppError, conflict, forbidden, isConditionFailed, notFound, unprocessable } from '../lib/errors.js';
import { newId, newReferralCode, now } from '../lib/ids.js';
import { logger } from '../lib/logger.js';
import { oneLine, sendMail, type Mail } from '../lib/mail.js';
import { siteUrl, textMail } from '../lib/mailLayout.js';
import { config } from '../lib/config.js';
import { cooldownSubject, releaseCooldown, takeCooldown } from '../store/cooldowns.js';
import { markMailed, releaseMailLease, takeMailLease, type ItemKey } from '../store/mailOnce.js';
import {
  deleteReferral, findReferralByCode, getReferral, isReferralTaken, putReferral, referralKey, type ReferralRecord,
} from './entities/referrals.js';
import {
  getReferralRequest, markRequestAnswered, putReferralRequest, referralRequestKey, type ReferralRequestRecord,
} from './entities/referralRequests.js';
import { getUser, moveUserReferral } from '../members/index.js';

/** One referral request per address per hour: the route cannot be used to flood the volunteers. */
const REQUEST_COOLDOWN_SECONDS = 60 * 60;

/**
 * Creates a referral code, retrying on the (rare) collision with an existing code. With an `id`,
 * a ConditionalCheckFailed means that referral exists already (see getOrCreateReferral).
 */
export async function createReferral(
  fields: Pick<ReferralRecord, 'ownerUserId' | 'issuedToEmail' | 'issuedBy'>,
  id: string = newId(),
): Promise<ReferralRecord> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const referralCode = newReferralCode();
    if (await findReferralByCode(referralCode)) continue;
    const record: ReferralRecord = { id, referralCode, createdDate: now(), ...fields };
    await putReferral(record);
    return record;
  }
  throw new Error('Could not find a free referral code');
}

/** The referral with this id, created once however many retries or racing requests ask for it. */
export async function getOrCreateReferral(id: string, fields: Pick<ReferralRecord, 'ownerUserId' | 'issuedToEmail' | 'issuedBy'>): Promise<ReferralRecord> {
  const existing = await getReferral(id);
  if (existing) return existing;
  try {
    return await createReferral(fields, id);
  } catch (e) {
    // Not landed(): a lost race whose winner cannot be read still throws the write's own error.
    const raced = isConditionFailed(e) ? await getReferral(id) : undefined;
    if (!raced) throw e;
    return raced;
  }
}

/**
 * Sends an item's mail once: only the request holding the mail lease sends, a sent mail is marked
 * on the item, a failed one is logged and left for a later attempt. True when it went out now.
 */
async function mailOnce(key: ItemKey, mail: Mail): Promise<boolean> {
  if (!(await takeMailLease(key))) return false;
  try {
    await sendMail(mail);
  } catch (error) {
    logger.warn('Mail not sent; a later attempt will send it', { subject: mail.subject, error });
    await releaseMailLease(key).catch(() => undefined);
    return false;
  }
  await markMailed(key);
  return true;
}

/** The code's mail to the family it was issued to; true once it has gone out (now or before). */
async function mailReferralCode(referral: ReferralRecord): Promise<boolean> {
  if (referral.mailedAt) return true;
  if (!referral.issuedToEmail) return false;
  return mailOnce(referralKey(referral.id), {
    to: referral.issuedToEmail,
    subject: 'Your rishta referral code',
    text: textMail([
      'Namaste!',
      `Your referral code for rishta is: ${referral.referralCode}`,
      `Enter it at ${siteUrl(sitePaths.referralCode)} to create your account. The code can be used once.`,
    ], { endWithNewline: true }),
  });
}

/** Who issued a code from the command line (the console names the volunteer's e-mail). */
export const COMMAND_LINE = 'command line';

/**
 * A volunteer's code for a family: stored, then e-mailed to them. A failed mail does not fail the
 * request (the code exists and is answered, so the volunteer can pass it on); `mailed` says.
 */
export async function issueReferralCode(email: string, issuedBy = COMMAND_LINE): Promise<ReferralRecord & { mailed: boolean }> {
  const referral = await createReferral({ issuedToEmail: email, issuedBy });
  return { ...referral, mailed: await mailReferralCode(referral) };
}

/**
 * Answers a stored referral request: the volunteer names the request, never an address, so no
 * requester's input reaches their terminal. The request is marked with its code's id first (one
 * conditional write, so two runs never issue two codes); the code is then created under that id
 * and mailed once. Running it again finishes what a crashed or failed run left, and answers the
 * code already issued.
 */
export async function issueReferralForRequest(requestId: string, issuedBy = COMMAND_LINE): Promise<{
  request: ReferralRequestRecord; referral: ReferralRecord; alreadyIssued: boolean; mailed: boolean;
}> {
  let request = await getReferralRequest(requestId);
  if (!request) throw notFound(`There is no referral request ${requestId}.`);
  // Requests stored before the strict e-mail grammar may hold anything: check again.
  const address = emailSchema.safeParse(request.requesterEmailId);
  if (!address.success) throw unprocessable(`Referral request ${requestId} holds no valid e-mail address; no code was issued.`);
  let alreadyIssued = true;
  if (!request.referralId) {
    const referralId = newId();
    const answeredAt = now();
    if (await markRequestAnswered(requestId, referralId, answeredAt, issuedBy)) {
      alreadyIssued = false;
      request = { ...request, referralId, answeredAt, answeredBy: issuedBy };
    } else {
      request = (await getReferralRequest(requestId)) ?? request;
    }
  }
  if (!request.referralId) throw new Error(`Referral request ${requestId} lost its answer`);
  // Whoever finishes it, the code names the one who answered the request.
  const referral = await getOrCreateReferral(request.referralId, { issuedToEmail: address.data, issuedBy: request.answeredBy ?? issuedBy });
  return { request, referral, alreadyIssued, mailed: await mailReferralCode(referral) };
}

/** The code's id when it exists and is unused; the spec's text otherwise. */
export async function validateReferCode(code: string): Promise<{ id: string }> {
  const referral = await findReferralByCode(code);
  if (!referral || referral.usedByUserId) throw notFound(texts.referralInvalid);
  // Held by a sign-up still waiting for its e-mail code: most often this family's own, come back
  // without the code page; it learns where to finish rather than that its code is spent.
  if (isReferralTaken(referral)) throw conflict(texts.referralHeld);
  return { id: referral.id };
}

/** The request's mail to the volunteers, naming it by id only; true once it has gone out. */
async function mailRequestToVolunteers(request: ReferralRequestRecord): Promise<boolean> {
  if (request.mailedAt) return true;
  // The schema keeps names to one line; a request stored before it did is made one line here.
  const name = oneLine(`${request.requesterFirstName} ${request.requesterLastName}`);
  return mailOnce(referralRequestKey(request.id), {
    to: config.volunteerEmail,
    subject: `Referral code request from ${name}`,
    text: textMail([
      'A family asked for a referral code.',
      `Name: ${name}\nE-mail: ${request.requesterEmailId}\n`
        + `Phone: ${[request.requesterPhoneCountryCode, request.requesterPhoneNumber].filter(Boolean).join(' ')}\nRequest: ${request.id}`,
      `To issue a code and e-mail it to them, choose Send a code on the Volunteer Console (${siteUrl(sitePaths.consoleReferralRequests)}), or run exactly:`,
      `  npm run admin -- referral --request ${request.id}`,
    ], { endWithNewline: true }),
  });
}

export async function requestReferralCode(input: {
  requesterFirstName: string; requesterLastName: string; requesterEmailId: string;
  requesterPhoneCountryCode?: string; requesterPhoneNumber: string;
}): Promise<{ id: string }> {
  const id = newId();
  if (!(await takeCooldown('referralRequest', input.requesterEmailId, REQUEST_COOLDOWN_SECONDS, id))) {
    // The earlier request stands; if its mail to the volunteers failed, this is a chance to send it.
    const earlierId = await cooldownSubject('referralRequest', input.requesterEmailId);
    const earlier = earlierId ? await getReferralRequest(earlierId) : undefined;
    if (earlier) await mailRequestToVolunteers(earlier).catch((error: unknown) => logger.warn('Retry of a request mail failed', { error }));
    throw new AppError(429, texts.referralRequestCooldown);
  }
  const request: ReferralRequestRecord = {
    id, createdDate: now(), ...input, requesterPhoneCountryCode: input.requesterPhoneCountryCode ?? '',
  };
  try {
    await putReferralRequest(request);
  } catch (e) {
    await releaseCooldown('referralRequest', input.requesterEmailId, id).catch(() => undefined);
    throw e;
  }
  // Stored and listed for the volunteers either way; a failed mail is retried by the next request.
  await mailRequestToVolunteers(request);
  return { id };
}

/**
 * The member's personal code for a friend. Once a friend has used it, the member gets a fresh one:
 * the user record's pointer moves only if it still names the used code, so of several requests
 * that minted a code at once one wins, and the others drop theirs and answer the winner's.
 */
export async function getUserReferralDetails(userId: string, userReferralId: string): Promise<{ id: string; referralCode: string }> {
  const referral = await getReferral(userReferralId);
  if (!referral) throw notFound();
  if (referral.ownerUserId !== userId) throw forbidden();
  if (!isReferralTaken(referral)) return { id: referral.id, referralCode: referral.referralCode };
  const user = await getUser(userId);
  if (!user || user.status !== 'active') throw notFound();
  if (user.userReferralId !== referral.id) return getUserReferralDetails(userId, user.userReferralId);
  const fresh = await createReferral({ ownerUserId: userId });
  if (await moveUserReferral(userId, referral.id, fresh.id)) return { id: fresh.id, referralCode: fresh.referralCode };
  await deleteReferral(fresh.id);
  const moved = await getUser(userId);
  if (!moved || moved.status !== 'active' || moved.userReferralId === referral.id) throw notFound();
  return getUserReferralDetails(userId, moved.userReferralId);
}

/**
 * The volunteers' console for referral requests and codes: answering a request with a code (the
 * same service as `npm run admin -- referral --request <id>`, so both paths agree on "once"),
 * declining one kindly, and the list of codes the volunteers issued. Each action is audited only
 * by the request whose conditional write landed.
 */
import type { z } from 'zod';
import type { referralCodeEntry } from '#shared/domain/trust.js';
import { sitePaths } from '#shared/sitePaths.js';
import type { Caller } from '../lib/caller.js';
import { conflict, notFound } from '../lib/errors.js';
import { now } from '../lib/ids.js';
import { sendMailQuietly } from '../lib/mail.js';
import { siteUrl, textMail } from '../lib/mailLayout.js';
import { listIssuedReferrals } from './entities/referrals.js';
import {
  getReferralRequest, listReferralRequests, markRequestDeclined, type ReferralRequestRecord,
} from './entities/referralRequests.js';
import { getUser, recordAudit } from '../members/index.js';
import { getMember } from '../family/index.js';
// Issuing a code (with its mail, cooldowns and the e-mail schema) is loaded by the one call that
// issues: the console's most common request, the list of requests, then loads none of it.
const referrals = () => import('./referrals.js');

type ReferralCodeEntry = z.infer<typeof referralCodeEntry>;

export const ALREADY_ANSWERED = 'This request was already answered.';
export const ALREADY_DECLINED = 'This request was already declined.';

/** The console's list of referral requests (the repository's read, reached through this service like every other route's). */
export const referralRequestList = async () => ({ items: await listReferralRequests() });

const requesterName = (r: ReferralRequestRecord) => `${r.requesterFirstName} ${r.requesterLastName}`;

/**
 * Issues the request's single-use code and mails it, once. A second send (another volunteer at the
 * same moment, or the command line first) answers 409 after finishing what the first left undone
 * (code and mail are idempotent). The volunteer's own retry repairs a missing audit entry.
 */
export async function sendReferralRequestCode(caller: Caller, requestId: string): Promise<{ id: string; referralCode: string }> {
  const { request, referral, alreadyIssued } = await (await referrals()).issueReferralForRequest(requestId, caller.user.userEmail);
  const audit = () =>
    recordAudit(caller, { kind: 'referral.send', itemType: 'referralRequest', itemId: request.id, itemLabel: requesterName(request), at: request.answeredAt ?? now() });
  if (alreadyIssued) {
    if (request.answeredBy === caller.user.userEmail && request.answeredAt) await audit();
    throw conflict(ALREADY_ANSWERED);
  }
  await audit();
  return { id: referral.id, referralCode: referral.referralCode };
}

/**
 * Declines a request that is neither answered nor declined (409 otherwise), then tells the
 * requester kindly; the reason stays with the volunteers (it may be blunt, the mail never is).
 */
export async function declineReferralRequest(caller: Caller, requestId: string, reason: string): Promise<{ message: string }> {
  const request = await getReferralRequest(requestId);
  if (!request) throw notFound('There is no such referral request.');
  const at = now();
  const audit = (when: string, why = reason) =>
    recordAudit(caller, { kind: 'referral.decline', itemType: 'referralRequest', itemId: request.id, itemLabel: requesterName(request), reason: why, at: when });
  if (!(await markRequestDeclined(requestId, at, reason, caller.user.userEmail))) {
    const current = (await getReferralRequest(requestId)) ?? request;
    if (current.referralId) throw conflict(ALREADY_ANSWERED);
    // This volunteer's own earlier decline may have stopped before its entry: record it (or nothing).
    if (current.declinedBy === caller.user.userEmail && current.declinedAt) await audit(current.declinedAt, current.declineReason);
    throw conflict(ALREADY_DECLINED);
  }
  await audit(at);
  await sendMailQuietly({
    to: request.requesterEmailId,
    subject: 'Your rishta referral request',
    text: textMail([
      `Namaste ${request.requesterFirstName},`,
      'Thank you for your interest in rishta. The volunteers could not issue a referral code from your request.',
      'rishta is referral-only: if you know a family who is already a member, they can give you a code from their '
        + `dashboard (Refer a Friend), and you can sign up with it at ${siteUrl(sitePaths.referralCode)}.`,
      'With warm wishes,\nthe rishta volunteers',
    ], { endWithNewline: true }),
  });
  return { message: 'The request is declined; the family was told by mail.' };
}

/** The volunteers' codes, newest first: to whom, by whom, and once used, when and by whom. */
export async function listReferralCodes(): Promise<{ items: ReferralCodeEntry[] }> {
  const referrals = await listIssuedReferrals();
  const items = await Promise.all(referrals.map(async (r): Promise<ReferralCodeEntry> => ({
    id: r.id, referralCode: r.referralCode, issuedToEmail: r.issuedToEmail, issuedBy: r.issuedBy, createdDate: r.createdDate,
    // `usedAt` is set by a claim too; only a finished sign-up makes the code used.
    ...(r.usedByUserId ? { usedAt: r.usedAt, usedByName: await whoSignedUp(r.usedByUserId) } : {}),
  })));
  return { items };
}

/**
 * The person who signed up with a code: the family's founder (whose member item is the account's
 * id), by name, saying so once they left. The account's own names follow its contact person, who may
 * be someone else since; an account from before families has no member item and is its own.
 */
async function whoSignedUp(userId: string): Promise<string> {
  const [founder, user] = await Promise.all([getMember(userId), getUser(userId)]);
  if (!user) return 'a deleted account';
  if (!founder) return `${user.firstName} ${user.lastName}`;
  const name = `${founder.firstName} ${founder.lastName}`;
  return founder.status === 'active' ? name : `${name} (who has left the family)`;
}

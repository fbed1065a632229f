/**
 * 'Delete My Account and Everything': the family's deletion, which any member may ask for. Without transactions the deletion is a list of steps, each
 * safe to repeat, in an order where a crash leaves nothing a member can see half-done:
 *  1. the user record is marked `deleting` (from then on every route but this one refuses the
 *     account's tokens, so the member sees nothing half-removed; this route lets them finish it);
 *  2. the candidate profile is hidden everywhere at once (as a disabled account's);
 *  3. the volunteers' records that name the family get an anonymous label instead (audit entries,
 *     reports about the profile, codes issued to its address), while the ids they need are still at
 *     hand, and those naming the member as a volunteer (by address) an anonymous id;
 *  4. pending proposals end and the family's own Not Interested marks go (proposals stay as the
 *     other family's history, whose card then says 'A family that left');
 *  5. the candidate profile with its photos (S3), expectation, status reasons and shared URL;
 *  6. the photo requests the member sent (in the other families' partitions), everything in the
 *     member's own partition (settings, saved list, blocks both ways with the
 *     mirrors the member's blocks left in other partitions, counters, markers), the listings, the
 *     member's unused referral code, the cooldowns naming the address;
 *  7. every member's Cognito user, then the confirmation mail to every member (sent once), every
 *     member's e-mail claim and member item, and last the user record, the step that makes the account gone.
 * The user record is read again before each run, so a second request (concurrent or a retry) runs
 * the same steps against what is left, and both end fine.
 */
import { auditKinds } from '#shared/domain/auditKinds.js';
import { dataRightsTexts } from '#shared/domain/dataRights.js';
import type { Caller, UserRecord } from '../lib/caller.js';
import { conflict, notFound, unprocessable } from '../lib/errors.js';
import { now, stableId } from '../lib/ids.js';
import { logger } from '../lib/logger.js';
import { sendMail } from '../lib/mail.js';
import { textMail } from '../lib/mailLayout.js';
import {
  auditKeys, clearUndeliverable, deleteEmailClaim, deleteUser, findAuditEntries, findUserIdByEmail, getUser,
  listUserPartitionKeys, markDeleting, redactAuditEntry, releaseDeletionMail, takeDeletionMail,
} from '../members/index.js';
import { deleteBlock, deleteItems, getCandidate, listBlocks, rewriteCandidate } from '../candidates/index.js';
import { deleteCooldown } from '../store/cooldowns.js';
import { deleteIdentity } from './entities/identity.js';
import { deleteListingsOf, listOwnerListings } from '../directory/index.js';
import {
  anonymizeUsedCode, deleteReferral, getReferral, isReferralTaken, listAllIssuedReferrals,
  listReportIdsAbout, listReportIdsResolvedBy, listRequestIdsFrom, listRequestIdsHandledBy,
  markRequestDeclined, redactIssuedCode, redactReferralRequest, redactReportName, redactReportResolver,
  redactRequestVolunteer,
} from '../trust/index.js';
import { assertSelf } from '../familyProfiles/index.js';
import { activeMember, deleteInvitation, deleteMember, familyIdOf, listInvitations, listMembers } from '../family/index.js';
import { forgetSentPhotoRequests, purgeCandidate } from '../profiles/index.js';
import { endProposalsOfLeavingFamily } from '../proposals/index.js';

/** What the volunteers' records say instead of a deleted family's name: an id that names nobody. */
const anonymousId = (userId: string) => `left-${stableId('family-left', userId).slice(0, 8)}`;
export const anonymousLabel = (userId: string) => `A family that left (${anonymousId(userId)})`;
const anonymousVolunteer = (userId: string) => `volunteer-left-${stableId('volunteer-left', userId).slice(0, 8)}`;

/**
 * Any member may delete the family (it deletes every member's sign-in with it), after typing the
 * candidate's first name; a family with no candidate profile yet types the address the member signs in with.
 */
export async function deleteMyAccount(caller: Caller, userProfileId: string, typed: { candidateFirstName?: string; userEmail?: string }) {
  assertSelf(caller, userProfileId);
  const same = (a: string | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();
  const candidate = caller.user.candidateId ? await getCandidate(caller.user.candidateId) : undefined;
  if (candidate) {
    if (!typed.candidateFirstName?.trim()) throw unprocessable(dataRightsTexts.deleteRefused, { candidateFirstName: [dataRightsTexts.nameMissing] });
    if (!same(typed.candidateFirstName, candidate.firstName)) throw unprocessable(dataRightsTexts.deleteRefused, { candidateFirstName: [dataRightsTexts.nameMismatch] });
  } else {
    if (!typed.userEmail?.trim()) throw unprocessable(dataRightsTexts.deleteRefused, { userEmail: [dataRightsTexts.emailMissing] });
    if (!same(typed.userEmail, caller.member.email)) throw unprocessable(dataRightsTexts.deleteRefused, { userEmail: [dataRightsTexts.emailMismatch] });
  }
  await eraseAccount(caller.userId);
  return { message: dataRightsTexts.deleted };
}

/** The steps, by name, in their order (a test runs a prefix of them to play a crash). */
export const deletionSteps = ['mark', 'hide', 'anonymize', 'proposals', 'candidate', 'ownItems', 'identity', 'mail', 'record'] as const;
export type DeletionStep = (typeof deletionSteps)[number];

/**
 * Runs the deletion of the account, or what is left of it; `until` stops after that step (tests).
 * Answers false when there was no account left to delete.
 */
export async function eraseAccount(userId: string, until?: DeletionStep): Promise<boolean> {
  const user = await getUser(userId);
  if (!user) return false;
  for (const step of deletionSteps) {
    if (step === 'mark' && !(await markDeleting(userId, now()))) return false;
    if (step !== 'mark') await runStep(step, user);
    if (step === until) return true;
  }
  logger.info('Account deleted', { userId });
  return true;
}

async function runStep(step: Exclude<DeletionStep, 'mark'>, user: UserRecord): Promise<void> {
  const { id: userId, candidateId } = user;
  switch (step) {
    case 'hide':
      if (candidateId) await rewriteCandidate(candidateId, (p) => ({ ...p, accountDisabled: true }));
      return;
    case 'anonymize':
      return anonymizeVolunteerRecords(user);
    case 'proposals':
      if (candidateId) await endProposalsOfLeavingFamily(candidateId);
      return;
    case 'candidate':
      if (candidateId) await purgeCandidate(userId, candidateId);
      return;
    case 'ownItems':
      return deleteOwnItems(user);
    case 'identity':
      // Every login of the family goes with it: the members who joined by invitation too.
      for (const member of await listMembers(userId)) if (member.sub !== userId) await deleteIdentity(member.sub);
      return deleteIdentity(userId);
    case 'mail':
      return mailConfirmation(user);
    case 'record':
      // The record before the claim: a crash in between leaves only the claim (address -> id),
      // which `npm run admin -- delete-account <email>` finds and removes (finishDeletion).
      // The address's undeliverable mark goes first (after the confirmation mail, which it stops).
      await clearUndeliverable(user.userEmail);
      await forgetFamilyMembers(userId);
      await deleteMember(userId);
      await deleteUser(userId);
      await deleteEmailClaim(user.userEmail, userId);
      return;
  }
}

/**
 * The audit trail and the reports keep what was done and when; the words naming this family (a
 * profile's or a listing's label, a report's profile name) or this member as a volunteer (their
 * e-mail) become an anonymous id. The entries are found by kind (gsi2) and by volunteer (gsi1).
 */
async function anonymizeVolunteerRecords(user: UserRecord): Promise<void> {
  const label = anonymousLabel(user.id);
  const reportIds = user.candidateId ? await listReportIdsAbout(user.candidateId) : [];
  const listingIds = (await listOwnerListings(user.id)).map((l) => l.id);
  const requestIds = await listRequestIdsFrom(user.userEmail);
  const codeIds = await forgetAddressInIssuedCodes(user);
  const named = new Set([user.id, ...(user.candidateId ? [user.candidateId] : []), ...reportIds, ...listingIds, ...requestIds, ...codeIds]);
  for (const id of reportIds) await redactReportName(id, label);
  // A referral request from the address: one still waiting is closed (nobody to send a code to), then each loses its names.
  for (const id of requestIds) {
    await markRequestDeclined(id, now(), 'The family deleted its account.', 'account deletion');
    await redactReferralRequest(id, anonymousId(user.id));
  }
  for (const kind of auditKinds) {
    const keys = await findAuditEntries('gsi2', auditKeys.auditByKind(kind).gsi2pk, (e) => named.has(e.itemId) && e.itemLabel !== label);
    for (const key of keys) await redactAuditEntry(key, { itemLabel: label });
  }
  const volunteer = anonymousVolunteer(user.id);
  const own = await findAuditEntries('gsi1', auditKeys.auditByVolunteer(user.id).gsi1pk, (e) => e.volunteerEmail !== volunteer);
  for (const key of own) await redactAuditEntry(key, { volunteerEmail: volunteer });
  // What the member did as a volunteer names them by address: the requests they answered or declined, the reports they resolved.
  for (const id of await listRequestIdsHandledBy(user.userEmail)) await redactRequestVolunteer(id, user.userEmail, volunteer);
  for (const id of await listReportIdsResolvedBy(user.userEmail)) await redactReportResolver(id, user.userEmail, volunteer);
}

/**
 * The volunteers' codes naming the address (Query gsi2 `ISSUEDCODES`): issued by the member as a
 * volunteer (`issuedBy` becomes their anonymous id) or to the member's address, used or not
 * (`issuedToEmail` becomes the family's). Answers the ids of the codes issued to the address,
 * whose audit entries name it too.
 */
async function forgetAddressInIssuedCodes(user: UserRecord): Promise<string[]> {
  const address = user.userEmail.toLowerCase();
  const codes = await listAllIssuedReferrals();
  const issuedTo = codes.filter((c) => c.issuedToEmail?.toLowerCase() === address);
  for (const c of issuedTo) await redactIssuedCode(c.id, 'issuedToEmail', c.issuedToEmail!, anonymousId(user.id));
  for (const c of codes.filter((c) => c.issuedBy?.toLowerCase() === address)) {
    await redactIssuedCode(c.id, 'issuedBy', c.issuedBy!, anonymousVolunteer(user.id));
  }
  return issuedTo.map((c) => c.id);
}

/** Everything of the member outside the candidate profile (see the file's comment, step 6). */
async function deleteOwnItems(user: UserRecord): Promise<void> {
  // A block's mirror lives in the blocked family's partition: removed with the block, mirror first.
  for (const block of (await listBlocks(user.id)).blocked) await deleteBlock(block);
  // The photo requests it sent live in the other families' partitions (those it received go with its own).
  await forgetSentPhotoRequests(user.id);
  await deleteItems(await listUserPartitionKeys(user.id));
  await deleteListingsOf(user.id, (await listOwnerListings(user.id)).map((l) => l.id));
  // The member's code for a friend: an unused one goes; a used one stays, as the friend's referral line.
  const code = await getReferral(user.userReferralId);
  if (code?.ownerUserId === user.id && !isReferralTaken(code)) await deleteReferral(code.id);
  // The code the account signed up with: still used, by an anonymous id.
  const signup = user.referredByReferralId ? await getReferral(user.referredByReferralId) : undefined;
  if (signup?.usedByUserId === user.id) {
    const ownAddress = signup.issuedToEmail?.toLowerCase() === user.userEmail.toLowerCase();
    await anonymizeUsedCode(signup.id, user.id, anonymousId(user.id), ownAddress);
  }
  await deleteCooldown('passwordReset', user.userEmail);
  await deleteCooldown('referralRequest', user.userEmail);
}

/** The invited members' items and address claims, and the family's invitations: each names an address. */
async function forgetFamilyMembers(userId: string): Promise<void> {
  for (const invitation of await listInvitations(userId)) await deleteInvitation(invitation.id);
  for (const member of await listMembers(userId)) {
    if (member.sub === userId) continue;
    // A removed member's address was released with the removal.
    if (member.email) {
      await clearUndeliverable(member.email);
      await deleteEmailClaim(member.email, member.sub);
    }
    await deleteMember(member.sub);
  }
}

/**
 * To every member who signed in to the family (their member items are still there at this step),
 * each at their own address. Sent once, however many runs get here (a condition on the user record);
 * a failed send gives the condition back, so the next run mails again (a member may then get two).
 */
async function mailConfirmation(user: UserRecord): Promise<void> {
  if (!(await takeDeletionMail(user.id, now()))) return;
  const members = (await listMembers(user.id)).flatMap((m) => activeMember(m) ?? []);
  const people = members.length ? members : [{ email: user.userEmail, firstName: user.firstName }];
  try {
    for (const person of people) {
      await sendMail({
        to: person.email,
        subject: 'Your family\'s rishta account is deleted',
        text: textMail([
          `Dear ${person.firstName},`,
          'as your family asked, your family\'s rishta account and everything it held are deleted: every member\'s sign-in, '
            + 'the candidate profile with its photos, expectations and shared link, the saved list, blocks, listings and everyone\'s settings. '
            + 'Your e-mail address is free again. Families you exchanged proposals with see "A family that left" instead of your profile.',
          'If your family did not ask for this, please write to the volunteers.',
          'rishta',
        ]),
      });
    }
  } catch (e) {
    await releaseDeletionMail(user.id);
    throw e;
  }
}

/**
 * For the volunteers (`npm run admin -- delete-account <email>`): finishes a deletion the family
 * started and could not finish (its session expired after a crash). Refuses an account whose
 * deletion was never asked for: only the family deletes its account.
 */
export async function finishDeletion(email: string): Promise<{ userId: string; finished: boolean }> {
  const owner = await findUserIdByEmail(email);
  if (!owner) throw notFound('No account with this e-mail address.');
  // An invited member's claim names their own sub; the account is their family's.
  const userId = await familyIdOf(owner);
  const user = await getUser(userId);
  if (user && user.status !== 'deleting') throw conflict('This account has not asked to be deleted.');
  const finished = user ? await eraseAccount(userId) : false;
  await deleteEmailClaim(email, owner);
  return { userId, finished };
}

/**
 * Disabling and re-enabling an account. A disabled account's candidate profile is hidden
 * everywhere (search index, member views, shared URL) by the profile's `accountDisabled` flag,
 * kept apart from the family's own visibility choice, so re-enabling restores exactly what they
 * had chosen. Its service listings leave the public directory the same way (listingOwners.ts).
 */
import type { Caller, UserRecord } from '../lib/caller.js';
import { conflict, landed, notFound } from '../lib/errors.js';
import { now } from '../lib/ids.js';
import { logger } from '../lib/logger.js';
import { disableIdentity, enableIdentity } from './entities/identity.js';
import { getMember, listMembers } from '../family/index.js';
import { findUserIdByEmail, getUser, setUserStatus, updateUser } from '../members/index.js';
import { assertFounder } from './founder.js';
import { assertSelf, setAccountEligibility } from '../familyProfiles/index.js';
import { hideListingsOfOwner, setOwnerListingsHidden } from '../directory/index.js';
import { rewriteCandidate } from '../candidates/index.js';

/** A versioned write, so it cannot be lost to an edit racing it; nothing to do when there is no profile. */
async function setProfileHidden(candidateId: string | undefined, hidden: boolean): Promise<void> {
  if (!candidateId) return;
  await rewriteCandidate(candidateId, (p) => ({ ...p, accountDisabled: hidden }));
}

/**
 * Disabling is a soft delete, ordered so that a crash at any step leaves nothing visible and the
 * member's retry (their token still works until the last step) finishes the job: first the
 * profile is hidden, then Cognito stops new sign-ins and revokes refresh tokens, and last the user
 * record flips, after which the API refuses the account's live tokens. Every step is idempotent.
 */
export async function disableUserProfile(caller: Caller, userProfileId: string) {
  assertSelf(caller, userProfileId);
  assertFounder(caller);
  try {
    await disableAccount(caller.user);
  } catch (e) {
    if (isMissingIdentity(e)) throw conflict(OWN_SIGN_IN_MISSING);
    throw e;
  }
  return { message: 'Your account is disabled.' };
}

/** The member's own disable when the user pool has no user for the account: nothing changed. */
export const OWN_SIGN_IN_MISSING = 'Your account could not be disabled: its sign-in was not found. Nothing was changed. Please contact support.';

/** The user pool has no user for the account (removed outside the app): sign-in cannot be stopped. */
export const isMissingIdentity = (e: unknown) => e instanceof Error && e.name === 'UserNotFoundException';

/**
 * The steps of disabling, in their order: the member's own request above, and a volunteer closing
 * a report with 'disable' (review/reports.ts); `npm run admin -- enable <email>` undoes either.
 * When sign-in cannot be stopped, what was hidden is shown again and the error thrown, so no one
 * is told 'could not be disabled' about an account that looks disabled (a crash still leaves it
 * hidden: the retry finishes it).
 */
export async function disableAccount(user: UserRecord): Promise<void> {
  await setProfileHidden(user.candidateId, true);
  await setOwnerListingsHidden(user.id, true);
  try {
    await founderStep(user, disableIdentity(user.id));
    // The family is disabled, not a login: every member's sign-in stops and their sessions end.
    for (const sub of await invitedMembersOf(user.id)) await ignoringMissing(disableIdentity(sub));
  } catch (e) {
    await showAgainIfActive(user.id);
    throw e;
  }
  await landed(updateUser(user.id, { status: 'disabled', updatedDate: now() })); // already disabled by a concurrent request
  logger.info('Account disabled', { userId: user.id });
}

/**
 * The active members who joined by invitation (the founder's login is the account's own). A
 * removed member's Cognito user is deleted with the removal and is neither disabled nor enabled.
 */
async function invitedMembersOf(familyId: string): Promise<string[]> {
  return (await listMembers(familyId)).filter((m) => m.status === 'active' && m.sub !== familyId).map((m) => m.sub);
}

/**
 * An invited member's user may be gone while the family is disabled or enabled (their removal
 * deleted it a moment before): nothing to stop or restore. The founder's missing user still throws.
 */
async function ignoringMissing(step: Promise<void>): Promise<void> {
  try {
    await step;
  } catch (e) {
    if (!isMissingIdentity(e)) throw e;
  }
}

/** The founder's login: missing only when they left the family (the contact person moved on), else it must be there. */
const founderStep = (user: UserRecord, step: Promise<void>) => (user.contactMemberId ? ignoringMissing(step) : step);

/** Undoes the hiding of a disable that failed, unless the account is disabled (by an earlier run) after all. */
async function showAgainIfActive(userId: string): Promise<void> {
  const user = await getUser(userId);
  if (user?.status !== 'active') return;
  await setProfileHidden(user.candidateId, false);
  await hideListingsOfOwner(user);
  logger.warn('Account not disabled: sign-in could not be stopped', { userId });
}

/**
 * A volunteer re-enables an account (`npm run admin -- enable <email>`). The reverse order: sign-in
 * first, then the user record, and the profile shown again last, so the profile is never visible
 * while the account is still disabled. Idempotent: running it again finishes an interrupted run.
 */
export async function enableAccount(email: string) {
  const user = await familyOfAddress(email);
  if (!user) throw notFound('No account with this e-mail address.');
  // A deletion that has begun is only ever finished, never undone.
  if (user.status === 'deleting') throw conflict('This account is being deleted at its own request.');
  await founderStep(user, enableIdentity(user.id));
  for (const sub of await invitedMembersOf(user.id)) await ignoringMissing(enableIdentity(sub));
  const enabled = await setUserStatus(user.id, 'active', now());
  await setProfileHidden(user.candidateId, false);
  // Back in the directory unless the volunteers also marked the family ineligible.
  await hideListingsOfOwner(enabled);
  logger.info('Account enabled', { userId: user.id });
  return { userId: user.id, userEmail: user.userEmail, candidateId: user.candidateId ?? null };
}

/** The family an address signs in to: its founder's, or an invited member's (whose claim names their own sub). */
async function familyOfAddress(email: string): Promise<UserRecord | undefined> {
  const sub = await findUserIdByEmail(email);
  if (!sub) return undefined;
  const member = await getMember(sub);
  return getUser(member?.familyId ?? sub);
}

/**
 * A volunteer marks a family (its account) ineligible, or clears the mark (`npm run admin --
 * ineligible <email> [--off]`): the same write as the console's (accountEligibility.ts), so the
 * profile leaves (or rejoins) search at once, the family's view gate changes on its next call, and
 * a profile the family makes later starts ineligible too. An account without a profile can be marked.
 */
export async function setIneligible(email: string, ineligible: boolean) {
  const family = await familyOfAddress(email);
  const written = family ? await setAccountEligibility(family.id, ineligible, CLI_REASON, 'cli') : undefined;
  if (!written) throw notFound('No account with this e-mail address.');
  logger.info(ineligible ? 'Account marked ineligible' : 'Account eligible again', { userId: written.user.id });
  return { userEmail: written.user.userEmail, candidateId: written.user.candidateId ?? null };
}

/** The reason stored when the command line sets the flag (it asks for none). */
const CLI_REASON = 'Marked with npm run admin -- ineligible.';

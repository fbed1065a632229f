/**
 * A family member's sign-up from an invitation: sign-up's own machinery (./signup.ts,
 * ./signupConfirm.ts) with the invitation in the referral code's place. The address is the
 * invitation's; the browser's secret owns the address's claim; Cognito mails its code; the code
 * limits are the address's as for any sign-up. Confirming makes a family member (no new account:
 * the family's is theirs) and uses the invitation with one conditional write, so a link makes one
 * member however many requests arrive at once.
 *
 * An invitation to an address that has an account, or a waiting sign-up of another browser, answers
 * as for a new address: no code goes, and an account's owner is told by mail (as sign-up does).
 */
import type { InvitedSignupConfirm, InvitedSignupRequest } from '#shared/domain/family.js';
import { familyTexts, texts } from '#shared/texts.js';
import { getInvitation, invitationDigest, isUsable, putMemberOnce, useInvitation, type InvitationRecord } from '../family/index.js';
import { AppError, landed } from '../lib/errors.js';
import { now } from '../lib/ids.js';
import { claimEmail, getEmailClaim, getUser, isWaitingSignup, setEmailOwner } from '../members/index.js';
import { faultPoint, registerOnce, signupExpiry, signupOwnerToken, started, tellOwnerOfTakenAddress } from './signup.js';
import { identityState } from './entities/identity.js';
import { codeDigest, confirmWaitingIdentity, refused } from './signupConfirm.js';

/** Why a link cannot be used, as its page says it. */
export function invitationRefusal(invitation: InvitationRecord | undefined): AppError {
  const state = !invitation || invitation.status === 'pending' ? 'expired' : invitation.status;
  return new AppError(410, familyTexts.linkStates[state]);
}

/** The invitation of a link, pending and unexpired, of a family still active; else 410 saying why. */
async function usableInvitation(token: string): Promise<InvitationRecord> {
  const invitation = await getInvitation(invitationDigest(token));
  if (!invitation || !isUsable(invitation)) throw invitationRefusal(invitation);
  const family = await getUser(invitation.familyId);
  if (family?.status !== 'active') throw invitationRefusal(undefined);
  return invitation;
}

export async function startInvitedSignup(input: InvitedSignupRequest): Promise<{ message: string; userEmail: string }> {
  const invitation = await usableInvitation(input.invitationToken);
  const email = invitation.email;
  const token = signupOwnerToken(input.signupSecret, email);
  const { firstName, lastName, userPhoneCountryCode, userPhoneNumber } = input;
  const previous = await getEmailClaim(email);
  const kept = previous?.claimId === token && !previous.userId ? { pendingSub: previous.pendingSub, confirmAttempts: previous.confirmAttempts } : undefined;
  const pending = { invitationId: invitation.id, firstName, lastName, userPhoneCountryCode, userPhoneNumber };
  if (!(await landed(claimEmail(email, token, signupExpiry(), pending, kept)))) {
    if (previous?.userId) await tellOwnerOfTakenAddress(email);
    return started(email);
  }
  faultPoint('emailClaim');
  await registerOnce(email, input.userPass, token, kept?.pendingSub);
  return started(email);
}

export async function confirmInvitedSignup(input: InvitedSignupConfirm): Promise<{ id: string }> {
  const digest = invitationDigest(input.invitationToken);
  const invitation = await getInvitation(digest);
  if (!invitation) throw invitationRefusal(undefined);
  const email = invitation.email;
  const token = signupOwnerToken(input.signupSecret, email);
  const claim = await getEmailClaim(email);
  // A repeat of a confirm that finished (a double click, a lost answer): the same family again,
  // only for the code that finished it and the member this very invitation made.
  if (claim?.userId && claim.claimId === token && claim.confirmedCodeDigest === codeDigest(token, input.code) && invitation.usedBy === claim.userId) {
    return { id: invitation.familyId };
  }
  if (!isWaitingSignup(claim, token) || !claim.pendingSub || claim.pendingSignup.invitationId !== digest) throw refused(texts.signupCodeWrong);
  const pending = claim.pendingSignup;
  const identity = await confirmWaitingIdentity(email, token, claim.pendingSub, input.code).catch(async (e: unknown) => {
    // This browser's twin request (a double click) confirmed the user a moment before: Cognito
    // refuses the used code, but the sign-up is this one's, so it goes on to the same member.
    const now = await identityState(claim.pendingSub!);
    if (now?.status === 'CONFIRMED') return now;
    throw e;
  });
  faultPoint('confirm');
  const family = await getUser(invitation.familyId);
  if (family?.status !== 'active') throw invitationRefusal(undefined);
  // The commit point of the invitation: once used by this person, never by another.
  if (!(await useInvitation(digest, identity.sub, now()))) throw invitationRefusal(await getInvitation(digest));
  await putMemberOnce({
    sub: identity.sub, familyId: invitation.familyId, firstName: pending.firstName, lastName: pending.lastName, email,
    phoneCountryCode: pending.userPhoneCountryCode, phoneNumber: pending.userPhoneNumber, relation: invitation.relation,
    status: 'active', joinedAt: now(), invitedBy: invitation.invitedBy,
  });
  await setEmailOwner(email, token, identity.sub, codeDigest(token, input.code));
  return { id: invitation.familyId };
}

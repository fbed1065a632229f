/**
 * Family Members: a member invites a person by e-mail (at most four people, counting pending
 * invitations), sees the members and pending invitations, withdraws one or sends it again (once an
 * hour). The invitation's link page reads it without signing in. Joining (the invitee's sign-up) is
 * account/familySignup.ts; removing and leaving, which reach Cognito, are account/familyLeaving.ts.
 *
 * An invitation to an address that already has an account answers exactly as one to a new address:
 * the family's list shows it pending, and only the address's owner hears of it (a notice, as a
 * sign-up with a taken address gets), so inviting cannot tell anyone whether an address is a member's.
 */
import { randomBytes } from 'node:crypto';
import {
  FAMILY_MAX_MEMBERS, INVITATION_DAYS, type InvitationView, type InviteRequest, type PublicInvitation,
} from '#shared/domain/family.js';
import { sitePaths } from '#shared/sitePaths.js';
import { familyTexts } from '#shared/texts.js';
import type { Caller } from '../lib/caller.js';
import { AppError, conflict, notFound, unprocessable } from '../lib/errors.js';
import { now } from '../lib/ids.js';
import { quoted, sendMailQuietly } from '../lib/mail.js';
import { memberMail, siteUrl, textMail } from '../lib/mailLayout.js';
import { releaseCooldown, takeCooldown } from '../store/cooldowns.js';
import { findUserIdByEmail, getUser } from '../members/index.js';
import {
  getInvitation, invitationDigest, invitationMailKey, isUsable, putInvitation, replaceInvitation, withdrawInvitation, type InvitationRecord,
} from './entities/invitations.js';
import { getMember } from './entities/members.js';
import { withFamilyLock } from './familyLock.js';
import { invitationView, listFamily } from './familyList.js';

const RESEND_SECONDS = 3600;
const newToken = () => randomBytes(32).toString('base64url');
const resendKey = invitationMailKey;

/**
 * The count and the new invitation are read and written under the family's short lock
 * (familyLock.ts): two members inviting at the same moment cannot both take the fourth place.
 */
export async function inviteMember(caller: Caller, input: InviteRequest): Promise<{ message: string; invitation: InvitationView }> {
  return withFamilyLock(caller.userId, familyTexts.inviteBusy, () => inviteLocked(caller, input));
}

async function inviteLocked(caller: Caller, input: InviteRequest): Promise<{ message: string; invitation: InvitationView }> {
  const family = await listFamily(caller);
  const address = input.email.toLowerCase();
  if ([...family.members.map((m) => m.email), ...family.invitations.map((i) => i.email)].some((e) => e.toLowerCase() === address)) {
    throw unprocessable(familyTexts.alreadyMember, { email: [familyTexts.alreadyMember] });
  }
  // Not a field error: the form is fine, the family is full.
  if (family.members.length + family.invitations.length >= FAMILY_MAX_MEMBERS) throw conflict(familyTexts.tooMany(FAMILY_MAX_MEMBERS));
  const token = newToken();
  const at = now();
  const invitation: InvitationRecord = {
    id: invitationDigest(token), familyId: caller.userId, firstName: input.firstName, lastName: input.lastName, email: input.email,
    relation: input.relation, status: 'pending', createdAt: at, expiresAt: expiry(at), lastSentAt: at, invitedBy: caller.memberId,
  };
  // One mail an hour per address and family, whether first sent or sent again (withdrawing and
  // inviting again would otherwise mail an address as often as anyone likes).
  const key = resendKey(caller.userId, input.email);
  if (!(await takeCooldown('familyInvitation', key, RESEND_SECONDS, invitation.id))) throw new AppError(429, familyTexts.inviteCooldown);
  await putInvitation(invitation);
  await mailInvitation(caller, invitation, token);
  return { message: familyTexts.invited(input.email), invitation: invitationView(invitation) };
}

const expiry = (from: string) => new Date(new Date(from).getTime() + INVITATION_DAYS * 86_400_000).toISOString();

/** A pending invitation of the caller's family, or 404. */
async function ownPending(caller: Caller, invitationId: string): Promise<InvitationRecord> {
  const invitation = await getInvitation(invitationId);
  if (!invitation || invitation.familyId !== caller.userId) throw notFound(familyTexts.invitationGone);
  if (!isUsable(invitation)) throw conflict(familyTexts.invitationGone);
  return invitation;
}

export async function withdrawFamilyInvitation(caller: Caller, invitationId: string): Promise<{ message: string }> {
  await ownPending(caller, invitationId);
  if (!(await withdrawInvitation(invitationId, caller.userId))) throw conflict(familyTexts.invitationGone);
  return { message: familyTexts.withdrawn };
}

/** A new link (the old one stops working), at most once an hour per address. */
export async function resendFamilyInvitation(caller: Caller, invitationId: string): Promise<{ message: string; invitation: InvitationView }> {
  const old = await ownPending(caller, invitationId);
  const token = newToken();
  const at = now();
  const next: InvitationRecord = { ...old, id: invitationDigest(token), createdAt: at, expiresAt: expiry(at), lastSentAt: at, invitedBy: caller.memberId };
  const key = resendKey(caller.userId, old.email);
  if (!(await takeCooldown('familyInvitation', key, RESEND_SECONDS, next.id))) throw new AppError(429, familyTexts.sendAgainCooldown);
  if (!(await replaceInvitation(old, next))) {
    await releaseCooldown('familyInvitation', key, next.id);
    throw conflict(familyTexts.invitationGone);
  }
  await mailInvitation(caller, next, token);
  return { message: familyTexts.sentAgain(old.email), invitation: invitationView(next) };
}

/**
 * The mail: the link to a new address; to an address that has an account, a notice to its owner
 * instead (they sign in as they are; they cannot be in two families).
 */
async function mailInvitation(caller: Caller, invitation: InvitationRecord, token: string): Promise<void> {
  const inviter = `${caller.member.firstName} ${caller.member.lastName}`;
  if (await findUserIdByEmail(invitation.email)) {
    await sendMailQuietly({
      to: invitation.email,
      subject: 'Someone invited your e-mail to a family on rishta',
      text: textMail([
        `${quoted(inviter)} invited this e-mail address to join their family on rishta. This address has an account already, so nothing changed.`,
        `If you want to join their family with this address, ask them to invite another address of yours. Sign in at ${siteUrl(sitePaths.signIn)}.`,
        'If you do not know them, you need not do anything.',
      ]),
    });
    return;
  }
  const url = siteUrl(sitePaths.invitation(token));
  await sendMailQuietly({
    to: invitation.email,
    subject: `${caller.member.firstName} invites you to your family on rishta`,
    ...memberMail(invitation.firstName, [
      `${quoted(inviter)} invites you to join your family on rishta, the community's matrimonial site, as ${invitation.relation}. `
        + 'You will have your own sign-in and see the same candidate profile, proposals and saved list as the rest of your family.',
      `The link works once, for ${INVITATION_DAYS} days.`,
      { links: [{ label: 'Join your family', url }] },
      'If you do not know them, you need not do anything: nothing happens without the link.',
    ]),
  });
}

/** The link's page, without signing in: who invites and whom, or why it cannot be used. */
export async function readInvitation(token: string): Promise<PublicInvitation> {
  const invitation = await getInvitation(invitationDigest(token));
  if (!invitation) return { state: 'expired' };
  if (invitation.status !== 'pending') return { state: invitation.status };
  if (!isUsable(invitation)) return { state: 'expired' };
  const [inviter, family] = await Promise.all([getMember(invitation.invitedBy), getUser(invitation.familyId)]);
  if (!family || family.status !== 'active') return { state: 'expired' };
  return {
    state: 'pending', familyFirstName: inviter?.firstName ?? family.firstName,
    firstName: invitation.firstName, lastName: invitation.lastName, email: invitation.email, relation: invitation.relation,
  };
}

/**
 * A member leaves the family, or any member removes another: the person's member item is marked
 * removed and their own cut-off set in one conditional write (from that second every route refuses
 * their tokens), then Cognito revokes their refresh tokens and their Cognito user is deleted, then
 * their address is released (its claim, the family's invitation that names it, the hour between
 * invitation mails, a Change E-mail of theirs), so the family, or another, can invite it again; last the member item forgets
 * the address and stays, removed, as the family's history. Then they are mailed. A removal stopped
 * half-way (a crash) is finished by removing them again. The family's own login (the founder's,
 * whose sub is the account's id) is never removed here: deleting the family is the account's deletion.
 */
import { familyTexts } from '#shared/texts.js';
import {
  activeMember, deleteInvitation, forgetRemovedMemberEmail, getMember, listInvitations, listMembers, markMemberRemoved,
  releaseInvitationMailHour, type MemberRecord,
} from '../family/index.js';
import type { Caller } from '../lib/caller.js';
import { conflict, notFound, unprocessable } from '../lib/errors.js';
import { quoted, sendMailQuietly } from '../lib/mail.js';
import { memberMail } from '../lib/mailLayout.js';
import { deleteEmailChange, deleteEmailClaim } from '../members/index.js';
import { deleteIdentity, signOutEverywhere } from './entities/identity.js';
import { isMissingIdentity } from './accountStatus.js';

/** Marks the member removed (the commit point), then releases their login and address. False when they were not an active member. */
async function endMembership(member: MemberRecord): Promise<boolean> {
  if (!(await markMemberRemoved(member.sub, member.familyId, Math.floor(Date.now() / 1000)))) return false;
  await releaseLogin(member);
  return true;
}

/** Each step is safe to repeat: a second run after a crash finishes what the first began. */
async function releaseLogin(member: MemberRecord): Promise<void> {
  await signOutEverywhere(member.sub).catch((e: unknown) => {
    if (!isMissingIdentity(e)) throw e; // deleted by an earlier run
  });
  await deleteIdentity(member.sub);
  const { email } = member;
  if (email === undefined) return;
  for (const invitation of await listInvitations(member.familyId)) {
    if (invitation.usedBy === member.sub) await deleteInvitation(invitation.id);
  }
  await releaseInvitationMailHour(member.familyId, email);
  await deleteEmailChange({ userId: member.familyId, memberId: member.sub });
  await deleteEmailClaim(email, member.sub);
  await forgetRemovedMemberEmail(member.sub);
}

/** A removal that stopped half-way (the member is removed but still names their address) is finished; answers 404 as any removed member. */
async function finishOrRefuse(member: MemberRecord | undefined): Promise<never> {
  if (member?.status === 'removed' && member.email !== undefined) await releaseLogin(member);
  throw notFound(familyTexts.memberGone);
}

export async function removeFamilyMember(caller: Caller, memberId: string): Promise<{ message: string }> {
  if (memberId === caller.memberId) throw unprocessable(familyTexts.removeSelf);
  const found = await getMember(memberId);
  if (!found || found.familyId !== caller.userId) throw notFound(familyTexts.memberGone);
  if (found.sub === caller.userId) throw conflict(familyTexts.founderCannotBeRemoved);
  const member = activeMember(found);
  if (!member) return finishOrRefuse(found);
  if (!(await endMembership(member))) return finishOrRefuse(await getMember(memberId));
  const by = `${caller.member.firstName} ${caller.member.lastName}`;
  await sendMailQuietly({
    to: member.email,
    subject: 'You were removed from your family on rishta',
    ...memberMail(member.firstName, [
      `${quoted(by)} removed you from your family on rishta. You are signed out everywhere, and this e-mail address no longer signs in to the family.`,
      'If you think this is a mistake, please talk to your family.',
    ]),
  });
  return { message: familyTexts.removed(`${member.firstName} ${member.lastName}`) };
}

export async function leaveFamily(caller: Caller): Promise<{ message: string }> {
  if (caller.memberId === caller.userId) {
    const others = (await listMembers(caller.userId)).filter((m) => m.status === 'active' && m.sub !== caller.memberId);
    throw conflict(others.length === 0 ? familyTexts.lastMember : familyTexts.founderCannotLeave);
  }
  const member = activeMember(await getMember(caller.memberId));
  if (!member || !(await endMembership(member))) return finishOrRefuse(await getMember(caller.memberId));
  await sendMailQuietly({
    to: member.email,
    subject: 'You left your family on rishta',
    ...memberMail(member.firstName, ['You left your family on rishta and are signed out everywhere. Your family can invite you again.']),
  });
  return { message: familyTexts.left };
}

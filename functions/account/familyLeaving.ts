/**
 * A member leaves the family, or any member removes another: the person's member item is marked
 * removed and their own cut-off set in one conditional write (from that second every route refuses
 * their tokens), then Cognito revokes their refresh tokens and their Cognito user is deleted, then
 * their address is released (its claim, the family's invitation that names it, the hour between
 * invitation mails, a Change E-mail of theirs), so the family, or another, can invite it again; last the member item forgets
 * the address and stays, removed, as the family's history, and their own notification settings go.
 * Then they are mailed. A removal stopped half-way (a crash) is finished by removing them again.
 * The founder may leave or be removed like anyone: the family (the account record, keyed by the
 * founder's sub) stays. The last member cannot leave (the family would have nobody): they delete
 * the family instead. The count and the mark are made under the family's lock, so two members
 * leaving at once cannot both go. When the family's contact person goes, the member who has been
 * in it longest becomes the contact person (the account then carries their name and address).
 */
import { familyTexts } from '#shared/texts.js';
import {
  activeMember, activeMembersOf, deleteInvitation, forgetRemovedMemberEmail, getMember, listInvitations, markMemberRemoved,
  releaseInvitationMailHour, withFamilyLock, type ActiveMember, type MemberRecord,
} from '../family/index.js';
import { contactOf, type Caller } from '../lib/caller.js';
import { conflict, notFound, unprocessable } from '../lib/errors.js';
import { now } from '../lib/ids.js';
import { logger } from '../lib/logger.js';
import { quoted, sendMailQuietly } from '../lib/mail.js';
import { memberMail } from '../lib/mailLayout.js';
import { deleteEmailChange, deleteEmailClaim, deleteNotifySettings, getUser, moveContactPerson } from '../members/index.js';
import { deleteIdentity, signOutEverywhere } from './entities/identity.js';
import { isMissingIdentity } from './accountStatus.js';

/**
 * Under the family's lock: refuses the last active member, marks the member removed (the commit
 * point) and moves the contact person if it was theirs; then releases their login and address.
 * False when they were not an active member.
 */
async function endMembership(member: MemberRecord): Promise<boolean> {
  const ended = await withFamilyLock(member.familyId, familyTexts.leaveBusy, async () => {
    if ((await othersStaying(member)).length === 0) throw conflict(familyTexts.lastMember);
    if (!(await markMemberRemoved(member.sub, member.familyId, Math.floor(Date.now() / 1000)))) return false;
    await keepContactPerson(member);
    return true;
  });
  if (ended) await releaseLogin(member);
  return ended;
}

/**
 * The family's other active members, oldest first. The family's index lags a write, so each is read
 * again (strongly consistent, at most three): a member who left a moment ago is not counted.
 */
async function othersStaying(member: MemberRecord): Promise<ActiveMember[]> {
  const listed = (await activeMembersOf(member.familyId)).filter((m) => m.sub !== member.sub);
  return (await Promise.all(listed.map(async (m) => activeMember(await getMember(m.sub))))).filter((m) => m !== undefined);
}

/**
 * When the family's contact person is no longer an active member (the one who just went, or one who
 * went at the same moment), the longest-standing active member becomes it. Each move is conditioned
 * on the contact it replaces, so a move racing another lands once, and the loop looks again.
 */
async function keepContactPerson(gone: MemberRecord): Promise<void> {
  for (let tries = 0; tries < 3; tries++) {
    const [user, staying] = await Promise.all([getUser(gone.familyId), othersStaying(gone)]);
    if (!user || user.status === 'deleting') return;
    const contact = contactOf(user);
    const next = staying[0];
    if (!next || staying.some((m) => m.sub === contact)) return;
    if (await moveContactPerson(gone.familyId, contact, next, now())) {
      logger.info('Contact person moved', { familyId: gone.familyId });
      return;
    }
  }
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
  await deleteNotifySettings({ familyId: member.familyId, sub: member.sub });
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
  const member = activeMember(await getMember(caller.memberId));
  if (!member || !(await endMembership(member))) return finishOrRefuse(await getMember(caller.memberId));
  await sendMailQuietly({
    to: member.email,
    subject: 'You left your family on rishta',
    ...memberMail(member.firstName, ['You left your family on rishta and are signed out everywhere. Your family can invite you again.']),
  });
  return { message: familyTexts.left };
}

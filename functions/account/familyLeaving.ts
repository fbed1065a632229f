/**
 * A member leaves the family, or any member removes another: the person's member item is marked
 * removed and their own cut-off set in one conditional write (from that second every route refuses
 * their tokens), then Cognito revokes their refresh tokens, then they are mailed. The family's own
 * login (the founder's, whose sub is the account's id) is never removed here: deleting the family
 * is the account's deletion.
 */
import { familyTexts } from '#shared/texts.js';
import { getMember, listMembers, markMemberRemoved, type MemberRecord } from '../family/index.js';
import type { Caller } from '../lib/caller.js';
import { conflict, notFound, unprocessable } from '../lib/errors.js';
import { quoted, sendMailQuietly } from '../lib/mail.js';
import { memberMail } from '../lib/mailLayout.js';
import { signOutEverywhere } from './entities/identity.js';

async function endMembership(member: MemberRecord): Promise<boolean> {
  if (!(await markMemberRemoved(member.sub, member.familyId, Math.floor(Date.now() / 1000)))) return false;
  await signOutEverywhere(member.sub);
  return true;
}

export async function removeFamilyMember(caller: Caller, memberId: string): Promise<{ message: string }> {
  if (memberId === caller.memberId) throw unprocessable(familyTexts.removeSelf);
  const member = await getMember(memberId);
  if (!member || member.familyId !== caller.userId || member.status !== 'active') throw notFound(familyTexts.memberGone);
  if (member.sub === caller.userId) throw conflict(familyTexts.founderCannotBeRemoved);
  if (!(await endMembership(member))) throw notFound(familyTexts.memberGone);
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
  const member = await getMember(caller.memberId);
  if (!member || !(await endMembership(member))) throw notFound(familyTexts.memberGone);
  await sendMailQuietly({
    to: member.email,
    subject: 'You left your family on rishta',
    ...memberMail(member.firstName, ['You left your family on rishta and are signed out everywhere. Your family can invite you again.']),
  });
  return { message: familyTexts.left };
}

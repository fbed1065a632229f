/**
 * What Family Members shows: the family's active members (the caller marked, the contact person
 * named) and its pending invitations. Apart from the invitations' mail, so that Download My Data
 * reads the family as the page shows it.
 */
import { FAMILY_MAX_MEMBERS, type FamilyList, type FamilyRelation, type InvitationView } from '#shared/domain/family.js';
import { contactOf, type Caller } from '../lib/caller.js';
import { now } from '../lib/ids.js';
import { isUsable, listInvitations, type InvitationRecord } from './entities/invitations.js';
import { activeMember, listMembers } from './entities/members.js';

export const invitationView = (i: InvitationRecord): InvitationView => ({
  id: i.id, firstName: i.firstName, lastName: i.lastName, relation: i.relation, email: i.email,
  createdAt: i.createdAt, expiresAt: i.expiresAt, lastSentAt: i.lastSentAt,
});

export async function listFamily(caller: Caller): Promise<FamilyList> {
  const [members, invitations] = await Promise.all([listMembers(caller.userId), listInvitations(caller.userId)]);
  const at = now();
  const active = members.flatMap((m) => activeMember(m) ?? []);
  // An account from before families, with no member item yet, is its founder alone.
  const shown = active.length > 0 ? active : [caller.member];
  return {
    members: shown.map((m) => ({
      id: m.sub, firstName: m.firstName, lastName: m.lastName, relation: (m.relation as FamilyRelation | undefined) ?? null, email: m.email,
      joinedAt: m.joinedAt, founder: m.sub === caller.userId, you: m.sub === caller.memberId, contact: m.sub === contactOf(caller.user),
    })),
    invitations: invitations.filter((i) => isUsable(i, at)).map(invitationView),
    max: FAMILY_MAX_MEMBERS,
  };
}

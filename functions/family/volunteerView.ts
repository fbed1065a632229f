/** A family's members as the volunteers' console shows them beside the account: who signs in to it. */
import type { ConsoleMember } from '#shared/domain/trust.js';
import { activeMember, listMembers } from './entities/members.js';

/** The family's active members, the founder first (removed people no longer sign in, and have no address). */
export async function membersForVolunteers(familyId: string): Promise<ConsoleMember[]> {
  const members = (await listMembers(familyId)).map(activeMember).filter((m) => m !== undefined);
  return members
    .map((m) => ({
      firstName: m.firstName, lastName: m.lastName, ...(m.relation ? { relation: m.relation } : {}), email: m.email, founder: m.sub === familyId,
    }))
    .sort((a, b) => Number(b.founder) - Number(a.founder));
}

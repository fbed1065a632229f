import type { ConsoleMember } from '#shared/domain/trust.js';

/**
 * Who signs in to a family, for the volunteers: each member's name, relation and e-mail, the one who
 * signed the family up first. Disabling the family signs every one of them out.
 */
export function FamilyMemberList({ members }: { members: readonly ConsoleMember[] | undefined }) {
  if (!members?.length) return <span>—</span>;
  return (
    <ul className="console-members">
      {members.map((m) => (
        <li key={m.email} className="console-wrap">
          {m.firstName} {m.lastName} ({m.relation ?? (m.founder ? 'signed the family up' : 'member')}
          {m.relation && m.founder ? ', signed the family up' : ''}), {m.email}
        </li>
      ))}
    </ul>
  );
}

import { actLine, type MemberAct } from '#shared/domain/memberActs.js';

/**
 * Who of the family did what to one item, a line each ('Proposed by Meera (Mother) on 3 December
 * 2026'). Only the family's own acts ever come: the server leaves out the other family's.
 */
export function ActLines({ acts, className = 'proposal-act' }: { acts: readonly MemberAct[] | undefined; className?: string }) {
  if (!acts?.length) return null;
  return (
    <>
      {acts.map((a) => (
        <p key={`${a.act}${a.at}`} className={className}>
          {actLine(a)}
        </p>
      ))}
    </>
  );
}

import { actLine, type MemberAct } from '#shared/domain/memberActs.js';
import { spelledDay } from '#web/lib/spelledDates';

/**
 * Who of the family did what to one item, a line each ('Proposed by Meera (Mother) on Dec 3,
 * 2026', the day as every page spells it). Only the family's own acts ever come: the server leaves out the other family's.
 */
export function ActLines({ acts, className = 'proposal-act' }: { acts: readonly MemberAct[] | undefined; className?: string }) {
  if (!acts?.length) return null;
  return (
    <>
      {acts.map((a) => (
        <p key={`${a.act}${a.at}`} className={className}>
          {actLine(a, spelledDay)}
        </p>
      ))}
    </>
  );
}

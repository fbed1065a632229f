import type { MatchCard } from '#shared/domain/search.js';
import { NOTHING_STATED } from '#web/features/familyProfile';

/** The card's two-way summary, e.g. 'Meets 8 of your 10 · You meet 6 of their 7'. */
export function FitLine({ card }: { card: MatchCard }) {
  const theirs = card.theirs.of === 0 ? NOTHING_STATED : `You meet ${card.theirs.met} of their ${card.theirs.of}`;
  // The counts stay whole; a narrow card breaks the line after the dot.
  return (
    <p className="fit-line">
      <span className="fit-count">{`Meets ${card.yours.met} of your ${card.yours.of}`}</span> ·{' '}
      <span className={card.theirs.of === 0 ? undefined : 'fit-count'}>{theirs}</span>
    </p>
  );
}

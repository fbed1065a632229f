import type { FitView, MatchCard } from '#shared/domain/search.js';

const NOTHING_STATED = 'They have not stated expectations';

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

/** One direction's expectations, each met or not in words (the mark alone is not the message). */
function FitList({ fit }: { fit: FitView }) {
  return (
    <ul className="fit-list">
      {fit.criteria.map((c) => (
        <li key={c.field} className={c.met ? 'fit-met' : 'fit-unmet'}>
          <span className="fit-mark" aria-hidden="true">
            {c.met ? '✓' : '✗'}
          </span>
          <span>
            {c.label}
            <span className="fit-status">
              {' — '}
              {c.met ? 'met' : 'not met'}
              {c.mustHave && ' (must-have)'}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The modal's account of the fit: which of your expectations the profile meets, and which of theirs you meet. */
export function FitDetails({ card }: { card: MatchCard }) {
  return (
    <div className="fit-details">
      <section aria-labelledby={`fit-yours-${card.id}`}>
        <h3 id={`fit-yours-${card.id}`}>
          Your expectations: {card.firstName} meets {card.yours.met} of {card.yours.of}
        </h3>
        <FitList fit={card.yours} />
      </section>
      <section aria-labelledby={`fit-theirs-${card.id}`}>
        <h3 id={`fit-theirs-${card.id}`}>
          {card.theirs.of === 0 ? 'Their expectations' : `Their expectations: you meet ${card.theirs.met} of ${card.theirs.of}`}
        </h3>
        {card.theirs.of === 0 ? <p>{NOTHING_STATED}.</p> : <FitList fit={card.theirs} />}
      </section>
    </div>
  );
}

import type { FitView, TwoWayFit } from '#shared/domain/fitView.js';

/** What a fit says of a family that has stated no expectation (the card's line and the details alike). */
export const NOTHING_STATED = 'They have not stated expectations';
/** The viewer's own side when their family has stated none: where it is done, in words. */
const YOU_STATED_NOTHING = 'You have not stated expectations yet. State them under My Candidate Profile, My Expectation, to see which this profile meets.';

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

/**
 * Candidate Details' account of the fit, from whichever list the profile was opened: which of
 * your expectations the profile meets, and which of theirs you meet.
 */
export function FitDetails({ id, firstName, fit }: { id: string; firstName: string; fit: TwoWayFit }) {
  return (
    <div className="fit-details">
      <section aria-labelledby={`fit-yours-${id}`}>
        <h3 id={`fit-yours-${id}`}>
          {fit.yours.of === 0 ? 'Your expectations' : `Your expectations: ${firstName} meets ${fit.yours.met} of ${fit.yours.of}`}
        </h3>
        {fit.yours.of === 0 ? <p>{YOU_STATED_NOTHING}</p> : <FitList fit={fit.yours} />}
      </section>
      <section aria-labelledby={`fit-theirs-${id}`}>
        <h3 id={`fit-theirs-${id}`}>
          {fit.theirs.of === 0 ? 'Their expectations' : `Their expectations: you meet ${fit.theirs.met} of ${fit.theirs.of}`}
        </h3>
        {fit.theirs.of === 0 ? <p>{NOTHING_STATED}.</p> : <FitList fit={fit.theirs} />}
      </section>
    </div>
  );
}

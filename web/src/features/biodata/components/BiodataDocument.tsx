/**
 * The biodata itself: one page with the first photo, the candidate, the family, the horoscope where
 * given, the expectations and the contact, as biodataContent.ts lists them (so a new field of the
 * catalogue appears here without a change).
 */
import { Fragment, useId } from 'react';
import type { CandidateProfileView } from '#shared/domain/candidate.js';
import { biodataParts, summaryOf, type BiodataPart } from '#web/features/biodata/lib/biodataContent';

/**
 * A value with line-break chances after an e-mail's '@' and before its dots, so a narrow column
 * (or paper) wraps an address there rather than in the middle of a word.
 */
function Breakable({ value }: { value: string }) {
  if (!/\S@\S/.test(value)) return <>{value}</>;
  const pieces = value.split(/(?<=@)|(?=\.)/);
  return (
    <>
      {pieces.map((piece, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </>
  );
}

function BiodataSection({ part }: { part: BiodataPart }) {
  const id = useId();
  return (
    <section className={`biodata-section biodata-section--${part.section}`} aria-labelledby={id}>
      <h2 id={id}>{part.heading}</h2>
      <dl className="biodata-rows">
        {part.rows.map(({ term, value }) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>
              <Breakable value={value} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function BiodataDocument({ profile: p }: { profile: CandidateProfileView }) {
  const photo = p.photos[0];
  return (
    <article className="biodata" aria-labelledby="biodata-title">
      <header className="biodata-head">
        <div>
          <p className="biodata-kicker">Biodata</p>
          <h1 id="biodata-title">{p.firstName}</h1>
          <p className="biodata-summary">{summaryOf(p)}</p>
        </div>
        {photo && <img className="biodata-photo" src={photo.fileURL} alt={`Photo of ${p.firstName}`} />}
      </header>
      <div className="biodata-body">
        {biodataParts(p).map((part) => (
          <BiodataSection key={part.section} part={part} />
        ))}
      </div>
    </article>
  );
}

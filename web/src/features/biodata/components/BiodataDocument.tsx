/**
 * The biodata itself: one page with the first photo, the candidate, the family, the horoscope where
 * given, the expectations and the contact. Every section and row comes from the field catalogue
 * (profileFields.ts: its sections, its rows and their `show`), so a new field appears here without
 * a change; a row the viewer may not see is absent from the view the server sent, and so from here.
 */
import { useId } from 'react';
import type { CandidateProfileView } from '#shared/domain/candidate.js';
import { fieldsOf, profileSections, type ProfileField, type ProfileSection } from '#shared/domain/profileFields.js';

/** The biodata's order: the candidate, the family, the horoscope, the expectations, then whom to contact. */
export const biodataSections = [
  'about', 'background', 'career', 'location', 'family', 'horoscope', 'expectations', 'contact',
] as const satisfies readonly ProfileSection[];

type Row = { term: string; value: string };

function valueOf(f: ProfileField, p: CandidateProfileView): string | undefined {
  const v = f.show ? f.show(p) : (p as Record<string, unknown>)[f.key];
  if (typeof v === 'number') return String(v);
  return typeof v === 'string' && v.trim() !== '' ? v : undefined;
}

const rowsOf = (section: ProfileSection, p: CandidateProfileView): Row[] =>
  fieldsOf(section)
    .filter((f) => f.show !== false)
    .flatMap((f) => {
      const value = valueOf(f, p);
      return value === undefined ? [] : [{ term: f.label, value }];
    });

function BiodataSection({ section, p }: { section: ProfileSection; p: CandidateProfileView }) {
  const id = useId();
  const rows = rowsOf(section, p);
  // An optional section the family left empty (the horoscope, often) is left out, heading and all.
  if (rows.length === 0) return null;
  return (
    <section className={`biodata-section biodata-section--${section}`} aria-labelledby={id}>
      <h2 id={id}>{profileSections[section]}</h2>
      <dl className="biodata-rows">
        {rows.map(({ term, value }) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A line under the name that families read first: age, height, profession and where the candidate lives. */
const summaryOf = (p: CandidateProfileView) =>
  [`${p.age} years`, p.height, p.profession, [p.city, p.country].filter(Boolean).join(', ')].filter(Boolean).join(' · ');

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
        {biodataSections.map((section) => (
          <BiodataSection key={section} section={section} p={p} />
        ))}
      </div>
    </article>
  );
}

/**
 * What a biodata says, in order: the summary line and each section's rows, read from the field
 * catalogue (profileFields.ts: its sections, its rows and their `show`). The page (BiodataDocument)
 * and the shared PDF (biodataPdf.ts) both print this, so the file says exactly what the page shows;
 * a row the viewer may not see is absent from the view the server sent, and so from both.
 */
import type { CandidateProfileView } from '#shared/domain/candidate.js';
import { fieldsOf, profileSections, type ProfileField, type ProfileSection } from '#shared/domain/profileFields.js';

/** The biodata's order: the candidate, the family, the horoscope, the expectations, then whom to contact. */
export const biodataSections = [
  'about', 'background', 'career', 'location', 'family', 'horoscope', 'expectations', 'contact',
] as const satisfies readonly ProfileSection[];

export type BiodataRow = { term: string; value: string };
export type BiodataPart = { section: ProfileSection; heading: string; rows: BiodataRow[] };

function valueOf(f: ProfileField, p: CandidateProfileView): string | undefined {
  const v = f.show ? f.show(p) : (p as Record<string, unknown>)[f.key];
  if (typeof v === 'number') return String(v);
  return typeof v === 'string' && v.trim() !== '' ? v : undefined;
}

export const rowsOf = (section: ProfileSection, p: CandidateProfileView): BiodataRow[] =>
  fieldsOf(section)
    .filter((f) => f.show !== false)
    .flatMap((f) => {
      const value = valueOf(f, p);
      return value === undefined ? [] : [{ term: f.label, value }];
    });

/** The sections with something in them (an optional section the family left empty is left out). */
export const biodataParts = (p: CandidateProfileView): BiodataPart[] =>
  biodataSections
    .map((section) => ({ section, heading: profileSections[section], rows: rowsOf(section, p) }))
    .filter((part) => part.rows.length > 0);

/** A line under the name that families read first: age, height, profession and where the candidate lives. */
export const summaryOf = (p: CandidateProfileView) =>
  [`${p.age} years`, p.height, p.profession, [p.city, p.country].filter(Boolean).join(', ')].filter(Boolean).join(' · ');

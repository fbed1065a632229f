/**
 * How complete a profile is, as other families read it: the share of the fields they see that the
 * family has filled, with photos and expectations counted like fields. The owner's completeness guide
 * shows it with what is missing; search and matched cards use it only to break ties between equally
 * fitting profiles. Required fields are always filled, so the score moves with the optional sections
 * (family details, horoscope, employer), a second photo and a stated expectation.
 */
import type { CandidateRecord } from './candidateView.js';
import { profileFields, seen, type ProfileField, type ProfileSection } from './profileFields.js';

/** What the guide links to for a missing item: a section of the profile, the photos or the expectations. */
export type CompletenessPlace = Extract<ProfileSection, 'about' | 'background' | 'career' | 'location' | 'family' | 'horoscope' | 'contact'>
  | 'photos' | 'expectations';

export interface MissingItem { key: string; label: string; place: CompletenessPlace }
export interface Completeness {
  /** 0–100, rounded down. */
  score: number;
  missing: MissingItem[];
}

/** Photos other families expect to see before they answer: two (a face and a full-length one). */
export const PHOTOS_EXPECTED = 2;

/**
 * The rows other members read (their own row in the view; masked rows count, since members see that
 * they exist). Owner-only and bookkeeping rows do not count.
 */
const readByOthers = (f: ProfileField) =>
  f.show !== false && f.input !== 'view' && f.input !== 'system' && f.input !== 'computed'
  && seen(f.visibility, 'connected', false) !== 'none' && f.section !== 'settings' && f.section !== 'record';

const countedFields = profileFields.filter(readByOthers);

export function completenessOf(p: CandidateRecord, extras: { hasExpectation: boolean }): Completeness {
  const record = p as unknown as Record<string, unknown>;
  const missing: MissingItem[] = countedFields
    .filter((f) => record[f.key] === undefined || record[f.key] === '')
    .map((f) => ({ key: f.key, label: f.label, place: f.section as CompletenessPlace }));
  if ((p.photoCount ?? 0) < PHOTOS_EXPECTED) {
    missing.push({ key: 'photos', label: p.photoCount ? 'A second photo' : 'Photos', place: 'photos' });
  }
  if (!extras.hasExpectation) missing.push({ key: 'expectations', label: 'Expectations', place: 'expectations' });
  const total = countedFields.length + 2;
  return { score: Math.floor((100 * (total - missing.length)) / total), missing };
}

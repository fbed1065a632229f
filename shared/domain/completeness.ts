/**
 * How complete a profile is, as other families read it: the share of the fields they see that the
 * family has filled, with photos and expectations counted like fields. The owner's completeness guide
 * shows it with what is missing; search and matched cards use it only to break ties between equally
 * fitting profiles. Required fields are always filled, so the score moves with the optional sections
 * (family details, horoscope, employer), a second photo and a stated expectation.
 */
import type { completenessPlaces } from './candidate.js';
import type { CandidateRecord } from './candidateView.js';
import { MARRIAGE_DIVORCED } from './lists.js';
import { profileFields, seen, type ProfileField } from './profileFields.js';

/** What the guide links to for a missing item: a section of the profile, the photos or the expectations. */
export type CompletenessPlace = (typeof completenessPlaces)[number];

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

/** Rows asked only after a divorce: for everyone else they are not missing, they do not apply. */
const divorceOnly = new Set<string>(['yearsInPreviousMarriage', 'numOfChildrenFromPrevMarriage']);
const applies = (f: ProfileField, p: CandidateRecord) => !divorceOnly.has(f.key) || p.marriageStatus === MARRIAGE_DIVORCED;

export function completenessOf(p: CandidateRecord, extras: { hasExpectation: boolean }): Completeness {
  const record = p as unknown as Record<string, unknown>;
  const counted = countedFields.filter((f) => applies(f, p));
  const missing: MissingItem[] = counted
    .filter((f) => record[f.key] === undefined || record[f.key] === '')
    .map((f) => ({ key: f.key, label: f.label, place: f.section as CompletenessPlace }));
  // Each expected photo counts like a field (so one photo scores above none), listed as one item.
  const photosMissing = Math.max(0, PHOTOS_EXPECTED - (p.photoCount ?? 0));
  if (photosMissing > 0) missing.push({ key: 'photos', label: p.photoCount ? 'A second photo' : 'Photos', place: 'photos' });
  if (!extras.hasExpectation) missing.push({ key: 'expectations', label: 'Expectations', place: 'expectations' });
  const total = counted.length + PHOTOS_EXPECTED + 1;
  const filled = total - (missing.length - (photosMissing > 0 ? 1 : 0)) - photosMissing;
  return { score: Math.floor((100 * filled) / total), missing };
}

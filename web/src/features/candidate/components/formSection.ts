/**
 * What every section of the candidate form receives, and the one helper they share: a home of
 * their own, so the sections and the form that composes them never import one another.
 */
import type { CandidateProfileView } from '#shared/domain/candidate.js';
import type { FieldErrors } from '#web/components/Select';

/** The saved profile when editing, nothing when new. */
export type CandidateInitial = Partial<CandidateProfileView>;

export interface SectionProps {
  initial: CandidateInitial;
  errors: FieldErrors;
}

/** A list plus the saved value when the list no longer offers it (editing keeps what was saved). */
export function withCurrent(list: readonly string[], current: string | undefined): readonly string[] {
  return current && !list.includes(current) ? [...list, current] : list;
}

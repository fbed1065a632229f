/**
 * Every change of a stored candidate profile goes through `rewriteWith`: optimistic concurrency on
 * the profile's version, so no concurrent change is lost. Its own module because the profile, the
 * photos and the account services all change profiles, and none of them should borrow it from another.
 */
import type { CandidateRecord } from '#shared/domain/candidateView.js';
import { conflict, landedWith } from '../lib/errors.js';
import { getCandidate, replaceCandidate } from './entities/candidates.js';

const MAX_ATTEMPTS = 25;
const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * 8 * Math.min(attempt, 5)));

/**
 * Read, apply `change` to what was read, write conditioned on the version read (see
 * replaceCandidate); when another write came first, read the new state and apply the change again.
 * `read` answering undefined (the profile is gone) ends it with undefined. Repeated losses answer
 * 409, never 500.
 */
export async function rewriteWith(
  read: () => Promise<CandidateRecord | undefined>,
  change: (p: CandidateRecord) => CandidateRecord | Promise<CandidateRecord>,
): Promise<CandidateRecord | undefined> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const current = await read();
    if (!current) return undefined;
    const written = await landedWith(Promise.resolve(current).then(change).then(replaceCandidate));
    if (written) return written;
    await pause(attempt + 1);
  }
  throw conflict('The candidate profile was changed at the same time. Please try again.');
}

/** A change made by the system (photo bookkeeping, account state); undefined when the profile is gone. */
export function rewriteCandidate(candidateId: string, change: (p: CandidateRecord) => CandidateRecord | Promise<CandidateRecord>) {
  return rewriteWith(() => getCandidate(candidateId), change);
}

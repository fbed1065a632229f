/** 'Last seen' per dashboard tab and person (so no mail tells a person what they saw there), recorded by the API calls that list the tabs. */
import type { Caller } from '../lib/caller.js';
import { logger } from '../lib/logger.js';
import { noteTabSeen, type SeenTab } from './entities/tabsSeen.js';

/**
 * Records that the caller saw `tab` at `at` (by default now); a failed write is logged, never thrown
 * (it never fails the listing).
 */
export const noteSeen = (caller: Caller, tab: SeenTab, at = new Date()): Promise<void> =>
  noteTabSeen({ familyId: caller.userId, sub: caller.memberId }, tab, at).catch((error: unknown) => logger.warn('Tab seen not recorded', { tab, error }));

/**
 * Passes a listing through after recording that the caller saw `tab`. The time is taken when the
 * listing starts (this is called beside it), not when it ends: news that arrives while the listing
 * reads is not in it, so it must not count as seen.
 */
export const seen = (caller: Caller, tab: SeenTab) => {
  const at = new Date();
  return async <T>(listing: T): Promise<T> => {
    await noteSeen(caller, tab, at);
    return listing;
  };
};

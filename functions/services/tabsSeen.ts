/** 'Last seen' per dashboard tab (so no mail tells what the family saw there), recorded by the API calls that list the tabs. */
import type { Caller } from '../lib/caller.js';
import { logger } from '../lib/logger.js';
import { noteTabSeen, type SeenTab } from '../repositories/tabsSeen.js';

/** Records that the caller saw `tab`; a failed write is logged, never thrown (it never fails the listing). */
export const noteSeen = (caller: Caller, tab: SeenTab): Promise<void> =>
  noteTabSeen(caller.userId, tab, new Date()).catch((error: unknown) => logger.warn('Tab seen not recorded', { tab, error }));

/** Passes a listing through after recording that the caller saw `tab`. */
export const seen = (caller: Caller, tab: SeenTab) => async <T>(listing: T): Promise<T> => {
  await noteSeen(caller, tab);
  return listing;
};

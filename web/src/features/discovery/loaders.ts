/**
 * The Matched Profiles tab's loader, in the route table (so in the entry chunk): the router calls it
 * as the navigation starts, and it sends the first page's request at once, while the tab's own
 * module (and the cards' code) still loads. Not awaited: the dashboard draws meanwhile and the tab
 * shows the cards when they come (useMatchedProfiles takes this promise).
 */
import type { LoaderFunctionArgs } from 'react-router';
import type { MatchResponse } from '#shared/domain/search.js';
import type { Session } from '#web/lib/session';

export interface MatchedTabData {
  session: Session;
  /** The first page, already asked for; null when the dashboard shows no matched profiles (no profile, or the view gate). */
  firstPage: Promise<MatchResponse> | null;
}

export async function matchedTabLoader({ request }: LoaderFunctionArgs): Promise<MatchedTabData> {
  const { storedSession } = await import('#web/lib/storedSession');
  const session = storedSession(request);
  const { candidateId } = session;
  if (!candidateId || session.viewGate) return { session, firstPage: null };
  const firstPage = import('#web/lib/api/client').then(({ api }) => api('getMatchingProfiles', { params: { candidateId }, request }));
  // The tab handles a failure; a page that never shows the tab (a fresh gate) must not leave it unhandled.
  firstPage.catch(() => undefined);
  return { session, firstPage };
}

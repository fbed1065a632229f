/**
 * The dashboard frame's loaders, in the route table itself (so in the entry chunk): the router calls
 * them as the navigation starts, beside the download of the lazy page modules (`lazy.Component`),
 * not after it. Each imports the little it needs; the session is checked once for all of them
 * (lib/auth: per navigation request).
 */
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import type { Session } from '#web/lib/session';

export async function dashboardLoader({ request }: LoaderFunctionArgs): Promise<{ session: Session }> {
  const { requireSession } = await import('#web/lib/auth');
  return { session: await requireSession(request) };
}

/** The fresh session, or where a sign-in the server no longer knows must go (the API client's redirect). */
export type FreshSession = { session: Session } | { redirectTo: string };

/**
 * The gate is read fresh (a volunteer's flag, or a photo added in another tab, changes it), but not
 * awaited: the dashboard's heading draws at once and the tabs (or the gate) when it comes.
 */
export async function tabsFrameLoader({ request }: LoaderFunctionArgs): Promise<{ fresh: Promise<FreshSession> }> {
  // Not awaited either: the API client's code (refreshSession's) is not needed to draw the heading.
  const refreshing = import('#web/lib/refreshSession');
  const { requireSession } = await import('#web/lib/auth');
  const stored = await requireSession(request);
  const fresh = refreshing.then(({ refreshSession }) => refreshSession(request)).then(
    (session): FreshSession => ({ session: session ?? stored }),
    (e: unknown): FreshSession => {
      if (e instanceof Response && e.headers.has('Location')) return { redirectTo: e.headers.get('Location')! };
      return { session: stored };
    },
  );
  return { fresh };
}

/** A new search (only the query changes) needs no fresh session; opening the dashboard again does. */
export function tabsFrameShouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

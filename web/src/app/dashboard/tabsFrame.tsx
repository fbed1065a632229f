/**
 * /dashboard and its tabs: the frame of Matched, Search and Saved Profiles and the two proposal
 * tabs. While the member may not view profiles the tabs are replaced by the spec's gate message
 * (the session's `viewGate`, decided on the server by the same rule as the API's 403). A family
 * whose address SES reported undeliverable sees a banner above them (the fresh session says so).
 */
import { Outlet, useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { requireSession } from '#web/lib/auth';
import { refreshSession } from '#web/lib/refreshSession';
import { UndeliverableMailBanner } from '#web/components/UndeliverableMailBanner';
import { ViewGateMessage } from '#web/components/ViewGateMessage';
import { DashboardTabs } from './DashboardTabs';

export async function loader({ request }: LoaderFunctionArgs) {
  const stored = await requireSession(request);
  // The gate is read fresh: a volunteer's flag, or a photo added in another tab, changes it.
  return { session: (await refreshSession(request)) ?? stored };
}

/** A new search (only the query changes) needs no fresh session; opening the dashboard again does. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export function Component() {
  const { session } = useLoaderData<typeof loader>();
  return (
    <section className="page">
      <h1>My Dashboard</h1>
      <UndeliverableMailBanner address={session.undeliverableEmail} />
      {session.viewGate ? (
        <ViewGateMessage gate={session.viewGate} session={session} />
      ) : (
        <DashboardTabs>
          <Outlet />
        </DashboardTabs>
      )}
    </section>
  );
}

/**
 * /dashboard and its tabs: the frame of Matched, Search and Saved Profiles and the two proposal
 * tabs. While the member may not view profiles the tabs are replaced by the spec's gate message
 * (the session's `viewGate`, decided on the server by the same rule as the API's 403). A family
 * whose address SES reported undeliverable sees a banner above them (the fresh session says so).
 */
import { Suspense, use } from 'react';
import { Navigate, Outlet, useLoaderData } from 'react-router';
import { UndeliverableMailBanner } from '#web/components/UndeliverableMailBanner';
import { ViewGateMessage } from '#web/components/ViewGateMessage';
import { ProposalStandingProvider } from '#web/features/proposals';
import { DashboardTabs } from './DashboardTabs';
import { Waiting } from './Waiting';
import { TabsLoading } from './frame';
import type { FreshSession, tabsFrameLoader } from './loaders';

// The loader (and shouldRevalidate) are in the route table: ./loaders.ts.

export function Component() {
  const { fresh } = useLoaderData<typeof tabsFrameLoader>();
  return (
    <section className="page">
      <h1>My Dashboard</h1>
      <Suspense fallback={<TabsLoading />}>
        <TabsFrame fresh={fresh} />
      </Suspense>
    </section>
  );
}

function TabsFrame({ fresh }: { fresh: Promise<FreshSession> }) {
  const answer = use(fresh);
  if ('redirectTo' in answer) return <Navigate to={answer.redirectTo} replace />;
  const { session } = answer;
  return (
    <>
      <UndeliverableMailBanner address={session.undeliverableEmail} />
      {session.viewGate ? (
        <ViewGateMessage gate={session.viewGate} session={session} dashboard />
      ) : session.candidateId ? (
        // Where each proposal stands, for the cards of every tab and the counts.
        <ProposalStandingProvider userId={session.id} candidateId={session.candidateId}>
          <Waiting userId={session.id} />
          <DashboardTabs>
            <Outlet />
          </DashboardTabs>
        </ProposalStandingProvider>
      ) : (
        <DashboardTabs>
          <Outlet />
        </DashboardTabs>
      )}
    </>
  );
}

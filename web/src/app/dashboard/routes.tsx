/**
 * The dashboard's tab frame (index.tsx: the view gate, the tab list) and its five tabs: Matched,
 * Search and Saved Profiles from the discovery feature, and the proposal tabs' placeholders.
 * Children of the `dashboard` route.
 */
import type { RouteObject } from 'react-router';
import { discoveryTabRoutes } from '../../features/discovery/routes';
import { ProposalsComingSoon } from './ProposalsComingSoon';

export const dashboardTabsRoute: RouteObject = {
  id: 'dashboardTabs',
  lazy: () => import('./index'),
  children: [
    ...discoveryTabRoutes,
    { path: 'myProposals', element: <ProposalsComingSoon title="My Proposals" what="send proposals and follow them" /> },
    { path: 'receivedProposals', element: <ProposalsComingSoon title="Received Proposals" what="answer the proposals families send you" /> },
  ],
};

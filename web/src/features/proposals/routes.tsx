/** The dashboard's two proposal tabs (children of the dashboard's tab frame). */
import type { RouteObject } from 'react-router';
import { titled } from '#web/lib/pageTitle';

export const proposalTabRoutes: RouteObject[] = [
  { path: 'myProposals', handle: titled('My Proposals'), lazy: () => import('./pages/myProposalsTab') },
  { path: 'receivedProposals', handle: titled('Received Proposals'), lazy: () => import('./pages/receivedProposalsTab') },
];

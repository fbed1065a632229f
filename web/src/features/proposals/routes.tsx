/** The dashboard's two proposal tabs (children of the dashboard's tab frame). */
import type { RouteObject } from 'react-router';

export const proposalTabRoutes: RouteObject[] = [
  { path: 'myProposals', lazy: () => import('./pages/myProposalsTab') },
  { path: 'receivedProposals', lazy: () => import('./pages/receivedProposalsTab') },
];

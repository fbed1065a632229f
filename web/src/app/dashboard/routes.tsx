/**
 * The dashboard's tab frame (tabsFrame.tsx: the view gate, the tab list) and its five tabs: Matched,
 * Search and Saved Profiles from the discovery feature, My Proposals and Received Proposals from the
 * proposals feature.
 * Children of the `dashboard` route.
 */
import type { RouteObject } from 'react-router';
import { discoveryTabRoutes } from '#web/features/discovery/routes';
import { proposalTabRoutes } from '#web/features/proposals/routes';

export const dashboardTabsRoute: RouteObject = {
  id: 'dashboardTabs',
  lazy: () => import('./tabsFrame'),
  children: [...discoveryTabRoutes, ...proposalTabRoutes],
};

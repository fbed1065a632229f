/**
 * The dashboard's tab frame (tabsFrame.tsx: the view gate, the tab list) and its five tabs: Matched,
 * Search and Saved Profiles from the discovery feature, My Proposals and Received Proposals from the
 * proposals feature.
 * Children of the `dashboard` route.
 */
import type { RouteObject } from 'react-router';
import { discoveryTabRoutes } from '#web/features/discovery/routes';
import { proposalTabRoutes } from '#web/features/proposals/routes';
import { withLazyComponent } from '#web/lib/lazyComponent';
import { titled } from '#web/lib/pageTitle';
import { DashboardHydrateFallback } from './frame';
import { dashboardLoader, tabsFrameLoader, tabsFrameShouldRevalidate } from './loaders';

/**
 * /dashboard's own route (its children are the router's): the sign-in check, the sub-navigation,
 * and the frame a first visit draws while the page's modules and loaders come (./frame.tsx).
 */
export const dashboardRoute = (children: RouteObject[]): RouteObject =>
  withLazyComponent(
    { id: 'dashboard', path: 'dashboard', handle: titled('My Dashboard'), loader: dashboardLoader, HydrateFallback: DashboardHydrateFallback, children },
    () => import('./layout'),
  );

export const dashboardTabsRoute: RouteObject = withLazyComponent(
  {
    id: 'dashboardTabs',
    // The loader here, not in the lazy module: the tabs' data starts with the navigation.
    loader: tabsFrameLoader,
    shouldRevalidate: tabsFrameShouldRevalidate,
    children: [...discoveryTabRoutes, ...proposalTabRoutes],
  },
  () => import('./tabsFrame'),
);

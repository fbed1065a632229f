/** The dashboard tabs of this feature (children of the dashboard's tab frame): Matched is its index. */
import type { RouteObject } from 'react-router';

export const discoveryTabRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./pages/matchedTab') },
  { path: 'searchProfiles', lazy: () => import('./pages/searchTab') },
  { path: 'savedProfiles', lazy: () => import('./pages/savedTab') },
];

/** The dashboard tabs of this feature (children of the dashboard's tab frame): Matched is its index. */
import type { RouteObject } from 'react-router';
import { withLazyComponent } from '#web/lib/lazyComponent';
import { matchedTabLoader } from './loaders';
import { titled } from '#web/lib/pageTitle';

export const discoveryTabRoutes: RouteObject[] = [
  // The loader in the table, the page lazy: Matched's cards are asked for as the dashboard opens.
  withLazyComponent({ index: true, loader: matchedTabLoader, handle: titled('Matched Profiles') }, () => import('./pages/matchedTab')),
  { path: 'searchProfiles', handle: titled('Search Profiles'), lazy: () => import('./pages/searchTab') },
  { path: 'savedProfiles', handle: titled('Saved Profiles'), lazy: () => import('./pages/savedTab') },
];

/** The public pages of the site: home, support, events (the directory at /classified is its own feature). */
import type { RouteObject } from 'react-router';
// The home page is the first page of most visits: in the entry bundle, not a lazy chunk.
import * as home from './pages/home';

/** Children of the root route. */
export const siteRoutes: RouteObject[] = [
  { index: true, Component: home.Component },
  { path: 'support', lazy: () => import('./pages/support') },
  { path: 'events', lazy: () => import('./pages/events') },
];

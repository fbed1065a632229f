/** The public pages of the site: home, support, events (the directory at /classified is its own feature). */
import type { RouteObject } from 'react-router';
import { titled } from '#web/lib/pageTitle';

/** Children of the root route. */
export const siteRoutes: RouteObject[] = [
  // Lazy like the others: its text is pre-rendered (web/prerender.ts), so it paints before any
  // script; in the entry it brought Amplify UI's JavaScript into every first visit.
  { index: true, lazy: () => import('./pages/home'), handle: titled('Home') },
  { path: 'support', handle: titled('Support'), lazy: () => import('./pages/support') },
  { path: 'events', handle: titled('Community Events'), lazy: () => import('./pages/events') },
];

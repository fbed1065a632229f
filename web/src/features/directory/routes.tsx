/** The service-provider directory: the public /classified and the member's own listings (List My Service). */
import type { RouteObject } from 'react-router';
import { listMyServiceTitle } from '#shared/domain/entryTitles.js';
import { titled } from '#web/lib/pageTitle';

/** Children of the root route. */
export const directoryRoutes: RouteObject[] = [{ path: 'classified', handle: titled('Service Providers'), lazy: () => import('./pages/classified') }];

/** Children of /dashboard: the member's listings, a form to add or edit one, the owner's view. */
export const myServicesRoutes: RouteObject[] = [
  {
    path: 'myServices', handle: titled(listMyServiceTitle),
    children: [
      { index: true, lazy: () => import('./pages/myServices') },
      { path: 'new', handle: titled('List a Service'), lazy: () => import('./pages/serviceForm') },
      { path: ':providerId', handle: titled('My Service'), lazy: () => import('./pages/ownerView') },
      { path: ':providerId/edit', handle: titled('Edit Service'), lazy: () => import('./pages/serviceForm') },
    ],
  },
];

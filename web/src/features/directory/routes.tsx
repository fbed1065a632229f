/** The service-provider directory: the public /classified and the member's own listings (List My Service). */
import type { RouteObject } from 'react-router';

/** Children of the root route. */
export const directoryRoutes: RouteObject[] = [{ path: 'classified', lazy: () => import('./pages/classified') }];

/** Children of /dashboard: the member's listings, a form to add or edit one, the owner's view. */
export const myServicesRoutes: RouteObject[] = [
  {
    path: 'myServices',
    children: [
      { index: true, lazy: () => import('./pages/myServices') },
      { path: 'new', lazy: () => import('./pages/serviceForm') },
      { path: ':providerId', lazy: () => import('./pages/ownerView') },
      { path: ':providerId/edit', lazy: () => import('./pages/serviceForm') },
    ],
  },
];

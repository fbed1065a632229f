/** The volunteer console at /admin: Referral Requests, Directory (listings, domains and categories), Audit Trail. */
import { redirect, type RouteObject } from 'react-router';
import { paths } from '../../lib/paths';
import { requireVolunteer } from './requireVolunteer';

/** Children of the root route. */
export const consoleRoutes: RouteObject[] = [
  {
    path: 'admin',
    // Here rather than in the lazy layout: a member is refused before any console code loads.
    loader: () => {
      requireVolunteer();
      return null;
    },
    lazy: () => import('./pages/consoleLayout'),
    children: [
      {
        index: true,
        Component: () => null,
        loader: () => {
          requireVolunteer();
          return redirect(paths.consoleReferralRequests);
        },
      },
      { path: 'referralRequests', lazy: () => import('./pages/referralRequests') },
      { path: 'directory', lazy: () => import('./pages/directory') },
      { path: 'directory/categories', lazy: () => import('./pages/categories') },
      { path: 'auditTrail', lazy: () => import('./pages/auditTrail') },
    ],
  },
];

/**
 * The volunteer console at /admin: Referral Requests, Directory (listings, domains and categories),
 * Eligibility, Reports, an account's referral tree, Audit Trail.
 */
import { redirect, type RouteObject } from 'react-router';
import { paths } from '#web/lib/paths';
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
      { path: 'eligibility', lazy: () => import('./pages/eligibility') },
      { path: 'reports', lazy: () => import('./pages/reports') },
      { path: 'accounts/:userId', lazy: () => import('./pages/referralTree') },
      { path: 'auditTrail', lazy: () => import('./pages/auditTrail') },
    ],
  },
];

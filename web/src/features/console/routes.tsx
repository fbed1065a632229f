/**
 * The volunteer console at /admin: Referral Requests, Directory (listings, domains and categories),
 * Eligibility, Reports, an account's referral tree, Audit Trail.
 */
import { redirect, type RouteObject } from 'react-router';
import { titled } from '#web/lib/pageTitle';
import { paths } from '#web/lib/paths';
import { requireVolunteer } from './requireVolunteer';

/** Children of the root route. */
export const consoleRoutes: RouteObject[] = [
  {
    path: 'admin', handle: titled('Volunteer Console'),
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
      { path: 'referralRequests', handle: titled('Referral Requests'), lazy: () => import('./pages/referralRequests') },
      { path: 'directory', handle: titled('Directory'), lazy: () => import('./pages/directory') },
      { path: 'directory/categories', handle: titled('Domains and categories'), lazy: () => import('./pages/categories') },
      { path: 'eligibility', handle: titled('Eligibility'), lazy: () => import('./pages/eligibility') },
      { path: 'reports', handle: titled('Reports'), lazy: () => import('./pages/reports') },
      { path: 'accounts/:userId', handle: titled('Referral tree'), lazy: () => import('./pages/referralTree') },
      { path: 'auditTrail', handle: titled('Audit Trail'), lazy: () => import('./pages/auditTrail') },
    ],
  },
];

/**
 * Routes of the candidate profile itself: the new-profile form, the owner's view and edit, status,
 * and the public/shared views. Wired into router.tsx.
 */
import type { RouteObject } from 'react-router';

/** Children of /dashboard/myCandidateProfile. */
export const myCandidateProfileRoutes: RouteObject[] = [
  { index: true, lazy: () => import('../dashboard/myCandidateProfile') },
  { path: ':candidateId/edit', lazy: () => import('./profile/editProfile') },
  { path: 'changeCandProfileStatus', lazy: () => import('./profile/changeStatus') },
  { path: 'statusConfirm', lazy: () => import('./profile/statusConfirm') },
];

/** Children of the root route (public or self-guarded pages). */
export const candidateRootRoutes: RouteObject[] = [
  { path: 'new', lazy: () => import('../new') },
  { path: 'new/candProfileConfirm', lazy: () => import('./profile/candProfileConfirm') },
  { path: 'shared/:sharedPubURL', lazy: () => import('./profile/sharedProfile') },
  { path: 'viewMyProfile/:pubProfile', lazy: () => import('./profile/viewProfile') },
];

/**
 * Routes of the candidate profile itself: the new-profile form, the owner's view and edit, status,
 * and the public/shared views. Wired into router.tsx.
 */
import type { RouteObject } from 'react-router';

/** Children of /dashboard/myCandidateProfile. */
export const myCandidateProfileRoutes: RouteObject[] = [
  { index: true, lazy: () => import('../dashboard/myCandidateProfile') },
];

/** Children of the root route (public or self-guarded pages). */
export const candidateRootRoutes: RouteObject[] = [
  { path: 'new', lazy: () => import('../new') },
];

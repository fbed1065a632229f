/**
 * Routes of what belongs to a candidate profile: photos, expectations and the shared profile URL.
 * Wired into router.tsx.
 */
import type { RouteObject } from 'react-router';

/** Children of /dashboard/myCandidateProfile. */
export const candidateExtrasRoutes: RouteObject[] = [];

/** Children of /dashboard/userSettings (the same shared URL pages). */
export const userSettingsPubUrlRoutes: RouteObject[] = [
  { path: 'viewPubURL', lazy: () => import('../dashboard/userSettings/pubUrl') },
  { path: 'editPubURL', lazy: () => import('../dashboard/userSettings/pubUrl') },
];

/**
 * Routes of what belongs to a candidate profile: photos, expectations and the shared profile URL.
 * Wired into router.tsx.
 */
import type { RouteObject } from 'react-router';

/** The shared profile URL pages: the same modules under myCandidateProfile and userSettings. */
const pubUrlRoutes = (): RouteObject[] => [
  { path: 'viewPubURL', lazy: () => import('./pubUrl/viewPubURL') },
  { path: 'editPubURL', lazy: () => import('./pubUrl/editPubURL') },
];

/** Children of /dashboard/myCandidateProfile. */
export const candidateExtrasRoutes: RouteObject[] = [
  {
    path: ':candidateId/myPhotos',
    children: [
      { index: true, lazy: () => import('./photos/myPhotos') },
      { path: 'uploadphotos', lazy: () => import('./photos/uploadPhotos') },
      { path: 'confirmFileUpload', lazy: () => import('./photos/confirmFileUpload') },
    ],
  },
  {
    path: ':candidateId/myExpectation',
    children: [
      { index: true, lazy: () => import('./expectations/view') },
      { path: 'add', lazy: () => import('./expectations/form') },
      { path: ':expectationId/edit', lazy: () => import('./expectations/form') },
      { path: 'confirmExpectation', lazy: () => import('./expectations/confirm') },
    ],
  },
  ...pubUrlRoutes(),
];

/** Children of /dashboard/userSettings (the same shared URL pages). */
export const userSettingsPubUrlRoutes: RouteObject[] = pubUrlRoutes();

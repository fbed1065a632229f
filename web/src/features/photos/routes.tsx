/** The candidate's photos: the list (delete), the upload with its progress, and its confirmation. */
import type { RouteObject } from 'react-router';

/** Children of /dashboard/myCandidateProfile. */
export const photosRoutes: RouteObject[] = [
  {
    path: ':candidateId/myPhotos',
    children: [
      { index: true, lazy: () => import('./pages/myPhotos') },
      { path: 'uploadphotos', lazy: () => import('./pages/uploadPhotos') },
      { path: 'confirmFileUpload', lazy: () => import('./pages/confirmFileUpload') },
    ],
  },
];

/** The candidate's photos: the list (delete), the upload with its progress, and its confirmation. */
import type { RouteObject } from 'react-router';
import { titled } from '#web/lib/pageTitle';

/** Children of /dashboard/myCandidateProfile. */
export const photosRoutes: RouteObject[] = [
  {
    path: ':candidateId/myPhotos', handle: titled('My Photos'),
    children: [
      { index: true, lazy: () => import('./pages/myPhotos') },
      { path: 'uploadphotos', handle: titled('Upload Photos'), lazy: () => import('./pages/uploadPhotos') },
      { path: 'confirmFileUpload', handle: titled('Upload Photos'), lazy: () => import('./pages/confirmFileUpload') },
    ],
  },
];

/** A profile seen through a link: the public /shared/{name}, a member's /viewMyProfile/{name}, and the owner's shared URL. */
import type { RouteObject } from 'react-router';

/** Children of the root route. */
export const sharingRoutes: RouteObject[] = [
  { path: 'shared/:sharedPubURL', lazy: () => import('./pages/sharedProfile') },
  { path: 'viewMyProfile/:pubProfile', lazy: () => import('./pages/viewProfile') },
];

/**
 * The owner's shared URL pages. The same modules sit under myCandidateProfile and userSettings
 * (the pages keep their links under whichever they were opened from), so each place gets its own
 * route objects.
 */
export const sharedUrlRoutes = (): RouteObject[] => [
  { path: 'viewPubURL', lazy: () => import('./pages/viewPubUrl') },
  { path: 'editPubURL', lazy: () => import('./pages/editPubUrl') },
];

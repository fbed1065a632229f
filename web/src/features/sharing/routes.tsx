/** A profile seen through a link: the public /shared/{name}, a member's /viewMyProfile/{name}, and the owner's shared URL. */
import type { RouteObject } from 'react-router';
import { titled } from '#web/lib/pageTitle';

/** Children of the root route. */
export const sharingRoutes: RouteObject[] = [
  { path: 'shared/:sharedPubURL', handle: titled('Shared Profile'), lazy: () => import('./pages/sharedProfile') },
  { path: 'viewMyProfile/:pubProfile', handle: titled('Candidate Profile'), lazy: () => import('./pages/viewProfile') },
];

/**
 * The owner's shared URL pages. The same modules sit under myCandidateProfile and userSettings
 * (the pages keep their links under whichever they were opened from), so each place gets its own
 * route objects.
 */
export const sharedUrlRoutes = (): RouteObject[] => [
  { path: 'viewPubURL', handle: titled('Shared Profile URL'), lazy: () => import('./pages/viewPubUrl') },
  { path: 'editPubURL', handle: titled('Edit Shared Profile URL'), lazy: () => import('./pages/editPubUrl') },
];

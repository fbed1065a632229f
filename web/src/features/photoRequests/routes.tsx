/** Photo Requests: the requests other families sent for the family's photos. */
import type { RouteObject } from 'react-router';
import { titled } from '#web/lib/pageTitle';

/** Children of /dashboard/myCandidateProfile. */
export const photoRequestsRoutes: RouteObject[] = [{ path: 'photoRequests', handle: titled('Photo Requests'), lazy: () => import('./pages/photoRequests') }];

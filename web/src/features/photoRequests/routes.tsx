/** Photo Requests: the requests other families sent for the family's photos. */
import type { RouteObject } from 'react-router';

/** Children of /dashboard/myCandidateProfile. */
export const photoRequestsRoutes: RouteObject[] = [{ path: 'photoRequests', lazy: () => import('./pages/photoRequests') }];

/** The printable biodata: /biodata/{candidateId}. */
import type { RouteObject } from 'react-router';

/** Children of the root route (the page guards itself). */
export const biodataRoutes: RouteObject[] = [{ path: 'biodata/:candidateId', lazy: () => import('./pages/printBiodata') }];

/** The printable biodata: /biodata/{candidateId}. */
import type { RouteObject } from 'react-router';
import { titled } from '#web/lib/pageTitle';

/** Children of the root route (the page guards itself). */
export const biodataRoutes: RouteObject[] = [{ path: 'biodata/:candidateId', handle: titled('Biodata'), lazy: () => import('./pages/printBiodata') }];

/** The partner the family is looking for: one expectation per candidate. */
import type { RouteObject } from 'react-router';
import { titled } from '#web/lib/pageTitle';

/** Children of /dashboard/myCandidateProfile. */
export const expectationRoutes: RouteObject[] = [
  {
    path: ':candidateId/myExpectation', handle: titled('My Expectation'),
    children: [
      { index: true, lazy: () => import('./pages/view') },
      { path: 'add', handle: titled('Add Expectation'), lazy: () => import('./pages/form') },
      { path: ':expectationId/edit', handle: titled('Edit Expectation'), lazy: () => import('./pages/form') },
      { path: 'confirmExpectation', handle: titled('My Expectation'), lazy: () => import('./pages/confirm') },
    ],
  },
];

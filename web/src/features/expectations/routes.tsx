/** The partner the family is looking for: one expectation per candidate. */
import type { RouteObject } from 'react-router';

/** Children of /dashboard/myCandidateProfile. */
export const expectationRoutes: RouteObject[] = [
  {
    path: ':candidateId/myExpectation',
    children: [
      { index: true, lazy: () => import('./pages/view') },
      { path: 'add', lazy: () => import('./pages/form') },
      { path: ':expectationId/edit', lazy: () => import('./pages/form') },
      { path: 'confirmExpectation', lazy: () => import('./pages/confirm') },
    ],
  },
];

/**
 * Routes of the candidate profile itself: the new-profile form, the owner's view and edit, status,
 * and the public/shared views. Wired into router.tsx.
 */
import { redirect, type RouteObject } from 'react-router';

/** Children of /dashboard/myCandidateProfile. */
export const myCandidateProfileRoutes: RouteObject[] = [
  { index: true, lazy: () => import('../dashboard/myCandidateProfile') },
  { path: ':candidateId/edit', lazy: () => import('./profile/editProfile') },
  { path: 'changeCandProfileStatus', lazy: () => import('./profile/changeStatus') },
  { path: 'statusConfirm', lazy: () => import('./profile/statusConfirm') },
];

/** Children of the root route (public or self-guarded pages). */
export const candidateRootRoutes: RouteObject[] = [
  { path: 'new', lazy: () => import('../new') },
  {
    // The spec's 'Candidate details upload page' is the new-profile form.
    path: 'uploadprofile',
    loader: async ({ request }) => {
      const { requireSession } = await import('../../auth');
      const session = await requireSession(request);
      return redirect(`/new?uprofileid=${encodeURIComponent(session.id)}`);
    },
  },
  { path: 'new/candProfileConfirm', lazy: () => import('./profile/candProfileConfirm') },
  { path: 'shared/:sharedPubURL', lazy: () => import('./profile/sharedProfile') },
  { path: 'viewMyProfile/:pubProfile', lazy: () => import('./profile/viewProfile') },
];

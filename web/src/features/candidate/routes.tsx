/**
 * The candidate profile itself: the new-profile form, the notices after sign-in, and the owner's
 * view, edit and status pages.
 */
import { redirect, type RouteObject } from 'react-router';
import { paths } from '#web/lib/paths';

/** Children of the root route (each page guards itself). */
export const candidateRoutes: RouteObject[] = [
  { path: 'new', lazy: () => import('./pages/new') },
  {
    // The spec's 'Candidate details upload page' is the new-profile form.
    path: 'uploadprofile',
    loader: async ({ request }) => {
      const { requireSession } = await import('#web/lib/auth');
      const session = await requireSession(request);
      return redirect(paths.newProfile(session.id));
    },
  },
  { path: 'new/candProfileConfirm', lazy: () => import('./pages/candProfileConfirm') },
  { path: 'candProfileVisibilityNotify', lazy: () => import('./pages/candProfileVisibilityNotify') },
  { path: 'candProfilePhotoMissingNotify', lazy: () => import('./pages/candProfilePhotoMissingNotify') },
];

/** Children of /dashboard/myCandidateProfile. */
export const myCandidateProfileRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./pages/myCandidateProfile') },
  { path: ':candidateId/edit', lazy: () => import('./pages/editProfile') },
  { path: ':candidateId/familyDetails', lazy: () => import('./pages/familyDetails') },
  { path: ':candidateId/horoscope', lazy: () => import('./pages/horoscope') },
  { path: 'changeCandProfileStatus', lazy: () => import('./pages/changeStatus') },
  { path: 'statusConfirm', lazy: () => import('./pages/statusConfirm') },
];

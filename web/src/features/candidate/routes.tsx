/**
 * The candidate profile itself: the new-profile form, the notices after sign-in, and the owner's
 * view, edit and status pages.
 */
import { redirect, type RouteObject } from 'react-router';
import { paths } from '#web/lib/paths';
import { titled } from '#web/lib/pageTitle';

/** Children of the root route (each page guards itself). */
export const candidateRoutes: RouteObject[] = [
  { path: 'new', handle: titled('Candidate Details'), lazy: () => import('./pages/new') },
  {
    // The spec's 'Candidate details upload page' is the new-profile form.
    path: 'uploadprofile',
    loader: async ({ request }) => {
      const { requireSession } = await import('#web/lib/auth');
      const session = await requireSession(request);
      return redirect(paths.newProfile(session.id));
    },
  },
  { path: 'new/candProfileConfirm', handle: titled('Candidate Profile Saved'), lazy: () => import('./pages/candProfileConfirm') },
  { path: 'candProfileVisibilityNotify', handle: titled('Your Candidate Profile Is Disabled'), lazy: () => import('./pages/candProfileVisibilityNotify') },
  { path: 'candProfilePhotoMissingNotify', handle: titled('Your Candidate Profile Has No Photo'), lazy: () => import('./pages/candProfilePhotoMissingNotify') },
];

/** Children of /dashboard/myCandidateProfile. */
export const myCandidateProfileRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./pages/myCandidateProfile'), handle: titled('My Candidate Profile') },
  { path: ':candidateId/edit', handle: titled('Edit Candidate Profile'), lazy: () => import('./pages/editProfile') },
  { path: ':candidateId/familyDetails', handle: titled('Family Details'), lazy: () => import('./pages/familyDetails') },
  { path: ':candidateId/horoscope', handle: titled('Horoscope'), lazy: () => import('./pages/horoscope') },
  { path: 'changeCandProfileStatus', handle: titled('Candidate Profile Status'), lazy: () => import('./pages/changeStatus') },
  { path: 'statusConfirm', handle: titled('Profile Status Reason'), lazy: () => import('./pages/statusConfirm') },
];

/** Getting in by referral: the steps, the code, a request for one, sign-up, and passing one on. */
import type { RouteObject } from 'react-router';
import { titled } from '#web/lib/pageTitle';

/** Children of the root route. */
export const referralRoutes: RouteObject[] = [
  { path: 'stepsinfo', handle: titled('How to Join'), lazy: () => import('./pages/stepsInfo') },
  { path: 'referralcode', handle: titled('Sign Up with a Referral Code'), lazy: () => import('./pages/referralCode') },
  { path: 'requestReferral', handle: titled('Request a Referral Code'), lazy: () => import('./pages/requestReferral') },
  { path: 'requestReferralConfirm', handle: titled('Request a Referral Code'), lazy: () => import('./pages/requestReferralConfirm') },
  { path: 'signup', handle: titled('Sign Up'), lazy: () => import('./pages/signUp') },
  { path: 'signupConfirm', handle: titled('Confirm Your E-mail'), lazy: () => import('./pages/signUpConfirm') },
  // A family's invitation link: the family vouches for its own, no referral code.
  { path: 'invitation/:token', handle: titled('Join Your Family'), lazy: () => import('./pages/invitationSignUp') },
  { path: 'invitation/:token/confirm', handle: titled('Confirm Your E-mail'), lazy: () => import('./pages/invitationConfirm') },
];

/** Children of /dashboard/userSettings. */
export const referralSettingsRoutes: RouteObject[] = [{ path: 'referAFriend', handle: titled('Refer a Friend'), lazy: () => import('./pages/referAFriend') }];

/** Getting in by referral: the steps, the code, a request for one, sign-up, and passing one on. */
import type { RouteObject } from 'react-router';

/** Children of the root route. */
export const referralRoutes: RouteObject[] = [
  { path: 'stepsinfo', lazy: () => import('./pages/stepsInfo') },
  { path: 'referralcode', lazy: () => import('./pages/referralCode') },
  { path: 'requestReferral', lazy: () => import('./pages/requestReferral') },
  { path: 'requestReferralConfirm', lazy: () => import('./pages/requestReferralConfirm') },
  { path: 'signup', lazy: () => import('./pages/signUp') },
  { path: 'signupConfirm', lazy: () => import('./pages/signUpConfirm') },
];

/** Children of /dashboard/userSettings. */
export const referralSettingsRoutes: RouteObject[] = [{ path: 'referAFriend', lazy: () => import('./pages/referAFriend') }];

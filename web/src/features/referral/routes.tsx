/** Getting in by referral: the steps, the code, a request for one, sign-up, and passing one on. */
import type { RouteObject } from 'react-router';

/** Children of the root route. */
export const referralRoutes: RouteObject[] = [
  { path: 'stepsinfo', lazy: () => import('./pages/stepsinfo') },
  { path: 'referralcode', lazy: () => import('./pages/referralcode') },
  { path: 'requestReferral', lazy: () => import('./pages/requestReferral') },
  { path: 'requestReferralConfirm', lazy: () => import('./pages/requestReferralConfirm') },
  { path: 'signup', lazy: () => import('./pages/signup') },
  { path: 'signupConfirm', lazy: () => import('./pages/signupConfirm') },
];

/** Children of /dashboard/userSettings. */
export const referralSettingsRoutes: RouteObject[] = [{ path: 'referAFriend', lazy: () => import('./pages/referAFriend') }];

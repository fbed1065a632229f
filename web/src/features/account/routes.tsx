/** The member's account: signing in and out, a forgotten password, and the user settings. */
import type { RouteObject } from 'react-router';

/** Children of the root route. */
export const accountRoutes: RouteObject[] = [
  { path: 'signin', lazy: () => import('./pages/signIn') },
  { path: 'signout', lazy: () => import('./pages/signOut') },
  { path: 'forgotPassword', lazy: () => import('./pages/forgotPassword') },
  { path: 'forgotPassword/confirm', lazy: () => import('./pages/forgotPasswordConfirm') },
  // Public: a digest mail's unsubscribe link, opened without signing in.
  { path: 'unsubscribe', lazy: () => import('./pages/unsubscribe') },
  // Public too: a digest mail's frequency link.
  { path: 'mailFrequency', lazy: () => import('./pages/mailFrequency') },
];

/**
 * /dashboard/userSettings with its menu, the account's own pages, and `more`: the settings pages
 * other features add under the same menu (refer a friend, the shared profile URL).
 */
export const userSettingsRoute = (more: RouteObject[]): RouteObject => ({
  path: 'userSettings',
  lazy: () => import('./pages/settingsLayout'),
  children: [
    { index: true, lazy: () => import('./pages/settingsIndex') },
    { path: 'myUserProfile', lazy: () => import('./pages/myUserProfile') },
    { path: ':userProfileId/edit', lazy: () => import('./pages/editUserProfile') },
    { path: 'changeUserPass', lazy: () => import('./pages/changeUserPass') },
    { path: 'changeEmail', lazy: () => import('./pages/changeEmail') },
    { path: 'changeEmail/confirm', lazy: () => import('./pages/changeEmailConfirm') },
    { path: 'myData', lazy: () => import('./pages/myData') },
    { path: 'myData/deleteMyAccount', lazy: () => import('./pages/deleteMyAccount') },
    {
      path: 'viewNotifySetting',
      children: [
        { index: true, lazy: () => import('./pages/notifyView') },
        { path: 'add', lazy: () => import('./pages/notifyForm') },
        { path: ':userNotifySettingsId/edit', lazy: () => import('./pages/notifyForm') },
        { path: 'confirmNotifySave', lazy: () => import('./pages/notifyConfirm') },
      ],
    },
    ...more,
  ],
});

/** The member's account: signing in and out, a forgotten password, and the user settings. */
import type { RouteObject } from 'react-router';
import { titled } from '#web/lib/pageTitle';

/** Children of the root route. */
export const accountRoutes: RouteObject[] = [
  { path: 'signin', handle: titled('Sign In'), lazy: () => import('./pages/signIn') },
  { path: 'signout', handle: titled('Sign Out'), lazy: () => import('./pages/signOut') },
  { path: 'forgotPassword', handle: titled('Forgot Password'), lazy: () => import('./pages/forgotPassword') },
  { path: 'forgotPassword/confirm', handle: titled('Reset Password'), lazy: () => import('./pages/forgotPasswordConfirm') },
  // Public: a digest mail's unsubscribe link, opened without signing in.
  { path: 'unsubscribe', handle: titled('Unsubscribe'), lazy: () => import('./pages/unsubscribe') },
  // Public too: a digest mail's frequency link.
  { path: 'mailFrequency', handle: titled('E-mail Frequency'), lazy: () => import('./pages/mailFrequency') },
];

/**
 * /dashboard/userSettings with its menu, the account's own pages, and `more`: the settings pages
 * other features add under the same menu (refer a friend, the shared profile URL).
 */
export const userSettingsRoute = (more: RouteObject[]): RouteObject => ({
  path: 'userSettings', handle: titled('User Settings'),
  lazy: () => import('./pages/settingsLayout'),
  children: [
    { index: true, lazy: () => import('./pages/settingsIndex'), handle: titled('User Settings') },
    { path: 'myUserProfile', handle: titled('My User Profile'), lazy: () => import('./pages/myUserProfile') },
    { path: ':userProfileId/edit', handle: titled('Edit My User Profile'), lazy: () => import('./pages/editUserProfile') },
    { path: 'changeUserPass', handle: titled('Change Password'), lazy: () => import('./pages/changeUserPass') },
    { path: 'changeEmail', handle: titled('Change E-mail'), lazy: () => import('./pages/changeEmail') },
    { path: 'changeEmail/confirm', handle: titled('Change E-mail'), lazy: () => import('./pages/changeEmailConfirm') },
    { path: 'familyMembers', handle: titled('Family Members'), lazy: () => import('./pages/familyMembers') },
    { path: 'familyActivity', handle: titled('Family Activity'), lazy: () => import('./pages/familyActivity') },
    { path: 'myData', handle: titled('My Data'), lazy: () => import('./pages/myData') },
    { path: 'myData/deleteMyAccount', handle: titled('Delete My Account and Everything'), lazy: () => import('./pages/deleteMyAccount') },
    {
      path: 'viewNotifySetting', handle: titled('Notification Settings'),
      children: [
        { index: true, lazy: () => import('./pages/notifyView') },
        { path: 'add', handle: titled('Add Notification Settings'), lazy: () => import('./pages/notifyForm') },
        { path: ':userNotifySettingsId/edit', handle: titled('Edit Notification Settings'), lazy: () => import('./pages/notifyForm') },
        { path: 'confirmNotifySave', handle: titled('Notification Settings'), lazy: () => import('./pages/notifyConfirm') },
      ],
    },
    ...more,
  ],
});

import { createBrowserRouter, data, type RouteObject } from 'react-router';
import { ErrorContent, RootErrorPage } from './components/ErrorPage';
import { Layout, Loading } from './components/Layout';
import { rootLoader } from './root';
import * as home from './routes/home';
import { candidateExtrasRoutes, userSettingsPubUrlRoutes } from './routes/candidate/extrasRoutes';
import { candidateRootRoutes, myCandidateProfileRoutes } from './routes/candidate/profileRoutes';

const settings: RouteObject[] = [
  { index: true, lazy: () => import('./routes/dashboard/userSettings/index') },
  { path: 'myUserProfile', lazy: () => import('./routes/dashboard/userSettings/myUserProfile') },
  { path: ':userProfileId/edit', lazy: () => import('./routes/dashboard/userSettings/editUserProfile') },
  { path: 'changeUserPass', lazy: () => import('./routes/dashboard/userSettings/changeUserPass') },
  {
    path: 'viewNotifySetting',
    children: [
      { index: true, lazy: () => import('./routes/dashboard/userSettings/notifyView') },
      { path: 'add', lazy: () => import('./routes/dashboard/userSettings/notifyForm') },
      { path: ':userNotifySettingsId/edit', lazy: () => import('./routes/dashboard/userSettings/notifyForm') },
      { path: 'confirmNotifySave', lazy: () => import('./routes/dashboard/userSettings/notifyConfirm') },
    ],
  },
  { path: 'referAFriend', lazy: () => import('./routes/dashboard/userSettings/referAFriend') },
  ...userSettingsPubUrlRoutes,
];

export const routeTree: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    // The loader only reads localStorage: re-read it on every navigation so the navbar never lags.
    shouldRevalidate: () => true,
    Component: Layout,
    HydrateFallback: Loading,
    errorElement: <RootErrorPage />,
    children: [
      {
        // Errors below render inside the layout, navbar included.
        errorElement: <ErrorContent />,
        children: [
          { index: true, Component: home.Component },
          { path: 'support', lazy: () => import('./routes/support') },
          { path: 'stepsinfo', lazy: () => import('./routes/stepsinfo') },
          { path: 'events', lazy: () => import('./routes/events') },
          { path: 'classified', lazy: () => import('./routes/classified') },
          { path: 'referralcode', lazy: () => import('./routes/referralcode') },
          { path: 'requestReferral', lazy: () => import('./routes/requestReferral') },
          { path: 'requestReferralConfirm', lazy: () => import('./routes/requestReferralConfirm') },
          { path: 'signup', lazy: () => import('./routes/signup') },
          { path: 'signin', lazy: () => import('./routes/signin') },
          { path: 'signout', lazy: () => import('./routes/signout') },
          { path: 'forgotPassword', lazy: () => import('./routes/forgotPassword') },
          { path: 'forgotPassword/confirm', lazy: () => import('./routes/forgotPasswordConfirm') },
          ...candidateRootRoutes,
          { path: 'candProfileVisibilityNotify', lazy: () => import('./routes/candProfileVisibilityNotify') },
          { path: 'candProfilePhotoMissingNotify', lazy: () => import('./routes/candProfilePhotoMissingNotify') },
          {
            id: 'dashboard',
            path: 'dashboard',
            lazy: () => import('./routes/dashboard/layout'),
            children: [
              { index: true, lazy: () => import('./routes/dashboard/index') },
              {
                path: 'myCandidateProfile',
                children: [...myCandidateProfileRoutes, ...candidateExtrasRoutes],
              },
              {
                path: 'userSettings',
                lazy: () => import('./routes/dashboard/userSettings/layout'),
                children: settings,
              },
            ],
          },
          {
            path: '*',
            Component: () => null,
            loader: () => {
              throw data('Not Found', { status: 404 });
            },
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routeTree);

/**
 * The route tree: the layout, the error pages and the dashboard frame, composed of each feature's
 * own route lists. Every URL is the spec's; pages are lazy route modules so the first page stays small.
 * The browser's router is made in main.tsx, the build's static one in prerender.tsx.
 */
import { data, type HydrationState, type RouteObject } from 'react-router';
import { accountRoutes, userSettingsRoute } from '#web/features/account/routes';
import { biodataRoutes } from '#web/features/biodata/routes';
import { blockingSettingsRoutes } from '#web/features/blocking/routes';
import { candidateRoutes, myCandidateProfileRoutes } from '#web/features/candidate/routes';
import { consoleRoutes } from '#web/features/console/routes';
import { directoryRoutes, myServicesRoutes } from '#web/features/directory/routes';
import { expectationRoutes } from '#web/features/expectations/routes';
import { photosRoutes } from '#web/features/photos/routes';
import { photoRequestsRoutes } from '#web/features/photoRequests/routes';
import { referralRoutes, referralSettingsRoutes } from '#web/features/referral/routes';
import { sharedUrlRoutes, sharingRoutes } from '#web/features/sharing/routes';
import { siteRoutes } from '#web/features/site/routes';
import { titled } from '#web/lib/pageTitle';
import { dashboardRoute, dashboardTabsRoute } from './dashboard/routes';
import { ErrorContent, RootErrorPage } from './ErrorPage';
import { Layout, Loading } from './Layout';
import { rootLoader } from './rootLoader';

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
          ...siteRoutes,
          ...directoryRoutes,
          ...referralRoutes,
          ...accountRoutes,
          ...candidateRoutes,
          ...sharingRoutes,
          ...biodataRoutes,
          ...consoleRoutes,
          dashboardRoute([
            dashboardTabsRoute,
            {
              path: 'myCandidateProfile',
              handle: titled('My Candidate Profile'),
              children: [...myCandidateProfileRoutes, ...photosRoutes, ...photoRequestsRoutes, ...expectationRoutes, ...sharedUrlRoutes()],
            },
            userSettingsRoute([...referralSettingsRoutes, ...sharedUrlRoutes(), ...blockingSettingsRoutes]),
            ...myServicesRoutes,
          ]),
          {
            path: '*',
            handle: titled('Page Not Found'),
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

/**
 * The browser router's start (main.tsx): the root's data (the stored session, read synchronously)
 * is there from the first render, so the layout and its navbar draw at once, with the page's own
 * HydrateFallback inside (the dashboard's frame and heading: ./dashboard/frame.tsx) while the
 * page's lazy modules and loaders come, instead of an empty screen with a spinner.
 */
export const firstLoadState = (): { hydrationData: HydrationState } => ({ hydrationData: { loaderData: { root: rootLoader() } } });

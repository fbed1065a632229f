/**
 * Renders routes the way the app does (a data router: loaders, actions, lazy route modules) but in
 * memory, under a bare root route with the app's own root loader. Only the pages under test are
 * mounted, so what a test sees is the page itself, not the navbar around it.
 */
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useRouteError, type RouteObject } from 'react-router';
import { rootLoader } from '#web/app/rootLoader';

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

const routers: MemoryRouter[] = [];
const routeErrors: unknown[] = [];

/** What a loader or action threw that the page did not handle itself: setup.ts fails the test on any. */
export function unexpectedRouteErrors(): readonly unknown[] {
  return routeErrors;
}

function RouteErrorShown() {
  const error = useRouteError();
  routeErrors.push(error);
  return <p role="alert">{`Route error: ${error instanceof Error ? error.message : String(error)}`}</p>;
}

export interface RenderedRoute extends RenderResult {
  router: MemoryRouter;
  user: ReturnType<typeof userEvent.setup>;
  /** The router's current URL (pathname + search). */
  url: () => string;
}

/**
 * `routes` are children of `/` (a feature's own route list, or a nesting of it such as
 * `[{ path: 'dashboard/myCandidateProfile', children: photosRoutes }]`); `at` is the URL opened.
 */
export function renderRoutes(
  routes: RouteObject[],
  at: string,
  options: { user?: Parameters<typeof userEvent.setup>[0] } = {},
): RenderedRoute {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: rootLoader,
        Component: Outlet,
        HydrateFallback: () => null,
        errorElement: <RouteErrorShown />,
        children: routes,
      },
    ],
    { initialEntries: [at] },
  );
  routers.push(router);
  const user = userEvent.setup(options.user);
  const rendered = render(<RouterProvider router={router} />);
  const url = () => router.state.location.pathname + router.state.location.search;
  return { ...rendered, router, user, url };
}

/** Stops every router of the test (pending loaders, timers) and forgets its route errors. */
export function disposeRouters(): void {
  for (const router of routers.splice(0)) router.dispose();
  routeErrors.length = 0;
}

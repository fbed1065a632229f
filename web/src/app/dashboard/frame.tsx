/**
 * The dashboard's frame, in the entry bundle: the sub-navigation and, while the page's own code and
 * data load on a first visit, the same frame with its heading (the router's HydrateFallback of the
 * `dashboard` route). So the heading, the page's largest paint, draws as soon as the entry has run,
 * not after the lazy route modules and the loaders; the real page then takes its place unchanged.
 */
import { useLayoutEffect, useRef } from 'react';
import { Link, NavLink, useLocation, useRouteLoaderData } from 'react-router';
import { listMyServiceTitle } from '#shared/domain/entryTitles.js';
import { bringIntoRow } from '#web/lib/bringIntoRow';
import { paths } from '#web/lib/paths';
import { Loading } from '#web/app/Layout';
import type { RootData } from '#web/app/rootLoader';

/** The spec's five dashboard tabs, in its order; Matched Profiles is the dashboard itself. */
export const dashboardTabs = [
  { label: 'Matched Profiles', path: paths.matchedProfiles },
  { label: 'Search Profiles', path: paths.searchProfiles() },
  { label: 'Saved Profiles', path: paths.savedProfiles },
  { label: 'My Proposals', path: paths.myProposals },
  { label: 'Received Proposals', path: paths.receivedProposals },
] as const;

export const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** Whether a URL path is one of the tabs (the dashboard's sub-navigation marks 'My Dashboard' then). */
export const isDashboardTab = (pathname: string) => dashboardTabs.some((t) => t.path === trimSlash(pathname));

export function DashboardSubnav() {
  // 'My Dashboard' stays marked on every tab of the dashboard, and on nothing below the other two.
  const { pathname } = useLocation();
  const onTab = isDashboardTab(pathname);
  const row = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => bringIntoRow(row.current?.querySelector<HTMLElement>('a[aria-current="page"]')?.parentElement, row.current), [pathname]);
  return (
    <nav aria-label="Dashboard" className="subnav">
      <ul ref={row}>
        <li>
          <Link to={paths.dashboard} className={onTab ? 'active' : undefined} aria-current={onTab ? 'page' : undefined}>
            My Dashboard
          </Link>
        </li>
        <li>
          <NavLink to={paths.myProfile}>My Candidate Profile</NavLink>
        </li>
        <li>
          <NavLink to={paths.userSettings}>User Settings</NavLink>
        </li>
        <li>
          <NavLink to={paths.myServices}>{listMyServiceTitle}</NavLink>
        </li>
      </ul>
    </nav>
  );
}

/** The tabs' room while the session comes: the footer stays below the fold (no layout shift). */
export function TabsLoading() {
  return (
    <div className="dashboard-loading">
      <Loading />
    </div>
  );
}

/**
 * What a first visit to the dashboard shows until its route modules and loaders are in: the frame
 * the tab frame (tabsFrame.tsx) draws before its session comes. A visitor without a stored session
 * is on the way to the sign-in page: the plain loading state.
 */
export function DashboardHydrateFallback() {
  const signedIn = (useRouteLoaderData('root') as RootData | undefined)?.session;
  const { pathname } = useLocation();
  if (!signedIn) return <Loading />;
  return (
    <div className="dashboard">
      <DashboardSubnav />
      {isDashboardTab(pathname) ? (
        <section className="page">
          <h1>My Dashboard</h1>
          <TabsLoading />
        </section>
      ) : (
        <Loading />
      )}
    </div>
  );
}

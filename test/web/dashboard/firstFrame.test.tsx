/**
 * A first visit to the dashboard draws its frame (the navbar, the sub-navigation and the heading,
 * the page's largest paint) in the first render, from the entry bundle alone: the router starts with
 * the root's data (firstLoadState) and the `dashboard` route's HydrateFallback draws what the tab
 * frame draws before its session comes. The real page then takes its place with the same heading.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { firstLoadState, routeTree } from '#web/app/router';
import { clearSession } from '#web/lib/session';
import { answer, apiRequests } from '../network';
import { member, signedIn } from '../session';

const routers: ReturnType<typeof createMemoryRouter>[] = [];
const open = (at: string) => {
  const router = createMemoryRouter(routeTree, { initialEntries: [at], ...firstLoadState() });
  routers.push(router);
  render(<RouterProvider router={router} />);
  return router;
};

beforeEach(() => {
  answer('GET', '/api/usermgmt/session', member);
  answer('GET', `/api/profilemgmt/getMatchingProfiles/${member.candidateId}`, { total: 0, page: 1, pageSize: 24, items: [], hasExpectation: true });
});
afterEach(() => {
  for (const router of routers.splice(0)) router.dispose();
});

it("draws the dashboard's heading, sub-navigation and navbar in the first render, before any route module has loaded", async () => {
  signedIn();
  const router = open('/dashboard');
  // Synchronously after the first render: no lazy module can have arrived.
  expect(router.state.initialized).toBe(false);
  expect(screen.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeTruthy();
  expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeTruthy();
  // The sub-navigation's link (a phone's bottom bar names the place too).
  expect(within(screen.getByRole('navigation', { name: 'Dashboard' })).getByRole('link', { name: 'My Dashboard' }).getAttribute('aria-current')).toBe('page');
  // The signed-in navbar, from the stored session.
  expect(screen.getByRole('link', { name: `Welcome ${member.firstName}!` })).toBeTruthy();
  expect(screen.getByRole('status').textContent).toContain('Loading');

  // The page itself replaces it: one heading, the tabs below it.
  expect(await screen.findByRole('tablist', { name: 'Profiles and proposals' })).toBeTruthy();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  // The tabs then count what waits (their requests end within this test).
  await waitFor(() => expect(apiRequests().filter((r) => r.path.includes('getPhotoRequestList'))).toHaveLength(1));
});

it('draws the sub-navigation without the tabs\' heading below the dashboard', () => {
  signedIn();
  open('/dashboard/userSettings');
  expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeTruthy();
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
});

it('draws no dashboard frame for a visitor without a stored session (on the way to sign-in)', () => {
  clearSession();
  open('/dashboard');
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  expect(screen.queryByRole('navigation', { name: 'Dashboard' })).toBeNull();
});

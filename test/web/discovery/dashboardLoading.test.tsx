/**
 * /dashboard's data starts with the navigation: the loaders are in the route table, so the session
 * and the first matched page are asked for before the pages' lazy modules have loaded, and the
 * session (the Amplify token) is read once for all the loaders and requests of the navigation.
 */
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { beforeEach, expect, it, vi } from 'vitest';
import { dashboardRoute, dashboardTabsRoute } from '#web/app/dashboard/routes';
import { discoveryTabRoutes } from '#web/features/discovery/routes';
import { accessToken } from '#web/lib/auth/amplify';
import { answer, apiRequests } from '../network';
import { renderRoutes } from '../render';
import { member, signedIn } from '../session';

const sessionPath = '/api/usermgmt/session';
const matchedPath = `/api/profilemgmt/getMatchingProfiles/${member.candidateId}`;
const card = {
  id: 'cand-1001', firstName: 'Asha', age: 29, height: `5'6"`, city: 'Toronto', state: 'Ontario', country: 'Canada',
  profession: 'Engineer', photoURL: null, saved: false, yours: { met: 3, of: 4, criteria: [] }, theirs: { met: 2, of: 2, criteria: [] },
};

beforeEach(() => {
  signedIn();
  answer('GET', sessionPath, member);
  answer('GET', matchedPath, { total: 1, page: 1, pageSize: 24, items: [card], hasExpectation: true });
  vi.mocked(accessToken).mockClear();
});

const matchedTabRoute = discoveryTabRoutes.find((r) => r.index)!;

it("asks for the session and the first matched page before the pages' code has loaded, reading the sign-in once", async () => {
  // The pages' modules never arrive: only what the route table itself holds can ask for anything.
  const held = (route: RouteObject, children?: RouteObject[]): RouteObject =>
    ({ ...route, lazy: { Component: () => new Promise<never>(() => undefined) }, ...(children ? { children } : {}) }) as RouteObject;
  renderRoutes([held(dashboardRoute([]), [held(dashboardTabsRoute, [held(matchedTabRoute)])])], '/dashboard');
  await waitFor(() => expect(apiRequests().map((r) => r.path).sort()).toEqual([matchedPath, sessionPath]));
  // Three loaders and two API requests, one read of Amplify's session.
  expect(accessToken).toHaveBeenCalledTimes(1);
});

it('shows the cards of the page the loader asked for, without asking again', async () => {
  renderRoutes([dashboardRoute([dashboardTabsRoute])], '/dashboard');
  expect(await screen.findByRole('article', { name: 'Asha' })).toBeTruthy();
  expect(apiRequests().filter((r) => r.path === matchedPath)).toHaveLength(1);
  expect(apiRequests().filter((r) => r.path === sessionPath)).toHaveLength(1);
  // The navigation read the sign-in once; the counts of what waits, asked once the tabs show, once more.
  await waitFor(() => expect(apiRequests().filter((r) => r.path.includes('getPhotoRequestList'))).toHaveLength(1));
  expect(accessToken).toHaveBeenCalledTimes(2);
});

/**
 * Every web test runs with: the fake server of network.ts in place of fetch (an undeclared request
 * fails the test), an empty localStorage, and the app's Amplify module stubbed so no test reaches
 * Cognito — signed-in state is the stored session (session.ts) plus this stub's access token.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { fakeFetch, resetNetwork, unhandledRequests } from './network';
import { disposeRouters, unexpectedRouteErrors } from './render';

// The app's own boundary to Amplify (lib/auth loads it lazily): a live session's token, no Cognito.
vi.mock('#web/lib/auth/amplify', () => ({
  ensureConfigured: vi.fn(async () => undefined),
  accessToken: vi.fn(async () => 'test-access-token'),
  cognitoSignIn: vi.fn(async () => {
    throw new Error('Cognito sign-in is not part of the web component tests');
  }),
  cognitoSignOut: vi.fn(async () => undefined),
}));

// A page's first visit transforms its lazy route module (and the shared lists) on the fly: allow for it.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  resetNetwork();
  localStorage.clear();
  vi.stubGlobal('fetch', fakeFetch);
});

afterEach(() => {
  cleanup();
  const routeErrors = [...unexpectedRouteErrors()];
  const unhandled = [...unhandledRequests()];
  disposeRouters();
  vi.unstubAllGlobals();
  expect(unhandled, 'requests the test did not declare').toEqual([]);
  expect(routeErrors, 'errors a loader or action threw').toEqual([]);
});

/** /shared/{name}: the profile a family shares through its public link, no sign-in. */
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { candidateProfileView, type CandidateProfileView } from '#shared/domain/candidate.js';
import { sharingRoutes } from '#web/features/sharing/routes';
import { candidateBody } from '../../sampleData.js';
import { answer, apiRequests } from '../network';
import { renderRoutes } from '../render';

const { candidateContactDetailsVisibilityFlag: _, ...details } = candidateBody();
const priya: CandidateProfileView = candidateProfileView.parse({
  ...details,
  id: 'cand-0001',
  ownProfile: false,
  age: 30,
  height: `5'4"`,
  contactDetailsMasked: false,
  photos: [],
  updatedDate: '2025-01-01T00:00:00.000Z',
});

it("says so when there is no shared profile behind the URL (404)", async () => {
  answer('GET', '/api/profilemgmt/getSharedProfile/no-such-name', { message: 'Not found' }, 404);
  renderRoutes(sharingRoutes, '/shared/no-such-name');

  expect((await screen.findByRole('alert')).textContent).toContain("We didn't find the shared profile for this URL.");
});

it('shows the shared profile without signing in', async () => {
  answer('GET', '/api/profilemgmt/getSharedProfile/priya-sharma', priya);
  renderRoutes(sharingRoutes, '/shared/priya-sharma');

  expect(await screen.findByRole('heading', { name: "Priya's Profile" })).toBeTruthy();
  expect(screen.getByText('No photos are shared yet.')).toBeTruthy();
  expect(screen.getByText('Maple Leaf Analytics')).toBeTruthy();
  expect(apiRequests()[0]?.headers.has('Authorization')).toBe(false);
});

it('opens a link retyped in capitals (names are kept in lower case)', async () => {
  answer('GET', '/api/profilemgmt/getSharedProfile/priya-sharma', priya);
  renderRoutes(sharingRoutes, '/shared/Priya-SHARMA');
  expect(await screen.findByRole('heading', { name: "Priya's Profile" })).toBeTruthy();
});

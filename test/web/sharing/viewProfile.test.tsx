/** /viewMyProfile/{name}: another family's profile with Save To My List, or the gate's message and the link that lifts it. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { candidateProfileView, type CandidateProfileView } from '#shared/domain/candidate.js';
import { ALREADY_SAVED, SAVED } from '#shared/domain/search.js';
import { viewGateTexts } from '#shared/texts.js';
import { sharingRoutes } from '#web/features/sharing/routes';
import { candidateBody } from '../../sampleData.js';
import { answer, apiRequests } from '../network';
import { renderRoutes } from '../render';
import { member, signedIn } from '../session';

const { candidateContactDetailsVisibilityFlag: _, ...details } = candidateBody();
const neha: CandidateProfileView = candidateProfileView.parse({
  ...details,
  id: 'cand-0042',
  firstName: 'Neha',
  ownProfile: false,
  age: 30,
  height: `5'4"`,
  contactDetailsMasked: true,
  photos: [],
  updatedDate: '2025-01-01T00:00:00.000Z',
});
const profilePath = '/api/profilemgmt/getProfileByPubURL/neha-sharma';
const savedListPath = `/api/usermgmt/getUserSavedProfileList/${member.id}`;
const savedItem = { id: neha.id, candidateId: neha.id, updatedDate: '2025-01-02T00:00:00.000Z', candidateProfile: null };

describe("Save To My List on another family's profile", () => {
  it('saves the profile and turns into Saved with the server\'s answer', async () => {
    signedIn();
    answer('GET', profilePath, neha);
    answer('GET', savedListPath, { items: [] });
    answer('POST', '/api/usermgmt/saveUserSavedProfile', { message: SAVED, id: neha.id, alreadySaved: false });
    const { user } = renderRoutes(sharingRoutes, '/viewMyProfile/neha-sharma');

    await user.click(await screen.findByRole('button', { name: 'Save To My List' }));
    expect(await screen.findByText(SAVED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Saved' }).getAttribute('aria-disabled')).toBe('true');
    expect(apiRequests().find((r) => r.method === 'POST')?.body).toEqual({ userProfileId: member.id, candidateId: neha.id });
  });

  it('says Saved from the start when the profile is already in the list', async () => {
    signedIn();
    answer('GET', profilePath, neha);
    answer('GET', savedListPath, { items: [savedItem] });
    renderRoutes(sharingRoutes, '/viewMyProfile/neha-sharma');

    expect((await screen.findByRole('button', { name: 'Saved' })).getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Save To My List' })).toBeNull();
  });

  it("still saves when the list could not be read (the server says it was already there)", async () => {
    signedIn();
    answer('GET', profilePath, neha);
    answer('GET', savedListPath, { message: 'Internal Server Error' }, 500);
    answer('POST', '/api/usermgmt/saveUserSavedProfile', { message: ALREADY_SAVED, id: neha.id, alreadySaved: true });
    const { user } = renderRoutes(sharingRoutes, '/viewMyProfile/neha-sharma');

    await user.click(await screen.findByRole('button', { name: 'Save To My List' }));
    expect(await screen.findByText(ALREADY_SAVED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy();
  });

  it('offers no Save on the family\'s own profile', async () => {
    signedIn();
    answer('GET', profilePath, { ...neha, ownProfile: true });
    renderRoutes(sharingRoutes, '/viewMyProfile/neha-sharma');

    expect(await screen.findByRole('heading', { name: "Neha's Profile" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
  });
});

describe("another family's profile by its public name", () => {
  it('shows the gate of the fresh session, with the link that fixes it', async () => {
    signedIn();
    answer('GET', '/api/profilemgmt/getProfileByPubURL/neha-sharma', { message: viewGateTexts.ineligible }, 403);
    answer('GET', '/api/usermgmt/session', { ...member, viewGate: 'ineligible' });
    renderRoutes(sharingRoutes, '/viewMyProfile/neha-sharma');
    expect((await screen.findByRole('status')).textContent).toBe(viewGateTexts.ineligible);
    expect((await screen.findByRole('link', { name: 'Contact Support' })).getAttribute('href')).toBe('/support');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});

/** /dashboard: the placeholder for a member who may view profiles, otherwise the gate's message and link. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ViewGate } from '#shared/domain/viewGate.js';
import { readSession } from '../../web/src/lib/session';
import { answer, apiRequests } from './network';
import { renderRoutes } from './render';
import { member, signedIn } from './session';

const dashboardRoutes = [{ path: 'dashboard', lazy: () => import('../../web/src/app/dashboard/index') }];

/** The stored session says the member may view; the server's fresh one carries `viewGate`. */
function openDashboard(viewGate: ViewGate | null, changes: Partial<typeof member> = {}) {
  signedIn();
  answer('GET', '/api/usermgmt/session', { ...member, ...changes, viewGate });
  return renderRoutes(dashboardRoutes, '/dashboard');
}

const link = (name: string) => screen.findByRole('link', { name });

describe('the dashboard', () => {
  it('keeps its placeholder when the member may view profiles', async () => {
    openDashboard(null);
    expect(await screen.findByText(/will appear here soon/)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(apiRequests().map((r) => r.path)).toEqual(['/api/usermgmt/session']);
  });

  it('asks for a photo, with the Upload Photos link', async () => {
    openDashboard('noPhoto', { candidateProfilePhotoFlag: false });
    expect((await screen.findByRole('status')).textContent).toBe('Your candidate photo(s) are not uploaded. Please upload at least one photo.');
    expect((await link('Upload Photos')).getAttribute('href')).toBe('/dashboard/myCandidateProfile/cand-0001/myPhotos/uploadphotos');
    expect(screen.queryByText(/will appear here soon/)).toBeNull();
    // The fresh answer is stored, so the rest of the app routes by it too.
    expect(readSession()).toMatchObject({ viewGate: 'noPhoto', candidateProfilePhotoFlag: false });
  });

  it('tells an ineligible member so, with the way to support', async () => {
    openDashboard('ineligible');
    expect((await screen.findByRole('status')).textContent).toBe('You are not eligible to view profiles. Please contact support.');
    expect((await link('Contact Support')).getAttribute('href')).toBe('/support');
  });

  it('asks a disabled profile to enable itself, with the Enable Candidate Profile link', async () => {
    openDashboard('disabled', { candidateProfileVisibilityFlag: false });
    expect((await screen.findByRole('status')).textContent).toBe(
      "Your candidate profile is disabled, so you can't see other's profiles. Please first enable your candidate profile.",
    );
    expect((await link('Enable Candidate Profile')).getAttribute('href')).toBe('/dashboard/myCandidateProfile');
  });

  it('sends a member without a candidate profile to create one', async () => {
    openDashboard('noProfile', { candidateId: null, candidateProfileVisibilityFlag: false, candidateProfilePhotoFlag: false });
    expect((await screen.findByRole('status')).textContent).toBe('Please create your candidate profile first.');
    expect((await link('Create the Candidate Profile')).getAttribute('href')).toBe('/new?uprofileid=user-0001');
  });
});

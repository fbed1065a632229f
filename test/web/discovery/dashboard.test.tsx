/** /dashboard: the five tabs for a member who may view profiles, otherwise the gate's message and link. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ViewGate } from '#shared/domain/viewGate.js';
import { dashboardTabsRoute } from '#web/app/dashboard/routes';
import { readSession } from '#web/lib/session';
import { answer, apiRequests } from '../network';
import { renderRoutes } from '../render';
import { member, signedIn } from '../session';

const dashboardRoutes = [{ path: 'dashboard', children: [dashboardTabsRoute] }];

/** The stored session says the member may view; the server's fresh one carries `viewGate`. */
function openDashboard(viewGate: ViewGate | null, changes: Partial<typeof member> = {}, at = '/dashboard') {
  signedIn();
  answer('GET', '/api/usermgmt/session', { ...member, ...changes, viewGate });
  // The Matched tab (the dashboard's index) loads the member's matches.
  answer('GET', '/api/profilemgmt/getMatchingProfiles/cand-0001', { total: 0, page: 1, pageSize: 24, items: [], hasExpectation: true });
  // The proposal tabs load their lists.
  answer('GET', '/api/userinteract/getMySentProposalList/user-0001/cand-0001', { items: [] });
  answer('GET', '/api/userinteract/getMyReceivedProposalList/user-0001/cand-0001', { items: [] });
  return renderRoutes(dashboardRoutes, at);
}

const tabNames = ['Matched Profiles', 'Search Profiles', 'Saved Profiles', 'My Proposals', 'Received Proposals'];
const selectedTab = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;

const link = (name: string) => screen.findByRole('link', { name });

describe('the dashboard', () => {
  it('shows the five tabs, opening on Matched Profiles', async () => {
    openDashboard(null);
    const tablist = await screen.findByRole('tablist');
    expect(within(tablist).getAllByRole('tab').map((t) => t.textContent)).toEqual(tabNames);
    expect(selectedTab()).toBe('Matched Profiles');
    const panel = screen.getByRole('tabpanel', { name: 'Matched Profiles' });
    expect(within(panel).getByRole('heading', { name: 'Matched Profiles' })).toBeTruthy();
    expect(apiRequests().map((r) => r.path)).toContain('/api/usermgmt/session');
  });

  it('keeps the tab in the URL, and moves between tabs with the arrow keys', async () => {
    const { user, url, router } = openDashboard(null);
    const matched = await screen.findByRole('tab', { name: 'Matched Profiles' });
    matched.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Search Profiles');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('Received Proposals');
    await user.keyboard('{Home}');
    expect(document.activeElement?.textContent).toBe('Matched Profiles');

    await user.click(screen.getByRole('tab', { name: 'My Proposals' }));
    expect(await screen.findByText(/You have not sent a proposal yet/)).toBeTruthy();
    expect(url()).toBe('/dashboard/myProposals');
    expect(selectedTab()).toBe('My Proposals');

    await user.click(screen.getByRole('tab', { name: 'Received Proposals' }));
    expect(await screen.findByText(/No family has sent you a proposal yet/)).toBeTruthy();
    await router.navigate(-1);
    expect(await screen.findByText(/You have not sent a proposal yet/)).toBeTruthy();
    expect(url()).toBe('/dashboard/myProposals');
  });

  it('opens the tab the URL names (a reload keeps it)', async () => {
    openDashboard(null, {}, '/dashboard/receivedProposals');
    expect(await screen.findByRole('heading', { name: 'Received Proposals' })).toBeTruthy();
    expect(selectedTab()).toBe('Received Proposals');
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0).map((t) => t.textContent)).toEqual(['Received Proposals']);
  });

  it('asks for a photo, with the Upload Photos link', async () => {
    openDashboard('noPhoto', { candidateProfilePhotoFlag: false });
    expect((await screen.findByRole('status')).textContent).toBe('Your candidate photo(s) are not uploaded. Please upload at least one photo.');
    expect((await link('Upload Photos')).getAttribute('href')).toBe('/dashboard/myCandidateProfile/cand-0001/myPhotos/uploadphotos');
    expect(screen.queryByRole('tablist')).toBeNull();
    // The fresh answer is stored, so the rest of the app routes by it too.
    expect(readSession()).toMatchObject({ viewGate: 'noPhoto', candidateProfilePhotoFlag: false });
  });

  it('tells an ineligible member so, with the way to support', async () => {
    openDashboard('ineligible');
    expect((await screen.findByRole('status')).textContent).toBe('You are not eligible to view profiles. Please contact support for more information.');
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

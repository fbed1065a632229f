/**
 * The dashboard's banner when SES reported the family's address undeliverable
 * (the fresh session's `undeliverableEmail`), with the way to User Settings; none otherwise.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardTabsRoute } from '#web/app/dashboard/routes';
import { answer } from '../network';
import { renderRoutes } from '../render';
import { member, signedIn } from '../session';

function openDashboard(undeliverableEmail?: string) {
  signedIn();
  answer('GET', '/api/usermgmt/session', { ...member, ...(undeliverableEmail ? { undeliverableEmail } : {}) });
  answer('GET', '/api/profilemgmt/getMatchingProfiles/cand-0001', { total: 0, page: 1, pageSize: 24, items: [], hasExpectation: true });
  answer('GET', '/api/userinteract/getMySentProposalList/user-0001/cand-0001', { items: [] });
  answer('GET', '/api/userinteract/getMyReceivedProposalList/user-0001/cand-0001', { items: [] });
  // User Settings itself is the account feature's page: a stand-in here.
  const settings = { path: 'userSettings', element: <h1>User Settings page</h1> };
  return renderRoutes([{ path: 'dashboard', children: [dashboardTabsRoute, settings] }], '/dashboard');
}

describe('the undeliverable mail banner', () => {
  it('tells the family its address could not be reached, as an alert, with a link to User Settings', async () => {
    const { user, url } = openDashboard('asha@example.org');
    const banner = await screen.findByRole('alert');
    expect(banner.querySelector('p')?.textContent).toBe('We could not deliver mail to asha@example.org: check your address in User Settings');
    // And the way to fix it: Change E-mail, a new address confirmed by a mailed code.
    expect(within(banner).getByRole('link', { name: 'Change E-mail' }).getAttribute('href')).toBe('/dashboard/userSettings/changeEmail');
    // The dashboard itself is still there below it.
    expect(await screen.findByRole('tablist')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'User Settings' });
    expect(banner.contains(link)).toBe(true);
    expect(link.getAttribute('href')).toBe('/dashboard/userSettings');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'User Settings page' })).toBeTruthy();
    expect(url()).toBe('/dashboard/userSettings');
  });

  it('shows nothing while mail reaches the family', async () => {
    openDashboard();
    expect(await screen.findByRole('tablist')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/could not deliver mail/)).toBeNull();
  });
});

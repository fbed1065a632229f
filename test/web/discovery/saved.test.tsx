/** /dashboard/savedProfiles: the saved list with View and Remove, the 'no longer available' item and the empty list. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_LONGER_AVAILABLE, type ProfileCard } from '#shared/domain/search.js';
import { dashboardTabsRoute } from '#web/app/dashboard/routes';
import { answer, apiRequests } from '../network';
import { renderRoutes } from '../render';
import { member, signedIn } from '../session';

const LIST = '/api/usermgmt/getUserSavedProfileList/user-0001';
const dashboardRoutes = [{ path: 'dashboard', children: [dashboardTabsRoute] }];

const neha: ProfileCard = {
  id: 'cand-2001', firstName: 'Neha', age: 27, height: `5'3"`, city: 'Austin', state: 'Texas', country: 'United States',
  profession: 'Doctor', photoURL: null, saved: true,
};

function open() {
  signedIn();
  answer('GET', '/api/usermgmt/session', member);
  return renderRoutes(dashboardRoutes, '/dashboard/savedProfiles');
}

describe('Saved Profiles', () => {
  it('lists the saved profiles and removes one; a hidden one is no longer available', async () => {
    answer('GET', LIST, {
      items: [
        { id: 'cand-2001', candidateId: 'cand-2001', updatedDate: '2025-01-02T00:00:00.000Z', candidateProfile: neha },
        { id: 'cand-2002', candidateId: 'cand-2002', updatedDate: '2025-01-01T00:00:00.000Z', candidateProfile: null },
      ],
    });
    answer('DELETE', '/api/usermgmt/removeUserSavedProfile/cand-2001', { message: 'Removed' });
    const { user } = open();
    const list = await screen.findByRole('list', { name: 'Your saved profiles' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('heading', { name: 'Neha' })).toBeTruthy();
    expect(within(list).getByText(NO_LONGER_AVAILABLE)).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Remove the profile that is no longer available' })).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: 'Remove Neha' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('Neha was removed from your list.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Saved Profiles' }));
    expect(apiRequests().some((r) => r.method === 'DELETE')).toBe(true);
  });

  it('points an empty list to Search Profiles', async () => {
    answer('GET', LIST, { items: [] });
    open();
    expect(await screen.findByText(/Your saved list is empty/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search Profiles' }).getAttribute('href')).toBe('/dashboard/searchProfiles');
  });
});

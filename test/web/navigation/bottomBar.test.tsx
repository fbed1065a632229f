/** The phone's bottom bar: the five main places, the current one marked, only for a signed-in family. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BottomBar } from '#web/app/BottomBar';
import { renderRoutes } from '../render';
import { member } from '../session';

const withBar = (at: string, session = member) => renderRoutes([{ path: '*', Component: () => <BottomBar session={session} /> }], at);

const current = () => within(screen.getByRole('navigation', { name: 'Shortcuts' })).getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent);

describe('the bottom bar', () => {
  it('links the main places', async () => {
    withBar('/dashboard');
    const bar = await screen.findByRole('navigation', { name: 'Shortcuts' });
    expect(within(bar).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['My Dashboard', '/dashboard'],
      ['Search', '/dashboard/searchProfiles'],
      ['Proposals', '/dashboard/receivedProposals'],
      ['My Profile', '/dashboard/myCandidateProfile'],
      ['Settings', '/dashboard/userSettings'],
    ]);
  });

  it.each([
    ['/dashboard', 'My Dashboard'],
    ['/dashboard/savedProfiles', 'My Dashboard'],
    ['/dashboard/searchProfiles?minAge=25', 'Search'],
    ['/dashboard/myProposals', 'Proposals'],
    ['/dashboard/receivedProposals/', 'Proposals'],
    ['/dashboard/myCandidateProfile/cand-1/myPhotos', 'My Profile'],
    ['/dashboard/userSettings/changeUserPass', 'Settings'],
  ])('marks the place of %s as current: %s', async (at, place) => {
    withBar(at);
    await screen.findByRole('navigation', { name: 'Shortcuts' });
    expect(current()).toEqual([place]);
  });

  it('marks nothing on a page outside the main places', async () => {
    withBar('/classified');
    await screen.findByRole('navigation', { name: 'Shortcuts' });
    expect(current()).toEqual([]);
  });

  it('goes to the place tapped', async () => {
    const { user, url } = withBar('/dashboard');
    await user.click(await screen.findByRole('link', { name: 'Settings' }));
    expect(url()).toBe('/dashboard/userSettings');
    expect(current()).toEqual(['Settings']);
  });

  it('is not there for a visitor who has not signed in', async () => {
    const { router } = renderRoutes([{ path: '*', Component: () => <BottomBar session={null} /> }], '/');
    await router.navigate('/support');
    expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).toBeNull();
  });
});

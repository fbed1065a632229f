/** User Settings links straight to each settings page: password and notifications are one tap away. */
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderRoutes } from '../render';
import { signedIn } from '../session';

const settingsRoutes = [
  {
    path: 'dashboard/userSettings',
    children: [
      { index: true, lazy: () => import('#web/features/account/pages/settingsIndex') },
      { path: '*', Component: () => <p>Another settings page</p> },
    ],
  },
];

it('links every settings page, each with a line saying what it is for', async () => {
  signedIn();
  const { user, url } = renderRoutes(settingsRoutes, '/dashboard/userSettings');
  const password = await screen.findByRole('link', { name: 'Change Password' }, { timeout: 15_000 });
  expect(password.getAttribute('href')).toBe('/dashboard/userSettings/changeUserPass');
  expect(screen.getByRole('link', { name: 'Manage Notify Settings' }).getAttribute('href')).toBe('/dashboard/userSettings/viewNotifySetting');
  for (const name of ['My User Profile', 'Change E-mail', 'Refer a Friend', 'Shared Profile URL', 'Blocked Families', 'My Data', 'Delete My Account and Everything']) {
    expect(screen.getByRole('link', { name }).getAttribute('href')).toMatch(/^\/dashboard\/userSettings\//);
  }
  expect(screen.getByRole('link', { name: 'Manage Notify Settings' }).getAttribute('aria-describedby')).toBeTruthy();
  expect(screen.getByText('Which e-mails we send you, and how often.')).toBeTruthy();
  await user.click(password);
  expect(url()).toBe('/dashboard/userSettings/changeUserPass');
}, 20_000);

/** Disable My Profile asks twice (the spec's double confirmation), the second time saying what it does to the whole family. */
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { userSettingsRoute } from '#web/features/account/routes';
import { answer, apiRequests } from '../network';
import { renderRoutes } from '../render';
import { member, signedIn } from '../session';

const userProfile = {
  id: member.id, firstName: 'Hemlata', lastName: 'Rao', userEmail: 'hemlata@example.org', userPhoneCountryCode: '+1',
  userPhoneNumber: '4165550101', userReferralId: 'REF-0001', createdDate: '2025-01-01T00:00:00.000Z', updatedDate: '2025-01-01T00:00:00.000Z',
};

it('asks twice, the second time naming what happens to every member, the profile and the listings; Cancel sends nothing', async () => {
  signedIn();
  answer('GET', `/api/usermgmt/getUserProfile/${member.id}`, userProfile);
  const { user } = renderRoutes([{ path: 'dashboard', children: [userSettingsRoute([])] }], '/dashboard/userSettings/myUserProfile');

  await user.click(await screen.findByRole('button', { name: 'Disable My Profile' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Disable your user profile?' })).getByRole('button', { name: 'Yes, continue' }));
  const second = await screen.findByRole('dialog', { name: 'Please confirm again' });
  expect(second.textContent).toMatch(/every member is signed out and cannot sign in again/);
  expect(second.textContent).toMatch(/the candidate profile and your service listings are hidden from everyone/);
  await user.click(within(second).getByRole('button', { name: 'Cancel' }));
  expect(apiRequests().filter((r) => r.method !== 'GET')).toEqual([]);
});

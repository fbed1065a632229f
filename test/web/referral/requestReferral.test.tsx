/** /requestReferral: a family without a code asks the volunteers for one. */
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { referralRoutes } from '#web/features/referral/routes';
import { answer, apiRequests } from '../network';
import { renderRoutes } from '../render';

async function fillIn(user: ReturnType<typeof renderRoutes>['user'], email: string) {
  await user.type(await screen.findByLabelText(/First Name/), 'Hemlata');
  await user.type(screen.getByLabelText(/Last Name/), 'Sharma');
  await user.type(screen.getByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/Phone Number/), '4165559876');
  await user.click(screen.getByRole('button', { name: 'Request Referral Code' }));
}

it('refuses a bad e-mail address beside the field without asking the server', async () => {
  const { user, url } = renderRoutes(referralRoutes, '/requestReferral');

  await fillIn(user, 'hemlata.example.org');

  const email = screen.getByLabelText(/Email/);
  expect(await screen.findByText('Email Id Not Valid')).toBeTruthy();
  expect(email.getAttribute('aria-invalid')).toBe('true');
  expect(apiRequests()).toEqual([]);
  expect(url()).toBe('/requestReferral');
});

it('sends the request and shows its confirmation', async () => {
  answer('POST', '/api/usermgmt/requestReferralCode', { id: 'req-1' });
  const { user, url } = renderRoutes(referralRoutes, '/requestReferral');

  await fillIn(user, 'hemlata@example.org');

  expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeTruthy();
  expect(url()).toBe('/requestReferralConfirm?isRequested=true');
  expect(apiRequests()[0]?.body).toMatchObject({
    requesterFirstName: 'Hemlata',
    requesterLastName: 'Sharma',
    requesterEmailId: 'hemlata@example.org',
    requesterPhoneNumber: '4165559876',
  });
});

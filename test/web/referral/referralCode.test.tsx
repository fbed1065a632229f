/** /referralcode: the code a family received opens sign-up; a wrong or used one says so. */
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { texts } from '#shared/texts.js';
import { referralRoutes } from '#web/features/referral/routes';
import { answer, apiRequests } from '../network';
import { renderRoutes } from '../render';

it('says the code is not valid when the server does not know it (404)', async () => {
  answer('GET', '/api/usermgmt/validateReferCode/USED1234', { message: 'Not found' }, 404);
  const { user, url } = renderRoutes(referralRoutes, '/referralcode');

  await user.type(await screen.findByLabelText(/Referral Code/), 'USED1234');
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  expect((await screen.findByRole('alert')).textContent).toContain('Referral Code is not valid or already used it');
  expect(url()).toBe('/referralcode');
});

it('opens sign-up with the referral id of a valid code', async () => {
  answer('GET', '/api/usermgmt/validateReferCode/GOOD1234', { id: 'ref-42' });
  const { user, url } = renderRoutes(referralRoutes, '/referralcode');

  await user.type(await screen.findByLabelText(/Referral Code/), 'GOOD1234');
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  expect(await screen.findByRole('heading', { name: 'Sign Up' })).toBeTruthy();
  expect(url()).toBe('/signup?userReferralId=ref-42');
  expect(apiRequests().map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/usermgmt/validateReferCode/GOOD1234']);
});

it('a code held by a waiting sign-up says where to finish, and links the sign-ups this browser started', async () => {
  localStorage.setItem('rishta.signup.asha.patel@example.org', 'a'.repeat(64));
  answer('GET', '/api/usermgmt/validateReferCode/HELD1234', { message: texts.referralHeld }, 409);
  const { user, url } = renderRoutes(referralRoutes, '/referralcode');

  await user.type(await screen.findByLabelText(/Referral Code/), 'HELD1234');
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  expect((await screen.findByRole('alert')).textContent).toContain(texts.referralHeld);
  await user.click(screen.getByRole('link', { name: 'Finish the sign-up of asha.patel@example.org started in this browser' }));
  expect(await screen.findByRole('heading', { name: /Confirm/ })).toBeTruthy();
  expect(url()).toBe('/signupConfirm?email=asha.patel%40example.org');
});

/** /signup?userReferralId=…: the account form behind a valid referral code. */
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { referralRoutes } from '#web/features/referral/routes';
import { renderRoutes } from '../render';

const createAccount = () => screen.getByRole('button', { name: 'Create Account' }) as HTMLButtonElement;

it('keeps Create Account disabled until the passwords match and the agreement is ticked', async () => {
  const { user } = renderRoutes(referralRoutes, '/signup?userReferralId=ref-42');

  const password = await screen.findByLabelText('Password');
  const again = screen.getByLabelText('Re-enter Password');
  expect(createAccount().disabled).toBe(true);
  // The disabled button's reason, in words.
  expect(screen.getByText('Enter the same password twice and tick the agreement to create the account.')).toBeTruthy();

  await user.type(password, 'secret-1');
  await user.type(again, 'secret-2');
  expect(screen.getByText('Password is not matching!')).toBeTruthy();
  expect(again.getAttribute('aria-invalid')).toBe('true');

  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  expect(createAccount().disabled).toBe(true);

  await user.clear(again);
  await user.type(again, 'secret-1');
  expect(screen.queryByText('Password is not matching!')).toBeNull();
  expect(createAccount().disabled).toBe(false);
  expect(screen.queryByText(/to create the account\.$/)).toBeNull();

  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  expect(createAccount().disabled).toBe(true);
  expect(screen.getByText('Tick the agreement to create the account.')).toBeTruthy();
});

it('asks for a referral code first when the URL carries none', async () => {
  renderRoutes(referralRoutes, '/signup');

  expect(await screen.findByText('Sign-up needs a valid referral code first.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Enter your referral code' }).getAttribute('href')).toBe('/referralcode');
});

/** /forgotPassword: a member who forgot the password asks for a code, then sets a new password. */
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { accountRoutes } from '#web/features/account/routes';
import { answer, apiRequests } from '../network';
import { renderRoutes } from '../render';

const sentMessage = 'If an account exists for this e-mail, a code is on its way.';

it('asks for a reset code and shows the server answer on the confirm page', async () => {
  answer('POST', '/api/usermgmt/resetUserPassword', { message: sentMessage });
  const { user, url } = renderRoutes(accountRoutes, '/forgotPassword');

  await user.type(await screen.findByLabelText(/Email/), 'Hemlata@Example.org');
  await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));

  expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeTruthy();
  expect(screen.getByText(sentMessage)).toBeTruthy();
  expect(url()).toBe('/forgotPassword/confirm?email=hemlata%40example.org');
  expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe('hemlata@example.org');
  expect(apiRequests()[0]?.body).toEqual({ userEmail: 'Hemlata@Example.org' });
});

it('sets the new password with the code and sends the member to sign in', async () => {
  answer('POST', '/api/usermgmt/confirmResetUserPassword', { message: 'Password reset' });
  const { user, url } = renderRoutes(accountRoutes, '/forgotPassword/confirm?email=hemlata%40example.org');

  await user.type(await screen.findByLabelText(/Code from the e-mail/), '123456');
  await user.type(screen.getByLabelText('New Password'), 'new-secret');
  await user.type(screen.getByLabelText('Re-enter New Password'), 'new-secret');
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));

  expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
  expect(screen.getByRole('status').textContent).toContain(
    'Your password is reset successfully. Please sign in with the new password.',
  );
  expect(url()).toBe('/signin?notice=passwordReset');
  expect(apiRequests()[0]?.body).toEqual({ userEmail: 'hemlata@example.org', code: '123456', userPass: 'new-secret' });
});

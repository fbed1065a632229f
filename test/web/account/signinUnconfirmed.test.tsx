/**
 * A family that left sign-up before typing its e-mail code and later signs in: Cognito answers that
 * the sign-up is not confirmed (as the next step, or thrown), so the sign-in page opens the
 * confirmation page for that address, where the code can be typed or asked for anew.
 */
import { screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { accountRoutes } from '#web/features/account/routes';
import { referralRoutes } from '#web/features/referral/routes';
import { cognitoSignIn } from '#web/lib/auth/amplify';
import { renderRoutes } from '../render';

const routes = [...accountRoutes, ...referralRoutes];
const email = 'asha@example.org';

async function signIn(typedEmail: string) {
  const { user, url } = renderRoutes(routes, '/signin');
  await user.type(await screen.findByLabelText('Email'), typedEmail);
  await user.type(screen.getByLabelText('Password'), 'secret-123');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return { url };
}

it.each([
  ['answered as the next step', () => vi.mocked(cognitoSignIn).mockResolvedValueOnce({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } } as never)],
  ['thrown', () => vi.mocked(cognitoSignIn).mockRejectedValueOnce(Object.assign(new Error('User is not confirmed.'), { name: 'UserNotConfirmedException' }))],
])('an unconfirmed sign-up (%s) opens the confirmation page for the address', async (_, cognitoAnswers) => {
  cognitoAnswers();
  const { url } = await signIn(' Asha@Example.org ');

  expect(await screen.findByRole('heading', { name: 'Confirm Your E-mail' })).toBeTruthy();
  expect(url()).toBe(`/signupConfirm?email=${encodeURIComponent(email)}`);
  expect(screen.getByRole('button', { name: 'Resend Code' })).toBeTruthy();
  expect(screen.queryByText('Error in authenticating the user!')).toBeNull();
});

it('a sign-in sent empty asks for each empty field, and tries nothing', async () => {
  vi.mocked(cognitoSignIn).mockClear();
  const { user } = renderRoutes(routes, '/signin');
  await user.click(await screen.findByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText('Please enter your e-mail.')).toBeTruthy();
  expect(screen.getByText('Please enter your password.')).toBeTruthy();
  expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  // Refused at once, without a request: the focus still goes to the first refused field.
  await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
  expect(screen.queryByText('Incorrect Email and Password! Try Again!')).toBeNull();
  expect(cognitoSignIn).not.toHaveBeenCalled();
});

/**
 * Sign-up's two pages: the form answers that a code was sent (the same for any
 * address) and opens /signupConfirm, where the code mailed to the address makes the account; the
 * family is then signed in and goes on to its candidate profile.
 */
import { screen } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { texts } from '#shared/texts.js';
import { accountRoutes } from '#web/features/account/routes';
import { referralRoutes } from '#web/features/referral/routes';
import { takeSignIn } from '#web/features/referral/pendingSignIn';
import { cognitoSignIn } from '#web/lib/auth/amplify';
import { paths } from '#web/lib/paths';
import { answer, answerWith, apiRequests } from '../network';
import { renderRoutes } from '../render';

const routes = [...referralRoutes, ...accountRoutes, { path: 'new', element: <h1>New Candidate Profile</h1> }];
const email = 'asha@example.org';
const confirmUrl = `/signupConfirm?email=${encodeURIComponent(email)}`;
// The sign-up form's password waits in page memory: no test may inherit another's.
beforeEach(() => {
  takeSignIn(email);
});

const codeField = () => screen.findByLabelText('Confirmation Code') as Promise<HTMLInputElement>;

it('the form opens the confirmation page, whose code signs the family in and goes on to its candidate profile', async () => {
  answer('POST', '/api/usermgmt/saveUserProfile', { message: texts.signupCodeSent, userEmail: email });
  answer('POST', '/api/usermgmt/confirmSignup', { id: 'user-0042' });
  answer('GET', '/api/usermgmt/session', {
    id: 'user-0042', candidateId: null, candidateProfileVisibilityFlag: false, candidateProfilePhotoFlag: false,
    viewGate: null, userReferralId: 'REF-1', firstName: 'Asha', volunteer: false,
  });
  vi.mocked(cognitoSignIn).mockResolvedValueOnce({ isSignedIn: true } as never);
  const { user, url } = renderRoutes(routes, '/signup?userReferralId=ref-42');

  await user.type(await screen.findByLabelText('First Name'), 'Asha');
  await user.type(screen.getByLabelText('Last Name'), 'Patel');
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Phone Number'), '4165550101');
  await user.type(screen.getByLabelText('Password'), 'secret-123');
  await user.type(screen.getByLabelText('Re-enter Password'), 'secret-123');
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await user.click(screen.getByRole('button', { name: 'Create Account' }));

  expect(await screen.findByRole('heading', { name: 'Confirm Your E-mail' })).toBeTruthy();
  expect(url()).toBe(`${confirmUrl}&userReferralId=ref-42`);
  expect(screen.getByText(email).tagName).toBe('STRONG');
  const code = await codeField();
  expect(code.getAttribute('autocomplete')).toBe('one-time-code');
  expect(code.getAttribute('inputmode')).toBe('numeric');

  await user.type(code, '123456');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByRole('heading', { name: 'New Candidate Profile' })).toBeTruthy();
  expect(url()).toMatch(/^\/new\?uprofileid=user-0042/);
  expect(vi.mocked(cognitoSignIn)).toHaveBeenCalledWith(email, 'secret-123');
  // The form and the confirmation send the same browser secret; after the account exists it is forgotten.
  const sent = apiRequests().find((r) => r.path === '/api/usermgmt/saveUserProfile')?.body as { signupSecret: string };
  expect(sent.signupSecret).toMatch(/^[0-9a-f]{64}$/);
  expect(apiRequests().find((r) => r.path === '/api/usermgmt/confirmSignup')?.body).toEqual({ signupSecret: sent.signupSecret, userEmail: email, code: '123456' });
  expect(localStorage.getItem(`rishta.signup.${email}`)).toBeNull();
}, 15_000);

it('a wrong code shows the field message; nothing else happens', async () => {
  answer('POST', '/api/usermgmt/confirmSignup', { message: 'Please correct the highlighted fields.', errors: { code: [texts.signupCodeWrong] } }, 422);
  const { user, url } = renderRoutes(routes, confirmUrl);
  await user.type(await codeField(), '000000');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));

  expect(await screen.findByText(texts.signupCodeWrong)).toBeTruthy();
  expect((await codeField()).getAttribute('aria-invalid')).toBe('true');
  expect(url()).toBe(confirmUrl);
  await vi.waitFor(async () => expect(document.activeElement).toBe(await codeField()));
});

it('Resend Code asks for a new code for the address (with the secret the form kept) and says so; too soon, it says to wait', async () => {
  localStorage.setItem(`rishta.signup.${email}`, 'c'.repeat(64));
  let calls = 0;
  answerWith('POST', '/api/usermgmt/resendSignupCode', () =>
    ++calls === 1 ? { status: 200, json: { message: texts.signupCodeResent } } : { status: 429, json: { message: texts.signupCodeCooldown } });
  const { user } = renderRoutes(routes, confirmUrl);

  await user.click(await screen.findByRole('button', { name: 'Resend Code' }));
  expect(await screen.findByText(texts.signupCodeResent)).toBeTruthy();
  expect(apiRequests()[0]?.body).toEqual({ signupSecret: 'c'.repeat(64), userEmail: email });

  await user.click(screen.getByRole('button', { name: 'Resend Code' }));
  expect(await screen.findByText(texts.signupCodeCooldown)).toBeTruthy();
});

it('confirmed after a reload (the password forgotten): the family is sent to sign in', async () => {
  answer('POST', '/api/usermgmt/confirmSignup', { id: 'user-0042' });
  const { user, url } = renderRoutes(routes, confirmUrl);
  await user.type(await codeField(), '123456');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));

  expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
  expect(url()).toBe('/signin?notice=signedUp');
});

it('the referral code gone meanwhile (410): the page says so and leads to the referral code page', async () => {
  answer('POST', '/api/usermgmt/confirmSignup', { message: texts.referralInvalid }, 410);
  const { user, url } = renderRoutes(routes, confirmUrl);
  await user.type(await codeField(), '123456');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));

  expect((await screen.findByRole('alert')).textContent).toContain(texts.referralInvalid);
  expect(screen.queryByText(texts.userSaveFailed)).toBeNull();
  await user.click(screen.getByRole('link', { name: 'Enter a referral code' }));
  await vi.waitFor(() => expect(url()).toBe(paths.referralCode));
});

it.each([
  ['with the referral id it came with, the sign-up form for it', `${confirmUrl}&userReferralId=ref-42`, '/signup?userReferralId=ref-42'],
  ['without one, the referral code page', confirmUrl, paths.referralCode],
])('a wrong address can start again: %s', async (_, start, again) => {
  renderRoutes(routes, start);
  const link = await screen.findByRole('link', { name: 'start again' });
  expect(link.getAttribute('href')).toBe(again);
  expect(link.closest('p')?.textContent).toMatch(/24 hours/);
});

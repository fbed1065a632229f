/**
 * User Settings → Change E-mail. The member types a new address (the server mails a
 * code there; its field messages show at the field), then enters the code; the address is the
 * account's and My User Profile says so. Reachable from the settings menu and from My User Profile.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emailChangeTexts, texts } from '#shared/texts.js';
import { userSettingsRoute } from '#web/features/account/routes';
import { answer, apiRequests } from '../network';
import { renderRoutes } from '../render';
import { member, signedIn } from '../session';

const PROFILE = `/api/usermgmt/getUserProfile/${member.id}`;
const REQUEST = `/api/usermgmt/changeUserEmail/${member.id}`;
const CONFIRM = `/api/usermgmt/changeUserEmail/${member.id}/confirm`;
const userProfile = (userEmail: string) => ({
  id: member.id, firstName: 'Hemlata', lastName: 'Rao', userEmail, userPhoneCountryCode: '+1',
  userPhoneNumber: '4165550101', userReferralId: 'REF-0001', createdDate: '2025-01-01T00:00:00.000Z', updatedDate: '2025-01-01T00:00:00.000Z',
});

function open(at: string) {
  signedIn();
  return renderRoutes([{ path: 'dashboard', children: [userSettingsRoute([])] }], at);
}

describe('Change E-mail', () => {
  it('mails a code to the new address, then the code changes it', async () => {
    answer('GET', PROFILE, userProfile('old@example.org'));
    answer('POST', REQUEST, { message: emailChangeTexts.codeSent('new@example.org'), newEmail: 'new@example.org' });
    const { user, url } = open('/dashboard/userSettings/changeEmail');

    expect(await screen.findByRole('heading', { name: 'Change E-mail' })).toBeTruthy();
    expect(screen.getByText('old@example.org')).toBeTruthy();
    await user.type(screen.getByLabelText(/New Email/), 'New@Example.org');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));

    expect(await screen.findByText(emailChangeTexts.codeSent('new@example.org'))).toBeTruthy();
    expect(url()).toBe('/dashboard/userSettings/changeEmail/confirm?email=new%40example.org');
    expect(apiRequests().find((r) => r.path === REQUEST)?.body).toEqual({ newEmail: 'New@Example.org' });

    answer('POST', CONFIRM, { message: emailChangeTexts.changed('new@example.org'), userEmail: 'new@example.org' });
    answer('GET', PROFILE, userProfile('new@example.org'));
    await user.type(screen.getByLabelText(/Code from the e-mail/), '123456');
    await user.click(screen.getByRole('button', { name: 'Change E-mail' }));

    expect(await screen.findByRole('heading', { name: 'My User Profile' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Your e-mail is changed.');
    expect(screen.getByText('new@example.org')).toBeTruthy();
    expect(apiRequests().find((r) => r.path === CONFIRM)?.body).toEqual({ code: '123456' });
  });

  it('shows the server\'s refusal at the field: an address another account holds, a wrong code', async () => {
    answer('GET', PROFILE, userProfile('old@example.org'));
    answer('POST', REQUEST, { message: texts.emailTaken, errors: { newEmail: [texts.emailTaken] } }, 409);
    const { user } = open('/dashboard/userSettings/changeEmail');
    await user.type(await screen.findByLabelText(/New Email/), 'taken@example.org');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    const field = screen.getByLabelText(/New Email/);
    expect(await within(field.closest('.amplify-field') as HTMLElement).findByText(texts.emailTaken)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it("says why no code was sent when the address's limit holds (a minute between codes, five a day)", async () => {
    answer('GET', PROFILE, userProfile('old@example.org'));
    answer('POST', REQUEST, { message: texts.codeMailsToday }, 429);
    const { user, url } = open('/dashboard/userSettings/changeEmail');
    await user.type(await screen.findByLabelText(/New Email/), 'new@example.org');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText(texts.codeMailsToday)).toBeTruthy();
    expect(url()).toBe('/dashboard/userSettings/changeEmail');
  });

  it('refuses a wrong code at the code field, and offers a new code', async () => {
    answer('POST', CONFIRM, { message: 'Please correct the highlighted fields.', errors: { code: [emailChangeTexts.codeWrong] } }, 422);
    const { user } = open('/dashboard/userSettings/changeEmail/confirm?email=new%40example.org');
    await user.type(await screen.findByLabelText(/Code from the e-mail/), '000000');
    await user.click(screen.getByRole('button', { name: 'Change E-mail' }));
    expect(await screen.findByText(emailChangeTexts.codeWrong)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new code' }).getAttribute('href')).toBe('/dashboard/userSettings/changeEmail');
  });

  it('the code field asks for the mailed one-time code, as Reset Password does', async () => {
    open('/dashboard/userSettings/changeEmail/confirm?email=new%40example.org');
    const code = (await screen.findByLabelText(/Code from the e-mail/)) as HTMLInputElement;
    expect([code.name, code.inputMode, code.autocomplete, code.required]).toEqual(['code', 'numeric', 'one-time-code', true]);
    expect(document.activeElement).toBe(code);
  });

  it('signed out, the code page (like Change Password) leads to sign in and back', async () => {
    for (const at of ['/dashboard/userSettings/changeEmail/confirm', '/dashboard/userSettings/changeUserPass']) {
      const { url, unmount } = renderRoutes([{ path: 'dashboard', children: [userSettingsRoute([])] }, { path: 'signin', element: <p>Sign in</p> }], at);
      expect(await screen.findByText('Sign in')).toBeTruthy();
      expect(url()).toBe(`/signin?from=${encodeURIComponent(at)}`);
      unmount();
    }
    expect(apiRequests()).toEqual([]);
  });

  it('is in the User Settings menu and on My User Profile', async () => {
    answer('GET', PROFILE, userProfile('old@example.org'));
    open('/dashboard/userSettings/myUserProfile');
    expect(await screen.findByRole('heading', { name: 'My User Profile' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'User settings' });
    expect(within(menu).getByRole('link', { name: 'Change E-mail' }).getAttribute('href')).toBe('/dashboard/userSettings/changeEmail');
    expect(screen.getAllByRole('link', { name: 'Change E-mail' }).length).toBe(2);
  });
});

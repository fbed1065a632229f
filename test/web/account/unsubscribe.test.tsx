/** /unsubscribe?token=…: a digest mail's link, without signing in; only the one button writes. */
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { defaultNotifyFlags, notifyFlagLabels, notifyFlagNames, unsubscribedText } from '#shared/domain/user.js';
import { accountRoutes, userSettingsRoute } from '#web/features/account/routes';
import { answer, apiRequests } from '../network';
import { renderRoutes } from '../render';
import { signedIn } from '../session';

const token = 'eyJ1c2VySWQiOiJ1MSJ9.c2lnbmF0dXJl-_';
const endpoint = `/api/usermgmt/unsubscribe/${token}`;
const label = notifyFlagLabels.emailNotifyPendingProposalsFlag;
const doneMessage = unsubscribedText('emailNotifyPendingProposalsFlag');
const invalid = 'This unsubscribe link is not valid or has expired. Sign in and change your notification settings instead.';

it('opening the link changes nothing; one click unsubscribes and shows the server answer', async () => {
  answer('POST', endpoint, { message: doneMessage, flag: 'emailNotifyPendingProposalsFlag', label });
  const { user } = renderRoutes(accountRoutes, `/unsubscribe?token=${token}`);

  const button = await screen.findByRole('button', { name: 'Unsubscribe' });
  expect(screen.getByRole('heading', { name: 'Unsubscribe' })).toBeTruthy();
  expect(apiRequests()).toEqual([]);
  // A token whose payload names no digest: the page says what it can, and the server decides.
  expect(document.body.textContent).not.toContain(label);
  expect(document.body.textContent).toContain('Stop this kind of e-mail from the link you followed.');

  await user.click(button);

  expect(await screen.findByRole('heading', { name: 'Unsubscribed' })).toBeTruthy();
  expect(screen.getByRole('status').textContent).toContain(doneMessage);
  expect(screen.getByRole('link', { name: 'Notification Settings' }).getAttribute('href')).toBe('/dashboard/userSettings/viewNotifySetting');
  expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  const [sent, ...more] = apiRequests();
  expect(more).toEqual([]);
  expect(sent?.method).toBe('POST');
  expect(sent?.path).toBe(endpoint);
  expect(sent?.headers.get('authorization')).toBeNull();
});

it('a forged or expired link shows the server refusal as an alert and leads to sign in', async () => {
  answer('POST', endpoint, { message: invalid }, 400);
  const { user } = renderRoutes(accountRoutes, `/unsubscribe?token=${token}`);

  await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));

  expect((await screen.findByRole('alert')).textContent).toContain(invalid);
  expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
    `/signin?from=${encodeURIComponent('/dashboard/userSettings/viewNotifySetting')}`,
  );
  expect(document.body.textContent).not.toContain(label);
});

it('a link without its token says so and asks nothing of the server', async () => {
  renderRoutes(accountRoutes, '/unsubscribe');
  expect((await screen.findByRole('alert')).textContent).toContain(invalid);
  expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  expect(apiRequests()).toEqual([]);
});

it('when the server fails, says so and lets the member try again', async () => {
  answer('POST', endpoint, { message: 'Something went wrong!' }, 500);
  const { user } = renderRoutes(accountRoutes, `/unsubscribe?token=${token}`);

  await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));

  expect((await screen.findByRole('alert')).textContent).toContain('The unsubscribe could not be done just now.');
  answer('POST', endpoint, { message: doneMessage, flag: 'emailNotifyPendingProposalsFlag', label });
  await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
  expect((await screen.findByRole('status')).textContent).toContain(doneMessage);
});

it('the notification settings show the digest flag turned off, and the form offers it', async () => {
  const session = signedIn();
  const settings = { id: 'notify-0001', userProfileId: session.id, ...defaultNotifyFlags, emailNotifyPendingProposalsFlag: false, updatedDate: '2030-01-01T00:00:00.000Z' };
  answer('GET', `/api/usermgmt/getUserNotifySettings/${session.id}`, settings);
  const { user } = renderRoutes([{ path: 'dashboard', children: [userSettingsRoute([])] }], '/dashboard/userSettings/viewNotifySetting');

  const term = await screen.findByText(label);
  expect(term.parentElement?.querySelector('dd')?.textContent).toBe('No');
  // Every other flag as a new account has it (marketing mail off until the family opts in).
  expect(screen.getAllByText('Yes')).toHaveLength(notifyFlagNames.filter((f) => defaultNotifyFlags[f] && f !== 'emailNotifyPendingProposalsFlag').length);

  await user.click(screen.getByRole('link', { name: 'Edit' }));
  const form = await screen.findByRole('group', { name: 'Send me these e-mails' });
  expect((within(form).getByRole('checkbox', { name: label }) as HTMLInputElement).checked).toBe(false);
  expect(within(form).getAllByRole('checkbox')).toHaveLength(notifyFlagNames.length);
});

it('says before the button what unsubscribing stops: the whole topic of the digest the link names', async () => {
  const named = `${btoa(JSON.stringify({ userId: 'u1', flag: 'emailNotifyPendingProposalsFlag' })).replace(/=+$/, '')}.c2lnbmF0dXJl-_`;
  renderRoutes(accountRoutes, `/unsubscribe?token=${named}`);
  await screen.findByRole('button', { name: 'Unsubscribe' });
  expect(document.body.textContent).toContain(
    'Unsubscribing stops every e-mail about proposals and answers: the news of each proposal and answer, and the digest of proposals waiting for your answer.',
  );
  expect(apiRequests()).toEqual([]);
});

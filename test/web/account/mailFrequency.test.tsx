/**
 * A frequency per topic in Manage Notify Settings, and /mailFrequency?token=… — a digest
 * mail's frequency link, without signing in; opening it changes nothing, only the button writes.
 */
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { defaultFrequencies, defaultNotifyFlags, invalidFrequencyLink } from '#shared/domain/user.js';
import { accountRoutes, userSettingsRoute } from '#web/features/account/routes';
import { answer, apiRequests } from '../network';
import { renderRoutes } from '../render';
import { signedIn } from '../session';

const token = 'eyJ1c2UiOiJmcmVxdWVuY3kifQ.c2lnbmF0dXJl-_';
const endpoint = `/api/usermgmt/mailFrequency/${token}`;
const doneMessage = 'Proposals and answers: Daily digest. You can change it again under User Settings.';

it('a digest ticked under a topic set to Never says that none are sent', async () => {
  const session = signedIn();
  const settings = { id: 'notify-0001', userProfileId: session.id, ...defaultNotifyFlags, ...defaultFrequencies, matchesFrequency: 'never', updatedDate: '2030-01-01T00:00:00.000Z' };
  answer('GET', `/api/usermgmt/getUserNotifySettings/${session.id}`, settings);
  renderRoutes([{ path: 'dashboard', children: [userSettingsRoute([])] }], '/dashboard/userSettings/viewNotifySetting');

  const matches = await screen.findByText('E-mail me new profiles that match my expectations');
  expect(matches.parentElement?.querySelector('dd')?.textContent).toBe("Yes, but none are sent while 'New matched profiles' is Never");
  // The proposals' digest follows its own topic, still sent.
  expect(screen.getByText(/proposals waiting for my answer/).parentElement?.querySelector('dd')?.textContent).toBe('Yes');
});

it('a frequency whose box is unticked says that none are sent', async () => {
  const session = signedIn();
  const settings = { id: 'notify-0001', userProfileId: session.id, ...defaultNotifyFlags, emailNotifyExpectMatchedProfileFlag: false, ...defaultFrequencies, updatedDate: '2030-01-01T00:00:00.000Z' };
  answer('GET', `/api/usermgmt/getUserNotifySettings/${session.id}`, settings);
  renderRoutes([{ path: 'dashboard', children: [userSettingsRoute([])] }], '/dashboard/userSettings/viewNotifySetting');
  const matches = await screen.findByText('New matched profiles');
  expect(matches.parentElement?.querySelector('dd')?.textContent).toBe("Weekly, but none are sent while 'E-mail me new profiles that match my expectations' is No");
});

it('the settings page shows each topic\'s frequency, and the form saves a changed one beside the flags', async () => {
  const session = signedIn();
  const settings = { id: 'notify-0001', userProfileId: session.id, ...defaultNotifyFlags, ...defaultFrequencies, updatedDate: '2030-01-01T00:00:00.000Z' };
  answer('GET', `/api/usermgmt/getUserNotifySettings/${session.id}`, settings);
  const { user } = renderRoutes([{ path: 'dashboard', children: [userSettingsRoute([])] }], '/dashboard/userSettings/viewNotifySetting');

  const proposals = await screen.findByText('Proposals and answers');
  expect(proposals.parentElement?.querySelector('dd')?.textContent).toBe('Immediately');
  expect(screen.getByText('New matched profiles').parentElement?.querySelector('dd')?.textContent).toBe('Weekly');

  await user.click(screen.getByRole('link', { name: 'Edit' }));
  const often = await screen.findByRole('group', { name: 'How often' });
  const proposalsSelect = within(often).getByLabelText(/Proposals and answers/) as HTMLSelectElement;
  const matchesSelect = within(often).getByLabelText(/New matched profiles/) as HTMLSelectElement;
  expect(proposalsSelect.value).toBe('immediately');
  expect([...proposalsSelect.options].map((o) => o.text).slice(1)).toEqual(['Immediately', 'Daily digest', 'Weekly digest', 'Never']);
  expect([...matchesSelect.options].map((o) => o.text).slice(1)).toEqual(['Daily', 'Weekly', 'Never']);
  // The frequency sends nothing while the box of that mail is unticked: its hint says so.
  expect(within(often).getByText(/Sent only while 'E-mail me new profiles that match my expectations' is ticked below\./)).toBeTruthy();

  await user.selectOptions(proposalsSelect, 'daily');
  await user.selectOptions(matchesSelect, 'never');
  answer('PATCH', '/api/usermgmt/saveUserNotifySettings/notify-0001', { ...settings, proposalsFrequency: 'daily', matchesFrequency: 'never' });
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText(/updated successfully/);
  const saved = apiRequests().find((r) => r.method === 'PATCH');
  expect(saved?.body).toMatchObject({ proposalsFrequency: 'daily', matchesFrequency: 'never', emailNotifyPendingProposalsFlag: true });
});

it('opening a frequency link changes nothing; one click changes it and shows the server answer', async () => {
  answer('POST', endpoint, { message: doneMessage, topic: 'proposals', frequency: 'daily', label: 'Daily digest' });
  const { user } = renderRoutes(accountRoutes, `/mailFrequency?token=${token}`);

  const button = await screen.findByRole('button', { name: 'Change Frequency' });
  expect(apiRequests()).toEqual([]);
  await user.click(button);

  expect(await screen.findByRole('heading', { name: 'E-mail Frequency Changed' })).toBeTruthy();
  expect(screen.getByRole('status').textContent).toContain(doneMessage);
  const [sent, ...more] = apiRequests();
  expect(more).toEqual([]);
  expect(sent?.path).toBe(endpoint);
  expect(sent?.headers.get('authorization')).toBeNull();
});

it('a forged or expired frequency link shows the refusal and leads to sign in', async () => {
  answer('POST', endpoint, { message: invalidFrequencyLink }, 400);
  const { user } = renderRoutes(accountRoutes, `/mailFrequency?token=${token}`);
  await user.click(await screen.findByRole('button', { name: 'Change Frequency' }));
  expect((await screen.findByRole('alert')).textContent).toContain(invalidFrequencyLink);
  expect(screen.queryByRole('button', { name: 'Change Frequency' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
});

it('says which topic and which frequency the link sets before the click (read from the link, the server still judges)', async () => {
  const payload = Buffer.from(JSON.stringify({ use: 'frequency', userId: 'u1', topic: 'proposals', frequency: 'weekly', exp: 1 })).toString('base64url');
  const readable = `${payload}.c2lnbmF0dXJl-_`;
  renderRoutes(accountRoutes, `/mailFrequency?token=${readable}`);
  await screen.findByRole('button', { name: 'Change Frequency' });
  const page = screen.getByRole('heading', { name: 'E-mail Frequency' }).parentElement?.textContent ?? '';
  expect(page).toContain('Change how often Proposals and answers e-mails come to: Weekly digest.');
  expect(apiRequests()).toEqual([]);
});

it('keeps the general words when the link names no known topic or frequency', async () => {
  renderRoutes(accountRoutes, `/mailFrequency?token=${token}`);
  await screen.findByRole('button', { name: 'Change Frequency' });
  expect(screen.getByText(/Change how often this kind of e-mail comes/)).toBeTruthy();
});

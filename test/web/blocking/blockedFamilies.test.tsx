/** Blocked Families under User Settings: the list, Unblock after a confirmation, the empty state, loading and the server's messages. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blockTexts, type BlockedFamily } from '#shared/domain/blocks.js';
import { userSettingsRoute } from '#web/features/account/routes';
import { blockingSettingsRoutes } from '#web/features/blocking/routes';
import { answer, apiRequests } from '../network';
import { renderRoutes } from '../render';
import { member, signedIn } from '../session';

const LIST = `/api/userinteract/getBlockedFamilyList/${member.id}`;
const unblockPath = (candidateId: string) => `/api/userinteract/unblockFamily/${member.id}/${candidateId}`;

const family = (candidateId: string, firstName: string, changes: Partial<BlockedFamily> = {}): BlockedFamily => ({
  candidateId, firstName, age: 31, city: 'Pune', country: 'India', blockedDate: '2025-03-14T10:00:00.000Z', ...changes,
});
const ravi = family('cand-3001', 'Ravi');
const sunil = family('cand-3002', 'Sunil', { age: null, city: 'Leeds', country: 'United Kingdom' });

function open() {
  signedIn();
  return renderRoutes([{ path: 'dashboard', children: [userSettingsRoute(blockingSettingsRoutes)] }], '/dashboard/userSettings/blockedFamilies');
}

const rowOf = (name: string) => screen.getByText(name).closest('li')!;
const deletes = () => apiRequests().filter((r) => r.method === 'DELETE').map((r) => r.path);

describe('Blocked Families', () => {
  it('is in the User Settings menu and lists the families with what every member could see and the day', async () => {
    answer('GET', LIST, { items: [ravi, sunil] });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: blockTexts.listTitle })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'User settings' });
    expect(within(menu).getByRole('link', { name: blockTexts.listTitle }).getAttribute('href')).toBe('/dashboard/userSettings/blockedFamilies');

    const list = await screen.findByRole('list', { name: blockTexts.listTitle });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(rowOf('Ravi')).getByText('31 years, Pune, India')).toBeTruthy();
    expect(within(rowOf('Ravi')).getByText(/^Blocked on .*2025/)).toBeTruthy();
    expect(within(rowOf('Sunil')).getByText('Leeds, United Kingdom')).toBeTruthy();
    expect(within(rowOf('Sunil')).getByRole('button', { name: `${blockTexts.unblock} Sunil` })).toBeTruthy();
  });

  it('shows a loading line until the list comes', async () => {
    answer('GET', LIST, { items: [ravi] });
    open();
    // The heading is there while the request is on its way: the page is not held back by it.
    expect(await screen.findByText('Loading your blocked families…')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: blockTexts.listTitle })).toBeTruthy();
    expect(await screen.findByText('Ravi')).toBeTruthy();
    expect(screen.queryByText('Loading your blocked families…')).toBeNull();
  });

  it('unblocks after a confirmation: the row leaves and the change is announced', async () => {
    answer('GET', LIST, { items: [ravi, sunil] });
    answer('DELETE', unblockPath(ravi.candidateId), { message: 'Unblocked' });
    const { user } = open();
    await screen.findByText('Ravi');

    await user.click(within(rowOf('Ravi')).getByRole('button', { name: `${blockTexts.unblock} Ravi` }));
    let confirm = await screen.findByRole('dialog', { name: `${blockTexts.unblock} Ravi?` });
    expect(within(confirm).getByText(blockTexts.unblockConfirm)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(deletes()).toEqual([]);

    await user.click(within(rowOf('Ravi')).getByRole('button', { name: `${blockTexts.unblock} Ravi` }));
    confirm = await screen.findByRole('dialog', { name: `${blockTexts.unblock} Ravi?` });
    await user.click(within(confirm).getByRole('button', { name: blockTexts.unblock }));
    await waitFor(() => expect(screen.queryByText('Ravi')).toBeNull());
    expect(deletes()).toEqual([unblockPath(ravi.candidateId)]);
    expect(screen.getByText(blockTexts.unblocked).getAttribute('role')).toBe('status');
    expect(screen.getByText('Sunil')).toBeTruthy();
  });

  it('says when no family is blocked, also once the last one is unblocked', async () => {
    answer('GET', LIST, { items: [sunil] });
    answer('DELETE', unblockPath(sunil.candidateId), { message: 'Unblocked' });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: `${blockTexts.unblock} Sunil` }));
    await user.click(within(await screen.findByRole('dialog', { name: `${blockTexts.unblock} Sunil?` })).getByRole('button', { name: blockTexts.unblock }));
    expect(await screen.findByText(blockTexts.empty)).toBeTruthy();
    expect(screen.queryByRole('list', { name: blockTexts.listTitle })).toBeNull();
  });

  it('shows the empty state for a member who blocked nobody', async () => {
    answer('GET', LIST, { items: [] });
    open();
    expect(await screen.findByText(blockTexts.empty)).toBeTruthy();
  });

  it("shows the server's message when the unblock is refused, and the row stays", async () => {
    const message = 'This family is not blocked.';
    answer('GET', LIST, { items: [ravi] });
    answer('DELETE', unblockPath(ravi.candidateId), { message }, 404);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: `${blockTexts.unblock} Ravi` }));
    await user.click(within(await screen.findByRole('dialog', { name: `${blockTexts.unblock} Ravi?` })).getByRole('button', { name: blockTexts.unblock }));
    expect((await screen.findByText(message)).getAttribute('role')).toBe('alert');
    expect(screen.getByText('Ravi')).toBeTruthy();
    expect(screen.queryByText(blockTexts.unblocked)).toBeNull();
  });

  it("shows the server's message when the list cannot be read", async () => {
    answer('GET', LIST, { message: 'You may only see your own blocked families.' }, 403);
    open();
    expect((await screen.findByText('You may only see your own blocked families.')).closest('[role="alert"]')).toBeTruthy();
  });
});

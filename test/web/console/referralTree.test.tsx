/** An account's referral tree: who referred it, whom it referred (each linking to its own tree), and the branch action. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, apiRequests } from '../network';
import { openAsVolunteer } from './fixtures';

const account = (userId: string, name: string, changes: Record<string, unknown> = {}) => ({
  userId, name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com`, candidateId: `cand-${userId.slice(-4)}`, ineligible: false, ...changes,
});
const TREE = '/api/admin/accounts/user-0002/referrals';

describe('Referral tree', () => {
  it('shows the member who referred the account and those it referred, each linking to its tree', async () => {
    answer('GET', TREE, {
      account: account('user-0002', 'Ravi Kumar'),
      referredBy: { kind: 'member', account: account('user-0001', 'Asha Shah') },
      referred: [{ ...account('user-0003', 'Sita Rao', { ineligible: true }), referredCount: 2 }],
    });
    openAsVolunteer('/admin/accounts/user-0002');
    expect(await screen.findByRole('heading', { level: 2, name: 'Referral tree: Ravi Kumar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Asha Shah' }).getAttribute('href')).toBe('/admin/accounts/user-0001');
    const sita = screen.getByRole('link', { name: 'Sita Rao' });
    expect(sita.getAttribute('href')).toBe('/admin/accounts/user-0003');
    expect(sita.closest('li')?.textContent).toBe('Sita Rao (sita@example.com, Ineligible) — referred 2');
  });

  it('says when the volunteers invited the account, with the address the code went to', async () => {
    answer('GET', TREE, { account: account('user-0002', 'Ravi Kumar'), referredBy: { kind: 'volunteers', issuedToEmail: 'ravi@example.com' }, referred: [] });
    openAsVolunteer('/admin/accounts/user-0002');
    expect(await screen.findByText('Invited by the volunteers (the code went to ravi@example.com)')).toBeTruthy();
    expect(screen.getByText('Nobody signed up with this account’s codes.')).toBeTruthy();
  });

  it('marks the branch ineligible behind a reason and says how many accounts the server marked', async () => {
    answer('GET', TREE, {
      account: account('user-0002', 'Ravi Kumar'),
      referredBy: { kind: 'unknown' },
      referred: [{ ...account('user-0003', 'Sita Rao'), referredCount: 1 }],
    });
    answer('POST', '/api/admin/accounts/user-0002/branchIneligible', { marked: 3 });
    const { user } = openAsVolunteer('/admin/accounts/user-0002');
    await user.click(await screen.findByRole('button', { name: 'Mark this branch ineligible' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the branch of Ravi Kumar ineligible' });
    expect(within(dialog).getByText(/at least 2 accounts/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Reason/), 'A chain of fake accounts');
    await user.click(within(dialog).getByRole('button', { name: 'Mark ineligible' }));
    expect((await screen.findByRole('status')).textContent).toBe('3 accounts marked ineligible.');
    const post = apiRequests().find((r) => r.method === 'POST');
    expect(post?.body).toEqual({ reason: 'A chain of fake accounts' });
  });
});

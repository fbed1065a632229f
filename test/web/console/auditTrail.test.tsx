/** Audit Trail: newest first in words, filtered by volunteer and by kind through the URL and the matching routes. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, apiRequests } from '../network';
import { entry, openAsVolunteer } from './fixtures';

const ALL = '/api/admin/auditTrail';
const older = entry('a-1', { createdDate: '2025-03-01T10:00:00.000Z' });
const newer = entry('a-2', {
  volunteerId: 'vol-0002', volunteerEmail: 'ravi@example.com', kind: 'listing.reject', itemLabel: 'Lotus Photography',
  reason: 'Not a real business', createdDate: '2025-03-10T10:00:00.000Z',
});
const rowsText = () =>
  within(screen.getByRole('table')).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').slice(1).map((c) => c.textContent));

describe('Audit Trail', () => {
  it('lists the actions newest first: When, Volunteer, Action in words, Item, Reason', async () => {
    answer('GET', ALL, { items: [older, newer] });
    openAsVolunteer('/admin/auditTrail');
    await screen.findByRole('table');
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['When', 'Volunteer', 'Action', 'Item', 'Reason']);
    expect(rowsText()).toEqual([
      ['ravi@example.com', 'Rejected a listing', 'Lotus Photography', 'Not a real business'],
      ['vimala@example.com', 'Approved a listing', 'Annapurna Caterers', ''],
    ]);
  });

  it('filters by kind and by volunteer through the URL, calling the matching route', async () => {
    answer('GET', ALL, { items: [older, newer] });
    answer('GET', `${ALL}/kind/listing.reject`, { items: [newer] });
    answer('GET', `${ALL}/volunteer/vol-0001`, { items: [older] });
    const { user, url } = openAsVolunteer('/admin/auditTrail');
    await screen.findByRole('table');

    await user.selectOptions(screen.getByLabelText('Action'), 'Rejected a listing');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await screen.findByRole('link', { name: 'Clear filters' });
    expect(url()).toBe('/admin/auditTrail?kind=listing.reject');
    expect(rowsText()).toEqual([['ravi@example.com', 'Rejected a listing', 'Lotus Photography', 'Not a real business']]);

    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    // The unfiltered page is back (its selects are new ones) before choosing again.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Clear filters' })).toBeNull());
    expect(url()).toBe('/admin/auditTrail');
    await user.selectOptions(screen.getByLabelText('Volunteer'), 'vimala@example.com');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await screen.findByRole('link', { name: 'Clear filters' });
    expect(url()).toBe('/admin/auditTrail?volunteer=vol-0001');
    expect(rowsText()).toEqual([['vimala@example.com', 'Approved a listing', 'Annapurna Caterers', '']]);
    expect(apiRequests().map((r) => r.path)).toEqual([ALL, `${ALL}/kind/listing.reject`, ALL, `${ALL}/volunteer/vol-0001`]);
  });

  it('opens with the filters of its URL chosen in the selects', async () => {
    answer('GET', `${ALL}/kind/listing.approve`, { items: [older, entry('a-3', { volunteerId: 'vol-0002', volunteerEmail: 'ravi@example.com' })] });
    openAsVolunteer('/admin/auditTrail?kind=listing.approve&volunteer=vol-0001');
    await screen.findByRole('table');
    expect((screen.getByLabelText('Action') as HTMLSelectElement).value).toBe('listing.approve');
    expect((screen.getByLabelText('Volunteer') as HTMLSelectElement).value).toBe('vol-0001');
    expect(rowsText()).toEqual([['vimala@example.com', 'Approved a listing', 'Annapurna Caterers', '']]);
  });

  it('says when nothing matches', async () => {
    answer('GET', `${ALL}/kind/branch.ineligible`, { items: [] });
    openAsVolunteer('/admin/auditTrail?kind=branch.ineligible');
    expect(await screen.findByText('No actions match.')).toBeTruthy();
  });
});

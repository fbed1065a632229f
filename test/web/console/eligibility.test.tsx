/** Eligibility: a search through the URL, the state of each profile found, and Mark / Clear ineligible with a reason. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, apiRequests } from '../network';
import { openAsVolunteer } from './fixtures';

const found = (changes: Record<string, unknown> = {}) => ({
  candidateId: 'cand-0001', userId: 'user-0001', firstName: 'Ravi', lastName: 'Kumar', email: 'ravi@example.com',
  publicURL: 'ravi-kumar', ineligible: false, listed: true,
  members: [
    { firstName: 'Asha', lastName: 'Kumar', email: 'asha@example.com', founder: true },
    { firstName: 'Vikram', lastName: 'Kumar', relation: 'Father', email: 'vikram@example.com', founder: false },
  ],
  ...changes,
});
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('Eligibility', () => {
  it('searches by what is typed, through the URL, and shows each profile’s state with a link to its referral tree', async () => {
    answer('GET', '/api/admin/candidates/find/ravi', {
      items: [found(), found({ candidateId: 'cand-0002', userId: 'user-0002', firstName: 'Ravina', email: 'ravina@example.com', publicURL: undefined, ineligible: true, ineligibleReason: 'Fake photos', listed: false })],
    });
    const { user, url } = openAsVolunteer('/admin/eligibility');
    await user.type(await screen.findByLabelText(/Name, e-mail or public URL name/), 'ravi');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table');
    expect(url()).toBe('/admin/eligibility?q=ravi');
    const rows = within(table).getAllByRole('row').slice(1);
    // The family's members beside the account: who signs in to it.
    const family = 'Asha Kumar (signed the family up), asha@example.comVikram Kumar (Father), vikram@example.com';
    expect(cells(rows[0]!).slice(0, 5)).toEqual(['Ravi Kumar', 'ravi@example.com', family, 'ravi-kumar', 'EligibleListed']);
    expect(cells(rows[1]!).slice(0, 5)).toEqual(['Ravina Kumar', 'ravina@example.com', family, '—', 'Ineligible: Fake photosNot listed']);
    expect(screen.getByRole('link', { name: 'Referral tree of Ravi Kumar' }).getAttribute('href')).toBe('/admin/accounts/user-0001');
    expect(within(rows[1]!).getByRole('button', { name: 'Clear ineligible: Ravina Kumar' })).toBeTruthy();
  });

  it('asks for 2 characters without calling the server', async () => {
    openAsVolunteer('/admin/eligibility?q=r');
    expect(await screen.findByText('Type at least 2 characters')).toBeTruthy();
    expect(apiRequests()).toEqual([]);
  });

  it('marks a profile ineligible with a reason; the row shows the new state', async () => {
    answer('GET', '/api/admin/candidates/find/ravi', { items: [found()] });
    answer('POST', '/api/admin/candidates/cand-0001/eligibility', found({ ineligible: true, ineligibleReason: 'Fake photos', listed: false }));
    const { user } = openAsVolunteer('/admin/eligibility?q=ravi');
    await user.click(await screen.findByRole('button', { name: 'Mark ineligible: Ravi Kumar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark ineligible: Ravi Kumar' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Fake photos');
    await user.click(within(dialog).getByRole('button', { name: 'Mark ineligible' }));
    expect((await screen.findByRole('status')).textContent).toBe('Ravi Kumar is marked ineligible.');
    expect(await screen.findByText('Ineligible: Fake photos')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear ineligible: Ravi Kumar' })).toBeTruthy();
    const post = apiRequests().find((r) => r.method === 'POST');
    expect(post?.body).toEqual({ ineligible: true, reason: 'Fake photos' });
  });

  it('keeps the dialog open with the server’s message for a reason too short', async () => {
    answer('GET', '/api/admin/candidates/find/ravi', { items: [found()] });
    const { user } = openAsVolunteer('/admin/eligibility?q=ravi');
    await user.click(await screen.findByRole('button', { name: 'Mark ineligible: Ravi Kumar' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Reason/), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Mark ineligible' }));
    expect(await within(dialog).findByText('Please give a short reason')).toBeTruthy();
    expect(apiRequests().filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('says when no profile matches', async () => {
    answer('GET', '/api/admin/candidates/find/nobody', { items: [] });
    openAsVolunteer('/admin/eligibility?q=nobody');
    expect(await screen.findByText('No profile matches.')).toBeTruthy();
  });
});

/** Directory: listings by state (Pending first, with its count), Approve, and Reject / Hide with a required reason. */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ModeratedListing } from '#shared/domain/classified.js';
import { answer, answerWith, apiRequests } from '../network';
import { listing, openAsVolunteer } from './fixtures';
import { CATEGORIES, subCategoriesOf } from '../directory/data';

const list = (state: string) => `/api/admin/listings/${state}`;
const annapurna = listing('sp-0001', 'Annapurna Caterers');
const lotus = listing('sp-0002', 'Lotus Photography', { serviceProviderWebsite: '' });

/** The server's pending list, which shrinks as listings are acted on. */
function pendingServer(items: ModeratedListing[]) {
  let pending = [...items];
  answerWith('GET', list('pending'), () => ({ json: { items: pending } }));
  return (id: string) => {
    pending = pending.filter((l) => l.id !== id);
  };
}
const posts = () => apiRequests().filter((r) => r.method === 'POST').map((r) => [r.path, r.body]);
const cardOf = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li')!;

describe('Directory', () => {
  // The directory's public lists name each listing's place.
  beforeEach(() => {
    answer('GET', CATEGORIES, { items: [{ id: 'dom-weddings', categoryName: 'Weddings' }] });
    answer('GET', subCategoriesOf('dom-weddings'), {
      items: [
        { id: 'sub-0001', categoryId: 'dom-weddings', subCategoryName: 'Caterers' },
        { id: 'sub-old', categoryId: 'dom-weddings', subCategoryName: 'Photographers' },
      ],
    });
  });

  it('opens on Pending with its count, showing what a volunteer judges by (the website as text)', async () => {
    pendingServer([annapurna, lotus]);
    openAsVolunteer('/admin/directory');
    expect(await screen.findByRole('heading', { level: 3, name: 'Annapurna Caterers' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Listing states' });
    expect(within(tabs).getAllByRole('link').map((a) => a.textContent)).toEqual(['Pending (2)', 'Approved', 'Rejected', 'Hidden']);
    expect(within(tabs).getByRole('link', { name: 'Pending (2)' }).getAttribute('aria-current')).toBe('page');
    const card = cardOf('Annapurna Caterers');
    expect(within(card).getByText('Vegetarian wedding catering')).toBeTruthy();
    expect(within(card).getByText('Full-service catering for weddings of up to 500 guests.')).toBeTruthy();
    expect(within(card).getByText('Anil Mehta')).toBeTruthy();
    expect(within(card).getByText('+1 5125550101')).toBeTruthy();
    expect(within(card).getByText('anil@example.com')).toBeTruthy();
    expect(within(card).getByText('https://example.com/catering')).toBeTruthy();
    expect(within(card).getByText('Weddings › Caterers')).toBeTruthy();
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).getByText(/2025/)).toBeTruthy();
    expect(within(card).getAllByRole('button').map((b) => b.textContent)).toEqual(['Approve', 'Reject', 'Hide']);
  });

  it('approves a listing at the version it shows: it leaves the list, the count follows and a polite status says so', async () => {
    const acted = pendingServer([{ ...annapurna, version: 4 }, lotus]);
    answerWith('POST', `/api/admin/listings/${annapurna.id}/approve`, () => {
      acted(annapurna.id);
      return { json: { ...annapurna, status: 'approved' } };
    });
    const { user } = openAsVolunteer('/admin/directory');
    await user.click(await screen.findByRole('button', { name: 'Approve Annapurna Caterers' }));
    expect(await screen.findByText('“Annapurna Caterers” approved.')).toBeTruthy();
    expect(screen.getByText('“Annapurna Caterers” approved.').getAttribute('role')).toBe('status');
    expect(screen.queryByRole('heading', { name: 'Annapurna Caterers' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Lotus Photography' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Pending (1)' })).toBeTruthy();
    expect(posts()).toEqual([[`/api/admin/listings/${annapurna.id}/approve`, { version: 4 }]]);
  });

  it('rejects only with a reason: required, the server’s 422 message under the field, then done', async () => {
    const acted = pendingServer([annapurna]);
    let calls = 0;
    answerWith('POST', `/api/admin/listings/${annapurna.id}/reject`, () => {
      calls += 1;
      if (calls === 1) return { status: 422, json: { message: 'Please correct the highlighted fields.', errors: { reason: ['Say more than that'] } } };
      acted(annapurna.id);
      return { json: { ...annapurna, status: 'rejected', statusReason: 'Not a service' } };
    });
    const { user } = openAsVolunteer('/admin/directory');
    await user.click(await screen.findByRole('button', { name: 'Reject Annapurna Caterers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject “Annapurna Caterers”' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason.hasAttribute('required')).toBe(true);

    // Empty: the shared schema's message, and nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please give a short reason')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toEqual([]);

    // The server's own 422 message shows under the field too.
    await user.type(reason, 'Too short?');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Say more than that')).toBeTruthy();

    await user.clear(reason);
    await user.type(reason, 'Not a service');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('“Annapurna Caterers” rejected.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Annapurna Caterers' })).toBeNull();
    expect(posts().at(-1)).toEqual([`/api/admin/listings/${annapurna.id}/reject`, { reason: 'Not a service' }]);
  });

  it('hides an approved listing with a reason; Cancel sends nothing', async () => {
    const approved = listing('sp-0003', 'Raga DJs', { status: 'approved' });
    pendingServer([annapurna]);
    answer('GET', list('approved'), { items: [approved] });
    answer('POST', `/api/admin/listings/${approved.id}/hide`, { ...approved, status: 'hidden' });
    const { user } = openAsVolunteer('/admin/directory?state=approved');
    expect(await screen.findByRole('link', { name: 'Pending (1)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Approved' }).getAttribute('aria-current')).toBe('page');
    const card = await screen.findByRole('heading', { level: 3, name: 'Raga DJs' });
    expect(within(card.closest('li')!).getAllByRole('button').map((b) => b.textContent)).toEqual(['Hide']);

    await user.click(screen.getByRole('button', { name: 'Hide Raga DJs' }));
    let dialog = await screen.findByRole('dialog', { name: 'Hide “Raga DJs”' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Hide Raga DJs' }));
    dialog = await screen.findByRole('dialog', { name: 'Hide “Raga DJs”' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Owner asked by phone');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('“Raga DJs” hidden.')).toBeTruthy();
    expect(posts()).toEqual([[`/api/admin/listings/${approved.id}/hide`, { reason: 'Owner asked by phone' }]]);
  });

  it('shows the server’s message on a 409 and keeps the listing', async () => {
    pendingServer([annapurna]);
    answer('POST', `/api/admin/listings/${annapurna.id}/approve`, { message: 'Another volunteer already acted on this listing.' }, 409);
    const { user } = openAsVolunteer('/admin/directory');
    await user.click(await screen.findByRole('button', { name: 'Approve Annapurna Caterers' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Another volunteer already acted on this listing.');
    expect(screen.getByRole('heading', { name: 'Annapurna Caterers' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
  });

  it('says when a change moved the listing to another category (the directory keeps the approved one)', async () => {
    const { version: _v, status: _s, approved: _a, ...fields } = annapurna;
    const moved = listing('sp-0003', 'Annapurna Caterers', { status: 'pending', subCategoryId: 'sub-new', approved: { ...fields, subCategoryId: 'sub-old' } });
    answer('GET', list('pending'), { items: [moved] });
    openAsVolunteer('/admin/directory');
    await screen.findByRole('heading', { level: 3, name: 'Annapurna Caterers' });
    const before = within(cardOf('Annapurna Caterers')).getByRole('region', { name: 'Approved version' });
    expect(within(before).getByText(/^The category changed \(approved: Weddings › Photographers\)/)).toBeTruthy();
    // The new one was removed from the directory since: said so, not left blank.
    expect(within(cardOf('Annapurna Caterers')).getByText('A category no longer in the directory')).toBeTruthy();
    expect(within(before).queryByText('No public field changed.')).toBeNull();
  });

  it('shows a change to an approved listing beside the approved text; a 409 for a newer change reloads the card', async () => {
    const approvedCopy = {
      serviceProviderTitle: 'Annapurna Caterers', serviceProviderSubTitle: 'Vegetarian wedding catering',
      serviceProviderDescription: 'Full-service catering for weddings of up to 500 guests.', serviceProviderContactName: 'Anil Mehta',
      serviceProviderPhoneCountryCode: '+1', serviceProviderPhone: '5125550101', serviceProviderEmail: 'anil@example.com',
      serviceProviderWebsite: 'https://example.com/catering', updatedDate: '2025-03-14T10:00:00.000Z',
    };
    const changed = listing('sp-0001', 'Verify your rishta account', { serviceProviderWebsite: 'https://evil.example.net', approved: approvedCopy, version: 7 });
    let current = changed;
    answerWith('GET', list('pending'), () => ({ json: { items: [current] } }));
    answerWith('POST', `/api/admin/listings/${changed.id}/approve`, () => {
      current = { ...changed, serviceProviderTitle: 'Verify your account now', version: 8 };
      return { status: 409, json: { message: 'This listing was changed since you opened it. Please look at it again.' } };
    });
    const { user } = openAsVolunteer('/admin/directory');
    await screen.findByRole('heading', { level: 3, name: 'Verify your rishta account' });
    const card = cardOf('Verify your rishta account');
    const before = within(card).getByRole('region', { name: 'Approved version' });
    expect(within(before).getByText('Title approved').nextSibling?.textContent).toBe('Annapurna Caterers');
    expect(within(before).getByText('Website approved').nextSibling?.textContent).toBe('https://example.com/catering');
    expect(within(before).queryByText('Phone approved')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Approve Verify your rishta account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This listing was changed since you opened it. Please look at it again.');
    expect(await screen.findByRole('heading', { level: 3, name: 'Verify your account now' })).toBeTruthy();
    expect(posts()).toEqual([[`/api/admin/listings/${changed.id}/approve`, { version: 7 }]]);
  });

  it('switches state through the URL', async () => {
    pendingServer([]);
    answer('GET', list('hidden'), { items: [listing('sp-0004', 'Old Venue', { status: 'hidden', statusReason: 'Closed down' })] });
    const { user, url } = openAsVolunteer('/admin/directory');
    expect(await screen.findByText('No listings here.')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Hidden' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Old Venue' })).toBeTruthy();
    expect(url()).toBe('/admin/directory?state=hidden');
    expect(screen.getByText('Closed down')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve Old Venue' })).toBeTruthy();
  });
});

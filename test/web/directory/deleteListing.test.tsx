/** Deleting an own listing: asked first (Cancel sends nothing), then gone from List My Service with a status; a refusal in the server's words. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { directoryTexts, MAX_LISTINGS } from '#shared/domain/classified.js';
import { myServicesRoutes } from '#web/features/directory/routes';
import { answer, apiRequests } from '../network';
import { renderRoutes } from '../render';
import { member, signedIn } from '../session';
import { ownProvider } from './data';

const MINE = `/api/classified/getMyServiceProviders/${member.id}`;
const DELETE_ONE = '/api/classified/deleteServiceProvider/prov-1';
const routes = [{ path: 'dashboard', children: myServicesRoutes }];
const two = [ownProvider({ id: 'prov-1', serviceProviderTitle: 'Shah Caterers' }), ownProvider({ id: 'prov-2', serviceProviderTitle: 'Mehta Mehndi' })];

function open(at: string) {
  signedIn();
  answer('GET', '/api/usermgmt/session', member);
  return renderRoutes(routes, at);
}
const deletes = () => apiRequests().filter((r) => r.method === 'DELETE');
const titles = (list: HTMLElement) => within(list).getAllByRole('listitem').map((li) => li.querySelector('.my-service-title')?.textContent);

describe('deleting a listing from List My Service', () => {
  it('asks first, naming the listing; OK deletes it, the list drops it and says so', async () => {
    answer('GET', MINE, { items: two });
    answer('DELETE', DELETE_ONE, { message: directoryTexts.deleted });
    const { user } = open('/dashboard/myServices');
    const list = await screen.findByRole('list', { name: 'My services' });
    await user.click(within(list).getByRole('button', { name: 'Delete Shah Caterers' }));
    const dialog = await screen.findByRole('dialog', { name: directoryTexts.deleteQuestion });
    expect(within(dialog).getByText(directoryTexts.deleteBody('Shah Caterers'))).toBeTruthy();
    expect(within(dialog).getByText(/cannot be undone/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('status')).textContent).toContain(directoryTexts.deleted);
    expect(titles(screen.getByRole('list', { name: 'My services' }))).toEqual(['Mehta Mehndi']);
    expect(deletes().map((r) => r.path)).toEqual([DELETE_ONE]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Cancel sends nothing and keeps the listing', async () => {
    answer('GET', MINE, { items: two });
    const { user } = open('/dashboard/myServices');
    const list = await screen.findByRole('list', { name: 'My services' });
    await user.click(within(list).getByRole('button', { name: 'Delete Mehta Mehndi' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes()).toEqual([]);
    expect(titles(list)).toEqual(['Shah Caterers', 'Mehta Mehndi']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a refusal shows the server’s message and keeps the listing', async () => {
    answer('GET', MINE, { items: two });
    answer('DELETE', DELETE_ONE, { message: 'Please sign in again to delete this listing.' }, 409);
    const { user } = open('/dashboard/myServices');
    const list = await screen.findByRole('list', { name: 'My services' });
    await user.click(within(list).getByRole('button', { name: 'Delete Shah Caterers' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please sign in again to delete this listing.');
    expect(titles(list)).toEqual(['Shah Caterers', 'Mehta Mehndi']);
    expect(screen.queryByText(directoryTexts.deleted)).toBeNull();
  });

  it('a listing deleted already elsewhere leaves the list, with the server’s words', async () => {
    answer('GET', MINE, { items: two });
    answer('DELETE', DELETE_ONE, { message: directoryTexts.noSuchListing }, 404);
    const { user } = open('/dashboard/myServices');
    const list = await screen.findByRole('list', { name: 'My services' });
    await user.click(within(list).getByRole('button', { name: 'Delete Shah Caterers' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toContain(directoryTexts.noSuchListing);
    expect(titles(list)).toEqual(['Mehta Mehndi']);
  });

  it('at the limit, deleting one offers List a service again', async () => {
    const full = Array.from({ length: MAX_LISTINGS }, (_, i) => ownProvider({ id: `prov-${i + 1}`, serviceProviderTitle: `Listing ${i + 1}` }));
    answer('GET', MINE, { items: full });
    answer('DELETE', DELETE_ONE, { message: directoryTexts.deleted });
    const { user } = open('/dashboard/myServices');
    expect(await screen.findByText(directoryTexts.tooMany)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete Listing 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('link', { name: 'List a service' })).toBeTruthy();
    expect(screen.queryByText(directoryTexts.tooMany)).toBeNull();
  });
});

describe('deleting a listing from the owner’s view', () => {
  it('after the question, goes back to List My Service, which says it is deleted', async () => {
    answer('GET', '/api/classified/getMyServiceProvider/prov-1', two[0]);
    answer('DELETE', DELETE_ONE, { message: directoryTexts.deleted });
    const { user, url } = open('/dashboard/myServices/prov-1');
    await user.click(await screen.findByRole('button', { name: 'Delete Shah Caterers' }));
    const dialog = await screen.findByRole('dialog', { name: directoryTexts.deleteQuestion });
    // Answered after the question: the list the member lands on no longer has it.
    answer('GET', MINE, { items: [two[1]] });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(url()).toBe('/dashboard/myServices?notice=listingDeleted'));
    expect((await screen.findByRole('status')).textContent).toContain(directoryTexts.deleted);
    expect(titles(await screen.findByRole('list', { name: 'My services' }))).toEqual(['Mehta Mehndi']);
  });

  it('Cancel stays on the listing and sends nothing', async () => {
    answer('GET', '/api/classified/getMyServiceProvider/prov-1', two[0]);
    const { user, url } = open('/dashboard/myServices/prov-1');
    await user.click(await screen.findByRole('button', { name: 'Delete Shah Caterers' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(url()).toBe('/dashboard/myServices/prov-1');
    expect(deletes()).toEqual([]);
  });
});

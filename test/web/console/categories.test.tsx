/** Domains and categories: the public lists, add a domain, add a category to a domain, rename either inline. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, answerWith, apiRequests } from '../network';
import { openAsVolunteer } from './fixtures';

const weddings = { id: 'cat-0001', categoryName: 'Weddings' };
const caterers = { id: 'sub-0001', categoryId: 'cat-0001', subCategoryName: 'Caterers' };

function server() {
  let domains = [weddings];
  let subs = [caterers];
  answerWith('GET', '/api/classified/getAllCategories', () => ({ json: { items: domains } }));
  answerWith('GET', `/api/classified/getSubCategoriesForCategory/${weddings.id}`, () => ({ json: { items: subs } }));
  return {
    addDomain: (d: typeof weddings) => (domains = [...domains, d]),
    setDomains: (d: (typeof weddings)[]) => (domains = d),
    setSubs: (s: (typeof caterers)[]) => (subs = s),
  };
}
const sent = () => apiRequests().filter((r) => r.method !== 'GET').map((r) => [r.method, r.path, r.body]);

describe('Domains and categories', () => {
  it('lists each domain with its categories, under the Directory menu', async () => {
    server();
    openAsVolunteer('/admin/directory/categories');
    expect(await screen.findByRole('heading', { level: 4, name: 'Weddings' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Categories of Weddings' })).getByText('Caterers')).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Directory' });
    expect(within(menu).getByRole('link', { name: 'Domains and categories' }).getAttribute('aria-current')).toBe('page');
  });

  it('adds a domain: the server’s 422 shows under the field; once saved the list shows it and the field empties', async () => {
    const s = server();
    answer('GET', '/api/classified/getSubCategoriesForCategory/cat-0002', { items: [] });
    let calls = 0;
    answerWith('POST', '/api/admin/categories', () => {
      calls += 1;
      if (calls === 1) return { status: 409, json: { message: 'A domain of that name exists.' } };
      s.addDomain({ id: 'cat-0002', categoryName: 'Professional' });
      return { json: { id: 'cat-0002', categoryName: 'Professional' } };
    });
    const { user } = openAsVolunteer('/admin/directory/categories');
    const field = await screen.findByRole('textbox', { name: 'New domain' });

    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText('Domain name must be at least 2 characters')).toBeTruthy();
    expect(sent()).toEqual([]);

    await user.type(field, 'Professional');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A domain of that name exists.');

    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByRole('heading', { level: 4, name: 'Professional' })).toBeTruthy();
    expect(screen.getByText('Domain added: Professional.').getAttribute('role')).toBe('status');
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'New domain' }) as HTMLInputElement).value).toBe(''));
    expect(sent().at(-1)).toEqual(['POST', '/api/admin/categories', { categoryName: 'Professional' }]);
  });

  it('renames a domain and a category inline, and adds a category to a domain', async () => {
    const s = server();
    answerWith('PATCH', `/api/admin/categories/${weddings.id}`, ({ body }) => {
      s.setDomains([{ ...weddings, categoryName: 'Weddings and Events' }]);
      return { json: { ...weddings, ...(body as object) } };
    });
    answerWith('PATCH', `/api/admin/subCategories/${caterers.id}`, () => {
      s.setSubs([{ ...caterers, subCategoryName: 'Wedding Caterers' }]);
      return { json: { ...caterers, subCategoryName: 'Wedding Caterers' } };
    });
    answerWith('POST', `/api/admin/categories/${weddings.id}/subCategories`, () => {
      s.setSubs([{ ...caterers, subCategoryName: 'Wedding Caterers' }, { id: 'sub-0002', categoryId: weddings.id, subCategoryName: 'Mehndi Artists' }]);
      return { json: { id: 'sub-0002', categoryId: weddings.id, subCategoryName: 'Mehndi Artists' } };
    });
    const { user } = openAsVolunteer('/admin/directory/categories');

    await user.click(await screen.findByRole('button', { name: 'Rename Weddings' }));
    const domainName = screen.getByRole('textbox', { name: 'Domain name' });
    expect((domainName as HTMLInputElement).value).toBe('Weddings');
    await user.clear(domainName);
    await user.type(domainName, 'Weddings and Events');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('heading', { level: 4, name: 'Weddings and Events' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Domain name' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Rename Caterers' }));
    const categoryName = screen.getByRole('textbox', { name: 'Category name' });
    await user.clear(categoryName);
    await user.type(categoryName, 'Wedding Caterers{Enter}');
    expect(await screen.findByText('Wedding Caterers')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'New category in Weddings and Events' }), 'Mehndi Artists');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await within(screen.getByRole('list', { name: 'Categories of Weddings and Events' })).findByText('Mehndi Artists')).toBeTruthy();

    expect(sent()).toEqual([
      ['PATCH', `/api/admin/categories/${weddings.id}`, { categoryName: 'Weddings and Events' }],
      ['PATCH', `/api/admin/subCategories/${caterers.id}`, { subCategoryName: 'Wedding Caterers' }],
      ['POST', `/api/admin/categories/${weddings.id}/subCategories`, { subCategoryName: 'Mehndi Artists' }],
    ]);
  });
});

/** /classified: the Community toggle, Search Services (domain → category, the URL), cards, Load more and the modal. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { directoryTexts } from '#shared/domain/classified.js';
import { directoryRoutes } from '#web/features/directory/routes';
import { answer, apiRequests } from '../network';
import { renderRoutes } from '../render';
import {
  CATEGORIES, domains, professionalCategories, provider, providers, providersOf, subCategoriesOf, weddingCategories,
} from './data';

function open(at: string) {
  answer('GET', CATEGORIES, { items: domains });
  return renderRoutes(directoryRoutes, at);
}

const searchButton = () => screen.getByRole('button', { name: 'Search' });

describe('/classified', () => {
  it('shows the domains with Search unavailable, and says why when pressed without a category', async () => {
    const { user } = open('/classified');
    expect(await screen.findByRole('heading', { name: 'Service Providers' })).toBeTruthy();
    const domain = screen.getByLabelText('Domain') as HTMLSelectElement;
    expect([...domain.options].map((o) => o.text)).toEqual(['Select a domain', 'Weddings', 'Professional services']);
    expect(searchButton().getAttribute('aria-disabled')).toBe('true');
    await user.click(searchButton());
    expect((await screen.findByRole('alert')).textContent).toBe(directoryTexts.selectOption);
    expect(apiRequests().filter((r) => r.path.startsWith('/api/classified/getServiceProviders'))).toEqual([]);
  });

  it('loads a domain’s categories, enables Search once one is chosen, resets it on a new domain and puts the search in the URL', async () => {
    answer('GET', subCategoriesOf('dom-weddings'), { items: weddingCategories });
    answer('GET', subCategoriesOf('dom-professional'), { items: professionalCategories });
    answer('GET', providersOf('sub-lawyers'), { items: [], total: 0, page: 1, pageSize: 24 });
    const { user, url } = open('/classified');
    await user.selectOptions(await screen.findByLabelText('Domain'), 'dom-weddings');
    await screen.findByRole('option', { name: 'Caterers' });
    await user.selectOptions(screen.getByLabelText('Category'), 'sub-caterers');
    expect(searchButton().getAttribute('aria-disabled')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Domain'), 'dom-professional');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('');
    expect(searchButton().getAttribute('aria-disabled')).toBe('true');
    await screen.findByRole('option', { name: 'Immigration lawyers' });
    await user.selectOptions(screen.getByLabelText('Category'), 'sub-lawyers');
    await user.click(searchButton());
    expect(await screen.findByText('Total 0 service providers found.')).toBeTruthy();
    expect(screen.getByText(/No service providers are listed in this category yet/)).toBeTruthy();
    expect(url()).toBe('/classified?domain=dom-professional&category=sub-lawyers');
  });

  it('repeats the search from the URL: cards with the truncated description and a sample’s tag', async () => {
    answer('GET', subCategoriesOf('dom-weddings'), { items: weddingCategories });
    answer('GET', providersOf('sub-caterers'), {
      items: [provider(1), provider(2, { sample: true, serviceProviderSubTitle: '' })], total: 2, page: 1, pageSize: 24,
    });
    open('/classified?domain=dom-weddings&category=sub-caterers');
    expect(await screen.findByText('Total 2 service providers found.')).toBeTruthy();
    expect((screen.getByLabelText('Domain') as HTMLSelectElement).value).toBe('dom-weddings');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('sub-caterers');
    const list = screen.getByRole('list', { name: 'Service providers found' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'Caterer 1' })).toBeTruthy();
    expect(within(cards[0]!).getByText('Authentic Gujarati a…')).toBeTruthy();
    expect(within(cards[0]!).queryByText(directoryTexts.sample)).toBeNull();
    expect(within(cards[1]!).getByText(directoryTexts.sample)).toBeTruthy();
  });

  it('opens the details modal with every field and safe links, and closes it with Escape and Close', async () => {
    answer('GET', subCategoriesOf('dom-weddings'), { items: weddingCategories });
    answer('GET', providersOf('sub-caterers'), { items: [provider(1)], total: 1, page: 1, pageSize: 24 });
    const { user } = open('/classified?domain=dom-weddings&category=sub-caterers');
    const view = await screen.findByRole('button', { name: 'View' });
    await user.click(view);
    const dialog = await screen.findByRole('dialog', { name: directoryTexts.detailsTitle });
    expect(within(dialog).getByText('Authentic Gujarati and Punjabi thalis for up to 500 guests.')).toBeTruthy();
    expect(within(dialog).getByText('Meena Shah')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '+1 416 555 0100' }).getAttribute('href')).toBe('tel:+14165550100');
    expect(within(dialog).getByRole('link', { name: 'meena@example.com' }).getAttribute('href')).toBe('mailto:meena@example.com');
    const site = within(dialog).getByRole('link', { name: /caterer\.example\.com/ });
    expect(site.getAttribute('href')).toBe('https://caterer.example.com');
    expect(site.getAttribute('rel')).toBe('noopener noreferrer');
    expect(site.getAttribute('target')).toBe('_blank');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(view);
    await user.click(view);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('never links a website that is not http(s)', async () => {
    answer('GET', subCategoriesOf('dom-weddings'), { items: weddingCategories });
    answer('GET', providersOf('sub-caterers'), {
      items: [provider(1, { serviceProviderWebsite: 'javascript:alert(1)' })], total: 1, page: 1, pageSize: 24,
    });
    const { user } = open('/classified?domain=dom-weddings&category=sub-caterers');
    await user.click(await screen.findByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('link', { name: /javascript/ })).toBeNull();
  });

  it('loads the next page with Load more', async () => {
    answer('GET', subCategoriesOf('dom-weddings'), { items: weddingCategories });
    answer('GET', providersOf('sub-caterers'), { items: providers(1, 24), total: 30, page: 1, pageSize: 24 });
    answer('GET', providersOf('sub-caterers', 2), { items: providers(25, 6), total: 30, page: 2, pageSize: 24 });
    const { user } = open('/classified?domain=dom-weddings&category=sub-caterers');
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 30 of 30.')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows only the word Community under Community Events', async () => {
    const { user } = open('/classified');
    await user.click(await screen.findByRole('button', { name: 'Community Events' }));
    expect(screen.getByText('Community')).toBeTruthy();
    expect(screen.queryByLabelText('Domain')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Services' }));
    expect(screen.getByLabelText('Domain')).toBeTruthy();
  });

  it('says so when the directory cannot be read', async () => {
    answer('GET', CATEGORIES, { message: 'Internal error' }, 500);
    renderRoutes(directoryRoutes, '/classified');
    expect(await screen.findByText('The directory could not be loaded. Please try again in a moment.')).toBeTruthy();
  });
});

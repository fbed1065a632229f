/** List My Service: the member's listings with their state, the form (422 under fields, the sixth refused) and the owner's view. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { directoryTexts, MAX_LISTINGS } from '#shared/domain/classified.js';
import { myServicesRoutes } from '#web/features/directory/routes';
import { answer, answerWith, apiRequests } from '../network';
import { renderRoutes } from '../render';
import { member, signedIn } from '../session';
import { CATEGORIES, domains, ownProvider, subCategoriesOf, weddingCategories } from './data';

const MINE = `/api/classified/getMyServiceProviders/${member.id}`;
const ONE = '/api/classified/getMyServiceProvider/prov-1001';
const routes = [{ path: 'dashboard', children: myServicesRoutes }];

function open(at: string) {
  signedIn();
  answer('GET', '/api/usermgmt/session', member);
  return renderRoutes(routes, at);
}

const fill = {
  serviceProviderTitle: 'Shah Caterers',
  serviceProviderDescription: 'Gujarati thalis for weddings',
  serviceProviderContactName: 'Meena Shah',
  serviceProviderPhoneCountryCode: '+1',
  serviceProviderPhone: '4165550100',
  serviceProviderEmail: 'meena@example.com',
};

async function fillForm(user: ReturnType<typeof open>['user']) {
  await user.selectOptions(await screen.findByLabelText(/^Domain/), 'dom-weddings');
  await screen.findByRole('option', { name: 'Caterers' });
  await user.selectOptions(screen.getByLabelText(/^Category/), 'sub-caterers');
  await user.type(screen.getByLabelText(/^Title/), fill.serviceProviderTitle);
  await user.type(screen.getByLabelText(/^Description/), fill.serviceProviderDescription);
  await user.type(screen.getByLabelText(/^Contact Person/), fill.serviceProviderContactName);
  // A new listing's code starts at +1, as sign-up's does.
  expect((screen.getByLabelText(/^Country Code/) as HTMLInputElement).value).toBe('+1');
  await user.clear(screen.getByLabelText(/^Country Code/));
  await user.type(screen.getByLabelText(/^Country Code/), fill.serviceProviderPhoneCountryCode);
  await user.type(screen.getByLabelText(/^Phone/), fill.serviceProviderPhone);
  await user.type(screen.getByLabelText(/^E-mail/), fill.serviceProviderEmail);
}

describe('List My Service', () => {
  it('lists the member’s listings with their state in words', async () => {
    answer('GET', MINE, {
      items: [
        ownProvider({ id: 'prov-1', serviceProviderTitle: 'One', status: 'pending' }),
        ownProvider({ id: 'prov-2', serviceProviderTitle: 'Two' }),
        ownProvider({ id: 'prov-3', serviceProviderTitle: 'Three', serviceProviderDisplayFlag: false }),
        ownProvider({ id: 'prov-4', serviceProviderTitle: 'Four', status: 'rejected', statusReason: 'Not a service' }),
        ownProvider({ id: 'prov-5', serviceProviderTitle: 'Five', status: 'hidden', statusReason: 'Reported' }),
        ownProvider({ id: 'prov-6', serviceProviderTitle: 'Six', statusReason: 'Asks for passwords' }),
      ],
    });
    open('/dashboard/myServices');
    const list = await screen.findByRole('list', { name: 'My services' });
    const rows = within(list).getAllByRole('listitem').map((li) => li.textContent);
    expect(rows[0]).toContain('Waiting for approval');
    expect(rows[1]).toContain('Shown in the directory');
    expect(rows[2]).toContain('Not shown (disabled by you)');
    expect(rows[3]).toContain('Not approved: Not a service');
    expect(rows[4]).toContain('Hidden by the volunteers: Reported');
    // An approved listing whose change the volunteers set aside.
    expect(rows[5]).toContain('Shown in the directory. Your last change was not approved: Asks for passwords');
    expect(within(list).getByRole('link', { name: 'View One' }).getAttribute('href')).toBe('/dashboard/myServices/prov-1');
  });

  it('says an approved listing’s change waits for the volunteers, and the directory shows the approved version', async () => {
    const { id: _id, sample: _sample, ...fields } = ownProvider();
    const approved = Object.fromEntries(Object.entries(fields).filter(([k]) => k.startsWith('serviceProvider') && k !== 'serviceProviderDisplayFlag'));
    const changed = ownProvider({ id: 'prov-1001', status: 'pending', serviceProviderTitle: 'New title', approved: { ...approved, updatedDate: fields.updatedDate } as never });
    answer('GET', MINE, { items: [changed] });
    answer('GET', ONE, changed);
    const { user } = open('/dashboard/myServices');
    const list = await screen.findByRole('list', { name: 'My services' });
    expect(within(list).getByRole('listitem').textContent).toContain('Changes waiting for approval (the directory shows the approved version)');
    await user.click(within(list).getByRole('link', { name: 'View New title' }));
    expect(await screen.findByText(directoryTexts.changePending)).toBeTruthy();
  });

  it('adds a listing and opens the owner’s view, which says it is pending', async () => {
    answer('GET', CATEGORIES, { items: domains });
    answer('GET', subCategoriesOf('dom-weddings'), { items: weddingCategories });
    answerWith('POST', '/api/classified/saveServiceProvider', () => ({ json: ownProvider({ status: 'pending' }) }));
    answer('GET', ONE, ownProvider({ status: 'pending' }));
    const { user, url } = open('/dashboard/myServices/new');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(directoryTexts.pending)).toBeTruthy();
    expect(url()).toBe('/dashboard/myServices/prov-1001');
    const sent = apiRequests().find((r) => r.path === '/api/classified/saveServiceProvider');
    expect(sent?.body).toEqual({ ...fill, subCategoryId: 'sub-caterers', serviceProviderSubTitle: '', serviceProviderWebsite: '' });
  });

  it('shows the server’s field messages under their fields', async () => {
    answer('GET', CATEGORIES, { items: domains });
    answer('GET', subCategoriesOf('dom-weddings'), { items: weddingCategories });
    answer('POST', '/api/classified/saveServiceProvider', {
      message: 'Please correct the highlighted fields.',
      errors: { serviceProviderEmail: ['This e-mail is not accepted'] },
    }, 422);
    const { user } = open('/dashboard/myServices/new');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This e-mail is not accepted')).toBeTruthy();
    expect(screen.getByLabelText(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
  });

  it('asks in words for a category left unchosen, and sends nothing', async () => {
    answer('GET', CATEGORIES, { items: domains });
    const { user } = open('/dashboard/myServices/new');
    await screen.findByRole('option', { name: domains[0]!.categoryName });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select a category')).toBeTruthy();
    expect(screen.queryByText('Not a valid id')).toBeNull();
    // The domain comes first, and says so.
    expect(screen.getByText('Please select a domain')).toBeTruthy();
    expect(screen.getByLabelText(/^Domain/).getAttribute('aria-invalid')).toBe('true');
    expect(apiRequests().filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('refuses a sixth listing in the server’s words', async () => {
    answer('GET', CATEGORIES, { items: domains });
    answer('GET', subCategoriesOf('dom-weddings'), { items: weddingCategories });
    answer('POST', '/api/classified/saveServiceProvider', { message: directoryTexts.tooMany }, 409);
    const { user } = open('/dashboard/myServices/new');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(directoryTexts.tooMany)).toBeTruthy();
  });

  it('edits a listing with its fields and its domain’s categories filled in', async () => {
    answer('GET', CATEGORIES, { items: domains });
    answer('GET', subCategoriesOf('dom-weddings'), { items: weddingCategories });
    answer('GET', ONE, ownProvider());
    answer('POST', '/api/classified/updateServiceProvider/prov-1001', ownProvider());
    const { user, url } = open('/dashboard/myServices/prov-1001/edit');
    expect(((await screen.findByLabelText(/^Category/)) as HTMLSelectElement).value).toBe('sub-caterers');
    expect((screen.getByLabelText(/^Domain/) as HTMLSelectElement).value).toBe('dom-weddings');
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Caterer 1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(url()).toBe('/dashboard/myServices/prov-1001'));
  });

  it('the owner’s view: Show in Search, Last Updated, and Disable behind the question', async () => {
    answer('GET', ONE, ownProvider());
    answerWith('PATCH', '/api/classified/manageServiceProviderDisplay/prov-1001', (r) => ({
      json: ownProvider({ serviceProviderDisplayFlag: (r.body as { serviceProviderDisplayFlag: boolean }).serviceProviderDisplayFlag }),
    }));
    const { user } = open('/dashboard/myServices/prov-1001');
    expect(await screen.findByText(directoryTexts.shown)).toBeTruthy();
    expect(screen.getByText('Today')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/dashboard/myServices/prov-1001/edit');
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(directoryTexts.statusQuestion)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(directoryTexts.notShown)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enable' })).toBeTruthy();
    const patch = apiRequests().find((r) => r.method === 'PATCH');
    expect(patch?.body).toEqual({ serviceProviderDisplayFlag: false });
  });
});

it("the owner's view says Show in Search waits for a volunteer while the listing is not approved", async () => {
  const rejected = ownProvider({ id: 'prov-1001', status: 'rejected', statusReason: 'Not a service' });
  answer('GET', ONE, rejected);
  open('/dashboard/myServices/prov-1001');
  expect(await screen.findByText('Y Shown, once a volunteer approves it')).toBeTruthy();
});

it('at the limit, List My Service says so instead of offering a form that would be refused', async () => {
  answer('GET', MINE, { items: Array.from({ length: MAX_LISTINGS }, (_, i) => ownProvider({ id: `prov-${i + 1}`, serviceProviderTitle: `Listing ${i + 1}` })) });
  open('/dashboard/myServices');
  expect(await screen.findByText(directoryTexts.tooMany)).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'List a service' })).toBeNull();
});

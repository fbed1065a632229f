/** /dashboard/searchProfiles: the filter in the URL, the total line and cards, Load more, the modal and Save To My List. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { candidateProfileView } from '#shared/domain/candidate.js';
import { SAVED, SEARCH_NEEDS_AN_OPTION, type ProfileCard } from '#shared/domain/search.js';
import { dashboardTabsRoute } from '#web/app/dashboard/routes';
import { candidateBody } from '../../sampleData.js';
import { answer, answerWith, apiRequests } from '../network';
import { renderRoutes } from '../render';
import { answerOwnProfile } from '../ownProfile';
import { member, signedIn } from '../session';
import { findCandidateDetails } from '../candidateDetails';

const SEARCH = '/api/profilemgmt/searchProfiles';
const dashboardRoutes = [{ path: 'dashboard', children: [dashboardTabsRoute] }];

const card = (n: number): ProfileCard => ({
  id: `cand-${1000 + n}`, firstName: `Name${n}`, age: 25 + (n % 5), height: `5'4"`, city: 'Toronto', state: 'Ontario',
  country: 'Canada', profession: 'Engineer', photoURL: n % 2 ? `https://photos.example/${n}.jpg` : null, saved: false,
});
const cards = (from: number, count: number) => Array.from({ length: count }, (_, i) => card(from + i));

function open(at: string) {
  signedIn();
  answer('GET', '/api/usermgmt/session', member);
  answerOwnProfile();
  return renderRoutes(dashboardRoutes, at);
}

const searches = () => apiRequests().filter((r) => r.path === SEARCH);

describe('Search Profiles', () => {
  it('alerts the spec’s message beside Search when searching with nothing chosen (on the page, not a browser box)', async () => {
    const browserAlert = vi.fn();
    vi.stubGlobal('alert', browserAlert);
    const { user } = open('/dashboard/searchProfiles');
    // The first render loads the lazy route's modules: on a loaded machine that alone can take seconds.
    await user.click(await screen.findByRole('button', { name: 'Search' }, { timeout: 15_000 }));
    expect((await screen.findByRole('alert')).textContent).toBe(SEARCH_NEEDS_AN_OPTION);
    expect(browserAlert).not.toHaveBeenCalled();
    expect(searches()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/profiles? matched to your search/)).toBeNull();
  });

  it('searches from the URL query, fills the form from it and shows the total and the cards', async () => {
    answerWith('POST', SEARCH, () => ({ json: { total: 2, page: 1, pageSize: 24, items: cards(1, 2) } }));
    open('/dashboard/searchProfiles?gender=Female&minAge=25&foodHabits=Vegan&foodHabits=Vegetarian');
    expect(await screen.findByText('Total 2 profiles matched to your search.')).toBeTruthy();
    expect(searches()[0]?.body).toEqual({
      gender: 'Female', minAge: 25, foodHabits: ['Vegan', 'Vegetarian'], candidateId: 'cand-0001', page: 1,
    });
    // The results lead, the filters folded into 'Filters (3)' above them; opened, the form is as the URL says.
    const filters = screen.getByRole('button', { name: 'Filters (3)' });
    expect(filters.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('form', { name: 'Search Profiles' })).toBeNull();
    fireEvent.click(filters);
    expect(filters.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('form', { name: 'Search Profiles' })).toBeTruthy();
    expect((screen.getByLabelText('Gender') as HTMLSelectElement).value).toBe('Female');
    expect((screen.getByLabelText('Minimum Age') as HTMLSelectElement).value).toBe('25');
    const food = screen.getByRole('group', { name: 'Food Habits' });
    expect((within(food).getByLabelText('Vegan') as HTMLInputElement).checked).toBe(true);
    expect((within(food).getByLabelText('Eggetarian') as HTMLInputElement).checked).toBe(false);
    const list = screen.getByRole('list', { name: 'Profiles found' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('heading', { name: 'Name1' })).toBeTruthy();
    expect(within(list).getByRole('img', { name: 'Photo of Name1' }).getAttribute('width')).toBe('60');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('puts the chosen options in the URL', async () => {
    answer('POST', SEARCH, { total: 0, page: 1, pageSize: 24, items: [] });
    const { user, url } = open('/dashboard/searchProfiles');
    await user.selectOptions(await screen.findByLabelText('Gender'), 'Male');
    await user.click(within(screen.getByRole('group', { name: 'Education' })).getByLabelText('Master'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Total 0 profiles matched to your search.')).toBeTruthy();
    expect(url()).toBe('/dashboard/searchProfiles?gender=Male&education=Master');
  });

  it('says which ages a search without an age range used, and Change ages goes to the Minimum Age', async () => {
    answer('POST', SEARCH, { total: 1, page: 1, pageSize: 24, items: cards(1, 1), agesUsed: { minAge: 25, maxAge: 32, from: 'expectation' } });
    const { user } = open('/dashboard/searchProfiles?gender=Female');
    expect(await screen.findByText(/Ages 25–32, from your expectations\./)).toBeTruthy();
    expect(searches()[0]?.body).toEqual({ gender: 'Female', candidateId: 'cand-0001', page: 1 });
    await user.click(screen.getByRole('button', { name: 'Change ages' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Minimum Age'));
  });

  it('says when the ages came from the default window around the candidate’s own age', async () => {
    answerWith('POST', SEARCH, (r) => {
      const chose = (r.body as { minAge?: number }).minAge !== undefined;
      return { json: { total: 0, page: 1, pageSize: 24, items: [], ...(chose ? {} : { agesUsed: { minAge: 23, maxAge: 30, from: 'ownAge' } }) } };
    });
    open('/dashboard/searchProfiles?gender=Male');
    expect(await screen.findByText(/Ages 23–30, around your candidate's age \(you have not saved expectations yet\)\./)).toBeTruthy();
  });

  it('sends no ages unless the family chose them (the server picks them), offers 45 as "45 and over", and shows ages past 45', async () => {
    answer('POST', SEARCH, {
      total: 1, page: 1, pageSize: 24, items: [{ ...card(1), age: 52 }], agesUsed: { minAge: 47, maxAge: 54, from: 'ownAge' },
    });
    const { user, url } = open('/dashboard/searchProfiles');
    const maxAge = (await screen.findByLabelText('Maximum Age')) as HTMLSelectElement;
    expect(maxAge.value).toBe('');
    expect((screen.getByLabelText('Minimum Age') as HTMLSelectElement).value).toBe('');
    expect(within(maxAge).getByRole('option', { name: '45 and over' }).getAttribute('value')).toBe('45');
    await user.type(screen.getByLabelText('Search Text'), 'Toronto');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/Ages 47–54, around your candidate's age/)).toBeTruthy();
    expect(url()).toBe('/dashboard/searchProfiles?searchText=Toronto');
    expect(searches()[0]?.body).toEqual({ searchText: 'Toronto', candidateId: 'cand-0001', page: 1 });
    expect(within(screen.getByRole('list', { name: 'Profiles found' })).getByText(/52/)).toBeTruthy();
  });

  it("offers 'Exclude my gotra' with a real own gotra, off by default, and carries it in the URL and the request", async () => {
    answer('POST', SEARCH, { total: 0, page: 1, pageSize: 24, items: [] });
    const { user, url } = open('/dashboard/searchProfiles');
    const exclude = (await screen.findByRole('checkbox', { name: 'Exclude my gotra (Kashyap)' })) as HTMLInputElement;
    expect(exclude.checked).toBe(false);
    await user.click(exclude);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Total 0 profiles matched to your search.')).toBeTruthy();
    expect(url()).toBe('/dashboard/searchProfiles?excludeOwnGotra=true');
    // As the URL carries it; the server's schema reads 'true' as on.
    expect(searches()[0]?.body).toMatchObject({ excludeOwnGotra: 'true' });
    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    expect((screen.getByRole('checkbox', { name: 'Exclude my gotra (Kashyap)' }) as HTMLInputElement).checked).toBe(true);
  });

  it("does not offer 'Exclude my gotra' when the own gotra names none", async () => {
    signedIn();
    answer('GET', '/api/usermgmt/session', member);
    answerOwnProfile('Not To Share Now');
    renderRoutes(dashboardRoutes, '/dashboard/searchProfiles');
    await screen.findByRole('button', { name: 'Search' });
    expect(screen.queryByRole('checkbox', { name: /Exclude my gotra/ })).toBeNull();
  });

  it("shows 'Exclude my gotra' ticked when the URL has it on but the own gotra could not be read, so it can be unticked", async () => {
    signedIn();
    answer('GET', '/api/usermgmt/session', member);
    answer('GET', `/api/profilemgmt/getProfileDetails/${member.candidateId}`, { message: 'Service unavailable' }, 503);
    answer('POST', SEARCH, { total: 0, page: 1, pageSize: 24, items: [] });
    const { user, url } = renderRoutes(dashboardRoutes, '/dashboard/searchProfiles?gender=Male&excludeOwnGotra=true');
    await user.click(await screen.findByRole('button', { name: 'Filters (2)' }));
    const exclude = (await screen.findByRole('checkbox', { name: 'Exclude my gotra' })) as HTMLInputElement;
    expect(exclude.checked).toBe(true);
    await user.click(exclude);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(url()).toBe('/dashboard/searchProfiles?gender=Male'));
  });

  it('shows a field’s message by its field and sends nothing', async () => {
    open('/dashboard/searchProfiles?minAge=30&maxAge=25');
    expect(await screen.findByText('The maximum age must not be below the minimum')).toBeTruthy();
    expect(screen.getByLabelText('Maximum Age').getAttribute('aria-invalid')).toBe('true');
    expect(searches()).toEqual([]);
  });

  it('loads 24 more with Load more', async () => {
    answerWith('POST', SEARCH, (r) => {
      const page = (r.body as { page: number }).page;
      return { json: { total: 30, page, pageSize: 24, items: page === 1 ? cards(1, 24) : cards(25, 6) } };
    });
    const { user } = open('/dashboard/searchProfiles?country=Canada');
    expect(await screen.findByText('Total 30 profiles matched to your search.')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Profiles found' })).getAllByRole('listitem')).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Profiles found' })).getAllByRole('listitem')).toHaveLength(30));
    expect(searches().map((r) => (r.body as { page: number }).page)).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('opens Candidate Details with View and closes it with Escape and Close, focus going back', async () => {
    const { candidateContactDetailsVisibilityFlag: _, ...details } = candidateBody();
    const profile = candidateProfileView.parse({
      ...details, id: 'cand-1001', firstName: 'Name1', ownProfile: false, age: 26, height: `5'4"`, contactDetailsMasked: true,
      photos: [{ id: 'p1', fileName: 'a.jpg', fileURL: 'https://photos.example/a.jpg' }], updatedDate: '2025-01-01T00:00:00.000Z',
    });
    answer('POST', SEARCH, { total: 1, page: 1, pageSize: 24, items: [card(1)] });
    answer('GET', '/api/profilemgmt/getProfileDetails/cand-1001', profile);
    const { user } = open('/dashboard/searchProfiles?country=Canada');
    const view = await screen.findByRole('button', { name: 'View' });
    await user.click(view);
    const dialog = await findCandidateDetails();
    expect(await within(dialog).findByText('Maple Leaf Analytics')).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'Name1, photo 1 of 1' }).getAttribute('width')).toBe('60');
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(view);

    await user.click(view);
    const again = await findCandidateDetails();
    await user.click(await within(again).findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(view);
  });

  it('turns Save To My List into Saved with the server’s message', async () => {
    answer('POST', SEARCH, { total: 1, page: 1, pageSize: 24, items: [card(1)] });
    answerWith('POST', '/api/usermgmt/saveUserSavedProfile', () => ({ json: { message: SAVED, id: 'cand-1001', alreadySaved: false } }));
    const { user } = open('/dashboard/searchProfiles?country=Canada');
    await user.click(await screen.findByRole('button', { name: 'Save To My List' }));
    const saved = await screen.findByRole('button', { name: 'Saved' });
    // aria-disabled, not disabled: the focus stays on the button the member pressed.
    expect(saved.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(saved);
    expect(screen.getByText(SAVED).getAttribute('role')).toBe('status');
    expect(apiRequests().find((r) => r.path === '/api/usermgmt/saveUserSavedProfile')?.body).toEqual({
      userProfileId: 'user-0001', candidateId: 'cand-1001',
    });
  });
});

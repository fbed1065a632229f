/** The dashboard's Matched Profiles tab: two-way fit on every card, explained in the modal, Not Interested, paging. */
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { candidateProfileView } from '#shared/domain/candidate.js';
import type { FitView, MatchCard, MatchResponse } from '#shared/domain/search.js';
import { MatchedProfiles } from '#web/features/discovery/matched/MatchedProfiles';
import { candidateBody } from '../../sampleData.js';
import { answer, answerWith, apiRequests } from '../network';
import { renderRoutes } from '../render';
import { member, signedIn } from '../session';
import { findCandidateDetails, openMore, PROFILE_DIALOG } from '../candidateDetails';

const matchedPath = `/api/profilemgmt/getMatchingProfiles/${member.candidateId}`;

const fit = (met: number, of: number, criteria: FitView['criteria'] = []): FitView => ({ met, of, criteria });

function matchCard(n: number, changes: Partial<MatchCard> = {}): MatchCard {
  return {
    id: `cand-${String(1000 + n)}`,
    firstName: `Member${n}`,
    age: 29,
    height: `5'6"`,
    city: 'Toronto',
    state: 'Ontario',
    country: 'Canada',
    profession: 'Engineer',
    photoURL: null,
    saved: false,
    yours: fit(3, 4),
    theirs: fit(2, 2),
    ...changes,
  };
}

const asha = matchCard(1, {
  firstName: 'Asha',
  yours: fit(8, 10, [
    { field: 'gender', label: 'Female', met: true, mustHave: true },
    { field: 'foodHabits', label: 'Food: Vegetarian', met: true, mustHave: true },
    { field: 'profession', label: 'Profession: Doctor', met: false, mustHave: false },
  ]),
  theirs: fit(6, 7, [{ field: 'country', label: 'Lives in: Canada', met: false, mustHave: false }]),
});
const bina = matchCard(2, { firstName: 'Bina', yours: fit(3, 4), theirs: fit(0, 0) });

function matches(items: MatchCard[], changes: Partial<MatchResponse> = {}): MatchResponse {
  return { total: items.length, page: 1, pageSize: 24, items, hasExpectation: true, ...changes };
}

function renderTab() {
  const session = signedIn();
  return renderRoutes([{ path: 'dashboard', element: <MatchedProfiles session={session} /> }], '/dashboard');
}

const cardOf = (name: string) => screen.getByRole('article', { name });
/** The card's fit line as read out (its halves are separate spans, so they wrap whole). */
const fitLineOf = (name: string) => within(cardOf(name)).getByText(/^Meets /).closest('p')?.textContent;

it('says on every card how well it fits both ways', async () => {
  answer('GET', matchedPath, matches([asha, bina]));
  renderTab();

  expect(await screen.findByText('Total 2 matched profiles')).toBeTruthy();
  expect(fitLineOf('Asha')).toBe('Meets 8 of your 10 · You meet 6 of their 7');
  expect(fitLineOf('Bina')).toBe('Meets 3 of your 4 · They have not stated expectations');
  expect(screen.getByRole('list', { name: 'Matched profiles' }).children).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});

it('lists in the modal which expectations are met, in words, must-haves marked', async () => {
  answer('GET', matchedPath, matches([asha]));
  const { candidateContactDetailsVisibilityFlag: _, ...details } = candidateBody();
  answer(
    'GET',
    `/api/profilemgmt/getProfileDetails/${asha.id}`,
    candidateProfileView.parse({
      ...details, id: asha.id, firstName: 'Asha', ownProfile: false, age: 29, height: `5'6"`, contactDetailsMasked: true,
      photos: [], updatedDate: '2025-01-01T00:00:00.000Z',
      // The server's account of the fit comes with the profile, as on the card.
      fit: { yours: asha.yours, theirs: asha.theirs },
    }),
  );
  const { user } = renderTab();

  await user.click(within(await screen.findByRole('article', { name: 'Asha' })).getByRole('button', { name: 'View' }));
  const modal = await findCandidateDetails();
  const yours = await within(modal).findByRole('region', { name: 'Your expectations: Asha meets 8 of 10' });
  const items = within(yours).getAllByRole('listitem').map((li) => li.textContent);
  expect(items).toEqual([
    '✓Female — met (must-have)',
    '✓Food: Vegetarian — met (must-have)',
    '✗Profession: Doctor — not met',
  ]);
  const theirs = within(modal).getByRole('region', { name: 'Their expectations: you meet 6 of 7' });
  expect(within(theirs).getByRole('listitem').textContent).toBe('✗Lives in: Canada — not met');
  expect(within(modal).getByRole('button', { name: 'Save To My List' })).toBeTruthy();
});

it('asks before Not Interested, records it and takes the card away', async () => {
  answer('GET', matchedPath, matches([asha, bina]));
  answerWith('POST', '/api/userinteract/saveUserInteraction', ({ body }) => ({
    json: { id: 'int-1', updatedDate: '2025-01-01T00:00:00.000Z', ...(body as object) },
  }));
  const { user } = renderTab();

  await user.click(within(await screen.findByRole('article', { name: 'Bina' })).getByRole('button', { name: 'Not Interested' }));
  const confirm = await screen.findByRole('dialog', { name: 'Are you sure to proceed with Not Interested?' });
  // Cancel first: nothing is recorded and the card stays.
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(apiRequests().filter((r) => r.method === 'POST')).toEqual([]);
  expect(cardOf('Bina')).toBeTruthy();

  await user.click(within(cardOf('Bina')).getByRole('button', { name: 'Not Interested' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Are you sure to proceed with Not Interested?' })).getByRole('button', { name: 'Yes, Not Interested' }));

  await waitFor(() => expect(screen.queryByRole('article', { name: 'Bina' })).toBeNull());
  expect(screen.getByText('Total 1 matched profile')).toBeTruthy();
  expect(cardOf('Asha')).toBeTruthy();
  const posted = apiRequests().filter((r) => r.method === 'POST');
  expect(posted.map((r) => r.body)).toEqual([
    { userProfileId: member.id, fromCandidateId: member.candidateId, toCandidateId: bina.id, interactionType: 'notInterested' },
  ]);
});

it('offers no Not Interested once the family has proposed (it would revoke or reject instead)', async () => {
  answer('GET', matchedPath, matches([asha, bina]));
  answerWith('POST', '/api/userinteract/saveUserInteraction', ({ body }) => ({
    json: { id: 'prop-1', updatedDate: '2025-01-01T00:00:00.000Z', createdDate: '2025-01-01T00:00:00.000Z', responseType: 'pending', ...(body as object) },
  }));
  const { user } = renderTab();

  const binaCard = await screen.findByRole('article', { name: 'Bina' });
  expect(within(binaCard).getByRole('button', { name: 'Not Interested' })).toBeTruthy();
  await user.click(within(binaCard).getByRole('button', { name: 'Propose' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Send a proposal?' })).getByRole('button', { name: 'Yes, Propose' }));

  await waitFor(() => expect(within(cardOf('Bina')).queryByRole('button', { name: 'Not Interested' })).toBeNull());
  expect(within(cardOf('Asha')).getByRole('button', { name: 'Not Interested' })).toBeTruthy();
});

it('links to the expectation form when the member has none', async () => {
  answer('GET', matchedPath, matches([], { hasExpectation: false }));
  renderTab();

  expect(await screen.findByText(/You have not stated your expectations yet/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Add My Expectation' }).getAttribute('href')).toBe(
    `/dashboard/myCandidateProfile/${member.candidateId}/myExpectation/add`,
  );
  expect(screen.queryByRole('list', { name: 'Matched profiles' })).toBeNull();
});

it('loads the next page with Load more', async () => {
  const first = Array.from({ length: 24 }, (_, i) => matchCard(i + 10));
  answer('GET', matchedPath, matches(first, { total: 25 }));
  answer('GET', `${matchedPath}/2`, matches([matchCard(99, { firstName: 'Last' })], { total: 25, page: 2 }));
  const { user } = renderTab();

  expect(await screen.findByText('Total 25 matched profiles')).toBeTruthy();
  expect(screen.getByRole('list', { name: 'Matched profiles' }).children).toHaveLength(24);
  await user.click(screen.getByRole('button', { name: 'Load more' }));

  expect(await screen.findByRole('article', { name: 'Last' })).toBeTruthy();
  expect(screen.getByRole('list', { name: 'Matched profiles' }).children).toHaveLength(25);
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});

it('saves a matched profile to the list', async () => {
  answer('GET', matchedPath, matches([asha]));
  answer('POST', '/api/usermgmt/saveUserSavedProfile', { message: 'This candidate profile is added in your list', id: asha.id, alreadySaved: false });
  const { user } = renderTab();

  await user.click(within(await screen.findByRole('article', { name: 'Asha' })).getByRole('button', { name: 'Save To My List' }));
  expect(await within(cardOf('Asha')).findByRole('button', { name: 'Saved' })).toBeTruthy();
  expect(apiRequests().find((r) => r.method === 'POST')?.body).toEqual({ userProfileId: member.id, candidateId: asha.id });
});

it('opens Candidate Details at once for a profile linked from a digest mail (/dashboard?profile={id}), and closes as ever', async () => {
  answer('GET', matchedPath, matches([asha, bina]));
  const { candidateContactDetailsVisibilityFlag: _, ...details } = candidateBody();
  answer(
    'GET',
    `/api/profilemgmt/getProfileDetails/${bina.id}`,
    candidateProfileView.parse({
      ...details, id: bina.id, firstName: 'Bina', ownProfile: false, age: 29, height: `5'6"`, contactDetailsMasked: true,
      photos: [], updatedDate: '2025-01-01T00:00:00.000Z',
      fit: { yours: bina.yours, theirs: bina.theirs },
    }),
  );
  const session = signedIn();
  const { user } = renderRoutes([{ path: 'dashboard', element: <MatchedProfiles session={session} /> }], `/dashboard?profile=${bina.id}`);

  const modal = await findCandidateDetails();
  expect(await within(modal).findByRole('region', { name: 'Your expectations: Bina meets 3 of 4' })).toBeTruthy();
  expect(apiRequests().some((r) => r.path === `/api/profilemgmt/getProfileDetails/${bina.id}`)).toBe(true);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: PROFILE_DIALOG })).toBeNull());
});

it('shows the actions in Candidate Details for a digest-linked profile beyond the loaded page, and saves it by its id', async () => {
  const later = matchCard(40, { firstName: 'Chitra' });
  answer('GET', matchedPath, matches([asha, bina], { total: 40 }));
  const { candidateContactDetailsVisibilityFlag: _, ...details } = candidateBody();
  answer(
    'GET',
    `/api/profilemgmt/getProfileDetails/${later.id}`,
    candidateProfileView.parse({
      ...details, id: later.id, firstName: 'Chitra', ownProfile: false, age: 29, height: `5'6"`, contactDetailsMasked: true,
      photos: [], updatedDate: '2025-01-01T00:00:00.000Z',
    }),
  );
  answer('POST', '/api/usermgmt/saveUserSavedProfile', { message: 'This candidate profile is added in your list', id: later.id, alreadySaved: false });
  const session = signedIn();
  const { user } = renderRoutes([{ path: 'dashboard', element: <MatchedProfiles session={session} /> }], `/dashboard?profile=${later.id}`);

  const modal = await findCandidateDetails();
  const save = await within(modal).findByRole('button', { name: 'Save To My List' });
  await openMore(user, modal);
  for (const name of [/^Propose/, /^Block/, /^Report/]) expect(await within(modal).findByRole('button', { name })).toBeTruthy();
  await user.click(save);
  expect(await within(modal).findByRole('button', { name: 'Saved' })).toBeTruthy();
  expect(apiRequests().find((r) => r.method === 'POST')?.body).toEqual({ userProfileId: member.id, candidateId: later.id });
});

it('an empty list says why: the must-haves, or the other families asking for another gotra', async () => {
  answer('GET', matchedPath, matches([], { total: 0, leftOutByTheirGotraRule: 2 }));
  const { unmount } = renderTab();
  expect(await screen.findByText(
    'No profile fits your expectations yet: the 2 profiles that meet your must-haves belong to families who ask for a partner from another gotra than yours.',
  )).toBeTruthy();
  unmount();

  answer('GET', matchedPath, matches([], { total: 0 }));
  renderTab();
  expect(await screen.findByText('No profile fits your expectations yet. Fewer must-haves let more profiles in.')).toBeTruthy();
});

it("Candidate Details of a viewer who stated nothing: their side in full, and where to state one's own", async () => {
  const { render } = await import('@testing-library/react');
  const { FitDetails } = await import('#web/features/familyProfile/components/FitDetails');
  const theirs = fit(1, 2, [
    { field: 'age', label: 'Age 25 to 35', met: true, mustHave: true },
    { field: 'foodHabits', label: 'Food: Vegan', met: false, mustHave: false },
  ]);
  render(<FitDetails id="cand-1" firstName="Asha" fit={{ yours: fit(0, 0), theirs }} />);
  const yours = screen.getByRole('region', { name: 'Your expectations' });
  expect(yours.textContent).toContain('You have not stated expectations yet.');
  expect(within(screen.getByRole('region', { name: 'Their expectations: you meet 1 of 2' })).getAllByRole('listitem')).toHaveLength(2);
});

/** Block this family: the confirmation, the block call's body, the family leaving the list it was in (matched, saved, search) or the profile page, the server's refusal. */
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { blockTexts } from '#shared/domain/blocks.js';
import { candidateProfileView } from '#shared/domain/candidate.js';
import type { MatchCard, ProfileCard } from '#shared/domain/search.js';
import { dashboardTabsRoute } from '#web/app/dashboard/routes';
import { MatchedProfiles } from '#web/features/discovery/matched/MatchedProfiles';
import { sharingRoutes } from '#web/features/sharing/routes';
import { candidateBody } from '../../sampleData.js';
import { answer, apiRequests } from '../network';
import { answerOwnProfile } from '../ownProfile';
import { renderRoutes } from '../render';
import { member, signedIn } from '../session';
import { findCandidateDetails, PROFILE_DIALOG, openMore } from '../candidateDetails';

const BLOCK = '/api/userinteract/blockFamily';

const asha: MatchCard = {
  id: 'cand-1001', firstName: 'Asha', age: 29, height: `5'6"`, city: 'Toronto', state: 'Ontario', country: 'Canada',
  profession: 'Engineer', photoURL: null, saved: false, yours: { met: 3, of: 4, criteria: [] }, theirs: { met: 0, of: 0, criteria: [] },
};
const bina: ProfileCard = {
  id: 'cand-1002', firstName: 'Bina', age: 27, height: `5'3"`, city: 'Austin', state: 'Texas', country: 'United States',
  profession: 'Doctor', photoURL: null, saved: false,
};

const { candidateContactDetailsVisibilityFlag: _, ...details } = candidateBody();
const profileOf = (id: string, firstName: string) =>
  candidateProfileView.parse({
    ...details, id, firstName, ownProfile: false, age: 29, height: `5'6"`, contactDetailsMasked: true, photos: [], updatedDate: '2025-01-01T00:00:00.000Z',
  });
const answerDetails = (id: string, firstName: string) => answer('GET', `/api/profilemgmt/getProfileDetails/${id}`, profileOf(id, firstName));

const blocks = () => apiRequests().filter((r) => r.method === 'POST' && r.path === BLOCK);
const blocked = () => answer('POST', BLOCK, { message: 'Blocked' });
const confirmDialog = () => screen.findByRole('dialog', { name: blockTexts.confirmTitle });

async function openModal(user: { click: (e: Element) => Promise<void> }, name: string) {
  await user.click(within(await screen.findByRole('article', { name })).getByRole('button', { name: 'View' }));
  const modal = await findCandidateDetails();
  // Block and Report are behind More.
  await openMore(user, modal);
  return modal;
}

function renderMatched() {
  const session = signedIn();
  answer('GET', `/api/profilemgmt/getMatchingProfiles/${member.candidateId}`, {
    total: 2, page: 1, pageSize: 24, hasExpectation: true, items: [asha, { ...asha, ...bina, id: bina.id }],
  });
  return renderRoutes([{ path: 'dashboard', element: <MatchedProfiles session={session} /> }], '/dashboard');
}

function renderTab(at: string) {
  signedIn();
  answer('GET', '/api/usermgmt/session', member);
  return renderRoutes([{ path: 'dashboard', children: [dashboardTabsRoute] }], at);
}

it('asks first, then blocks from the matched modal: the modal closes and the card leaves', async () => {
  blocked();
  answerDetails(asha.id, 'Asha');
  const { user } = renderMatched();
  const modal = await openModal(user, 'Asha');

  await user.click(await within(modal).findByRole('button', { name: blockTexts.button }));
  const confirm = await confirmDialog();
  expect(within(confirm).getByText(blockTexts.confirm)).toBeTruthy();
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(blocks()).toEqual([]);
  expect(screen.getByRole('article', { name: 'Asha' })).toBeTruthy();

  await user.click(within(modal).getByRole('button', { name: blockTexts.button }));
  await user.click(within(await confirmDialog()).getByRole('button', { name: blockTexts.confirmYes }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Asha' })).toBeNull());
  expect(blocks().map((r) => r.body)).toEqual([{ userProfileId: member.id, fromCandidateId: member.candidateId, toCandidateId: asha.id }]);
  expect(screen.queryByRole('dialog', { name: PROFILE_DIALOG })).toBeNull();
  expect(screen.getByText(blockTexts.blocked).getAttribute('role')).toBe('status');
  expect(screen.getByText('Total 1 matched profile')).toBeTruthy();
  expect(screen.getByRole('article', { name: 'Bina' })).toBeTruthy();
});

it('offers Block in the modal only, not on the cards beside Propose', async () => {
  renderMatched();
  const card = await screen.findByRole('article', { name: 'Asha' });
  expect(within(card).getByRole('button', { name: 'Propose' })).toBeTruthy();
  expect(within(card).queryByRole('button', { name: blockTexts.button })).toBeNull();
});

it('takes a family blocked from the Saved Profiles modal off the saved list', async () => {
  answer('GET', `/api/usermgmt/getUserSavedProfileList/${member.id}`, {
    items: [{ id: bina.id, candidateId: bina.id, updatedDate: '2025-01-02T00:00:00.000Z', candidateProfile: { ...bina, saved: true } }],
  });
  answerDetails(bina.id, 'Bina');
  blocked();
  const { user } = renderTab('/dashboard/savedProfiles');
  const modal = await openModal(user, 'Bina');
  await user.click(await within(modal).findByRole('button', { name: blockTexts.button }));
  await user.click(within(await confirmDialog()).getByRole('button', { name: blockTexts.confirmYes }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Bina' })).toBeNull());
  expect(blocks().map((r) => r.body)).toEqual([{ userProfileId: member.id, fromCandidateId: member.candidateId, toCandidateId: bina.id }]);
  expect(screen.getByText(blockTexts.blocked)).toBeTruthy();
});

it('takes a family blocked from the search results modal out of the results', async () => {
  answer('POST', '/api/profilemgmt/searchProfiles', { total: 1, page: 1, pageSize: 24, items: [bina] });
  answerDetails(bina.id, 'Bina');
  answerOwnProfile(); // the search tab reads the member's own gotra ('Exclude my gotra')
  blocked();
  const { user } = renderTab('/dashboard/searchProfiles?gender=Female');
  const modal = await openModal(user, 'Bina');
  await user.click(await within(modal).findByRole('button', { name: blockTexts.button }));
  await user.click(within(await confirmDialog()).getByRole('button', { name: blockTexts.confirmYes }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Bina' })).toBeNull());
  expect(screen.getByText('Total 0 profiles matched to your search.')).toBeTruthy();
  expect(screen.getByText(blockTexts.blocked)).toBeTruthy();
  expect(blocks()).toHaveLength(1);
});

it("shows the server's message when the block is refused, and the family stays", async () => {
  const message = 'You cannot block your own profile.';
  answer('POST', BLOCK, { message }, 409);
  answerDetails(asha.id, 'Asha');
  const { user } = renderMatched();
  const modal = await openModal(user, 'Asha');
  await user.click(await within(modal).findByRole('button', { name: blockTexts.button }));
  await user.click(within(await confirmDialog()).getByRole('button', { name: blockTexts.confirmYes }));
  expect((await within(modal).findByText(message)).getAttribute('role')).toBe('alert');
  expect(within(modal).getByRole('button', { name: blockTexts.button }).hasAttribute('disabled')).toBe(false);
  expect(screen.getByRole('article', { name: 'Asha' })).toBeTruthy();
  expect(screen.queryByText(blockTexts.blocked)).toBeNull();
});

it("blocks from another family's profile page: the details leave and the message takes their place", async () => {
  signedIn();
  answer('GET', '/api/profilemgmt/getProfileByPubURL/neha-sharma', profileOf('cand-0042', 'Neha'));
  answer('GET', `/api/usermgmt/getUserSavedProfileList/${member.id}`, { items: [] });
  blocked();
  const { user } = renderRoutes(sharingRoutes, '/viewMyProfile/neha-sharma');

  await openMore(user);
  await user.click(await screen.findByRole('button', { name: blockTexts.button }));
  expect(within(await confirmDialog()).getByText(blockTexts.confirm)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Propose' })).toBeTruthy();
  await user.click(within(await confirmDialog()).getByRole('button', { name: blockTexts.confirmYes }));

  expect((await screen.findByText(blockTexts.blocked)).getAttribute('role')).toBe('status');
  expect(blocks().map((r) => r.body)).toEqual([{ userProfileId: member.id, fromCandidateId: member.candidateId, toCandidateId: 'cand-0042' }]);
  expect(screen.queryByText('Contact Person')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Propose' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
});

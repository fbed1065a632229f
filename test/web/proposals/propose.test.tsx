/** Propose: the confirmation naming what is shared, from a matched card, the modal and the saved list; the server's 409. */
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { candidateProfileView } from '#shared/domain/candidate.js';
import type { MatchCard, ProfileCard } from '#shared/domain/search.js';
import { proposalPaceTexts } from '#shared/texts.js';
import { dashboardTabsRoute } from '#web/app/dashboard/routes';
import { MatchedProfiles } from '#web/features/discovery/matched/MatchedProfiles';
import { candidateBody } from '../../sampleData.js';
import { answer, answerWith, apiRequests } from '../network';
import { renderRoutes } from '../render';
import { member, signedIn } from '../session';
import { findCandidateDetails } from '../candidateDetails';

const PROPOSE = '/api/userinteract/saveUserInteraction';
const SHARES = 'Your name, e-mail and phone number will be shared with this family if they accept.';

const asha: MatchCard = {
  id: 'cand-1001', firstName: 'Asha', age: 29, height: `5'6"`, city: 'Toronto', state: 'Ontario', country: 'Canada',
  profession: 'Engineer', photoURL: null, saved: false, yours: { met: 3, of: 4, criteria: [] }, theirs: { met: 0, of: 0, criteria: [] },
};

function renderMatched() {
  const session = signedIn();
  answer('GET', `/api/profilemgmt/getMatchingProfiles/${member.candidateId}`, { total: 1, page: 1, pageSize: 24, items: [asha], hasExpectation: true });
  return renderRoutes([{ path: 'dashboard', element: <MatchedProfiles session={session} /> }], '/dashboard');
}

const proposed = () =>
  answerWith('POST', PROPOSE, ({ body }) => ({ json: { id: 'int-1', updatedDate: '2025-01-01T00:00:00.000Z', ...(body as object) } }));
const posts = () => apiRequests().filter((r) => r.method === 'POST' && r.path === PROPOSE);
const openDialog = () => screen.findByRole('dialog', { name: 'Send a proposal?' });

it('asks first, naming what is shared, then proposes from a matched card', async () => {
  proposed();
  const { user } = renderMatched();
  const card = await screen.findByRole('article', { name: 'Asha' });

  await user.click(within(card).getByRole('button', { name: 'Propose' }));
  const confirm = await openDialog();
  expect(within(confirm).getByText(SHARES)).toBeTruthy();
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(posts()).toEqual([]);

  await user.click(within(card).getByRole('button', { name: 'Propose' }));
  await user.click(within(await openDialog()).getByRole('button', { name: 'Yes, Propose' }));
  await waitFor(() => expect(within(card).getByRole('button', { name: 'Proposed' }).hasAttribute('disabled')).toBe(true));
  expect(within(card).getByText('Your proposal is sent.').getAttribute('role')).toBe('status');
  expect(posts().map((r) => r.body)).toEqual([
    { userProfileId: member.id, fromCandidateId: member.candidateId, toCandidateId: asha.id, interactionType: 'proposal' },
  ]);
});

it('proposes from the Candidate Details modal, and the card says Proposed too', async () => {
  proposed();
  const { candidateContactDetailsVisibilityFlag: _, ...details } = candidateBody();
  answer(
    'GET',
    `/api/profilemgmt/getProfileDetails/${asha.id}`,
    candidateProfileView.parse({
      ...details, id: asha.id, firstName: 'Asha', ownProfile: false, age: 29, height: `5'6"`, contactDetailsMasked: true,
      photos: [], updatedDate: '2025-01-01T00:00:00.000Z',
    }),
  );
  const { user } = renderMatched();
  await user.click(within(await screen.findByRole('article', { name: 'Asha' })).getByRole('button', { name: 'View' }));
  const modal = await findCandidateDetails();
  await user.click(await within(modal).findByRole('button', { name: 'Propose' }));
  const confirm = await openDialog();
  expect(within(confirm).getByText(SHARES)).toBeTruthy();
  await user.click(within(confirm).getByRole('button', { name: 'Yes, Propose' }));
  await waitFor(() => expect(within(modal).getByRole('button', { name: 'Proposed' })).toBeTruthy());
  expect(posts()).toHaveLength(1);
  await user.click(within(modal).getByRole('button', { name: 'Close' }));
  expect(within(screen.getByRole('article', { name: 'Asha' })).getByRole('button', { name: 'Proposed' })).toBeTruthy();
});

it("shows the server's message when a proposal between the families already exists", async () => {
  const message = 'This family has already proposed to you. Answer it under Received Proposals.';
  answer('POST', PROPOSE, { message }, 409);
  const { user } = renderMatched();
  const card = await screen.findByRole('article', { name: 'Asha' });
  await user.click(within(card).getByRole('button', { name: 'Propose' }));
  await user.click(within(await openDialog()).getByRole('button', { name: 'Yes, Propose' }));
  expect((await within(card).findByText(message)).getAttribute('role')).toBe('alert');
  expect(within(card).getByRole('button', { name: 'Propose' }).hasAttribute('disabled')).toBe(false);
});

it("shows the server's refusal with the day a family may propose again, in the Candidate Details modal", async () => {
  const message = proposalPaceTexts.proposeAgainOn('24 December 2026');
  answer('POST', PROPOSE, { message }, 409);
  const { candidateContactDetailsVisibilityFlag: _, ...details } = candidateBody();
  answer(
    'GET',
    `/api/profilemgmt/getProfileDetails/${asha.id}`,
    candidateProfileView.parse({
      ...details, id: asha.id, firstName: 'Asha', ownProfile: false, age: 29, height: `5'6"`, contactDetailsMasked: true,
      photos: [], updatedDate: '2025-01-01T00:00:00.000Z',
    }),
  );
  const { user } = renderMatched();
  await user.click(within(await screen.findByRole('article', { name: 'Asha' })).getByRole('button', { name: 'View' }));
  const modal = await findCandidateDetails();
  await user.click(await within(modal).findByRole('button', { name: 'Propose' }));
  await user.click(within(await openDialog()).getByRole('button', { name: 'Yes, Propose' }));
  expect((await within(modal).findByText(message)).getAttribute('role')).toBe('alert');
  expect(within(modal).getByRole('button', { name: 'Propose' }).hasAttribute('disabled')).toBe(false);
});

it('takes a profile proposed to from Saved Profiles off the saved list', async () => {
  const neha: ProfileCard = {
    id: 'cand-2001', firstName: 'Neha', age: 27, height: `5'3"`, city: 'Austin', state: 'Texas', country: 'United States',
    profession: 'Doctor', photoURL: null, saved: true,
  };
  signedIn();
  answer('GET', '/api/usermgmt/session', member);
  answer('GET', '/api/usermgmt/getUserSavedProfileList/user-0001', {
    items: [{ id: neha.id, candidateId: neha.id, updatedDate: '2025-01-02T00:00:00.000Z', candidateProfile: neha }],
  });
  proposed();
  answer('DELETE', `/api/usermgmt/removeUserSavedProfile/${neha.id}`, { message: 'Removed' });
  const { user } = renderRoutes([{ path: 'dashboard', children: [dashboardTabsRoute] }], '/dashboard/savedProfiles');

  const card = await screen.findByRole('article', { name: 'Neha' });
  // Offered once the family's proposals are known (the dashboard asks for them after its first paint).
  await user.click(await within(card).findByRole('button', { name: 'Propose' }));
  await user.click(within(await openDialog()).getByRole('button', { name: 'Yes, Propose' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Neha' })).toBeNull());
  expect(screen.getByText('Your proposal to Neha is sent; the profile left your saved list.')).toBeTruthy();
  expect(apiRequests().map((r) => `${r.method} ${r.path}`)).toContain(`DELETE /api/usermgmt/removeUserSavedProfile/${neha.id}`);
  expect(posts()).toHaveLength(1);
});

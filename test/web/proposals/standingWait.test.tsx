/**
 * The dashboard asks for the family's proposals after its first cards are painted: until they are
 * known, no card and no Candidate Details offers Propose (the server might refuse it); then each
 * says Propose or where its proposal stands. Lists that could not be loaded leave Propose as ever.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { candidateProfileView } from '#shared/domain/candidate.js';
import { statusLabel, type ProposalView } from '#shared/domain/proposals.js';
import type { MatchCard } from '#shared/domain/search.js';
import { dashboardTabsRoute } from '#web/app/dashboard/routes';
import { candidateBody } from '../../sampleData.js';
import { findCandidateDetails } from '../candidateDetails';
import { answer, answerHeld, apiRequests } from '../network';
import { renderRoutes } from '../render';
import { member, signedIn } from '../session';

const SENT = `/api/userinteract/getMySentProposalList/${member.id}/${member.candidateId}`;
const RECEIVED = `/api/userinteract/getMyReceivedProposalList/${member.id}/${member.candidateId}`;
const NOW = '2025-01-01T00:00:00.000Z';

const matchCard = (id: string, firstName: string): MatchCard => ({
  id, firstName, age: 29, height: `5'6"`, city: 'Toronto', state: 'Ontario', country: 'Canada', profession: 'Engineer',
  photoURL: null, saved: false, yours: { met: 3, of: 4, criteria: [] }, theirs: { met: 0, of: 0, criteria: [] },
});
const asha = matchCard('cand-1001', 'Asha');
const bina = matchCard('cand-1002', 'Bina');

/** Bina's family proposed to the member's candidate and waits for an answer. */
function binaProposed(): ProposalView {
  const p: ProposalView = {
    id: 'int-r1', interactionType: 'proposal', fromCandidateId: bina.id, toCandidateId: member.candidateId!,
    responseType: 'pending', revoked: false, status: '', createdDate: NOW, updatedDate: NOW, candidateProfile: bina, contact: null,
  };
  return { ...p, status: statusLabel(p, 'received') };
}

function openMatched() {
  signedIn();
  answer('GET', '/api/usermgmt/session', member);
  answer('GET', `/api/profilemgmt/getMatchingProfiles/${member.candidateId}`, { total: 2, page: 1, pageSize: 24, items: [asha, bina], hasExpectation: true });
  return renderRoutes([{ path: 'dashboard', children: [dashboardTabsRoute] }], '/dashboard');
}

function answerDetailsOf(card: MatchCard) {
  const { candidateContactDetailsVisibilityFlag: _, ...details } = candidateBody();
  answer(
    'GET',
    `/api/profilemgmt/getProfileDetails/${card.id}`,
    candidateProfileView.parse({
      ...details, id: card.id, firstName: card.firstName, ownProfile: false, age: card.age, height: card.height,
      contactDetailsMasked: true, photos: [], updatedDate: NOW,
    }),
  );
}

const cardOf = (name: string) => screen.getByRole('article', { name });
const enabledProposeIn = (container: HTMLElement) =>
  within(container).queryAllByRole('button', { name: 'Propose' }).filter((b) => !(b as HTMLButtonElement).disabled);
/** What stands in Propose's place while the proposals are on their way: busy, and saying so. */
const checkingIn = (container: HTMLElement) => within(container).getByText('Checking…').closest('[aria-busy="true"]');

it('offers no Propose until the proposals are known, then Propose or where the proposal stands', async () => {
  const releaseSent = answerHeld('GET', SENT, { items: [] });
  const releaseReceived = answerHeld('GET', RECEIVED, { items: [binaProposed()] });
  answerDetailsOf(asha);
  const { user } = openMatched();

  await screen.findByRole('article', { name: 'Asha' });
  // Asked, and not answered yet: the window a press used to be refused in.
  await waitFor(() => expect(apiRequests().map((r) => r.path)).toEqual(expect.arrayContaining([SENT, RECEIVED])));
  for (const name of ['Asha', 'Bina']) {
    expect(enabledProposeIn(cardOf(name)), name).toEqual([]);
    expect(checkingIn(cardOf(name)), name).toBeTruthy();
  }

  await user.click(within(cardOf('Asha')).getByRole('button', { name: 'View' }));
  const modal = await findCandidateDetails();
  expect(enabledProposeIn(modal)).toEqual([]);
  expect(checkingIn(modal)).toBeTruthy();

  releaseSent();
  releaseReceived();
  await waitFor(() => expect(enabledProposeIn(modal)).toHaveLength(1));
  expect(within(modal).queryByText('Checking…')).toBeNull();
  await user.click(within(modal).getByRole('button', { name: 'Close' }));

  expect(enabledProposeIn(cardOf('Asha'))).toHaveLength(1);
  expect(within(cardOf('Bina')).getByRole('link', { name: 'Proposed to you — Accept' }).getAttribute('href')).toBe('/dashboard/receivedProposals');
  expect(within(cardOf('Bina')).queryByRole('button', { name: 'Propose' })).toBeNull();
  expect(screen.queryByText('Checking…')).toBeNull();
});

it('offers Propose as ever when the proposals could not be loaded', async () => {
  answer('GET', SENT, { message: 'Server down' }, 500);
  answer('GET', RECEIVED, { message: 'Server down' }, 500);
  openMatched();
  const card = await screen.findByRole('article', { name: 'Asha' });
  await waitFor(() => expect(enabledProposeIn(card)).toHaveLength(1));
  expect(within(card).queryByText('Checking…')).toBeNull();
});

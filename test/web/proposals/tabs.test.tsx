/** My Proposals and Received Proposals: cards and statuses, reminders up to three, revoke, accept, reject, contacts, empty lists. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAMILY_LEFT, statusLabel, type ProposalView } from '#shared/domain/proposals.js';
import { NO_LONGER_AVAILABLE } from '#shared/domain/search.js';
import type { ProfileCard } from '#shared/domain/search.js';
import { dashboardTabsRoute } from '#web/app/dashboard/routes';
import { answer, answerWith, apiRequests } from '../network';
import { renderRoutes } from '../render';
import { member, signedIn } from '../session';

const SENT = `/api/userinteract/getMySentProposalList/${member.id}/${member.candidateId}`;
const RECEIVED = `/api/userinteract/getMyReceivedProposalList/${member.id}/${member.candidateId}`;
const NOW = '2025-01-01T00:00:00.000Z';

const card = (id: string, firstName: string): ProfileCard => ({
  id, firstName, age: 28, height: `5'5"`, city: 'Pune', state: 'Maharashtra', country: 'India', profession: 'Architect', photoURL: null, saved: false,
});

function proposal(id: string, firstName: string, side: 'sent' | 'received', changes: Partial<ProposalView> = {}): ProposalView {
  const other = `cand-${id}`;
  const p: ProposalView = {
    id, interactionType: 'proposal', fromCandidateId: side === 'sent' ? member.candidateId! : other, toCandidateId: side === 'sent' ? other : member.candidateId!,
    responseType: 'pending', revoked: false, status: '', createdDate: NOW, updatedDate: NOW,
    candidateProfile: card(other, firstName), contact: null, ...changes,
  };
  return { ...p, status: changes.status ?? statusLabel(p, side) };
}

const contact = { contactPersonName: 'Ravi Mehta', contactPhoneCountryCode: '+91', contactPhoneNumber: '9876543210', email: 'ravi.mehta@example.com' };

function open(tab: 'myProposals' | 'receivedProposals') {
  signedIn();
  answer('GET', '/api/usermgmt/session', member);
  return renderRoutes([{ path: 'dashboard', children: [dashboardTabsRoute] }], `/dashboard/${tab}`);
}

const cardOf = (name: string) => screen.getByRole('article', { name });
const patches = () => apiRequests().filter((r) => r.method === 'PATCH').map((r) => r.path);

async function confirm(user: { click: (e: Element) => Promise<void> }, title: string, button: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: button }));
}

describe('My Proposals', () => {
  it('lists the sent proposals with their statuses, Not Interested without buttons, contacts once accepted', async () => {
    answer('GET', SENT, {
      items: [
        proposal('int-p1', 'Asha', 'sent'),
        proposal('int-p2', 'Bina', 'sent', { responseType: 'accepted', contact }),
        proposal('int-p3', 'Chitra', 'sent', { responseType: 'rejected' }),
        proposal('int-p4', 'Devi', 'sent', { interactionType: 'notInterested', status: 'Not Interested' }),
      ],
    });
    open('myProposals');
    expect(await screen.findByRole('list', { name: 'Your proposals' })).toBeTruthy();
    expect(within(cardOf('Asha')).getByText('Waiting for Response')).toBeTruthy();
    expect(within(cardOf('Asha')).getByRole('button', { name: 'Send Reminder' }).hasAttribute('disabled')).toBe(false);
    expect(within(cardOf('Asha')).getByRole('button', { name: 'Revoke' }).hasAttribute('disabled')).toBe(false);
    expect(within(cardOf('Asha')).queryByText('Contact Person')).toBeNull();

    const bina = cardOf('Bina');
    expect(within(bina).getByText('Accepted')).toBeTruthy();
    expect(within(bina).getByText('Ravi Mehta')).toBeTruthy();
    expect(within(bina).getByText('+91 9876543210')).toBeTruthy();
    expect(within(bina).getByText('ravi.mehta@example.com')).toBeTruthy();

    expect(within(cardOf('Chitra')).getByText('Rejected')).toBeTruthy();
    expect(within(cardOf('Chitra')).getByRole('button', { name: 'Revoke' }).hasAttribute('disabled')).toBe(true);

    const devi = cardOf('Devi');
    expect(within(devi).getByText('Not Interested')).toBeTruthy();
    expect(within(devi).getAllByRole('button').map((b) => b.textContent)).toEqual(['View']);
  });

  it('sends reminders after a confirmation until it reads a disabled Sent Three Reminders', async () => {
    let sent = 1;
    answer('GET', SENT, { items: [proposal('int-p1', 'Asha', 'sent', { reminder1UpdatedDate: NOW })] });
    answerWith('PATCH', `/api/userinteract/remindMyProposal/${member.id}/int-p1`, () => {
      sent += 1;
      const dates = { reminder1UpdatedDate: NOW, reminder2UpdatedDate: NOW, ...(sent === 3 ? { reminder3UpdatedDate: NOW } : {}) };
      return { json: proposal('int-p1', 'Asha', 'sent', dates) };
    });
    const { user } = open('myProposals');

    await user.click(within(await screen.findByRole('article', { name: 'Asha' })).getByRole('button', { name: 'Send Reminder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure to send a reminder?' });
    expect(within(dialog).getByText('This will be reminder 2 of 3.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Send Reminder' }));
    expect(await screen.findByText('Your reminder is sent (2 of 3).')).toBeTruthy();

    await user.click(within(cardOf('Asha')).getByRole('button', { name: 'Send Reminder' }));
    await confirm(user, 'Are you sure to send a reminder?', 'Yes, Send Reminder');
    const done = await within(cardOf('Asha')).findByRole('button', { name: 'Sent Three Reminders' });
    expect(done.hasAttribute('disabled')).toBe(true);
    expect(within(cardOf('Asha')).queryByRole('button', { name: 'Send Reminder' })).toBeNull();
    expect(patches()).toEqual([`/api/userinteract/remindMyProposal/${member.id}/int-p1`, `/api/userinteract/remindMyProposal/${member.id}/int-p1`]);
  });

  it('revokes after its confirmation (Cancel changes nothing), and after a refusal the card catches up', async () => {
    answer('GET', SENT, { items: [proposal('int-p1', 'Asha', 'sent'), proposal('int-p2', 'Bina', 'sent')] });
    answer('PATCH', `/api/userinteract/revokeMyProposal/${member.id}/int-p1`, proposal('int-p1', 'Asha', 'sent', { revoked: true }));
    answer('PATCH', `/api/userinteract/revokeMyProposal/${member.id}/int-p2`, { message: 'This proposal was already answered.' }, 409);
    const { user } = open('myProposals');

    await user.click(within(await screen.findByRole('article', { name: 'Asha' })).getByRole('button', { name: 'Revoke' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Are you sure to revoke this proposal?' })).getByRole('button', { name: 'Cancel' }));
    expect(patches()).toEqual([]);

    await user.click(within(cardOf('Asha')).getByRole('button', { name: 'Revoke' }));
    await confirm(user, 'Are you sure to revoke this proposal?', 'Yes, Revoke');
    await waitFor(() => expect(within(cardOf('Asha')).getByText('Revoked')).toBeTruthy());
    expect(within(cardOf('Asha')).getByRole('button', { name: 'Revoke' }).hasAttribute('disabled')).toBe(true);
    expect(within(cardOf('Asha')).getByRole('button', { name: 'Send Reminder' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Your proposal is revoked.')).toBeTruthy();

    // Bina's family answered meanwhile: after the refusal the list is asked again, quietly, and the card catches up.
    answer('GET', SENT, {
      items: [proposal('int-p1', 'Asha', 'sent', { revoked: true }), proposal('int-p2', 'Bina', 'sent', { responseType: 'rejected' })],
    });
    await user.click(within(cardOf('Bina')).getByRole('button', { name: 'Revoke' }));
    await confirm(user, 'Are you sure to revoke this proposal?', 'Yes, Revoke');
    expect((await screen.findByText('This proposal was already answered.')).getAttribute('role')).toBe('alert');
    await waitFor(() => expect(within(cardOf('Bina')).getByText('Rejected')).toBeTruthy());
    expect(screen.queryByText('Loading your proposals…')).toBeNull();
    expect(screen.getByText('This proposal was already answered.')).toBeTruthy();
  });

  it('points an empty list to Search Profiles', async () => {
    answer('GET', SENT, { items: [] });
    open('myProposals');
    expect(await screen.findByText(/You have not sent a proposal yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search Profiles' }).getAttribute('href')).toBe('/dashboard/searchProfiles');
  });
});

describe('Received Proposals', () => {
  it('accepts after the confirmation naming what is shared, then shows the contacts', async () => {
    answer('GET', RECEIVED, {
      items: [proposal('int-r1', 'Kavya', 'received'), proposal('int-r2', 'Lata', 'received', { responseType: 'rejected' })],
    });
    answer('PATCH', `/api/userinteract/acceptTheirProposal/${member.id}/int-r1`, proposal('int-r1', 'Kavya', 'received', { responseType: 'accepted', contact }));
    const { user } = open('receivedProposals');

    const kavya = await screen.findByRole('article', { name: 'Kavya' });
    expect(within(kavya).getByText('Proposed')).toBeTruthy();
    expect(within(cardOf('Lata')).getByText('Rejected')).toBeTruthy();
    expect(within(cardOf('Lata')).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(cardOf('Lata')).queryByRole('button', { name: 'Reject' })).toBeNull();

    await user.click(within(kavya).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this proposal?' });
    expect(within(dialog).getByText(/Your name, e-mail and phone number will be shared with this family/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Accept' }));

    await waitFor(() => expect(within(cardOf('Kavya')).getByText('Accepted')).toBeTruthy());
    expect(within(cardOf('Kavya')).getByText('Ravi Mehta')).toBeTruthy();
    expect(within(cardOf('Kavya')).getByText('+91 9876543210')).toBeTruthy();
    expect(within(cardOf('Kavya')).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(patches()).toEqual([`/api/userinteract/acceptTheirProposal/${member.id}/int-r1`]);
  });

  it('rejects after its confirmation', async () => {
    answer('GET', RECEIVED, { items: [proposal('int-r1', 'Kavya', 'received')] });
    answer('PATCH', `/api/userinteract/rejectTheirProposal/${member.id}/int-r1`, proposal('int-r1', 'Kavya', 'received', { responseType: 'rejected' }));
    const { user } = open('receivedProposals');
    await user.click(within(await screen.findByRole('article', { name: 'Kavya' })).getByRole('button', { name: 'Reject' }));
    await confirm(user, 'Are you sure to reject this proposal?', 'Yes, Reject');
    await waitFor(() => expect(within(cardOf('Kavya')).getByText('Rejected')).toBeTruthy());
    expect(screen.getByText('You rejected the proposal.')).toBeTruthy();
    expect(within(cardOf('Kavya')).queryByText('Contact Person')).toBeNull();
  });

  it("names a family that deleted its account, and a hidden profile as no longer available", async () => {
    answer('GET', RECEIVED, { items: [
      proposal('p-31', 'Gone', 'received', { candidateProfile: null, familyLeft: true, responseType: 'accepted', status: 'Accepted' }),
      proposal('p-32', 'Hidden', 'received', { candidateProfile: null }),
    ] });
    open('receivedProposals');
    const left = await screen.findByRole('article', { name: FAMILY_LEFT });
    expect(within(left).getByText(FAMILY_LEFT)).toBeTruthy();
    expect(within(left).getByText('Accepted')).toBeTruthy();
    expect(within(cardOf(NO_LONGER_AVAILABLE)).getByText(NO_LONGER_AVAILABLE)).toBeTruthy();
  });

  it('says so when no proposal came in, after a loading line', async () => {
    answer('GET', RECEIVED, { items: [] });
    open('receivedProposals');
    expect(await screen.findByText(/Loading your proposals/)).toBeTruthy();
    expect(await screen.findByText(/No family has sent you a proposal yet/)).toBeTruthy();
  });
});

/** 'Report this profile': the form dialog, its required reason, the call's body, the thanks, the server's 422 messages and refusal; the referral line. */
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { blockTexts } from '#shared/domain/blocks.js';
import { candidateProfileView, type CandidateProfileView } from '#shared/domain/candidate.js';
import type { MatchCard } from '#shared/domain/search.js';
import { trustTexts } from '#shared/domain/trust.js';
import { MatchedProfiles } from '#web/features/discovery/matched/MatchedProfiles';
import { sharingRoutes } from '#web/features/sharing/routes';
import { candidateBody } from '../../sampleData.js';
import { answer, apiRequests } from '../network';
import { renderRoutes } from '../render';
import { member, signedIn } from '../session';
import { findCandidateDetails, openMore } from '../candidateDetails';

const REPORT = '/api/userinteract/reportProfile';

const asha: MatchCard = {
  id: 'cand-1001', firstName: 'Asha', age: 29, height: `5'6"`, city: 'Toronto', state: 'Ontario', country: 'Canada',
  profession: 'Engineer', photoURL: null, saved: false, yours: { met: 3, of: 4, criteria: [] }, theirs: { met: 0, of: 0, criteria: [] },
};

const { candidateContactDetailsVisibilityFlag: _, ...details } = candidateBody();
const profileOf = (id: string, firstName: string, changes: Partial<CandidateProfileView> = {}) =>
  candidateProfileView.parse({
    ...details, id, firstName, ownProfile: false, age: 29, height: `5'6"`, contactDetailsMasked: true, photos: [], updatedDate: '2025-01-01T00:00:00.000Z',
    ...changes,
  });

const reports = () => apiRequests().filter((r) => r.method === 'POST' && r.path === REPORT);
const reportDialog = () => screen.findByRole('dialog', { name: trustTexts.reportTitle });

function renderMatched(profile: CandidateProfileView = profileOf(asha.id, 'Asha')) {
  const session = signedIn();
  answer('GET', `/api/profilemgmt/getMatchingProfiles/${member.candidateId}`, {
    total: 1, page: 1, pageSize: 24, hasExpectation: true, items: [asha],
  });
  answer('GET', `/api/profilemgmt/getProfileDetails/${asha.id}`, profile);
  return renderRoutes([{ path: 'dashboard', element: <MatchedProfiles session={session} /> }], '/dashboard');
}

async function openReport(user: { click: (e: Element) => Promise<void> }) {
  await user.click(within(await screen.findByRole('article', { name: 'Asha' })).getByRole('button', { name: 'View' }));
  const modal = await findCandidateDetails();
  // Block and Report are behind More.
  await openMore(user, modal);
  await user.click(await within(modal).findByRole('button', { name: trustTexts.reportButton }));
  return { modal, dialog: await reportDialog() };
}

it('reports from the modal: the reason is required, the body is sent, the thanks is read out and the button says Reported', async () => {
  answer('POST', REPORT, { message: 'Reported' });
  const { user } = renderMatched();
  const { modal, dialog } = await openReport(user);
  expect(within(dialog).getByText(trustTexts.reportIntro)).toBeTruthy();

  // No reason chosen: the message sits under the select and nothing is sent.
  await user.click(within(dialog).getByRole('button', { name: trustTexts.reportSend }));
  const reason = within(dialog).getByLabelText('Reason');
  expect(await within(dialog).findByText('Please choose a reason')).toBeTruthy();
  expect(reason.getAttribute('aria-invalid')).toBe('true');
  expect(reports()).toEqual([]);

  await user.selectOptions(reason, 'Asking for money');
  expect(within(dialog).queryByText('Please choose a reason')).toBeNull();
  expect(reason.getAttribute('aria-invalid')).toBeNull();
  await user.type(within(dialog).getByLabelText('Details (optional)'), 'Asked for a deposit before meeting');
  await user.click(within(dialog).getByRole('button', { name: trustTexts.reportSend }));

  await waitFor(() => expect(screen.queryByRole('dialog', { name: trustTexts.reportTitle })).toBeNull());
  expect(reports().map((r) => r.body)).toEqual([
    { candidateId: asha.id, reason: 'Asking for money', details: 'Asked for a deposit before meeting' },
  ]);
  expect(within(modal).getByText(trustTexts.reported).getAttribute('role')).toBe('status');
  const button = within(modal).getByRole('button', { name: 'Reported' });
  expect(button.hasAttribute('disabled')).toBe(true);
  // Beside Block this family, which is untouched.
  expect(within(modal).getByRole('button', { name: blockTexts.button })).toBeTruthy();
});

it('cancels without a call and opens again empty', async () => {
  const { user } = renderMatched();
  const { dialog } = await openReport(user);
  await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Other');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: trustTexts.reportTitle })).toBeNull());

  await user.click(screen.getByRole('button', { name: trustTexts.reportButton }));
  const again = await reportDialog();
  expect((within(again).getByLabelText('Reason') as HTMLSelectElement).value).toBe('');
  expect(reports()).toEqual([]);
});

it("shows the server's 422 messages under their fields and keeps the dialog open", async () => {
  answer('POST', REPORT, { message: 'Please correct the highlighted fields.', errors: { details: ['Details must be at most 1000 characters'] } }, 422);
  const { user } = renderMatched();
  const { dialog } = await openReport(user);
  await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Fake or misleading profile');
  await user.click(within(dialog).getByRole('button', { name: trustTexts.reportSend }));

  const textarea = within(dialog).getByLabelText('Details (optional)');
  expect(await within(dialog).findByText('Details must be at most 1000 characters')).toBeTruthy();
  expect(textarea.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByRole('dialog', { name: trustTexts.reportTitle })).toBeTruthy();
  expect(screen.getByRole('button', { name: trustTexts.reportButton }).hasAttribute('disabled')).toBe(false);
  expect(screen.queryByText(trustTexts.reported)).toBeNull();
});

it("shows the server's refusal in the dialog when the profile cannot be seen", async () => {
  const message = 'The profile is not available.';
  answer('POST', REPORT, { message }, 404);
  const { user } = renderMatched();
  const { dialog } = await openReport(user);
  await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Other');
  await user.click(within(dialog).getByRole('button', { name: trustTexts.reportSend }));
  expect((await within(dialog).findByText(message)).getAttribute('role')).toBe('alert');
  expect(screen.queryByText(trustTexts.reported)).toBeNull();
});

it('shows the line for a family invited by the volunteers in the modal', async () => {
  const { user } = renderMatched(profileOf(asha.id, 'Asha', { referredBy: 'volunteers' }));
  await user.click(within(await screen.findByRole('article', { name: 'Asha' })).getByRole('button', { name: 'View' }));
  const modal = await findCandidateDetails();
  expect(await within(modal).findByText(trustTexts.invitedByVolunteers)).toBeTruthy();
  expect(within(modal).queryByText(trustTexts.referredByMember)).toBeNull();
});

function renderProfilePage(profile: CandidateProfileView) {
  signedIn();
  answer('GET', '/api/profilemgmt/getProfileByPubURL/neha-sharma', profile);
  answer('GET', `/api/usermgmt/getUserSavedProfileList/${member.id}`, { items: [] });
  return renderRoutes(sharingRoutes, '/viewMyProfile/neha-sharma');
}

it("reports from another family's profile page, where the referral line shows", async () => {
  answer('POST', REPORT, { message: 'Reported' });
  const { user } = renderProfilePage(profileOf('cand-0042', 'Neha', { referredBy: 'member' }));

  expect(await screen.findByText(trustTexts.referredByMember)).toBeTruthy();
  await openMore(user);
  expect(screen.getByRole('button', { name: blockTexts.button })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: trustTexts.reportButton }));
  const dialog = await reportDialog();
  await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Already married');
  await user.click(within(dialog).getByRole('button', { name: trustTexts.reportSend }));

  expect((await screen.findByText(trustTexts.reported)).getAttribute('role')).toBe('status');
  expect(reports().map((r) => r.body)).toEqual([{ candidateId: 'cand-0042', reason: 'Already married', details: '' }]);
  expect(screen.getByRole('button', { name: 'Reported' }).hasAttribute('disabled')).toBe(true);
});

it("shows neither the line nor Report on the owner's own view", async () => {
  renderProfilePage(profileOf(member.candidateId ?? 'cand-own', 'Neha', { ownProfile: true, referredBy: 'member' }));
  expect(await screen.findByRole('heading', { name: "Neha's Profile" })).toBeTruthy();
  expect(screen.getByText('First Name')).toBeTruthy();
  expect(screen.queryByText(trustTexts.referredByMember)).toBeNull();
  expect(screen.queryByRole('button', { name: trustTexts.reportButton })).toBeNull();
});

it('never shows the line on the public shared page', async () => {
  answer('GET', '/api/profilemgmt/getSharedProfile/neha-sharma', profileOf('cand-0042', 'Neha', { referredBy: 'volunteers' }));
  renderRoutes(sharingRoutes, '/shared/neha-sharma');
  expect(await screen.findByRole('heading', { name: "Neha's Profile" })).toBeTruthy();
  expect(screen.queryByText(trustTexts.invitedByVolunteers)).toBeNull();
  expect(screen.queryByRole('button', { name: trustTexts.reportButton })).toBeNull();
});

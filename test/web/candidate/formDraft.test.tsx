/**
 * The candidate form keeps what the family typed as a draft on this device: after a reload (or a
 * phone that dropped the page while the family was in another app) the form comes back filled in,
 * says so, and offers to discard it; a successful save removes it. Every choice is restored, those
 * that decide other fields (country and its states) too.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { candidateProfileView } from '#shared/domain/candidate.js';
import { candidateRoutes, myCandidateProfileRoutes } from '#web/features/candidate/routes';
import { candidateBody } from '../../sampleData.js';
import { answerWith, apiRequests } from '../network';
import { renderRoutes } from '../render';
import { member, signedIn } from '../session';

const newKey = `rishta.candidateDraft.${member.id}.new`;
const editKey = `rishta.candidateDraft.${member.id}.${member.candidateId}`;
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement;

async function openNewForm() {
  signedIn({ candidateId: null, candidateProfilePhotoFlag: false });
  const rendered = renderRoutes(candidateRoutes, `/new?uprofileid=${member.id}`);
  await rendered.user.click(await screen.findByRole('button', { name: 'Agree' }, { timeout: 15_000 }));
  return rendered;
}

it('brings back a new profile\'s fields after a reload, with a note and Discard draft', { timeout: 120_000 }, async () => {
  const { user } = await openNewForm();
  expect(screen.queryByText(/Draft restored/)).toBeNull();
  await user.type(field(/First Name/), 'Kavya');
  await user.selectOptions(field(/^Country/), 'Canada');
  await user.selectOptions(field(/^State \/ Province/), 'Ontario');
  await user.type(field(/Contact Person Phone/), '4165550142');
  await user.click(screen.getByRole('checkbox', { name: /Show the contact person/ }));
  // The family switches to another app: the page is hidden, the draft kept at once.
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  fireEvent(document, new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  expect(JSON.parse(localStorage.getItem(newKey) ?? '{}').values).toMatchObject({ firstName: 'Kavya', country: 'Canada', state: 'Ontario' });

  // The reload: the page starts again from nothing but the browser's storage.
  cleanup();
  const again = await openNewForm();
  expect(screen.getByText('Draft restored — what you typed before is filled in again.')).toBeTruthy();
  expect(field(/First Name/).value).toBe('Kavya');
  expect(field(/^Country/).value).toBe('Canada');
  expect(field(/^State \/ Province/).value).toBe('Ontario');
  expect(field(/Contact Person Phone/).value).toBe('4165550142');
  expect((screen.getByRole('checkbox', { name: /Show the contact person/ }) as HTMLInputElement).checked).toBe(true);

  await again.user.click(screen.getByRole('button', { name: 'Discard draft' }));
  expect(screen.queryByText(/Draft restored/)).toBeNull();
  expect(field(/First Name/).value).toBe('');
  expect(localStorage.getItem(newKey)).toBeNull();
  expect(apiRequests().filter((r) => r.method !== 'GET')).toEqual([]);
});

it('keeps the draft when the save is refused, with the spec\'s messages unchanged', { timeout: 120_000 }, async () => {
  const { user } = await openNewForm();
  await user.type(field(/Last Name/), 'Rao');
  await user.click(screen.getByRole('button', { name: 'Submit' }));

  expect(await screen.findByText('First Name is required', {}, { timeout: 15_000 })).toBeTruthy();
  expect(field(/Last Name/).value).toBe('Rao');
  expect(JSON.parse(localStorage.getItem(newKey) ?? '{}').values).toMatchObject({ lastName: 'Rao' });
});

const profile = (over: Record<string, unknown> = {}) =>
  candidateProfileView.parse({
    ...candidateBody(), id: member.candidateId, userProfileId: member.id, ownProfile: true, age: 31, height: `5'4"`,
    contactDetailsMasked: false, photos: [], updatedDate: '2026-03-14T10:00:00Z', candidateProfileVisibilityFlag: true,
    candidateProfilePublicURL: null, ...over,
  });

const editRoutes = [{ path: 'dashboard/myCandidateProfile', children: myCandidateProfileRoutes }];
const editPage = `/dashboard/myCandidateProfile/${member.candidateId}/edit?uprofileid=${member.id}`;
/** The edit page (the saved profile answered by `current`, a save answered as saved), the City field typed over. */
async function typeCityOnEditPage(current: () => ReturnType<typeof profile>, city: string) {
  signedIn();
  answerWith('GET', `/api/profilemgmt/getProfileDetails/${member.candidateId}`, () => ({ json: current() }));
  answerWith('PATCH', `/api/profilemgmt/saveProfile/${member.candidateId}`, (r) => ({ json: profile(r.body as Record<string, unknown>) }));
  const { user } = renderRoutes(editRoutes, editPage);
  const field = await screen.findByLabelText(/^City/, {}, { timeout: 15_000 });
  await user.clear(field);
  await user.type(field, city);
}

it('keeps an edit across a reload over the saved profile, and removes it once saved', { timeout: 120_000 }, async () => {
  await typeCityOnEditPage(() => profile(), 'Brampton');
  // Typing is kept once it pauses.
  await waitFor(() => expect(JSON.parse(localStorage.getItem(editKey) ?? '{}').values?.city).toBe('Brampton'));

  cleanup();
  const { user, url } = renderRoutes(editRoutes, editPage);
  expect(await screen.findByText(/Draft restored/, {}, { timeout: 15_000 })).toBeTruthy();
  expect(field(/^City/).value).toBe('Brampton');
  // What was not typed over is the saved profile.
  expect(field(/First Name/).value).toBe('Priya');

  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(url()).toBe('/dashboard/myCandidateProfile?notice=candidateUpdated'));
  expect((apiRequests().find((r) => r.method === 'PATCH')?.body as { city?: string }).city).toBe('Brampton');
  expect(localStorage.getItem(editKey)).toBeNull();
});

it("keeps only what this member changed: another member's later save stays, and the note says the draft was typed over an older version", { timeout: 120_000 }, async () => {
  let stored = profile({ editVersion: 3, employerName: 'Father Edit Inc' });
  await typeCityOnEditPage(() => stored, 'DraftCity');
  await waitFor(() => expect(JSON.parse(localStorage.getItem(editKey) ?? '{}')).toMatchObject({ values: { city: 'DraftCity' }, baseVersion: 3 }));
  // Only the changed field is kept: the employer as it was then is not.
  expect(JSON.parse(localStorage.getItem(editKey) ?? '{}').values.employerName).toBeUndefined();

  // Another member saves the employer meanwhile; this member comes back to the form.
  cleanup();
  stored = profile({ editVersion: 4, employerName: 'Mother New Employer' });
  const { user } = renderRoutes(editRoutes, editPage);
  expect(await screen.findByText(/your family saved the profile since you typed it/, {}, { timeout: 15_000 })).toBeTruthy();
  expect(field(/^City/).value).toBe('DraftCity');
  expect(field(/Employer/).value).toBe('Mother New Employer');

  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(apiRequests().some((r) => r.method === 'PATCH')).toBe(true));
  expect(apiRequests().find((r) => r.method === 'PATCH')?.body).toMatchObject({ city: 'DraftCity', employerName: 'Mother New Employer', editVersion: 4 });
});

/**
 * Candidate Details made for a phone: the photo first and large (Previous/Next, arrow keys, swipe),
 * the full-screen viewer inside the app, the dialog named after the profile, the action bar with
 * Block and Report behind More, and the focus kept after Save To My List and a confirmed Propose.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { candidateProfileView } from '#shared/domain/candidate.js';
import type { MatchCard } from '#shared/domain/search.js';
import { blockTexts } from '#shared/domain/blockTexts.js';
import { trustTexts } from '#shared/domain/trust.js';
import { MatchedProfiles } from '#web/features/discovery/matched/MatchedProfiles';
import { candidateBody } from '../../sampleData.js';
import { answer, answerWith } from '../network';
import { renderRoutes } from '../render';
import { member, signedIn } from '../session';

const kavya: MatchCard = {
  id: 'cand-1001', firstName: 'Kavya', age: 27, height: `5'4"`, city: 'Toronto', state: 'Ontario', country: 'Canada',
  profession: 'Engineer', photoURL: null, saved: false, yours: { met: 3, of: 4, criteria: [] }, theirs: { met: 0, of: 0, criteria: [] },
};
const photos = [1, 2, 3].map((n) => ({ id: `p${n}`, fileURL: `https://photos.example/kavya-${n}.jpg` }));

function renderWithProfile(changes: Record<string, unknown> = {}) {
  const { candidateContactDetailsVisibilityFlag: _, ...details } = candidateBody();
  answer(
    'GET',
    `/api/profilemgmt/getProfileDetails/${kavya.id}`,
    candidateProfileView.parse({
      ...details, id: kavya.id, firstName: 'Kavya', ownProfile: false, age: 27, city: 'Toronto', height: `5'4"`, contactDetailsMasked: true,
      photos, updatedDate: '2025-01-01T00:00:00.000Z', ...changes,
    }),
  );
  const session = signedIn();
  answer('GET', `/api/profilemgmt/getMatchingProfiles/${member.candidateId}`, { total: 1, page: 1, pageSize: 24, items: [kavya], hasExpectation: true });
  return renderRoutes([{ path: 'dashboard', element: <MatchedProfiles session={session} /> }], '/dashboard');
}

async function openKavya(user: { click: (e: Element) => Promise<void> }) {
  await user.click(within(await screen.findByRole('article', { name: 'Kavya' })).getByRole('button', { name: 'View' }));
  return screen.findByRole('dialog', { name: 'Kavya, 27, Toronto' });
}

const largePhoto = (modal: HTMLElement) => within(modal).getByRole('button', { name: /open full screen$/ });
const largeSrc = (modal: HTMLElement) => largePhoto(modal).querySelector('img')!.getAttribute('src');

it('is named after the profile and opens on the large photo, with name, age, city and work beside it', async () => {
  const { user } = renderWithProfile();
  const modal = await openKavya(user);
  expect(within(modal).getByRole('heading', { level: 2, name: 'Kavya, 27, Toronto' })).toBeTruthy();
  expect(within(modal).getByText('Candidate Details')).toBeTruthy();
  expect(within(modal).getByText(candidateBody().profession, { selector: '.candidate-hero-work' })).toBeTruthy();
  expect(largePhoto(modal).getAttribute('aria-label')).toBe('Kavya, photo 1 of 3: open full screen');
  expect(largeSrc(modal)).toBe(photos[0]!.fileURL);
  // The photo comes before the profile's sections.
  const firstSection = within(modal).getAllByRole('heading', { level: 2 })[1]!;
  expect(largePhoto(modal).compareDocumentPosition(firstSection) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it('moves through the photos with Next and Previous, the arrow keys, a swipe and the thumbnails', async () => {
  const { user } = renderWithProfile();
  const modal = await openKavya(user);
  await user.click(within(modal).getByRole('button', { name: 'Next photo' }));
  expect(largeSrc(modal)).toBe(photos[1]!.fileURL);
  expect(within(modal).getByText('Photo 2 of 3')).toBeTruthy();
  await user.click(within(modal).getByRole('button', { name: 'Previous photo' }));
  await user.click(within(modal).getByRole('button', { name: 'Previous photo' }));
  expect(largeSrc(modal)).toBe(photos[2]!.fileURL);

  largePhoto(modal).focus();
  await user.keyboard('{ArrowRight}');
  expect(largeSrc(modal)).toBe(photos[0]!.fileURL);
  await user.keyboard('{ArrowLeft}');
  expect(largeSrc(modal)).toBe(photos[2]!.fileURL);

  // A finger moving left shows the next photo, and opens nothing.
  const stage = largePhoto(modal).parentElement!;
  fireEvent.pointerDown(stage, { clientX: 300 });
  fireEvent.pointerUp(stage, { clientX: 200 });
  fireEvent.click(largePhoto(modal));
  expect(largeSrc(modal)).toBe(photos[0]!.fileURL);
  expect(screen.queryByRole('dialog', { name: /^Kavya, photo/ })).toBeNull();

  await user.click(within(modal).getByRole('button', { name: 'Kavya, photo 2 of 3' }));
  expect(largeSrc(modal)).toBe(photos[1]!.fileURL);
});

it('opens the photo full screen inside the app; Escape and Close go back, the focus to the photo', async () => {
  const { user } = renderWithProfile();
  const modal = await openKavya(user);
  await user.click(largePhoto(modal));
  const viewer = await screen.findByRole('dialog', { name: 'Kavya, photo 1 of 3' });
  expect(within(viewer).getByRole('img', { name: 'Kavya, photo 1 of 3' }).getAttribute('src')).toBe(photos[0]!.fileURL);
  await user.click(within(viewer).getByRole('button', { name: 'Next photo' }));
  expect(screen.getByRole('dialog', { name: 'Kavya, photo 2 of 3' })).toBe(viewer);

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Kavya, photo/ })).toBeNull());
  // Candidate Details stays open, on the photo the viewer showed last.
  expect(screen.getByRole('dialog', { name: 'Kavya, 27, Toronto' })).toBe(modal);
  expect(document.activeElement).toBe(largePhoto(modal));
  expect(largeSrc(modal)).toBe(photos[1]!.fileURL);

  await user.click(largePhoto(modal));
  await user.click(within(await screen.findByRole('dialog', { name: 'Kavya, photo 2 of 3' })).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Kavya, photo/ })).toBeNull());
  expect(document.activeElement).toBe(largePhoto(modal));
});

it('hands the swiped photo and the viewer only their pointer handlers (React warns of no unknown prop)', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const { user } = renderWithProfile();
    const modal = await openKavya(user);
    await user.click(largePhoto(modal));
    await screen.findByRole('dialog', { name: 'Kavya, photo 1 of 3' });
    for (const stage of [modal.querySelector('.hero-photo')!, document.querySelector('.photo-viewer-stage')!]) {
      expect(stage.getAttributeNames().filter((name) => !['class', 'style'].includes(name))).toEqual([]);
    }
    expect(errors.mock.calls.map((call) => String(call[0])).filter((text) => /does not recognize|Unknown event handler/.test(text))).toEqual([]);
  } finally {
    errors.mockRestore();
  }
});

it('keeps Save, Propose and Close in the action bar, Block and Report behind More', async () => {
  const { user } = renderWithProfile();
  const modal = await openKavya(user);
  const bar = modal.querySelector<HTMLElement>('.details-modal-bar')!;
  for (const name of ['Save To My List', 'Propose', 'Close']) expect(within(bar).getByRole('button', { name })).toBeTruthy();
  expect(within(modal).queryByRole('button', { name: blockTexts.button })).toBeNull();
  const more = within(bar).getByRole('button', { name: /^More/ });
  expect(more.getAttribute('aria-expanded')).toBe('false');
  await user.click(more);
  expect(more.getAttribute('aria-expanded')).toBe('true');
  expect(await within(bar).findByRole('button', { name: trustTexts.reportButton })).toBeTruthy();
  expect(within(bar).getByRole('button', { name: blockTexts.button })).toBeTruthy();
});

it("keeps 'Photos on request' and Request Photos where the family holds its photos back", async () => {
  const { user } = renderWithProfile({ photos: [], photosHeldBack: true, photoRequest: null });
  const modal = await openKavya(user);
  expect(within(modal).getByText('Photos on request')).toBeTruthy();
  expect(within(modal).getByRole('button', { name: 'Request Photos' })).toBeTruthy();
});

it('keeps the focus on the button after Save To My List (now Saved), and in the dialog after a confirmed Propose', async () => {
  answer('POST', '/api/usermgmt/saveUserSavedProfile', { message: 'This candidate profile is added in your list', id: kavya.id, alreadySaved: false });
  answerWith('POST', '/api/userinteract/saveUserInteraction', ({ body }) => ({ json: { id: 'int-1', updatedDate: '2025-01-01T00:00:00.000Z', ...(body as object) } }));
  const { user } = renderWithProfile();
  const modal = await openKavya(user);
  await user.click(within(modal).getByRole('button', { name: 'Save To My List' }));
  const saved = await within(modal).findByRole('button', { name: 'Saved' });
  expect(saved.getAttribute('aria-disabled')).toBe('true');
  expect(document.activeElement).toBe(saved);

  await user.click(within(modal).getByRole('button', { name: 'Propose' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Send a proposal?' })).getByRole('button', { name: 'Yes, Propose' }));
  const sent = await within(modal).findByText('Your proposal is sent.');
  await waitFor(() => expect(document.activeElement).toBe(sent));
  expect(modal.contains(document.activeElement)).toBe(true);
});

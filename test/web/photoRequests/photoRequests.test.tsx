/**
 * Photo Requests under My Candidate Profile: each requesting family's card and state, Approve and
 * Decline while it waits, Withdraw Approval once approved; and the 'Photos on request' card with
 * 'Request Photos' where a family holds its photos back.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PhotoRequestView } from '#shared/domain/photoRequests.js';
import type { ProfileCard as Card } from '#shared/domain/search.js';
import { photoAccessTexts } from '#shared/texts.js';
import { ProfileCard } from '#web/features/familyProfile';
import { photoRequestsRoutes } from '#web/features/photoRequests/routes';
import { answer, answerWith, apiRequests } from '../network';
import { renderRoutes } from '../render';
import { member, signedIn } from '../session';

const LIST = `/api/userinteract/getPhotoRequestList/${member.id}`;
const NOW = '2025-01-01T00:00:00.000Z';
const card = (id: string, firstName: string, over: Partial<Card> = {}): Card => ({
  id, firstName, age: 29, height: `5'9"`, city: 'Leeds', state: 'Yorkshire', country: 'United Kingdom', profession: 'Doctor',
  photoURL: 'https://photos.example/a.jpg', saved: false, ...over,
});
const request = (n: number, firstName: string, status: PhotoRequestView['status']): PhotoRequestView => ({
  requesterUserId: `user-r${n}`, requesterCandidateId: `cand-r${n}`, status, createdDate: NOW, updatedDate: NOW,
  candidateProfile: card(`cand-r${n}`, firstName),
});

function open() {
  signedIn();
  return renderRoutes([{ path: 'dashboard/myCandidateProfile', children: photoRequestsRoutes }], '/dashboard/myCandidateProfile/photoRequests');
}
const cardOf = (name: string) => screen.getByRole('article', { name });

describe('Photo Requests', () => {
  it('lists each request with its state and the answers it allows', async () => {
    answer('GET', LIST, { items: [request(1, 'Arjun', 'pending'), request(2, 'Bharat', 'approved'), request(3, 'Chetan', 'declined')] });
    open();
    expect(await screen.findByRole('heading', { name: photoAccessTexts.listTitle })).toBeTruthy();
    const arjun = cardOf('Arjun');
    expect(within(arjun).getByText(photoAccessTexts.statusLabels.pending)).toBeTruthy();
    expect(within(arjun).getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(within(arjun).getByRole('button', { name: 'Decline' })).toBeTruthy();
    const bharat = cardOf('Bharat');
    expect(within(bharat).getByRole('button', { name: photoAccessTexts.withdraw })).toBeTruthy();
    expect(within(bharat).queryByRole('button', { name: 'Approve' })).toBeNull();
    // A declined request can still be approved (the family changed its mind), never declined twice.
    expect(within(cardOf('Chetan')).queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('approves, declines and withdraws through the server, showing its answer', async () => {
    let items = [request(1, 'Arjun', 'pending'), request(2, 'Bharat', 'approved')];
    answerWith('GET', LIST, () => ({ json: { items } }));
    answerWith('PATCH', `/api/userinteract/approvePhotoRequest/${member.id}/user-r1`, () => {
      items = [request(1, 'Arjun', 'approved'), items[1]!];
      return { json: { message: photoAccessTexts.approved } };
    });
    answerWith('PATCH', `/api/userinteract/withdrawPhotoApproval/${member.id}/user-r2`, () => {
      items = [items[0]!, request(2, 'Bharat', 'withdrawn')];
      return { json: { message: photoAccessTexts.withdrawn } };
    });
    const { user } = open();
    await user.click(within(await screen.findByRole('article', { name: 'Arjun' })).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(photoAccessTexts.approved)).toBeTruthy();
    await waitFor(() => expect(within(cardOf('Arjun')).getByText(photoAccessTexts.statusLabels.approved)).toBeTruthy());
    await user.click(within(cardOf('Bharat')).getByRole('button', { name: photoAccessTexts.withdraw }));
    expect(await screen.findByText(photoAccessTexts.withdrawn)).toBeTruthy();
    await waitFor(() => expect(within(cardOf('Bharat')).getByText(photoAccessTexts.statusLabels.withdrawn)).toBeTruthy());
    expect(apiRequests().filter((r) => r.method === 'PATCH').map((r) => r.path)).toEqual([
      `/api/userinteract/approvePhotoRequest/${member.id}/user-r1`, `/api/userinteract/withdrawPhotoApproval/${member.id}/user-r2`,
    ]);
  });

  it('says so when no family has asked', async () => {
    answer('GET', LIST, { items: [] });
    open();
    expect(await screen.findByText(photoAccessTexts.listEmpty)).toBeTruthy();
  });
});

describe('a card whose family holds its photos back', () => {
  function show(c: Card) {
    signedIn();
    return renderRoutes([{ path: 'card', Component: () => <ProfileCard card={c} onView={() => undefined} /> }], '/card');
  }

  it("shows 'Photos on request' instead of a photo, and Request Photos turns into Requested", async () => {
    answerWith('POST', '/api/userinteract/requestPhotos', () => ({ json: { message: photoAccessTexts.requestSent, photoRequest: 'requested' } }));
    const { user } = show(card('cand-9', 'Devika', { photoURL: null, photosHeldBack: true, photoRequest: null }));
    const article = await screen.findByRole('article', { name: 'Devika' });
    expect(within(article).getByText(photoAccessTexts.onRequest)).toBeTruthy();
    expect(within(article).queryByRole('img')).toBeNull();
    await user.click(within(article).getByRole('button', { name: photoAccessTexts.requestPhotos }));
    const requested = await within(article).findByRole('button', { name: photoAccessTexts.requested });
    expect((requested as HTMLButtonElement).disabled).toBe(true);
    expect(within(article).getByText(photoAccessTexts.requestSent).getAttribute('role')).toBe('status');
    expect(apiRequests().find((r) => r.path === '/api/userinteract/requestPhotos')?.body).toEqual({ candidateId: 'cand-9' });
  });

  it('moves focus to the answer after Request Photos, as the clicked button is now disabled', async () => {
    answerWith('POST', '/api/userinteract/requestPhotos', () => ({ json: { message: photoAccessTexts.requestSent, photoRequest: 'requested' } }));
    const { user } = show(card('cand-9', 'Devika', { photoURL: null, photosHeldBack: true, photoRequest: null }));
    const article = await screen.findByRole('article', { name: 'Devika' });
    await user.click(within(article).getByRole('button', { name: photoAccessTexts.requestPhotos }));
    await within(article).findByRole('button', { name: photoAccessTexts.requested });
    const status = within(article).getByText(photoAccessTexts.requestSent);
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(status.getAttribute('tabindex')).toBe('-1');
  });

  it("says only 'not now' once the family declined, and shows no request button where nothing is held back", async () => {
    show(card('cand-8', 'Esha', { photosHeldBack: true, photoRequest: 'notNow' }));
    const article = await screen.findByRole('article', { name: 'Esha' });
    expect(within(article).getByText(`${photoAccessTexts.onRequest}: ${photoAccessTexts.notNow}`)).toBeTruthy();
    expect(within(article).queryByRole('button', { name: photoAccessTexts.requestPhotos })).toBeNull();
  });

  it('has no Request Photos where the family shows all photos', async () => {
    show(card('cand-7', 'Farah', { photosHeldBack: false }));
    const article = await screen.findByRole('article', { name: 'Farah' });
    expect(within(article).queryByRole('button', { name: photoAccessTexts.requestPhotos })).toBeNull();
    expect(within(article).getByRole('img', { name: 'Photo of Farah' })).toBeTruthy();
  });
});

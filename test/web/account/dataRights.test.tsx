/**
 * User Settings → My Data: 'Download My Data' hands the export to the browser as a file, with a
 * loading state; 'Delete My Account and Everything' (the family's deletion) stays disabled until the
 * candidate's first name (or, with no candidate profile yet, the member's address) is typed, shows
 * the server's field message, and after the deletion lands on the home page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { candidateProfileView } from '#shared/domain/candidate.js';
import { dataRightsTexts } from '#shared/domain/dataRights.js';
import { userSettingsRoute } from '#web/features/account/routes';
import { siteRoutes } from '#web/features/site/routes';
import { candidateBody } from '../../sampleData.js';
import { answer, answerWith, apiRequests } from '../network';
import { renderRoutes } from '../render';
import { member, signedIn } from '../session';

const EXPORT = `/api/usermgmt/exportMyData/${member.id}`;
const DELETE = `/api/usermgmt/deleteMyAccount/${member.id}`;
const PROFILE = `/api/usermgmt/getUserProfile/${member.id}`;
const userProfile = {
  id: member.id, firstName: 'Hemlata', lastName: 'Rao', userEmail: 'hemlata@example.org', userPhoneCountryCode: '+1',
  userPhoneNumber: '4165550101', userReferralId: 'REF-0001', createdDate: '2025-01-01T00:00:00.000Z', updatedDate: '2025-01-01T00:00:00.000Z',
};
const exported = {
  exportedAt: '2025-05-01T00:00:00.000Z', notice: dataRightsTexts.photoLinks, userProfile, notifySettings: null, candidateProfile: null,
  expectation: null, statusReasons: [], savedProfiles: [], proposalsSent: [], proposalsReceived: [], blockedFamilies: [], serviceListings: [], reportsFiled: [],
  photoRequestsReceived: [], photoRequestsSent: [], familyMembers: [], familyInvitations: [], familyActivity: { days: 90, more: false, items: [] },
};

function open(at: string, session: Parameters<typeof signedIn>[0] = {}) {
  signedIn(session);
  return renderRoutes([{ path: 'dashboard', children: [userSettingsRoute([])] }, ...siteRoutes], at);
}

afterEach(() => vi.restoreAllMocks());

describe('Download My Data', () => {
  it('is in the User Settings menu and downloads the export as rishta-my-data.json, busy meanwhile', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => { release = r; });
    answerWith('GET', EXPORT, () => ({ json: exported }));
    const blobs: Blob[] = [];
    const created = vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => { blobs.push(b as Blob); return 'blob:rishta-test'; });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { names.push(this.download); });
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (...args) => {
      if (String(args[0] instanceof Request ? args[0].url : args[0]).includes('exportMyData')) await held;
      return realFetch(...args);
    });
    const { user } = open('/dashboard/userSettings/myData');

    const menu = await screen.findByRole('navigation', { name: 'User settings' });
    expect(within(menu).getByRole('link', { name: 'My Data' }).getAttribute('href')).toBe('/dashboard/userSettings/myData');
    await user.click(await screen.findByRole('button', { name: dataRightsTexts.downloadTitle }));
    const busy = await screen.findByRole('button', { name: 'Preparing your file…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    release();

    const done = await screen.findByText(`Your file ${dataRightsTexts.downloadFileName} is downloaded.`);
    await waitFor(() => expect(document.activeElement?.contains(done)).toBe(true));
    expect(created).toHaveBeenCalledTimes(1);
    expect(names).toEqual([dataRightsTexts.downloadFileName]);
    expect(JSON.parse(await blobs[0]!.text()).userProfile.userEmail).toBe('hemlata@example.org');
  });

  it("says so when the export fails", async () => {
    answer('GET', EXPORT, { message: 'Server down' }, 500);
    const { user } = open('/dashboard/userSettings/myData');
    await user.click(await screen.findByRole('button', { name: dataRightsTexts.downloadTitle }));
    expect(await screen.findByText('Your data could not be prepared. Please try again.')).toBeTruthy();
  });

  it('a session ended elsewhere (401) leads to sign in, not to trying again', async () => {
    answer('GET', EXPORT, { message: 'Please sign in again.' }, 401);
    signedIn();
    const { user, url } = renderRoutes([{ path: 'dashboard', children: [userSettingsRoute([])] }, { path: 'signin', element: <p>Sign in</p> }], '/dashboard/userSettings/myData');
    await user.click(await screen.findByRole('button', { name: dataRightsTexts.downloadTitle }));
    expect(await screen.findByText('Sign in')).toBeTruthy();
    expect(url()).toMatch(/^\/signin\?/);
    expect(screen.queryByText('Your data could not be prepared. Please try again.')).toBeNull();
  });
});

const { candidateContactDetailsVisibilityFlag: _, ...details } = candidateBody();
const ownCandidate = candidateProfileView.parse({
  ...details, id: member.candidateId, firstName: 'Meenal', ownProfile: true, age: 29, height: `5'6"`, contactDetailsMasked: false, photos: [], updatedDate: '2025-01-01T00:00:00.000Z',
});

describe('Delete My Account and Everything', () => {
  it("keeps the button disabled until the candidate's first name matches, then deletes and lands on the home page", async () => {
    answer('GET', PROFILE, userProfile);
    answer('GET', `/api/profilemgmt/getProfileDetails/${member.candidateId}`, ownCandidate);
    answer('POST', DELETE, { message: dataRightsTexts.deleted });
    const { user, url } = open('/dashboard/userSettings/myData/deleteMyAccount');
    const button = await screen.findByRole('button', { name: dataRightsTexts.deleteTitle });
    const field = screen.getByLabelText(/Type your candidate's first name/);
    expect(screen.getByText(/the sign-in of every member of your family/i)).toBeTruthy();
    expect(button.hasAttribute('disabled')).toBe(true);
    await user.type(field, 'meena');
    expect(button.hasAttribute('disabled')).toBe(true);
    await user.type(field, 'L');
    expect(button.hasAttribute('disabled')).toBe(false);
    await user.click(button);
    await waitFor(() => expect(url()).toBe('/?notice=accountDeleted'));
    expect(apiRequests().find((r) => r.method === 'POST')?.body).toEqual({ candidateFirstName: 'meenaL' });
  });

  it("with no candidate profile yet, asks for the address and shows the server's field message when it refuses it", async () => {
    answer('GET', PROFILE, userProfile);
    answer('POST', DELETE, { message: dataRightsTexts.deleteRefused, errors: { userEmail: [dataRightsTexts.emailMismatch] } }, 422);
    const { user } = open('/dashboard/userSettings/myData/deleteMyAccount', { candidateId: null });
    await user.type(await screen.findByLabelText(/Type the e-mail address you sign in with/), 'hemlata@example.org');
    await user.click(screen.getByRole('button', { name: dataRightsTexts.deleteTitle }));
    expect(await screen.findByText(dataRightsTexts.emailMismatch)).toBeTruthy();
    expect(apiRequests().find((r) => r.method === 'POST')?.body).toEqual({ userEmail: 'hemlata@example.org' });
  });
});

/**
 * The own profile's completeness guide (a meter with its '% complete' and what is missing, each a
 * link to the page that fills it; hidden when complete), and the 'Print Biodata' link wherever a
 * profile is shown: on the own profile, and on another family's only once connected.
 */
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { candidateProfileView } from '#shared/domain/candidate.js';
import { biodataTexts } from '#shared/texts.js';
import { myCandidateProfileRoutes } from '#web/features/candidate/routes';
import { sharingRoutes } from '#web/features/sharing/routes';
import { candidateBody } from '../../sampleData.js';
import { answer } from '../network';
import { renderRoutes } from '../render';
import { member, signedIn } from '../session';

const { candidateContactDetailsVisibilityFlag: _, ...details } = candidateBody();
const own = (completeness: unknown) => candidateProfileView.parse({
  ...details, id: member.candidateId, userProfileId: member.id, firstName: 'Priya', ownProfile: true, age: 30, height: `5'4"`,
  contactDetailsMasked: false, photos: [], updatedDate: '2025-01-01T00:00:00.000Z', candidateProfileVisibilityFlag: true,
  candidateContactDetailsVisibilityFlag: false, candidateProfilePublicURL: null, completeness,
});
const partly = {
  score: 62,
  missing: [
    { key: 'employerName', label: 'Employer', place: 'career' },
    { key: 'fatherName', label: "Father's Name", place: 'family' },
    { key: 'motherName', label: "Mother's Name", place: 'family' },
    { key: 'brothers', label: 'Brothers', place: 'family' },
    { key: 'sisters', label: 'Sisters', place: 'family' },
    { key: 'familyType', label: 'Family Type', place: 'family' },
    { key: 'rashi', label: 'Rashi (Moon Sign)', place: 'horoscope' },
    { key: 'photos', label: 'A second photo', place: 'photos' },
    { key: 'expectations', label: 'Expectations', place: 'expectations' },
  ],
};
// The pages are lazy route modules: loaded once here (slow on a busy machine), not inside the first test's time.
beforeAll(async () => {
  await Promise.all([import('#web/features/candidate/pages/myCandidateProfile'), import('#web/features/sharing/pages/viewProfile')]);
}, 60_000);

const ownPath = `/api/profilemgmt/getProfileDetails/${member.candidateId}`;
const showOwn = () => renderRoutes([{ path: 'dashboard/myCandidateProfile', children: myCandidateProfileRoutes }], '/dashboard/myCandidateProfile');
const base = `/dashboard/myCandidateProfile/${member.candidateId}`;

describe('the completeness guide on the own profile', () => {
  it('shows the share filled as a meter with its text, and each missing part as a link to the page that fills it', async () => {
    signedIn();
    answer('GET', ownPath, own(partly));
    showOwn();

    const meter = await screen.findByRole('meter', { name: biodataTexts.completenessTitle });
    expect(meter.getAttribute('aria-valuenow')).toBe('62');
    expect(meter.getAttribute('aria-valuemin')).toBe('0');
    expect(meter.getAttribute('aria-valuemax')).toBe('100');
    expect(screen.getByText('62% complete')).toBeTruthy();

    const list = screen.getByRole('list', { name: biodataTexts.completenessIntro });
    const items = within(list).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'Education and Work: Employer',
      "Family Details: Father's Name, Mother's Name, Brothers and 2 more",
      'Horoscope: Rashi (Moon Sign)',
      'Photos: A second photo',
      'Expectations',
    ]);
    const href = (name: string) => within(list).getByRole('link', { name }).getAttribute('href');
    expect(href('Education and Work')).toBe(`${base}/edit?uprofileid=${member.id}`);
    expect(href('Family Details')).toBe(`${base}/familyDetails`);
    expect(href('Horoscope')).toBe(`${base}/horoscope`);
    expect(href('Photos')).toBe(`${base}/myPhotos`);
    expect(href('Expectations')).toBe(`${base}/myExpectation`);
  });

  it('is gone once the profile is complete', async () => {
    signedIn();
    answer('GET', ownPath, own({ score: 100, missing: [] }));
    showOwn();

    expect(await screen.findByRole('heading', { name: 'My Candidate Profile' })).toBeTruthy();
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.queryByText(biodataTexts.completenessTitle)).toBeNull();
  });
});

describe("'Print Biodata'", () => {
  it('is on the own profile', async () => {
    signedIn();
    answer('GET', ownPath, own(partly));
    showOwn();

    expect((await screen.findByRole('link', { name: 'Print Biodata' })).getAttribute('href')).toBe(`/biodata/${member.candidateId}`);
  });

  const other = (connected: boolean) => candidateProfileView.parse({
    ...details, id: 'cand-0042', firstName: 'Neha', ownProfile: false, connected, age: 30, height: `5'4"`,
    contactDetailsMasked: !connected, photos: [], updatedDate: '2025-01-01T00:00:00.000Z',
  });
  const showOther = (connected: boolean) => {
    signedIn();
    answer('GET', '/api/profilemgmt/getProfileByPubURL/neha-sharma', other(connected));
    answer('GET', `/api/usermgmt/getUserSavedProfileList/${member.id}`, { items: [] });
    renderRoutes(sharingRoutes, '/viewMyProfile/neha-sharma');
  };

  it("is on another family's profile once the families are connected", async () => {
    showOther(true);
    expect((await screen.findByRole('link', { name: 'Print Biodata' })).getAttribute('href')).toBe('/biodata/cand-0042');
  });

  it("is not on another family's profile before that", async () => {
    showOther(false);
    expect(await screen.findByRole('heading', { name: "Neha's Profile" })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Print Biodata' })).toBeNull();
  });
});

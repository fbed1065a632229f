/**
 * /biodata/{id}: the printable biodata, its sections read from the field catalogue, for the family
 * itself and for a connected family; a member who is not connected gets a message and nothing of
 * the profile. 'Print' hands over to the browser's print dialog.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { candidateProfileView } from '#shared/domain/candidate.js';
import { biodataTexts } from '#shared/texts.js';
import { biodataRoutes } from '#web/features/biodata/routes';
import { candidateBody } from '../../sampleData.js';
import { answer } from '../network';
import { renderRoutes } from '../render';
import { signedIn } from '../session';

const familyDetails = {
  fatherName: 'Ramesh Sharma', fatherOccupation: 'Teacher', motherName: 'Hemlata Sharma', motherOccupation: 'Doctor',
  brothers: '2', brothersMarried: '1', sisters: '0', familyType: 'Nuclear', familyValues: 'Moderate', nativeCity: 'Jaipur',
  nativeState: 'Rajasthan', nativeCountry: 'India', aboutFamily: 'A close family of four.',
};
const horoscope = { rashi: 'Mesha (Aries)', nakshatra: 'Ashwini', manglik: 'No', birthTime: '06:45', birthPlace: 'Jaipur' };
const { candidateContactDetailsVisibilityFlag: _, religion: __, ...details } = candidateBody();
const view = (over: Record<string, unknown>) => candidateProfileView.parse({
  ...details, ...familyDetails, ...horoscope, id: 'cand-0042', firstName: 'Neha', age: 30, height: `5'4"`, contactDetailsMasked: false,
  photos: [{ id: 'p1', fileURL: 'https://photos.example/p1.jpg' }], updatedDate: '2025-01-01T00:00:00.000Z',
  expectations: 'Kind, curious and close to family.', ...over,
});
const profilePath = '/api/profilemgmt/getProfileDetails/cand-0042';

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
/** A section's rows, 'term: value'. */
const rowsOf = (heading: string) => {
  const section = screen.getByRole('region', { name: heading });
  return within(section).getAllByRole('term').map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
};

// The page is a lazy route module: loaded once here (slow on a busy machine), not inside the first test's time.
beforeAll(async () => {
  await import('#web/features/biodata/pages/printBiodata');
}, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the printable biodata', () => {
  it("shows the owner's biodata with every section, the first photo, the Save as PDF hint and Print", async () => {
    signedIn();
    answer('GET', profilePath, view({ ownProfile: true, connected: false, religion: 'Jainism' }));
    // happy-dom has no print dialog: the browser's is stood in for.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderRoutes(biodataRoutes, '/biodata/cand-0042');

    expect(await screen.findByRole('heading', { level: 1, name: 'Neha' })).toBeTruthy();
    expect(headings()).toEqual([
      'About the Candidate', 'Background and Habits', 'Education and Work', 'Where the Candidate Lives', 'Family Details',
      'Horoscope', 'Expectations', 'Contact',
    ]);
    expect(rowsOf('Family Details')).toEqual([
      "Father's Name: Ramesh Sharma", "Father's Occupation: Teacher", "Mother's Name: Hemlata Sharma", "Mother's Occupation: Doctor",
      'Brothers: 2 (1 married)', 'Sisters: 0', 'Family Type: Nuclear', 'Family Values: Moderate', 'Native Place: Jaipur, Rajasthan, India',
      'About our family: A close family of four.',
    ]);
    expect(rowsOf('Horoscope')).toContain('Time of Birth: 06:45');
    expect(rowsOf('Expectations')).toEqual(['About the Match: Kind, curious and close to family.']);
    expect((screen.getByRole('img', { name: 'Photo of Neha' }) as HTMLImageElement).src).toBe('https://photos.example/p1.jpg');
    expect(screen.getByText(biodataTexts.saveAsPdf)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("shows a connected family exactly the view it was sent: parents' names and time of birth, no religion", async () => {
    signedIn();
    answer('GET', profilePath, view({ ownProfile: false, connected: true, lastName: 'S******i' }));
    renderRoutes(biodataRoutes, '/biodata/cand-0042');

    expect(await screen.findByRole('heading', { level: 1, name: 'Neha' })).toBeTruthy();
    expect(headings()).toContain('Family Details');
    expect(rowsOf('Family Details')).toContain("Father's Name: Ramesh Sharma");
    expect(rowsOf('Horoscope')).toEqual(['Rashi (Moon Sign): Mesha (Aries)', 'Nakshatra: Ashwini', 'Manglik: No', 'Time of Birth: 06:45', 'Place of Birth: Jaipur']);
    expect(rowsOf('Contact')).toContain('Phone: +1 4165559876');
    expect(screen.queryByText('Religion')).toBeNull();
  });

  it('leaves out a section the family did not fill (no empty Horoscope heading)', async () => {
    signedIn();
    answer('GET', profilePath, view({ ownProfile: true, rashi: undefined, nakshatra: undefined, manglik: undefined, birthTime: undefined, birthPlace: undefined }));
    renderRoutes(biodataRoutes, '/biodata/cand-0042');

    expect(await screen.findByRole('heading', { level: 2, name: 'Family Details' })).toBeTruthy();
    expect(headings()).not.toContain('Horoscope');
  });

  it('tells a member who is not connected why, and shows nothing of the profile', async () => {
    signedIn();
    answer('GET', profilePath, view({ ownProfile: false, connected: false, fatherName: 'R***** S****i', birthTime: undefined }));
    renderRoutes(biodataRoutes, '/biodata/cand-0042');

    expect(await screen.findByText(biodataTexts.notConnected)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Biodata' })).toBeTruthy();
    expect(screen.queryByText('Neha')).toBeNull();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('says so when the profile is not there (or hidden, or blocked)', async () => {
    signedIn();
    answer('GET', profilePath, { message: 'Not Found' }, 404);
    renderRoutes(biodataRoutes, '/biodata/cand-0042');

    expect(await screen.findByText(biodataTexts.notFound)).toBeTruthy();
  });
});

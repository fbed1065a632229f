/**
 * The profile view reads its sections, labels and order from the profile field catalogue: these are
 * the headings and rows the view showed when each was written out by hand, in the same order.
 */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { candidateProfileView } from '#shared/domain/candidate.js';
import { ProfileDetails } from '#web/features/candidate/components/ProfileDetails';
import { candidateBody, familyDetailsSample, horoscopeSample } from '../../sampleData.js';

// 'Last updated' counts calendar days to the clock: the clock stands at the profile's update time, so 'Today' holds across midnight.
const updatedAt = new Date('2026-03-14T23:59:30');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(updatedAt);
});
afterEach(() => {
  vi.useRealTimers();
});

const base = {
  ...candidateBody({ marriageStatus: 'Divorced', yearsInPreviousMarriage: '1-9', numOfChildrenFromPrevMarriage: '0', smokeHabits: 'Open to All' }),
  id: 'cand-0001', age: 30, height: `5'4"`, contactDetailsMasked: false, photos: [], updatedDate: updatedAt.toISOString(),
  expectations: 'Kind and curious',
};
const own = candidateProfileView.parse({ ...base, ownProfile: true, candidateProfileVisibilityFlag: true, candidateProfilePublicURL: null });
const { religion: _, candidateContactDetailsVisibilityFlag: __, ...othersSee } = base;
const theirs = candidateProfileView.parse({ ...othersSee, ownProfile: false, lastName: 'S******i', contactDetailsMasked: true });

const show = (profile: typeof own) =>
  render(
    <MemoryRouter>
      <ProfileDetails profile={profile} />
    </MemoryRouter>,
  );

/** Each section's heading with its rows, 'term: value'. */
const sections = () =>
  screen.getAllByRole('heading', { level: 2 }).map((h) => [
    h.textContent,
    within(h.closest('section')!).getAllByRole('term').map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`),
  ]);

it("shows the owner every section and row, in the view's order", () => {
  show(own);
  expect(sections()).toEqual([
    ['About the Candidate', [
      'First Name: Priya', 'Last Name: Sharmaji', 'Email: priya.sharma@example.org', 'Gender: Female', 'Age: 30 years',
      'Birth Month and Year: April 1995', `Height: 5'4"`, 'Birth Country: India', 'Brought Up Country: Canada',
    ]],
    ['Background and Habits', [
      'Religion: Jainism', 'Gotra: Kasliwal', 'Native Language: Gujarati', 'Food Habits: Vegetarian', 'Drink Habits: No',
      'Smoke Habits: Chain Smokers', 'Marriage Status: Divorced', 'Years in Previous Marriage: 1-9', 'Children from Previous Marriage: 0',
    ]],
    ['Education and Work', ['Education: Master', 'Profession: Other', 'Employer: Maple Leaf Analytics', 'Immigration Status: Canadian Citizen']],
    ['Where the Candidate Lives', ['City: Toronto', 'State: Ontario', 'Country: Canada', 'Open to Relocate: May be']],
    ['Contact', ['Contact Person: Hemlata Sharma', 'Relation: Mother', 'Phone: +1 4165559876']],
    ['Expectations', ['About the Match: Kind and curious']],
    ['Profile Settings', ['Contact details shown to members: No', 'Profile status: Enabled', 'Shared URL: Not shared', 'Who sees the photos: Every member sees all photos', 'Last updated: Today']],
  ]);
});

it('shows another family no religion and no settings, and says the contacts are masked', () => {
  show(theirs);
  const shown = sections();
  expect(shown.map(([title]) => title)).toEqual([
    'About the Candidate', 'Background and Habits', 'Education and Work', 'Where the Candidate Lives', 'Contact', 'Expectations',
  ]);
  expect(shown[1]![1]).not.toContainEqual(expect.stringMatching(/^Religion/));
  expect(screen.getByText('The family shows its contact details to members only in part.')).toBeTruthy();
});

describe('the optional Family Details and Horoscope sections', () => {
  const filled = { ...familyDetailsSample, ...horoscopeSample };
  const showWith = (profile: typeof own, sectionLinks = false) =>
    render(
      <MemoryRouter>
        <ProfileDetails profile={profile} sectionLinks={sectionLinks} />
      </MemoryRouter>,
    );
  const rowsOf = (title: string) => {
    const heading = screen.getByRole('heading', { level: 2, name: title });
    return within(heading.closest('section')!).getAllByRole('term').map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
  };

  it('follow where the candidate lives, with their rows read as families read them', () => {
    showWith(candidateProfileView.parse({ ...own, ...filled }));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent).slice(3, 7)).toEqual([
      'Where the Candidate Lives', 'Family Details', 'Horoscope', 'Contact',
    ]);
    expect(rowsOf('Family Details')).toEqual([
      "Father's Name: Rajendra Sharma", "Father's Occupation: Retired teacher", "Mother's Name: Kusumlata Sharma",
      "Mother's Occupation: Homemaker", 'Brothers: 2 (1 married)', 'Sisters: 1 (0 married)', 'Family Type: Nuclear', 'Family Values: Moderate',
      'Native Place: Udaipur, Rajasthan, India', `About our family: ${familyDetailsSample.aboutFamily}`,
    ]);
    expect(rowsOf('Horoscope')).toEqual([
      'Rashi (Moon Sign): Simha (Leo)', 'Nakshatra: Rohini', 'Manglik: No', 'Time of Birth: 06:45', 'Place of Birth: Udaipur, Rajasthan',
    ]);
  });

  it('another family sees what the server sent (names starred, no time of birth), and nothing of a section left empty', () => {
    const { birthTime: _t, birthPlace: _p, rashi: _r, nakshatra: _n, manglik: _m, ...familyOnly } = filled;
    showWith(candidateProfileView.parse({ ...theirs, ...familyOnly, fatherName: 'R*************a', motherName: 'K**************a' }), true);
    expect(rowsOf('Family Details').slice(0, 3)).toEqual(["Father's Name: R*************a", "Father's Occupation: Retired teacher", "Mother's Name: K**************a"]);
    expect(screen.queryByRole('heading', { name: 'Horoscope' })).toBeNull();
    // Links to the section pages are the owner's only.
    expect(screen.queryByRole('link', { name: /Family Details|Horoscope/ })).toBeNull();
  });

  it("the owner's own page links each section to its page, and invites to fill one left empty", () => {
    showWith(candidateProfileView.parse({ ...own, ...familyDetailsSample }), true);
    expect(screen.getByRole('link', { name: 'Edit Family Details' }).getAttribute('href')).toBe('/dashboard/myCandidateProfile/cand-0001/familyDetails');
    const horoscope = screen.getByRole('heading', { level: 2, name: 'Horoscope' }).closest('section')!;
    expect(within(horoscope).getByText(/If your family follows horoscopes/)).toBeTruthy();
    expect(within(horoscope).getByRole('link', { name: 'Add Horoscope' }).getAttribute('href')).toBe('/dashboard/myCandidateProfile/cand-0001/horoscope');
  });
});

/**
 * The optional Family Details and Horoscope sections: their own pages from My Candidate
 * Profile (the section alone, prefilled, saved by its own route, back to the profile with a
 * confirmation), the live counter of 'About our family', the married counts that never offer more
 * than there are, the time of birth as a time input, and the sections in the whole form.
 */
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { candidateProfileView } from '#shared/domain/candidate.js';
import { myCandidateProfileRoutes } from '#web/features/candidate/routes';
import { CandidateForm } from '#web/features/candidate/components/CandidateForm';
import { answer, answerWith, apiRequests } from '../network';
import { renderRoutes } from '../render';
import { member, signedIn } from '../session';
import { candidateBody, familyDetailsSample, horoscopeSample } from '../../sampleData.js';

const routes = [{ path: 'dashboard/myCandidateProfile', children: myCandidateProfileRoutes }];
const profilePath = `/api/profilemgmt/getProfileDetails/${member.candidateId}`;
const familyPage = `/dashboard/myCandidateProfile/${member.candidateId}/familyDetails`;
const horoscopePage = `/dashboard/myCandidateProfile/${member.candidateId}/horoscope`;

const profile = (over: Record<string, unknown> = {}) =>
  candidateProfileView.parse({
    ...candidateBody(), id: member.candidateId, userProfileId: member.id, ownProfile: true, age: 31, height: `5'4"`,
    contactDetailsMasked: false, photos: [], updatedDate: '2026-03-14T10:00:00Z', candidateProfileVisibilityFlag: true,
    candidateProfilePublicURL: null, ...over,
  });

const select = (label: RegExp) => screen.getByLabelText(label) as HTMLSelectElement;
const optionsOf = (s: HTMLSelectElement) => [...s.options].map((o) => o.value).filter(Boolean);

it('Family Details on its own page: only that section, marked optional, saved whole by its route, then back to the profile', async () => {
  signedIn();
  answer('GET', profilePath, profile());
  answerWith('PATCH', `/api/profilemgmt/saveFamilyDetails/${member.candidateId}`, (r) => ({ json: profile(r.body as Record<string, unknown>) }));
  const { user, url } = renderRoutes(routes, familyPage);

  const form = (await screen.findByRole('group', { name: 'Family Details (optional)' })) as HTMLFieldSetElement;
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Family Details of Priya');
  // Nothing of the rest of the profile is asked, nothing here is required.
  expect(screen.queryByLabelText(/First Name/)).toBeNull();
  expect(form.querySelectorAll('[required], [aria-required="true"]')).toHaveLength(0);

  await user.type(screen.getByLabelText("Father's Name"), 'Rajendra Sharma');
  await user.selectOptions(select(/^Brothers$/), '2');
  await user.selectOptions(select(/^Brothers Married/), '1');
  await user.selectOptions(select(/^Family Type/), 'Joint');
  await user.type(screen.getByLabelText('About our family'), 'Teachers.');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Your family details are saved.')).toBeTruthy();
  expect(url()).toBe('/dashboard/myCandidateProfile?notice=familyDetailsUpdated');
  const saved = apiRequests().find((r) => r.method === 'PATCH');
  expect(saved?.path).toBe(`/api/profilemgmt/saveFamilyDetails/${member.candidateId}`);
  // The whole section, '' for what was left empty (so a cleared field is cleared), nothing else.
  expect(saved?.body).toStrictEqual({
    fatherName: 'Rajendra Sharma', fatherOccupation: '', motherName: '', motherOccupation: '', brothers: '2', brothersMarried: '1',
    sisters: '', sistersMarried: '', familyType: 'Joint', familyValues: '', nativeCity: '', nativeState: '', nativeCountry: '',
    aboutFamily: 'Teachers.',
  });
});

it("counts down the 400 characters of 'About our family', the counter describing the field", async () => {
  signedIn();
  answer('GET', profilePath, profile({ aboutFamily: 'A close family.' }));
  const { user } = renderRoutes(routes, familyPage);

  const about = (await screen.findByLabelText('About our family')) as HTMLTextAreaElement;
  expect(about.value).toBe('A close family.');
  expect(screen.getByText('385 characters left')).toBeTruthy();
  const described = (about.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');
  expect(described).toContain('385 characters left');
  await user.type(about, '{Enter}Kind.');
  expect(screen.getByText('379 characters left')).toBeTruthy();
  expect(about.value).toBe('A close family.\nKind.');
  expect(about.maxLength).toBe(400);
  expect(screen.queryByText(/The pasted text was longer/)).toBeNull();
});

it("says when a paste into 'About our family' was longer than what fits", async () => {
  signedIn();
  answer('GET', profilePath, profile({ aboutFamily: '' }));
  const { user } = renderRoutes(routes, familyPage);
  const about = (await screen.findByLabelText('About our family')) as HTMLTextAreaElement;
  about.focus();
  await user.paste('x'.repeat(420));
  expect(about.value).toHaveLength(400);
  expect(screen.getByText(/0 characters left · The pasted text was longer: only what fits in 400 characters was kept/)).toBeTruthy();
  // Deleting some: the note goes with the next change.
  await user.type(about, '{Backspace}{Backspace}');
  expect(screen.queryByText(/The pasted text was longer/)).toBeNull();
  await user.clear(about);
  await user.paste('short');
  expect(screen.queryByText(/The pasted text was longer/)).toBeNull();
  // Windows line breaks land as one character each: 399 and a break fit the 400.
  await user.clear(about);
  await user.paste(`${'y'.repeat(398)}\r\nz`);
  expect(screen.queryByText(/The pasted text was longer/)).toBeNull();
});

it('offers married brothers only once there are brothers, and never more than there are', async () => {
  signedIn();
  answer('GET', profilePath, profile({ sisters: '3', sistersMarried: '2' }));
  const { user } = renderRoutes(routes, familyPage);

  await screen.findByRole('group', { name: 'Family Details (optional)' });
  expect(screen.queryByLabelText(/^Brothers Married/)).toBeNull();
  await user.selectOptions(select(/^Brothers$/), '2');
  expect(optionsOf(select(/^Brothers Married/))).toEqual(['0', '1', '2']);
  await user.selectOptions(select(/^Brothers$/), '0');
  expect(screen.queryByLabelText(/^Brothers Married/)).toBeNull();

  // The saved married count stays; fewer sisters than married ones clears it.
  expect(select(/^Sisters Married/).value).toBe('2');
  await user.selectOptions(select(/^Sisters$/), '1');
  expect(select(/^Sisters Married/).value).toBe('');
  expect(optionsOf(select(/^Sisters Married/))).toEqual(['0', '1']);
});

it("shows the server's field messages beside the fields and stays on the page", async () => {
  signedIn();
  answer('GET', profilePath, profile(horoscopeSample));
  answer('PATCH', `/api/profilemgmt/saveHoroscope/${member.candidateId}`, {
    message: 'Invalid input', errors: { birthPlace: ['Place of birth must not contain line breaks or control characters'] },
  }, 422);
  const { user, url } = renderRoutes(routes, horoscopePage);

  await screen.findByRole('group', { name: 'Horoscope (optional)' });
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Place of birth must not contain line breaks or control characters')).toBeTruthy();
  expect(screen.getByLabelText('Place of Birth').getAttribute('aria-invalid')).toBe('true');
  expect(url()).toBe(horoscopePage);
});

it('Horoscope on its own page: prefilled, the time of birth a time input, saved alone', async () => {
  signedIn();
  answer('GET', profilePath, profile({ ...familyDetailsSample, ...horoscopeSample }));
  answerWith('PATCH', `/api/profilemgmt/saveHoroscope/${member.candidateId}`, () => ({ json: profile() }));
  const { user, url } = renderRoutes(routes, horoscopePage);

  const time = (await screen.findByLabelText('Time of Birth')) as HTMLInputElement;
  expect(time.type).toBe('time');
  expect(time.value).toBe('06:45');
  expect(select(/^Rashi/).value).toBe('Simha (Leo)');
  expect(screen.queryByLabelText("Father's Name")).toBeNull();
  await user.selectOptions(select(/^Manglik/), 'Partial');
  await user.clear(screen.getByLabelText('Place of Birth'));
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Your horoscope details are saved.')).toBeTruthy();
  expect(url()).toBe('/dashboard/myCandidateProfile?notice=horoscopeUpdated');
  expect(apiRequests().find((r) => r.method === 'PATCH')?.body).toStrictEqual({
    rashi: 'Simha (Leo)', nakshatra: 'Rohini', manglik: 'Partial', birthTime: '06:45', birthPlace: '',
  });
});

it('the whole form asks both sections after the required ones, marked optional and prefilled when editing', async () => {
  const { render } = await import('@testing-library/react');
  const { createMemoryRouter, RouterProvider } = await import('react-router');
  const router = createMemoryRouter([{ path: '/', Component: () => <CandidateForm mode="edit" draftKey="test.draft" initial={profile({ ...familyDetailsSample, ...horoscopeSample })} result={undefined} /> }]);
  render(<RouterProvider router={router} />);

  const legends = screen.getAllByRole('group').map((g) => g.querySelector(':scope > legend')?.textContent).filter(Boolean);
  expect(legends).toEqual([
    'About the Candidate', 'Background and Habits', 'Education and Work', 'Where the Candidate Lives', 'Contact',
    'Family Details (optional)', 'Horoscope (optional)',
  ]);
  const family = screen.getByRole('group', { name: 'Family Details (optional)' });
  expect((within(family).getByLabelText('Native City') as HTMLInputElement).value).toBe('Udaipur');
  expect((within(family).getByLabelText('About our family') as HTMLTextAreaElement).value).toBe(familyDetailsSample.aboutFamily);
  expect((screen.getByLabelText('Time of Birth') as HTMLInputElement).value).toBe('06:45');
});

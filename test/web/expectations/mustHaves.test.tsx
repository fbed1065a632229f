/** The expectation form's 'Must-have' boxes: sent with the expectation, only beside a stated field. */
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { Expectation } from '#shared/domain/candidate.js';
import { expectationRoutes } from '#web/features/expectations/routes';
import { answer, answerWith, apiRequests } from '../network';
import { renderRoutes } from '../render';
import { answerOwnProfile } from '../ownProfile';
import { member, signedIn } from '../session';

const myCandidateProfile = [{ path: 'dashboard/myCandidateProfile', children: expectationRoutes }];
const base = `/dashboard/myCandidateProfile/${member.candidateId}/myExpectation`;
const detailsPath = `/api/profilemgmt/getExpectationDetails/${member.candidateId}`;

const stored: Expectation = {
  id: 'exp-0001',
  candidateId: member.candidateId ?? '',
  gender: 'Female',
  minAge: 25,
  maxAge: 32,
  birthCountry: '',
  broughtUpCountry: '',
  nativeLanguage: '',
  foodHabits: 'Vegetarian',
  marriageStatus: '',
  education: '',
  profession: '',
  immiStatus: '',
  state: '',
  country: 'Canada',
  expectations: '',
  updatedDate: '2025-01-01T00:00:00.000Z',
  mustHaves: ['foodHabits'],
  horoscopeRequired: false,
  manglik: '',
  notOwnGotra: true,
};

const box = (label: string) => screen.getByRole('checkbox', { name: `${label} is a must-have` }) as HTMLInputElement;

it("shows the server's refusal of a must-have on an empty field", async () => {
  signedIn();
  answer('GET', detailsPath, { expectation: stored });
  answerOwnProfile();
  answer(
    'PATCH',
    `/api/profilemgmt/saveExpectation/${member.candidateId}/${stored.id}`,
    { message: 'Please correct the highlighted fields.', errors: { mustHaves: ['A must-have needs a stated expectation'] } },
    422,
  );
  const { user } = renderRoutes(myCandidateProfile, `${base}/${stored.id}/edit`);
  await user.click(await screen.findByRole('button', { name: 'Save' }));
  expect(await screen.findByText('A must-have needs a stated expectation')).toBeTruthy();
});

it('enables a must-have only beside a stated field and sends the checked ones', async () => {
  signedIn();
  answer('GET', detailsPath, { expectation: null });
  answerOwnProfile();
  answerWith('POST', `/api/profilemgmt/saveExpectation/${member.candidateId}`, () => ({ json: { ...stored, id: 'exp-0002' } }));
  const { user, url } = renderRoutes(myCandidateProfile, `${base}/add`);

  await screen.findByLabelText(/^Gender/);
  for (const label of ['Birth Country', 'Brought Up Country', 'Height', 'Native Language', 'Food Habits', 'Marriage Status',
    'Education', 'Profession', 'Immigration Status', 'Country', 'State']) {
    expect(box(label).disabled, `${label} starts disabled`).toBe(true);
  }

  await user.selectOptions(screen.getByLabelText(/^Gender/), 'Female');
  await user.selectOptions(screen.getByLabelText(/^Minimum Age/), '25');
  await user.selectOptions(screen.getByLabelText(/^Maximum Age/), '32');
  await user.selectOptions(screen.getByLabelText('Birth Country'), 'India');
  expect(box('Birth Country').disabled).toBe(false);
  await user.click(box('Birth Country'));
  // 'Open to All' asks for nothing, so it cannot be a must-have either.
  await user.selectOptions(screen.getByLabelText('Food Habits'), 'Open to All');
  expect(box('Food Habits').disabled).toBe(true);
  await user.selectOptions(screen.getByLabelText(/^Maximum Height/), `5'10"`);
  await user.click(box('Height'));
  await user.click(screen.getByRole('button', { name: 'Save' }));

  await screen.findByText('Your Expectation is saved successfully!');
  const saved = apiRequests().find((r) => r.method === 'POST');
  expect((saved?.body as { mustHaves: string[] }).mustHaves).toEqual(['height', 'birthCountry']);
  expect(url()).toContain('confirmExpectation');
}, 15_000);

it('keeps the stored must-haves and drops one whose field is emptied', async () => {
  signedIn();
  answer('GET', detailsPath, { expectation: stored });
  answerOwnProfile();
  answerWith('PATCH', `/api/profilemgmt/saveExpectation/${member.candidateId}/${stored.id}`, () => ({ json: stored }));
  const { user } = renderRoutes(myCandidateProfile, `${base}/${stored.id}/edit`);

  await screen.findByLabelText(/^Gender/);
  expect(box('Food Habits').checked).toBe(true);
  expect(box('Country').checked).toBe(false);
  await user.click(box('Country'));
  await user.selectOptions(screen.getByLabelText('Food Habits'), '');
  expect(box('Food Habits').disabled).toBe(true);
  expect(box('Food Habits').checked).toBe(false);
  await user.click(screen.getByRole('button', { name: 'Save' }));

  await screen.findByText('Your Expectation is saved successfully!');
  const saved = apiRequests().find((r) => r.method === 'PATCH');
  expect((saved?.body as { mustHaves: string[] }).mustHaves).toEqual(['country']);
});

it('marks the must-haves on the read-only expectation', async () => {
  signedIn();
  answer('GET', detailsPath, { expectation: stored });
  answerOwnProfile();
  renderRoutes(myCandidateProfile, base);
  const food = await screen.findByText('Food Habits');
  expect(food.nextElementSibling?.textContent).toBe('Vegetarian (must-have)');
  expect(screen.getByText('Country').nextElementSibling?.textContent).toBe('Canada');
});

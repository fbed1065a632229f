/**
 * The expectation form, its view and the search form show exactly the fields of the expectation
 * field catalogue (shared/domain/expectationFields.ts), under its labels: a field the catalogue has
 * and one of them lacks, or one it shows that the catalogue lacks, fails here.
 */
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { Expectation } from '#shared/domain/candidate.js';
import { expectationFields, expectationInputs, mustHaveFields, searchFilterNames } from '#shared/domain/expectationFields.js';
import { dashboardTabsRoute } from '#web/app/dashboard/routes';
import { expectationRoutes } from '#web/features/expectations/routes';
import { answer } from '../network';
import { renderRoutes } from '../render';
import { answerOwnProfile } from '../ownProfile';
import { member, signedIn } from '../session';

const myCandidateProfile = [{ path: 'dashboard/myCandidateProfile', children: expectationRoutes }];
const base = `/dashboard/myCandidateProfile/${member.candidateId}/myExpectation`;
const detailsPath = `/api/profilemgmt/getExpectationDetails/${member.candidateId}`;

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();
/** The names a form submits, each once. */
const namesIn = (form: HTMLFormElement, leaveOut: readonly string[] = []) =>
  sorted([...form.elements].map((e) => e.getAttribute('name') ?? '').filter((n) => n && !leaveOut.includes(n)));

const stored: Expectation = {
  id: 'exp-0001', candidateId: member.candidateId ?? '', gender: 'Female', minAge: 25, maxAge: 32, birthCountry: 'India',
  broughtUpCountry: '', nativeLanguage: '', foodHabits: 'Vegetarian', marriageStatus: '', education: '', profession: '',
  immiStatus: '', state: '', country: 'Canada', expectations: 'Kind', updatedDate: '2025-01-01T00:00:00.000Z',
  mustHaves: ['foodHabits'], horoscopeRequired: false, manglik: '', notOwnGotra: true,
};

it('the expectation form asks every field of the catalogue under its label, with a must-have box for each counted one', async () => {
  signedIn();
  answer('GET', detailsPath, { expectation: null });
  answerOwnProfile('Kashyap');
  renderRoutes(myCandidateProfile, `${base}/add`);
  await screen.findByRole('checkbox', { name: /^Not from our gotra/ });
  const form = screen.getByRole('button', { name: 'Save' }).closest('form') as HTMLFormElement;
  expect(namesIn(form, ['mustHaves'])).toEqual(sorted(expectationInputs));
  const boxes = [...form.querySelectorAll<HTMLInputElement>('input[name="mustHaves"]')].map((b) => b.value);
  expect(sorted(boxes)).toEqual(sorted(mustHaveFields));
  // A single input under the field's label (a yes/no under its question; the gotra rule names the own gotra).
  const named = (f: (typeof expectationFields)[number]) => ('ask' in f ? f.ask : f.name === 'gotra' ? `${f.label} (Kashyap)` : f.label);
  for (const f of expectationFields) {
    if (f.inputs.length === 1) expect(screen.getByLabelText(named(f)).getAttribute('name'), f.name).toBe(f.inputs[0]);
  }
  for (const field of mustHaveFields) {
    const label = expectationFields.find((f) => f.name === field)?.label;
    expect(screen.getByRole('checkbox', { name: `${label} is a must-have` }), field).toBeTruthy();
  }
});

it('the view shows every field of the catalogue, in its order, under its label', async () => {
  signedIn();
  answer('GET', detailsPath, { expectation: stored });
  renderRoutes(myCandidateProfile, base);
  await screen.findByText('My Expectation');
  const terms = [...document.querySelectorAll('.expectation-details dt')].map((dt) => dt.textContent);
  expect(terms).toEqual(expectationFields.map((f) => ('ask' in f ? f.ask : f.label)));
});

it('the search form offers every filter of the catalogue and search’s own, and no other', async () => {
  signedIn();
  answer('GET', '/api/usermgmt/session', member);
  answerOwnProfile('Kashyap');
  renderRoutes([{ path: 'dashboard', children: [dashboardTabsRoute] }], '/dashboard/searchProfiles');
  const form = (await screen.findByRole('form', { name: 'Search Profiles' }, { timeout: 15_000 })) as HTMLFormElement;
  await screen.findByRole('checkbox', { name: /^Exclude my gotra/ });
  expect(namesIn(form)).toEqual(sorted(searchFilterNames));
  for (const f of expectationFields) {
    if ('search' in f && f.search.kind === 'some') expect(screen.getByRole('group', { name: f.label }), f.name).toBeTruthy();
  }
});

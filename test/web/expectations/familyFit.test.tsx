/**
 * The expectation form's horoscope and gotra fields: 'Horoscope details required' and the manglik preference
 * (each with its must-have box) and 'Not from our gotra' — offered, and checked by default, only
 * when the candidate's own gotra is a real gotra.
 */
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { Expectation } from '#shared/domain/candidate.js';
import { expectationRoutes } from '#web/features/expectations/routes';
import { answer, answerWith, apiRequests } from '../network';
import { answerOwnProfile } from '../ownProfile';
import { renderRoutes } from '../render';
import { member, signedIn } from '../session';

const myCandidateProfile = [{ path: 'dashboard/myCandidateProfile', children: expectationRoutes }];
const base = `/dashboard/myCandidateProfile/${member.candidateId}/myExpectation`;
const detailsPath = `/api/profilemgmt/getExpectationDetails/${member.candidateId}`;

const stored: Expectation = {
  id: 'exp-0001', candidateId: member.candidateId ?? '', gender: 'Female', minAge: 25, maxAge: 32, birthCountry: '', broughtUpCountry: '',
  nativeLanguage: '', foodHabits: '', marriageStatus: '', education: '', profession: '', immiStatus: '', state: '', country: '',
  expectations: '', updatedDate: '2025-01-01T00:00:00.000Z', mustHaves: [], horoscopeRequired: false, manglik: '', notOwnGotra: false,
};

const gotraRule = () => screen.queryByRole('checkbox', { name: /^Not from our gotra/ }) as HTMLInputElement | null;
const box = (label: string) => screen.getByRole('checkbox', { name: `${label} is a must-have` }) as HTMLInputElement;

it("checks 'Not from our gotra' by default with a real gotra, and sends the new fields with their must-haves", async () => {
  signedIn();
  answer('GET', detailsPath, { expectation: null });
  answerOwnProfile('Kashyap');
  answerWith('POST', `/api/profilemgmt/saveExpectation/${member.candidateId}`, () => ({ json: { ...stored, id: 'exp-0002' } }));
  const { user } = renderRoutes(myCandidateProfile, `${base}/add`);

  // The first render loads the lazy route's modules: on a loaded machine that alone can take seconds.
  await screen.findByLabelText(/^Gender/, {}, { timeout: 15_000 });
  expect(gotraRule()?.checked).toBe(true);
  expect(screen.getByRole('checkbox', { name: 'Not from our gotra (Kashyap)' })).toBeTruthy();
  expect(box('Horoscope details').disabled).toBe(true);
  expect(box('Manglik').disabled).toBe(true);

  await user.selectOptions(screen.getByLabelText(/^Gender/), 'Female');
  await user.selectOptions(screen.getByLabelText(/^Minimum Age/), '25');
  await user.selectOptions(screen.getByLabelText(/^Maximum Age/), '32');
  await user.click(screen.getByRole('checkbox', { name: 'Horoscope details required' }));
  expect(box('Horoscope details').disabled).toBe(false);
  await user.click(box('Horoscope details'));
  await user.selectOptions(screen.getByLabelText(/^Manglik(?! is)/), 'Non-manglik only (No)');
  await user.click(box('Manglik'));
  await user.click(screen.getByRole('button', { name: 'Save' }));

  await screen.findByText('Your Expectation is saved successfully!');
  const saved = apiRequests().find((r) => r.method === 'POST')?.body as Record<string, unknown>;
  expect(saved).toMatchObject({ horoscopeRequired: true, manglik: 'Non-manglik', notOwnGotra: true });
  expect(saved.mustHaves).toEqual(['horoscope', 'manglik']);
}, 20_000);

it("does not offer 'Not from our gotra' when the own gotra names none, and sends it off", async () => {
  signedIn();
  answer('GET', detailsPath, { expectation: null });
  answerOwnProfile('Unknown');
  answerWith('POST', `/api/profilemgmt/saveExpectation/${member.candidateId}`, () => ({ json: { ...stored, id: 'exp-0002' } }));
  const { user } = renderRoutes(myCandidateProfile, `${base}/add`);

  // The first render loads the lazy route's modules: on a loaded machine that alone can take seconds.
  await screen.findByLabelText(/^Gender/, {}, { timeout: 15_000 });
  expect(gotraRule()).toBeNull();
  await user.selectOptions(screen.getByLabelText(/^Gender/), 'Female');
  await user.selectOptions(screen.getByLabelText(/^Minimum Age/), '25');
  await user.selectOptions(screen.getByLabelText(/^Maximum Age/), '32');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Your Expectation is saved successfully!');
  expect(apiRequests().find((r) => r.method === 'POST')?.body).toMatchObject({ notOwnGotra: false, horoscopeRequired: false, manglik: '' });
}, 20_000);

it('keeps a stored choice: the rule switched off stays off when edited', async () => {
  signedIn();
  answer('GET', detailsPath, { expectation: stored });
  answerOwnProfile('Kashyap');
  renderRoutes(myCandidateProfile, `${base}/${stored.id}/edit`);

  // The first render loads the lazy route's modules: on a loaded machine that alone can take seconds.
  await screen.findByLabelText(/^Gender/, {}, { timeout: 15_000 });
  expect(gotraRule()?.checked).toBe(false);
}, 20_000);

it("keeps the rule on when the own gotra could not be read: the box is not offered, the stored choice is sent", async () => {
  signedIn();
  const withRule = { ...stored, notOwnGotra: true };
  answer('GET', detailsPath, { expectation: withRule });
  answer('GET', `/api/profilemgmt/getProfileDetails/${member.candidateId}`, { message: 'Service unavailable' }, 503);
  answerWith('PATCH', `/api/profilemgmt/saveExpectation/${member.candidateId}/${stored.id}`, () => ({ json: withRule }));
  const { user } = renderRoutes(myCandidateProfile, `${base}/${stored.id}/edit`);

  // The first render loads the lazy route's modules: on a loaded machine that alone can take seconds.
  await screen.findByLabelText(/^Gender/, {}, { timeout: 15_000 });
  expect(gotraRule()).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Your Expectation is saved successfully!');
  expect(apiRequests().find((r) => r.method === 'PATCH')?.body).toMatchObject({ notOwnGotra: true });
}, 20_000);

it("shows an expectation saved before the gotra rule as 'Not chosen yet', as the form offers it (checked) to choose", async () => {
  signedIn();
  const { notOwnGotra: _, ...beforeTheRule } = stored;
  answer('GET', detailsPath, { expectation: beforeTheRule });
  renderRoutes(myCandidateProfile, base);

  // The first render loads the lazy route's modules: on a loaded machine that alone can take seconds.
  const term = await screen.findByText('Not from our gotra', { selector: 'dt' }, { timeout: 15_000 });
  const value = term.nextElementSibling?.textContent ?? '';
  expect(value).toContain('Not chosen yet');
  expect(value).not.toMatch(/^No\b/);
  expect(value).toContain('Edit the expectation to choose');
}, 20_000);

it('shows an expectation up to 45, the selectors\' top choice, as "45 and over": the view says "40 years or more", the form "45 and over"', async () => {
  signedIn();
  answer('GET', detailsPath, { expectation: { ...stored, minAge: 40, maxAge: 45 } });
  const { user } = renderRoutes(myCandidateProfile, base);
  const term = await screen.findByText('Age', { selector: 'dt' }, { timeout: 15_000 });
  expect(term.nextElementSibling?.textContent).toBe('40 years or more');
  answerOwnProfile();
  await user.click(screen.getByRole('link', { name: /Edit/ }));
  const maxAge = (await screen.findByLabelText('Maximum Age', {}, { timeout: 15_000 })) as HTMLSelectElement;
  expect(maxAge.value).toBe('45');
  expect(maxAge.selectedOptions[0]?.textContent).toBe('45 and over');
}, 30_000);

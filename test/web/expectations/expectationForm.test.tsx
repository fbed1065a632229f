/** …/myExpectation/add: the partner a family is looking for. */
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { expectationRoutes } from '#web/features/expectations/routes';
import { answer, apiRequests } from '../network';
import { renderRoutes } from '../render';
import { answerOwnProfile } from '../ownProfile';
import { member, signedIn } from '../session';

const myCandidateProfile = [{ path: 'dashboard/myCandidateProfile', children: expectationRoutes }];
const addPage = `/dashboard/myCandidateProfile/${member.candidateId}/myExpectation/add`;
const detailsPath = `/api/profilemgmt/getExpectationDetails/${member.candidateId}`;

it('counts down the 145 characters of the expectation text', async () => {
  signedIn();
  answer('GET', detailsPath, { expectation: null });
  answerOwnProfile();
  const { user } = renderRoutes(myCandidateProfile, addPage);

  expect(await screen.findByText('145 characters left')).toBeTruthy();
  await user.type(screen.getByLabelText('Expectations'), 'Kind and caring');
  expect(screen.getByText('130 characters left')).toBeTruthy();
  expect((screen.getByLabelText('Expectations') as HTMLTextAreaElement).maxLength).toBe(145);
});

it('asks for the missing choices beside their fields without saving', async () => {
  signedIn();
  answer('GET', detailsPath, { expectation: null });
  answerOwnProfile();
  const { user } = renderRoutes(myCandidateProfile, addPage);

  await user.click(await screen.findByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Please select gender')).toBeTruthy();
  expect(screen.getByLabelText(/^Gender/).getAttribute('aria-invalid')).toBe('true');
  // Only the loader's reads (the router reloads after any action): nothing was saved.
  expect(apiRequests().filter((r) => r.method !== 'GET')).toEqual([]);
  expect(apiRequests()[0]?.headers.get('Authorization')).toBe('Bearer test-access-token');
});

/** Shared Profile URL: Stop Sharing asks first, then says the profile is not shared any more, and only that. */
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { candidateProfileView } from '#shared/domain/candidate.js';
import { sharedUrlRoutes } from '#web/features/sharing/routes';
import { candidateBody } from '../../sampleData.js';
import { answer, answerWith } from '../network';
import { renderRoutes } from '../render';
import { member, signedIn } from '../session';

const profile = (publicUrl: string | null) =>
  candidateProfileView.parse({
    ...candidateBody(), id: member.candidateId, userProfileId: member.id, ownProfile: true, age: 31, height: `5'4"`,
    contactDetailsMasked: false, photos: [], updatedDate: '2026-03-14T10:00:00Z', candidateProfileVisibilityFlag: true,
    candidateProfilePublicURL: publicUrl,
  });

it('stops sharing after the question, and does not also say the profile is not shared yet', async () => {
  signedIn();
  let shared: string | null = 'priya-s';
  answerWith('GET', `/api/profilemgmt/getProfileDetails/${member.candidateId}`, () => ({ json: profile(shared) }));
  answerWith('DELETE', `/api/profilemgmt/updatePubURL/${member.candidateId}`, () => {
    shared = null;
    return { json: { message: 'ok' } };
  });
  const { user } = renderRoutes([{ path: 'dashboard/myCandidateProfile', children: sharedUrlRoutes() }], '/dashboard/myCandidateProfile/viewPubURL');

  expect(await screen.findByText(/Anyone with this link can see the candidate profile without signing in/)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Stop Sharing' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Stop sharing?' })).getByRole('button', { name: 'Stop Sharing' }));
  expect(await screen.findByText('Your profile is not shared any more.')).toBeTruthy();
  expect(screen.queryByText('Your profile is not shared yet.')).toBeNull();
});

it('says a profile never shared is not shared yet', async () => {
  signedIn();
  answer('GET', `/api/profilemgmt/getProfileDetails/${member.candidateId}`, profile(null));
  renderRoutes([{ path: 'dashboard/myCandidateProfile', children: sharedUrlRoutes() }], '/dashboard/myCandidateProfile/viewPubURL');
  expect(await screen.findByText('Your profile is not shared yet.')).toBeTruthy();
});

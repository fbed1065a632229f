/** The Candidate Details modal offers 'Print Biodata' only when the server says the families are connected. */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { candidateProfileView } from '#shared/domain/candidate.js';
import { CandidateDetailsModal } from '#web/features/familyProfile';
import { candidateBody } from '../../sampleData.js';
import { answer } from '../network';
import { signedIn } from '../session';

const { candidateContactDetailsVisibilityFlag: _, religion: __, ...details } = candidateBody();
const neha = (connected: boolean) => candidateProfileView.parse({
  ...details, id: 'cand-0042', firstName: 'Neha', ownProfile: false, connected, age: 30, height: `5'4"`,
  contactDetailsMasked: !connected, photos: [], updatedDate: '2025-01-01T00:00:00.000Z',
});

function showModal(connected: boolean) {
  signedIn();
  answer('GET', '/api/profilemgmt/getProfileDetails/cand-0042', neha(connected));
  render(
    <MemoryRouter>
      <CandidateDetailsModal candidateId="cand-0042" onClose={() => {}} />
    </MemoryRouter>,
  );
}

describe("the Candidate Details modal's Print Biodata", () => {
  it('links to the biodata once the families are connected', async () => {
    showModal(true);
    expect((await screen.findByRole('link', { name: 'Print Biodata' })).getAttribute('href')).toBe('/biodata/cand-0042');
  });

  it('is not there before', async () => {
    showModal(false);
    expect(await screen.findByRole('heading', { name: 'About the Candidate' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Print Biodata' })).toBeNull();
  });
});

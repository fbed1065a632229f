/** /viewMyProfile/{name} for a member the server's gate refuses: its message and the link that lifts it. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { viewGateTexts } from '#shared/texts.js';
import { sharingRoutes } from '../../../web/src/features/sharing/routes';
import { answer } from '../network';
import { renderRoutes } from '../render';
import { member, signedIn } from '../session';

describe("another family's profile by its public name", () => {
  it('shows the gate of the fresh session, with the link that fixes it', async () => {
    signedIn();
    answer('GET', '/api/profilemgmt/getProfileByPubURL/neha-sharma', { message: viewGateTexts.ineligible }, 403);
    answer('GET', '/api/usermgmt/session', { ...member, viewGate: 'ineligible' });
    renderRoutes(sharingRoutes, '/viewMyProfile/neha-sharma');
    expect((await screen.findByRole('status')).textContent).toBe(viewGateTexts.ineligible);
    expect((await screen.findByRole('link', { name: 'Contact Support' })).getAttribute('href')).toBe('/support');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});

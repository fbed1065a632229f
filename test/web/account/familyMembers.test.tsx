/**
 * Family Members names the family's contact person; the only member left is told they cannot
 * leave and offered deleting the family instead, never a Leave button; withdrawing an invitation
 * asks first and says the address waits an hour for the next mail.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { FamilyList } from '#shared/domain/family.js';
import { familyTexts } from '#shared/texts.js';
import { userSettingsRoute } from '#web/features/account/routes';
import { answer, apiRequests } from '../network';
import { renderRoutes } from '../render';
import { signedIn } from '../session';

const person = (id: string, firstName: string, changes: Partial<FamilyList['members'][number]> = {}) => ({
  id, firstName, lastName: 'Rao', relation: null, email: `${firstName.toLowerCase()}@example.org`, joinedAt: '2025-01-01T00:00:00.000Z',
  founder: false, contact: false, you: false, ...changes,
});

function open(members: FamilyList['members'], invitations: FamilyList['invitations'] = []) {
  signedIn();
  answer('GET', '/api/usermgmt/family', { members, invitations, max: 4 });
  return renderRoutes([{ path: 'dashboard', children: [userSettingsRoute([])] }], '/dashboard/userSettings/familyMembers');
}

it("names the contact person, and lets a member leave when others stay", async () => {
  open([person('m-1', 'Hemlata', { founder: true, contact: true }), person('m-2', 'Suresh', { you: true, relation: 'Father' })]);
  expect(await screen.findByText(new RegExp(familyTexts.contactPerson('Hemlata Rao')))).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Leave the family' })).toBeTruthy();
  expect(screen.getByRole('button', { name: /Remove Hemlata Rao/ })).toBeTruthy();
});

it('the only member is told to delete the family instead, and the page links there', async () => {
  open([person('m-1', 'Hemlata', { founder: true, contact: true, you: true })]);
  expect(await screen.findByText(familyTexts.lastMember)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Leave the family' })).toBeNull();
  expect(screen.getByRole('link', { name: familyTexts.deleteFamilyLink }).getAttribute('href')).toBe('/dashboard/userSettings/myData/deleteMyAccount');
  expect(screen.getByText(new RegExp(familyTexts.contactPersonYou))).toBeTruthy();
});

const INVITATION_ID = 'a'.repeat(64);

it('asks before withdrawing an invitation, saying when the address can be mailed again', async () => {
  const invitation = {
    id: INVITATION_ID, firstName: 'Arjun', lastName: 'Rao', relation: 'Brother' as const, email: 'arjun@example.org',
    createdAt: '2026-11-29T10:00:00.000Z', expiresAt: '2026-12-06T10:00:00.000Z', lastSentAt: '2026-11-29T10:00:00.000Z',
  };
  const { user } = open([person('m-1', 'Hemlata', { founder: true, contact: true, you: true })], [invitation]);
  answer('DELETE', `/api/usermgmt/family/invitations/${INVITATION_ID}`, { message: familyTexts.withdrawn });

  await user.click(await screen.findByRole('button', { name: 'Withdraw the invitation of arjun@example.org' }));
  const dialog = await screen.findByRole('dialog', { name: familyTexts.withdrawQuestion });
  expect(within(dialog).getByText(familyTexts.withdrawWhat('arjun@example.org'))).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(apiRequests().filter((r) => r.method === 'DELETE')).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Withdraw the invitation of arjun@example.org' }));
  await user.click(within(await screen.findByRole('dialog', { name: familyTexts.withdrawQuestion })).getByRole('button', { name: 'Withdraw' }));
  await waitFor(() => expect(apiRequests().filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`/api/usermgmt/family/invitations/${INVITATION_ID}`]));
  expect(await screen.findByText(familyTexts.withdrawn)).toBeTruthy();
});

it("Send again's answer takes the focus at the top of the page; the invitation form keeps its own", async () => {
  const invitation = {
    id: INVITATION_ID, firstName: 'Arjun', lastName: 'Rao', relation: 'Brother' as const, email: 'arjun@example.org',
    createdAt: '2026-11-29T10:00:00.000Z', expiresAt: '2026-12-06T10:00:00.000Z', lastSentAt: '2026-11-29T10:00:00.000Z',
  };
  const { user } = open([person('m-1', 'Hemlata', { founder: true, contact: true, you: true })], [invitation]);
  answer('POST', `/api/usermgmt/family/invitations/${INVITATION_ID}/send`, { message: familyTexts.inviteCooldown }, 429);

  await user.click(await screen.findByRole('button', { name: 'Send again to arjun@example.org' }));
  const answerShown = await screen.findByText(familyTexts.inviteCooldown);
  await waitFor(() => expect(document.activeElement?.contains(answerShown)).toBe(true));
  expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Send Invitation' }));
});

/**
 * Family Members names the family's contact person; the only member left is told they cannot
 * leave and offered deleting the family instead, never a Leave button.
 */
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { FamilyList } from '#shared/domain/family.js';
import { familyTexts } from '#shared/texts.js';
import { userSettingsRoute } from '#web/features/account/routes';
import { answer } from '../network';
import { renderRoutes } from '../render';
import { signedIn } from '../session';

const person = (id: string, firstName: string, changes: Partial<FamilyList['members'][number]> = {}) => ({
  id, firstName, lastName: 'Rao', relation: null, email: `${firstName.toLowerCase()}@example.org`, joinedAt: '2025-01-01T00:00:00.000Z',
  founder: false, contact: false, you: false, ...changes,
});

function open(members: FamilyList['members']) {
  signedIn();
  answer('GET', '/api/usermgmt/family', { members, invitations: [], max: 4 });
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

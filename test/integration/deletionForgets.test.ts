/**
 * Deletion forgets: after a family and a volunteer delete their accounts, no item
 * anywhere in the table holds either address or their (unique) names — not the codes the volunteer
 * issued (by whom, to whom), nor the referral requests they answered or declined, nor the reports
 * they resolved or that named the family, nor the audit trail.
 */
import { expect, it } from 'vitest';
import { call, newEligibleMember, scanTable, uniqueEmail, type Member, deleteFamily } from './helpers.js';
import { freshSubCategory, listingBody } from './directoryHelpers.js';
import { moderate, newVolunteer } from './moderationHelpers.js';

/** Letters only, unlike any other test's names: found in the table only where this test put them. */
const uniqueWord = (prefix: string) => `${prefix}${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 8)}x`;

async function wholeTable(): Promise<string> {
  const items = await scanTable();
  return JSON.stringify(items).toLowerCase();
}

const rename = (m: Member, firstName: string, lastName: string) =>
  call('updateUserProfile', { token: m.token, params: { userProfileId: m.id }, body: { firstName, lastName, userPhoneCountryCode: '+1', userPhoneNumber: '4165550101' } });

async function openReportAbout(volunteer: Member, candidateId: string): Promise<string> {
  const open = await call('listReports', { token: volunteer.token, params: { state: 'open' } });
  return (open.body.items as { id: string; candidateId: string }[]).find((r) => r.candidateId === candidateId)!.id;
}

it('after a family and a volunteer delete their accounts, no item holds their addresses or names', async () => {
  const names = { familyFirst: uniqueWord('Fam'), familyLast: uniqueWord('Ily'), candFirst: uniqueWord('Cand'), candLast: uniqueWord('Idate'), volFirst: uniqueWord('Vol'), volLast: uniqueWord('Unteer') };
  const [volunteer, family, other] = await Promise.all([
    newVolunteer(),
    newEligibleMember({ gender: 'Female', firstName: names.candFirst, lastName: names.candLast }),
    newEligibleMember({ gender: 'Male' }),
  ]);
  expect((await rename(volunteer, names.volFirst, names.volLast)).status).toBe(200);
  expect((await rename(family, names.familyFirst, names.familyLast)).status).toBe(200);
  const asVolunteer = { token: volunteer.token };

  // Codes: one a family asked for from its address (the volunteer sends it), one issued straight to it.
  const asked = await call('requestReferralCode', {
    body: { requesterFirstName: names.familyFirst, requesterLastName: names.familyLast, requesterEmailId: family.email, requesterPhoneNumber: '4165550123' },
  });
  expect(asked.status).toBe(200);
  expect((await call('sendReferralRequestCode', { ...asVolunteer, params: { requestId: asked.body.id } })).status).toBe(200);
  expect((await call('issueReferralCode', { ...asVolunteer, body: { email: family.email } })).status).toBe(200);
  // A stranger's request the volunteer declines.
  const stranger = await call('requestReferralCode', {
    body: { requesterFirstName: 'Someone', requesterLastName: 'Else', requesterEmailId: uniqueEmail('stranger'), requesterPhoneNumber: '4165550124' },
  });
  expect((await call('declineReferralRequest', { ...asVolunteer, params: { requestId: stranger.body.id }, body: { reason: 'Nobody knows them.' } })).status).toBe(200);

  // Reports both ways, each resolved by the volunteer.
  expect((await call('reportProfile', { token: family.token, body: { candidateId: other.candidateId, reason: 'Other', details: 'Looks copied' } })).status).toBe(200);
  expect((await call('reportProfile', { token: other.token, body: { candidateId: family.candidateId, reason: 'Other', details: 'Asked for money' } })).status).toBe(200);
  for (const about of [other.candidateId, family.candidateId]) {
    const reportId = await openReportAbout(volunteer, about);
    expect((await call('resolveReport', { ...asVolunteer, params: { reportId }, body: { action: 'dismiss', reason: 'Checked by phone.' } })).status).toBe(200);
  }

  // A listing of the family the volunteer approved, and the family marked ineligible and cleared again.
  const { subCategoryId } = await freshSubCategory();
  const listing = await call('saveServiceProvider', { token: family.token, body: listingBody(subCategoryId, { serviceProviderContactName: `${names.familyFirst} ${names.familyLast}`, serviceProviderEmail: family.email }) });
  expect((await moderate('approveListing', volunteer, listing.body.id)).status).toBe(200);
  for (const ineligible of [true, false]) {
    const set = await call('setCandidateEligibility', { ...asVolunteer, params: { candidateId: family.candidateId }, body: { ineligible, reason: 'Checked by phone.' } });
    expect(set.status).toBe(200);
  }

  // A change of e-mail the family asked for and never confirmed: it names both addresses.
  const newAddress = uniqueEmail('changing');
  expect((await call('requestEmailChange', { token: family.token, params: { userProfileId: family.id }, body: { newEmail: newAddress } })).status).toBe(200);

  const before = await wholeTable();
  for (const needle of [family.email, newAddress, volunteer.email, ...Object.values(names)]) expect(before).toContain(needle.toLowerCase());

  for (const m of [family, volunteer]) {
    expect((await deleteFamily(m)).status).toBe(200);
  }

  const after = await wholeTable();
  const left = [family.email, newAddress, volunteer.email, ...Object.values(names)].filter((needle) => after.includes(needle.toLowerCase()));
  expect(left).toEqual([]);
});

/**
 * A volunteer's action on a report and what the console shows agree: the action is done first and
 * the report closed only once it was. When the action cannot be done (the family's sign-in is gone
 * from the user pool, so its account cannot be disabled) the report stays open, nothing is
 * recorded, the answer says why, and the family's profile is as it was; the same report can then
 * be closed another way. The member's own disable fails as plainly.
 */
import { AdminDeleteUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '#shared/domain/trust.js';
import { cognito } from '#functions/lib/cognito.js';
import { config } from '#functions/lib/config.js';
import { OWN_SIGN_IN_MISSING } from '#functions/account/accountStatus.js';
import { SIGN_IN_MISSING } from '#functions/review/reports.js';
import { call, newEligibleMember, storedProfile, type CandidateMember, type Member } from './helpers.js';
import { newVolunteer } from './moderationHelpers.js';

let volunteer: Member;
let reporter: CandidateMember;

beforeAll(async () => {
  [volunteer, reporter] = await Promise.all([newVolunteer(), newEligibleMember()]);
});

/** The user pool loses the family's user (AdminDeleteUser), as a removal outside the app would. */
const deleteSignIn = (m: Member) => cognito().send(new AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: m.email }));

async function openReportOn(reported: CandidateMember): Promise<Report> {
  await call('reportProfile', { token: reporter.token, body: { candidateId: reported.candidateId, reason: 'Asking for money', details: '' } });
  const open = (await call('listReports', { token: volunteer.token, params: { state: 'open' } })).body.items as Report[];
  return open.find((r) => r.candidateId === reported.candidateId)!;
}
const resolve = (reportId: string, action: string, reason: string) =>
  call('resolveReport', { token: volunteer.token, params: { reportId }, body: { action, reason } });
const idsIn = async (state: 'open' | 'closed') =>
  ((await call('listReports', { token: volunteer.token, params: { state } })).body.items as Report[]).map((r) => r.id);
const auditOf = async (kind: string, itemId: string) =>
  ((await call('getAuditTrailOfKind', { token: volunteer.token, params: { kind } })).body.items as { itemId: string }[]).filter((e) => e.itemId === itemId);

describe('closing a report whose action cannot be done', () => {
  it('disable fails with the reason, the report stays open, the profile stays listed; ineligible then closes it', async () => {
    const reported = await newEligibleMember();
    const report = await openReportOn(reported);
    await deleteSignIn(reported);

    const failed = await resolve(report.id, 'disable', 'Harassing families.');
    expect(failed).toEqual({ status: 409, body: { message: SIGN_IN_MISSING } });
    expect(await idsIn('open')).toContain(report.id);
    expect(await idsIn('closed')).not.toContain(report.id);
    expect(await auditOf('report.disable', report.id)).toHaveLength(0);
    // What was hidden on the way is shown again: the profile is exactly as before the attempt.
    const profile = await storedProfile(reported.candidateId);
    expect(profile?.accountDisabled).toBe(false);
    expect(profile?.spk).toBeDefined();

    // The claim was given back: the same report closes another way at once.
    const ineligible = await resolve(report.id, 'ineligible', 'A fake profile.');
    expect(ineligible.status).toBe(200);
    expect(ineligible.body).toMatchObject({ id: report.id, status: 'ineligible' });
    expect(await idsIn('closed')).toContain(report.id);
    expect(await auditOf('report.ineligible', report.id)).toHaveLength(1);
    expect((await storedProfile(reported.candidateId))?.spk).toBeUndefined();
  });

  it('dismiss and disable still close reports when their action is done', async () => {
    const [kept, disabled] = await Promise.all([newEligibleMember(), newEligibleMember()]);
    const keptReport = await openReportOn(kept);
    const disabledReport = await openReportOn(disabled);
    expect((await resolve(keptReport.id, 'dismiss', 'Nothing against the rules.')).body).toMatchObject({ status: 'dismissed' });
    expect((await resolve(disabledReport.id, 'disable', 'Harassing families.')).body).toMatchObject({ status: 'disabled' });
    expect(await storedProfile(disabled.candidateId)).toMatchObject({ accountDisabled: true });
    expect((await call('getSession', { token: disabled.token })).status).toBe(401);
    expect(await idsIn('open')).not.toContain(keptReport.id);
    expect(await idsIn('open')).not.toContain(disabledReport.id);
  });
});

describe("the member's own disable", () => {
  it('fails plainly when its sign-in is gone, leaving the profile listed and the account usable', async () => {
    const member = await newEligibleMember();
    await deleteSignIn(member);
    const failed = await call('disableUserProfile', { token: member.token, params: { userProfileId: member.id } });
    expect(failed).toEqual({ status: 409, body: { message: OWN_SIGN_IN_MISSING } });
    const profile = await storedProfile(member.candidateId);
    expect(profile?.accountDisabled).toBe(false);
    expect(profile?.spk).toBeDefined();
    expect((await call('getSession', { token: member.token })).status).toBe(200);
  });
});

/**
 * Reports: a member reports a profile (past the view gate; one open report per reporter
 * and profile), the volunteers' queue, closing a report (ineligible: the family is gated and out of
 * search), two volunteers at once (one result, one audit entry), the reporter's thank-you mail,
 * bad input, and members refused on the volunteer routes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { trustTexts, type Report } from '#shared/domain/trust.js';
import { call, mailsTo, newEligibleMember, newMember, storedProfile, type CandidateMember, type Member } from './helpers.js';
import { newVolunteer } from './moderationHelpers.js';

/** The sample profiles' first names are one word: the console's name is the first name and the last. */
const firstNameOf = (r: Report) => r.candidateName.split(' ')[0];

let volunteer: Member;
let other: Member;
let reporter: CandidateMember;

beforeAll(async () => {
  [volunteer, other, reporter] = await Promise.all([newVolunteer(), newVolunteer(), newEligibleMember()]);
});

const report = (who: Member, candidateId: string, body: Record<string, unknown> = {}) =>
  call('reportProfile', { token: who.token, body: { candidateId, reason: 'Asking for money', details: 'Asked for a deposit.', ...body } });
const queue = async (state: 'open' | 'closed') =>
  (await call('listReports', { token: volunteer.token, params: { state } })).body.items as Report[];
const resolve = (who: Member, reportId: string, action: string, reason = 'Checked with the family.') =>
  call('resolveReport', { token: who.token, params: { reportId }, body: { action, reason } });
const auditOf = async (kind: string, itemId: string) =>
  ((await call('getAuditTrailOfKind', { token: volunteer.token, params: { kind } })).body.items as { itemId: string }[]).filter((e) => e.itemId === itemId);

describe('reporting a profile', () => {
  it('reports once; a second open report writes nothing; the queue lists it', async () => {
    const reported = await newEligibleMember();
    // 'Already married': a reason no other test file reports with, so the mails counted are this test's.
    const volunteerMails = async () => (await mailsTo(process.env.VOLUNTEER_EMAIL ?? '')).filter((m) => m.subject === 'A profile was reported: Already married');
    const mailedBefore = (await volunteerMails()).length;
    const res = await report(reporter, reported.candidateId, { reason: 'Already married' });
    expect(res).toEqual({ status: 200, body: { message: trustTexts.reported } });
    expect(await report(reporter, reported.candidateId, { reason: 'Already married' })).toEqual({ status: 200, body: { message: trustTexts.reported } });
    const mine = (await queue('open')).filter((r) => r.candidateId === reported.candidateId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ reporterUserId: reporter.id, reason: 'Already married', details: 'Asked for a deposit.', status: 'open' });
    // The volunteers are mailed once, with a link to the queue and no names.
    const mailed = (await volunteerMails()).slice(mailedBefore);
    expect(mailed).toHaveLength(1);
    expect(mailed[0]!.text).toMatch(/\/admin\/reports/);
    expect(mailed[0]!.text).not.toContain(mine[0]!.candidateName);
  });

  it('refuses one’s own profile (422), a hidden one (404), bad input (422), and a gated member (403)', async () => {
    expect((await report(reporter, reporter.candidateId)).status).toBe(422);
    expect((await report(reporter, 'no-such-candidate-id')).status).toBe(404);
    const bad = await report(reporter, reporter.candidateId, { reason: 'Nope', details: 'x'.repeat(1001) });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({ reason: ['Please choose a reason'], details: ['Details must be at most 1000 characters'] });
    const bare = await newMember();
    expect((await report(bare, reporter.candidateId)).status).toBe(403);
  });
});

describe('closing a report', () => {
  it('ineligible: the family is gated and out of search; one audit entry; the reporter is thanked', async () => {
    const reported = await newEligibleMember();
    await report(reporter, reported.candidateId);
    const open = (await queue('open')).find((r) => r.candidateId === reported.candidateId)!;
    // Two volunteers at once: one closes it, the other gets 409.
    const [a, b] = await Promise.all([resolve(volunteer, open.id, 'ineligible', 'A fake profile.'), resolve(other, open.id, 'dismiss')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? a : b;
    expect(await auditOf(winner.body.status === 'ineligible' ? 'report.ineligible' : 'report.dismiss', open.id)).toHaveLength(1);
    expect((await queue('closed')).map((r) => r.id)).toContain(open.id);
    expect((await queue('open')).map((r) => r.id)).not.toContain(open.id);
    expect((await mailsTo(reporter.email)).filter((m) => m.subject === `Thank you for your report about ${firstNameOf(open)}`).length).toBeGreaterThan(0);
    if (winner.body.status === 'ineligible') {
      expect((await storedProfile(reported.candidateId))?.spk).toBeUndefined();
      expect((await call('getSession', { token: reported.token })).body.viewGate).toBe('ineligible');
      expect(await auditOf('report.dismiss', open.id)).toHaveLength(0);
    }
    expect((await resolve(volunteer, open.id, 'dismiss')).status).toBe(409);
  });

  it('ineligible from the report, end to end; the mail says nothing of the action', async () => {
    const reported = await newEligibleMember();
    await report(reporter, reported.candidateId);
    const open = (await queue('open')).find((r) => r.candidateId === reported.candidateId)!;
    const res = await resolve(volunteer, open.id, 'ineligible', 'A fake profile.');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ineligible', resolution: 'A fake profile.', resolvedBy: volunteer.email });
    const search = await call('searchProfiles', { token: reported.token, body: { gender: 'Male', minAge: 25, maxAge: 35 } });
    expect(search).toEqual({ status: 403, body: { message: 'You are not eligible to view profiles. Please contact support.' } });
    expect((await storedProfile(reported.candidateId))?.spk).toBeUndefined();
    expect(await auditOf('report.ineligible', open.id)).toHaveLength(1);
    // It names the profile as members see it (a family may have reported several), never what was done.
    const mail = (await mailsTo(reporter.email)).filter((m) => m.subject === `Thank you for your report about ${firstNameOf(open)}`).pop();
    expect(mail?.text).toContain(`the profile of ${firstNameOf(open)}.`);
    expect(mail?.text).not.toContain(open.candidateName.split(' ').at(-1));
    expect(mail?.text).toContain('acted');
    expect(mail?.text).not.toContain('ineligible');
    expect(mail?.text).not.toContain(reported.candidateId);
  });

  it('dismiss leaves the profile listed; disable hides it and the family’s account', async () => {
    const [kept, disabled] = await Promise.all([newEligibleMember(), newEligibleMember()]);
    await report(reporter, kept.candidateId);
    await report(reporter, disabled.candidateId);
    const open = await queue('open');
    const keptReport = open.find((r) => r.candidateId === kept.candidateId)!;
    const disabledReport = open.find((r) => r.candidateId === disabled.candidateId)!;
    expect((await resolve(volunteer, keptReport.id, 'dismiss')).body.status).toBe('dismissed');
    expect((await storedProfile(kept.candidateId))?.spk).toBeDefined();
    const mail = (await mailsTo(reporter.email)).find((m) => m.text.includes('found nothing against the rules'));
    expect(mail).toBeDefined();
    expect((await resolve(volunteer, disabledReport.id, 'disable', 'Harassing families.')).body.status).toBe('disabled');
    expect((await storedProfile(disabled.candidateId))).toMatchObject({ accountDisabled: true });
    expect((await call('getSession', { token: disabled.token })).status).toBe(401);
    // The family hears why, and whom to write to: signing in only says the account is disabled.
    const told = (await mailsTo(disabled.email)).find((m) => m.subject === 'Your rishta account was disabled');
    expect(told?.text).toContain('Their reason: Harassing families.');
    expect(told?.text).toMatch(/write to the volunteers at \S+@\S+/);
    // Closed, the reporter may report the kept profile again.
    await report(reporter, kept.candidateId);
    expect((await queue('open')).filter((r) => r.candidateId === kept.candidateId)).toHaveLength(1);
  });

  it('refuses bad input and members', async () => {
    const bad = await call('resolveReport', { token: volunteer.token, params: { reportId: 'no-such-report' }, body: { action: 'ban', reason: '' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['action', 'reason']);
    expect((await resolve(volunteer, 'no-such-report', 'dismiss')).status).toBe(404);
    expect((await call('listReports', { token: reporter.token, params: { state: 'open' } })).status).toBe(403);
    expect((await resolve(reporter, 'no-such-report', 'dismiss')).status).toBe(403);
  });
});

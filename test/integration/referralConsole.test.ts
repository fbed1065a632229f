/**
 * The console's referral requests and codes: 'Send a code' answers a request once (two volunteers
 * at once: one code, one mail, one audit entry), 'Decline' tells the family kindly, and the codes
 * the volunteers issued show to whom, by whom, and who used them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, mailsTo, signIn, signUp, signupBody, uniqueEmail, type Member } from './helpers.js';
import { invitee, joinedMember } from './familyHelpers.js';
import { newVolunteer } from './moderationHelpers.js';

let volunteer: Member;
let other: Member;

beforeAll(async () => {
  [volunteer, other] = await Promise.all([newVolunteer(), newVolunteer()]);
});

async function newRequest(): Promise<{ id: string; email: string }> {
  const email = uniqueEmail('requester');
  const res = await call('requestReferralCode', {
    body: { requesterFirstName: 'Meena', requesterLastName: 'Iyer', requesterEmailId: email, requesterPhoneNumber: '4165550100' },
  });
  expect(res.status).toBe(200);
  return { id: res.body.id as string, email };
}

const listed = async (id: string) =>
  ((await call('listReferralRequests', { token: volunteer.token })).body.items as Record<string, string>[]).find((r) => r.id === id);
const auditOf = async (kind: string, itemId: string) =>
  ((await call('getAuditTrailOfKind', { token: volunteer.token, params: { kind } })).body.items as { itemId: string; itemLabel: string }[])
    .filter((e) => e.itemId === itemId);

describe('answering a referral request', () => {
  it('two volunteers at once: one code, one mail, one audit entry, and the request shows answered', async () => {
    const request = await newRequest();
    const answers = await Promise.all([volunteer, other].map((v) => call('sendReferralRequestCode', { token: v.token, params: { requestId: request.id } })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.status === 409)!;
    expect(lost.body.message).toBe('This request was already answered.');
    const code = answers.find((a) => a.status === 200)!.body.referralCode as string;
    const mails = (await mailsTo(request.email)).filter((m) => m.subject === 'Your rishta referral code');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(code);
    const entries = await auditOf('referral.send', request.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.itemLabel).toBe('Meena Iyer');
    expect((await listed(request.id))?.answeredAt).toBeTruthy();
    // Answered requests cannot be declined, nor sent again.
    expect((await call('declineReferralRequest', { token: volunteer.token, params: { requestId: request.id }, body: { reason: 'Changed my mind' } })).status).toBe(409);
    expect((await call('sendReferralRequestCode', { token: volunteer.token, params: { requestId: request.id } })).status).toBe(409);
  });

  it('declines once with a reason, tells the family kindly without a code, and lists the state', async () => {
    const request = await newRequest();
    const params = { requestId: request.id };
    const res = await call('declineReferralRequest', { token: volunteer.token, params, body: { reason: 'We could not reach the family.' } });
    expect(res.status).toBe(200);
    expect((await call('declineReferralRequest', { token: other.token, params, body: { reason: 'Again' } })).status).toBe(409);
    const mails = await mailsTo(request.email);
    const decline = mails.filter((m) => m.subject === 'Your rishta referral request');
    expect(decline).toHaveLength(1);
    expect(decline[0]!.text).toContain('member');
    expect(mails.some((m) => m.subject === 'Your rishta referral code')).toBe(false);
    const row = await listed(request.id);
    expect(row).toMatchObject({ declineReason: 'We could not reach the family.' });
    expect(row?.declinedAt).toBeTruthy();
    expect(row?.answeredAt).toBeUndefined();
    expect(await auditOf('referral.decline', request.id)).toHaveLength(1);
  });

  it('an unknown request is 404', async () => {
    const res = await call('sendReferralRequestCode', { token: volunteer.token, params: { requestId: '00000000-0000-4000-8000-000000000000' } });
    expect(res.status).toBe(404);
  });
});

describe('codes issued', () => {
  it('lists a console code newest first with by whom, and once used, when and by whom', async () => {
    const issued = await call('issueReferralCode', { token: volunteer.token, body: { email: uniqueEmail('invitee') } });
    expect(issued.status).toBe(200);
    const before = (await call('listReferralCodes', { token: volunteer.token })).body.items as Record<string, string>[];
    const dates = before.map((e) => e.createdDate!);
    expect(dates).toEqual([...dates].sort().reverse());
    const fresh = before.find((e) => e.id === issued.body.id);
    expect(fresh).toMatchObject({ issuedBy: volunteer.email });
    expect(fresh?.usedByName).toBeUndefined();
    const signup = await signUp({ ...signupBody(issued.body.id), firstName: 'Ravi', lastName: 'Menon' });
    expect(signup.status).toBe(200);
    const after = (await call('listReferralCodes', { token: volunteer.token })).body.items as Record<string, string>[];
    const entry = after.find((e) => e.id === issued.body.id);
    expect(entry).toMatchObject({ issuedBy: volunteer.email, usedByName: 'Ravi Menon' });
    expect(entry?.usedAt).toBeTruthy();
  });

  it('names who signed up with the code, not the family contact person who took over after they left', async () => {
    const issued = await call('issueReferralCode', { token: volunteer.token, body: { email: uniqueEmail('preet') } });
    const body = { ...signupBody(issued.body.id), firstName: 'Preet', lastName: 'Kaurwal' };
    const signup = await signUp(body);
    expect(signup.status).toBe(200);
    const founder: Member = { id: signup.body.id, email: body.userEmail, password: body.userPass, token: (await signIn(body.userEmail, body.userPass)).accessToken };
    await joinedMember(founder, invitee('Sister', 'Simran'));
    expect((await call('leaveFamily', { token: founder.token })).status).toBe(200);
    const entry = ((await call('listReferralCodes', { token: volunteer.token })).body.items as Record<string, string>[]).find((e) => e.id === issued.body.id);
    expect(entry?.usedByName).toBe('Preet Kaurwal (who has left the family)');
  });

  it('a request answered from the console names the volunteer; the command line says so', async () => {
    const request = await newRequest();
    const sent = await call('sendReferralRequestCode', { token: volunteer.token, params: { requestId: request.id } });
    const { issueReferralCode } = await import('#functions/trust/referrals.js');
    const cli = await issueReferralCode(uniqueEmail('cli'));
    const items = (await call('listReferralCodes', { token: volunteer.token })).body.items as Record<string, string>[];
    expect(items.find((e) => e.id === sent.body.id)).toMatchObject({ issuedBy: volunteer.email, issuedToEmail: request.email });
    expect(items.find((e) => e.id === cli.id)).toMatchObject({ issuedBy: 'command line' });
  });
});

/**
 * The volunteers see a family with its members: Eligibility, the reports queue and the referral
 * tree list who signs in to it (name, relation, e-mail; a removed member no longer); and a
 * volunteer disabling the family refuses every member's token on their next call.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleMember, Report } from '#shared/domain/trust.js';
import { call, candidateBody, newEligibleMember, type Answer, type CandidateMember, type Member } from './helpers.js';
import { invitee, joinedMember } from './familyHelpers.js';
import { newVolunteer } from './moderationHelpers.js';

const TAG = `fcon${Math.random().toString(36).slice(2, 10)}`;
const ok = async (res: Promise<Answer>) => {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
};

let volunteer: Member;
let founder: CandidateMember;
let father: Member & { sub: string };
let mother: Member & { sub: string };
let reporter: CandidateMember;
let expected: ConsoleMember[];

beforeAll(async () => {
  [volunteer, founder, reporter] = await Promise.all([
    newVolunteer(), newEligibleMember(candidateBody({ city: TAG, gender: 'Male' })), newEligibleMember(candidateBody({ city: TAG, gender: 'Female' })),
  ]);
  father = await joinedMember(founder, invitee('Father', 'Vikram'));
  mother = await joinedMember(founder, invitee('Mother', 'Meera'));
  const leaving = await joinedMember(founder, invitee('Brother', 'Kiran'));
  await ok(call('removeFamilyMember', { token: founder.token, params: { memberId: leaving.sub } }));
  expected = [
    { firstName: 'Asha', lastName: 'Patel', email: founder.email, founder: true },
    { firstName: 'Vikram', lastName: 'Patel', relation: 'Father', email: father.email, founder: false },
    { firstName: 'Meera', lastName: 'Patel', relation: 'Mother', email: mother.email, founder: false },
  ];
});

describe("the console shows a family's members", () => {
  it('Eligibility: found by any way, the family comes with its members (the removed one left out)', async () => {
    const found = await ok(call('findCandidates', { token: volunteer.token, params: { query: founder.email } }));
    const entry = (found.body.items as { candidateId: string; members: ConsoleMember[] }[]).find((e) => e.candidateId === founder.candidateId);
    expect(entry?.members).toEqual(expected);
  });

  it("Eligibility: an invited member's address finds the family's profile too", async () => {
    for (const m of [father, mother]) {
      const found = await ok(call('findCandidates', { token: volunteer.token, params: { query: m.email } }));
      expect((found.body.items as { candidateId: string }[]).map((e) => e.candidateId), m.email).toEqual([founder.candidateId]);
    }
  });

  it('the referral tree: the account with its members', async () => {
    const tree = await ok(call('getReferralTree', { token: volunteer.token, params: { userId: founder.id } }));
    expect(tree.body.account.members).toEqual(expected);
  });

  it("the reports queue: a report names the reported family's members; members never get it", async () => {
    await ok(call('reportProfile', { token: reporter.token, body: { candidateId: founder.candidateId, reason: 'Asking for money', details: '' } }));
    const open = (await ok(call('listReports', { token: volunteer.token, params: { state: 'open' } }))).body.items as Report[];
    expect(open.find((r) => r.candidateId === founder.candidateId)?.members).toEqual(expected);
    expect((await call('listReports', { token: father.token, params: { state: 'open' } })).status).toBe(403);
  });
});

describe('a volunteer disabling the family', () => {
  it("refuses every member's token on the next call, whichever route", async () => {
    for (const who of [founder, father, mother]) expect((await call('getSession', { token: who.token })).status).toBe(200);
    const open = (await ok(call('listReports', { token: volunteer.token, params: { state: 'open' } }))).body.items as Report[];
    const report = open.find((r) => r.candidateId === founder.candidateId)!;
    await ok(call('resolveReport', { token: volunteer.token, params: { reportId: report.id }, body: { action: 'disable', reason: 'Asked families for money.' } }));
    for (const who of [founder, father, mother]) {
      expect((await call('getSession', { token: who.token })).status).toBe(401);
      expect((await call('getFamilyActivity', { token: who.token, params: { userId: founder.id } })).status).toBe(401);
      expect((await call('getMySentProposalList', { token: who.token, params: { userId: founder.id, candidateId: founder.candidateId } })).status).toBe(401);
    }
  });
});

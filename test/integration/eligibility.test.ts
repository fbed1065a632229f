/**
 * The console's Eligibility: finding a profile by e-mail, public URL name and a name's
 * prefix (first or last, any case), setting and clearing the ineligible flag with its reason — the
 * family's gate and search change at once, each change is audited once — bad input, and members
 * refused on the volunteer routes.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, db, newEligibleMember, newMember, storedProfile, type CandidateMember, type Member } from './helpers.js';
import { newVolunteer } from './moderationHelpers.js';

/** Letters only (names are validated), unique per run: `Qxabc…`. */
const uniqueName = (tag: string) => tag + Date.now().toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!) + Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 4);

let volunteer: Member;
let family: CandidateMember;
let first: string;
let last: string;
const url = `elig-${Date.now().toString(36)}`;

beforeAll(async () => {
  first = uniqueName('Qy');
  last = uniqueName('Zw');
  [volunteer, family] = await Promise.all([newVolunteer(), newEligibleMember({ firstName: first, lastName: last })]);
  await call('updatePubURL', { token: family.token, params: { candidateId: family.candidateId }, body: { candidateProfilePublicURL: url } });
});

const find = (query: string, who: Member = volunteer) => call('findCandidates', { token: who.token, params: { query } });
const idsOf = (res: { body: { items: { candidateId: string }[] } }) => res.body.items.map((i) => i.candidateId);
const setFlag = (ineligible: boolean, reason = 'Asked for money from families.', who: Member = volunteer) =>
  call('setCandidateEligibility', { token: who.token, params: { candidateId: family.candidateId }, body: { ineligible, reason } });
const auditOf = async (kind: string) =>
  ((await call('getAuditTrailOfKind', { token: volunteer.token, params: { kind } })).body.items as { itemId: string; reason?: string }[])
    .filter((e) => e.itemId === family.candidateId);

describe('finding a profile', () => {
  it('by e-mail, exactly', async () => {
    const res = await find(family.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([{
      candidateId: family.candidateId, userId: family.id, firstName: first, lastName: last, email: family.email,
      publicURL: url, ineligible: false, listed: true,
      // A family of one: its founder (signed up as Asha Patel; the profile's names are the candidate's).
      members: [{ firstName: 'Asha', lastName: 'Patel', email: family.email, founder: true }],
    }]);
  });
  it('by public URL name, or the pasted shared link', async () => {
    expect(idsOf(await find(url))).toEqual([family.candidateId]);
    expect(idsOf(await find(`http://localhost/shared/${url}`))).toEqual([family.candidateId]);
  });
  it('by a prefix of the first or last name, in any case, and by the full name', async () => {
    expect(idsOf(await find(first.slice(0, 6).toLowerCase()))).toContain(family.candidateId);
    expect(idsOf(await find(last.slice(0, 7).toUpperCase()))).toContain(family.candidateId);
    expect(idsOf(await find(`${first} ${last}`))).toEqual([family.candidateId]);
    expect(idsOf(await find(`${last} ${first.slice(0, 3)}`))).toEqual([family.candidateId]);
    expect((await find('Qq-no-such-family-here')).body.items).toEqual([]);
  });
});

describe('the ineligible flag', () => {
  it('set: out of search, the gate says so, audited once; clear: back, audited once', async () => {
    const res = await setFlag(true);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ candidateId: family.candidateId, ineligible: true, ineligibleReason: 'Asked for money from families.', listed: false });
    expect((await storedProfile(family.candidateId))?.spk).toBeUndefined();
    const session = await call('getSession', { token: family.token });
    expect(session.body.viewGate).toBe('ineligible');
    const search = await call('searchProfiles', { token: family.token, body: { gender: 'Male', minAge: 25, maxAge: 35 } });
    expect(search).toEqual({ status: 403, body: { message: 'You are not eligible to view profiles. Please contact support.' } });
    // Setting it again changes nothing and records nothing.
    expect((await setFlag(true)).status).toBe(200);
    expect(await auditOf('eligibility.set')).toHaveLength(1);
    expect((await auditOf('eligibility.set'))[0]?.reason).toBe('Asked for money from families.');

    const cleared = await setFlag(false, 'The family explained; it was a mistake.');
    expect(cleared.body).toMatchObject({ ineligible: false, listed: true });
    expect(cleared.body).not.toHaveProperty('ineligibleReason');
    expect((await storedProfile(family.candidateId))?.spk).toBeDefined();
    expect((await call('getSession', { token: family.token })).body.viewGate).toBeNull();
    expect((await setFlag(false, 'Again.')).status).toBe(200);
    expect(await auditOf('eligibility.clear')).toHaveLength(1);
  });

  it('a retry after the account was marked but its profile was not: the mirror catches up, still one audit entry', async () => {
    const other = await newEligibleMember();
    const mark = () => call('setCandidateEligibility', {
      token: volunteer.token, params: { candidateId: other.candidateId }, body: { ineligible: true, reason: 'Fake documents.' },
    });
    expect((await mark()).status).toBe(200);
    // As if the first request had stopped after the account's write: the profile's mirror not set.
    await db().send(new UpdateCommand({
      TableName: process.env.TABLE_NAME, Key: { pk: `CAND#${other.candidateId}`, sk: 'PROFILE' },
      UpdateExpression: 'SET ineligible = :f', ExpressionAttributeValues: { ':f': false },
    }));
    expect((await mark()).body).toMatchObject({ ineligible: true, listed: false });
    expect((await storedProfile(other.candidateId))?.ineligible).toBe(true);
    const entries = ((await call('getAuditTrailOfKind', { token: volunteer.token, params: { kind: 'eligibility.set' } })).body.items as { itemId: string }[])
      .filter((e) => e.itemId === other.candidateId);
    expect(entries).toHaveLength(1);
  });

  it('refuses bad input with field messages, and an unknown profile with 404', async () => {
    const bad = await call('setCandidateEligibility', { token: volunteer.token, params: { candidateId: family.candidateId }, body: { ineligible: true, reason: 'x' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ reason: ['Please give a short reason'] });
    const short = await find('a');
    expect(short.status).toBe(422);
    const missing = await call('setCandidateEligibility', { token: volunteer.token, params: { candidateId: 'no-such-candidate-id' }, body: { ineligible: true, reason: 'Fake.' } });
    expect(missing.status).toBe(404);
  });

  it('members get 403 and nothing changes', async () => {
    const member = await newMember();
    expect((await find(family.email, member)).status).toBe(403);
    expect((await setFlag(true, 'Not a volunteer.', member)).status).toBe(403);
    expect((await storedProfile(family.candidateId))?.ineligible).toBe(false);
  });
});

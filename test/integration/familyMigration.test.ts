/**
 * Accounts made before families existed: a user record with no member item. It still signs in and
 * sees its profile and proposals (the founder is read from the account), and the startup migration
 * gives it its founder member once, copied from the account, without touching a member already there.
 */
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { addMissingFounders } from '#functions/family/index.js';
import { call, candidateBody, db, newEligibleMember, propose, proposalList } from './helpers.js';

const TAG = `fm${Math.random().toString(36).slice(2, 10)}`;
const memberItem = async (sub: string) =>
  (await db().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: `MEMBER#${sub}`, sk: 'MEMBER' }, ConsistentRead: true }))).Item;

describe('an account made before families', () => {
  it('signs in, sees its profile and proposals, and gets its founder member at start', async () => {
    const older = await newEligibleMember(candidateBody({ city: TAG }));
    const other = await newEligibleMember(candidateBody({ city: TAG, gender: 'Female' }));
    const sent = await propose(older, other.candidateId);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    // A sign-up makes its founder member now; the account of before had none.
    expect((await memberItem(older.id))?.familyId).toBe(older.id);
    await db().send(new DeleteCommand({ TableName: process.env.TABLE_NAME, Key: { pk: `MEMBER#${older.id}`, sk: 'MEMBER' } }));

    const session = await call('getSession', { token: older.token });
    expect(session.status).toBe(200);
    expect(session.body.id).toBe(older.id);
    expect(session.body.candidateId).toBe(older.candidateId);
    expect((await call('getCandidateProfile', { token: older.token, params: { candidateId: older.candidateId } })).status).toBe(200);
    expect((await proposalList('sent', older)).map((p) => p.toCandidateId)).toContain(other.candidateId);
    const profile = await call('getUserProfile', { token: older.token, params: { userProfileId: older.id } });
    expect(profile.body.userEmail).toBe(older.email);

    expect(await addMissingFounders()).toBeGreaterThanOrEqual(1);
    const founder = await memberItem(older.id);
    expect(founder).toMatchObject({ sub: older.id, familyId: older.id, email: older.email, firstName: 'Asha', lastName: 'Patel', status: 'active' });
    expect(founder?.relation).toBeUndefined();
    // Run again (every start): nothing new, nothing overwritten.
    expect(await addMissingFounders()).toBe(0);
    expect(await memberItem(older.id)).toEqual(founder);

    expect((await call('getSession', { token: older.token })).status).toBe(200);
    expect((await proposalList('sent', older)).map((p) => p.toCandidateId)).toContain(other.candidateId);
    const list = await call('getFamilyMembers', { token: older.token });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.members).toMatchObject([{ id: older.id, email: older.email, founder: true, you: true }]);
  });
});

/**
 * Blocking under racing requests and with an accepted proposal, through HTTP on the local stack:
 * parallel blocks leave one consistent state (one entry, both items once); two families blocking
 * each other each keep their own block; a proposal racing a block never stays live; a block ends an
 * accepted proposal, so the contact details are no longer shared, without a mail.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { BlockedFamily } from '#shared/domain/blocks.js';
import {
  call, candidateBody, db, mailsTo, newEligibleMember, propose, proposalList, transition, type Answer, type CandidateMember, type Member,
} from './helpers.js';

const TAG = `k${Math.random().toString(36).slice(2, 10)}`;
const family = (gender: 'Male' | 'Female') =>
  newEligibleMember(candidateBody({ gender, city: TAG, candidateContactDetailsVisibilityFlag: false, contactPhoneNumber: '4165553344' }));
const pair = () => Promise.all([family('Male'), family('Female')]);

const block = (who: CandidateMember, toCandidateId: string) =>
  call('blockFamily', { token: who.token, body: { userProfileId: who.id, fromCandidateId: who.candidateId, toCandidateId } });
const unblock = (who: Member, candidateId: string) => call('unblockFamily', { token: who.token, params: { userId: who.id, candidateId } });
const blockedList = async (who: Member) => {
  const res = await call('getBlockedFamilyList', { token: who.token, params: { userId: who.id } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items as BlockedFamily[];
};
/** The block items stored in a member's own partition (both directions). */
const blockItems = async (who: Member) =>
  ((await db().send(new QueryCommand({
    TableName: process.env.TABLE_NAME, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :b)',
    ExpressionAttributeValues: { ':pk': `USER#${who.id}`, ':b': 'BLOCK' }, ConsistentRead: true,
  }))).Items ?? []).map((i) => i.sk as string).sort();
const profile = (who: Member, candidateId: string) => call('getCandidateProfile', { token: who.token, params: { candidateId } });
function expectNo5xx(answers: Answer[]) {
  for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBeLessThan(500);
}

describe('racing blocks', () => {
  it('ten parallel blocks of one family leave one consistent state', async () => {
    const [a, b] = await pair();
    const answers = await Promise.all(Array.from({ length: 10 }, () => block(a, b.candidateId)));
    expectNo5xx(answers);
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect((await blockedList(a)).map((x) => x.candidateId)).toEqual([b.candidateId]);
    expect(await blockItems(a)).toEqual([`BLOCK#${b.id}`]);
    expect(await blockItems(b)).toEqual([`BLOCKEDBY#${a.id}`]);
    // Unblock and block racing: whatever wins, the two items agree.
    const raced = await Promise.all([unblock(a, b.candidateId), block(a, b.candidateId)]);
    expectNo5xx(raced);
    const listed = (await blockedList(a)).length;
    if (listed) expect((await profile(b, a.candidateId)).status).toBe(404);
    expect(await blockItems(a)).toEqual(listed ? [`BLOCK#${b.id}`] : []);
  });

  it('two families blocking each other at once each keep their own block; lifting one leaves the other', async () => {
    const [a, b] = await pair();
    const answers = await Promise.all([block(a, b.candidateId), block(b, a.candidateId)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect((await blockedList(a)).map((x) => x.candidateId)).toEqual([b.candidateId]);
    expect((await blockedList(b)).map((x) => x.candidateId)).toEqual([a.candidateId]);
    expect((await unblock(a, b.candidateId)).status).toBe(200);
    expect((await profile(a, b.candidateId)).status).toBe(404);
    expect((await profile(b, a.candidateId)).status).toBe(404);
    expect(await blockItems(a)).toEqual([`BLOCKEDBY#${b.id}`]);
  });

  it('a proposal racing a block never stays live, on either side — three pairs', async () => {
    for (let i = 0; i < 3; i++) {
      const [a, b] = await pair();
      const [proposed, blocked] = await Promise.all([propose(a, b.candidateId), block(b, a.candidateId)]);
      expectNo5xx([proposed, blocked]);
      expect(blocked.status).toBe(200);
      expect([200, 404]).toContain(proposed.status);
      expect((await unblock(b, a.candidateId)).status).toBe(200);
      // Unblocked, both lists show every proposal between them: none is live.
      const all = [...(await proposalList('sent', a)), ...(await proposalList('received', b))];
      expect(all.filter((p) => !p.revoked)).toEqual([]);
    }
  });
});

describe('a block ends an accepted proposal', () => {
  it('the contacts are no longer shared, nobody is mailed, and after unblocking it shows Revoked', async () => {
    const [a, b] = await pair();
    const sent = await propose(a, b.candidateId);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect((await transition('acceptTheirProposal', b, sent.body.id)).status).toBe(200);
    expect((await profile(a, b.candidateId)).body.contactPhoneNumber).toBe('4165553344');
    const mails = { a: (await mailsTo(a.email)).length, b: (await mailsTo(b.email)).length };

    expect((await block(b, a.candidateId)).status).toBe(200);
    expect((await profile(a, b.candidateId)).status).toBe(404);
    expect(await proposalList('sent', a)).toEqual([]);
    expect(await proposalList('received', b)).toEqual([]);
    expect({ a: (await mailsTo(a.email)).length, b: (await mailsTo(b.email)).length }).toEqual(mails);

    expect((await unblock(b, a.candidateId)).status).toBe(200);
    const view = (await profile(a, b.candidateId)).body;
    expect(view.contactPhoneNumber).not.toBe('4165553344');
    expect(view.contactDetailsMasked).toBe(true);
    const [card] = await proposalList('sent', a);
    expect(card).toMatchObject({ id: sent.body.id, revoked: true, status: 'Revoked', contact: null });
  });
});

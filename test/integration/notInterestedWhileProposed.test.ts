/**
 * Not Interested and proposals, through HTTP on the local stack: a family cannot mark a profile
 * Not Interested while a proposal between the two is alive (the mark would hide the profile from
 * it while the other family could still accept and be shown its contacts); it revokes or rejects
 * instead. Proposing lifts the family's own earlier mark. Racing the two from one family never
 * leaves both a live proposal and the mark.
 */
import { describe, expect, it } from 'vitest';
import {
  ALREADY_ACCEPTED, NOT_INTERESTED_AFTER_PROPOSING, NOT_INTERESTED_WHILE_PROPOSED,
} from '#functions/proposals/proposals.js';
import { call, candidateBody, newEligibleMember, propose, proposalList, transition, type CandidateMember } from './helpers.js';

const TAG = `n${Math.random().toString(36).slice(2, 10)}`;
const family = (gender: 'Male' | 'Female') => newEligibleMember(candidateBody({ city: TAG, gender }));
const pair = () => Promise.all([family('Female'), family('Male')]);

const notInterested = (from: CandidateMember, to: CandidateMember) =>
  call('saveUserInteraction', {
    token: from.token, body: { userProfileId: from.id, fromCandidateId: from.candidateId, toCandidateId: to.candidateId, interactionType: 'notInterested' },
  });

/** What `from`'s My Proposals holds about `to`: its live proposals and its Not Interested mark. */
async function towards(from: CandidateMember, to: CandidateMember) {
  const items = (await proposalList('sent', from)).filter((p) => p.toCandidateId === to.candidateId);
  return {
    liveProposals: items.filter((p) => p.interactionType === 'proposal' && p.status === 'Waiting for Response').length,
    marks: items.filter((p) => p.interactionType === 'notInterested').length,
  };
}

describe('Not Interested while a proposal is alive', () => {
  it('is refused to both families with what to do instead, and allowed once the proposal is revoked', async () => {
    const [a, b] = await pair();
    const sent = await propose(a, b.candidateId);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);

    const fromSender = await notInterested(a, b);
    expect(fromSender.status).toBe(409);
    expect(fromSender.body.message).toBe(NOT_INTERESTED_AFTER_PROPOSING);
    const fromReceiver = await notInterested(b, a);
    expect(fromReceiver.status).toBe(409);
    expect(fromReceiver.body.message).toBe(NOT_INTERESTED_WHILE_PROPOSED);
    expect(await towards(a, b)).toEqual({ liveProposals: 1, marks: 0 });
    expect(await towards(b, a)).toEqual({ liveProposals: 0, marks: 0 });

    expect((await transition('revokeMyProposal', a, sent.body.id)).status).toBe(200);
    expect((await notInterested(a, b)).status).toBe(200);
    expect((await towards(a, b)).marks).toBe(1);
  });

  it('is refused once the proposal is accepted', async () => {
    const [a, b] = await pair();
    const sent = await propose(a, b.candidateId);
    expect((await transition('acceptTheirProposal', b, sent.body.id)).status).toBe(200);
    for (const [from, to] of [[a, b], [b, a]] as const) {
      const answer = await notInterested(from, to);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(ALREADY_ACCEPTED);
    }
  });
});

describe('proposing after Not Interested', () => {
  it("lifts the proposing family's own mark, so its My Proposals shows the proposal alone", async () => {
    const [a, b] = await pair();
    expect((await notInterested(a, b)).status).toBe(200);
    expect(await towards(a, b)).toEqual({ liveProposals: 0, marks: 1 });
    expect((await propose(a, b.candidateId)).status).toBe(200);
    expect(await towards(a, b)).toEqual({ liveProposals: 1, marks: 0 });
  });

  it('racing Not Interested from the same family never leaves both a live proposal and the mark — five pairs', async () => {
    const pairs = await Promise.all(Array.from({ length: 5 }, pair));
    for (const [a, b] of pairs) {
      const answers = await Promise.all([propose(a, b.candidateId), notInterested(a, b)]);
      for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
      const state = await towards(a, b);
      expect(state.liveProposals + state.marks, JSON.stringify(state)).toBe(1);
    }
  });
});

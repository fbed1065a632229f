/**
 * Proposals under racing requests, through HTTP on the local stack (each transition is one
 * conditional write): two families proposing to each other at the same instant leave one live
 * proposal; twenty parallel reminders leave exactly three; accept (or reject) racing revoke always
 * ends in one consistent state both families see alike — and nothing answers a 5xx.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ALREADY_PROPOSED, THEY_PROPOSED } from '#functions/proposals/proposals.js';
import { MAX_REMINDERS, type ProposalView } from '#shared/domain/proposals.js';
import {
  candidateBody, newEligibleMember, propose, proposalIn, proposalList, transition, type Answer, type CandidateMember,
} from './helpers.js';

const TAG = `r${Math.random().toString(36).slice(2, 10)}`;
const family = (over: Record<string, unknown> = {}) => newEligibleMember(candidateBody({ city: TAG, ...over }));

const statuses = (answers: Answer[]) => answers.map((a) => a.status).sort();
function expectNo5xx(answers: Answer[]) {
  for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBeLessThan(500);
}

/** The proposal as both families see it; the two views must agree. */
async function bothSides(sender: CandidateMember, receiver: CandidateMember, id: string): Promise<ProposalView> {
  const sent = await proposalIn('sent', sender, id);
  const received = await proposalIn('received', receiver, id);
  expect(sent).toBeDefined();
  expect(received).toBeDefined();
  // Only the side-specific parts differ: the label, the other family's card and contact, and each
  // family's own members' acts (never shown to the other family).
  const { status: _s, candidateProfile: _c, contact: _t, acts: sentActs, ...sentState } = sent!;
  const { status: _r, candidateProfile: _d, contact: _u, acts: receivedActs, ...receivedState } = received!;
  expect(receivedState).toEqual(sentState);
  expect(sentActs?.map((a) => a.act)).toContain('proposed');
  // The proposing family's acts stay with it; the receiving family sees only its own answers.
  expect((receivedActs ?? []).filter((a) => ['proposed', 'reminded', 'revoked'].includes(a.act))).toEqual([]);
  expect((sentActs ?? []).filter((a) => ['accepted', 'rejected'].includes(a.act))).toEqual([]);
  return sent!;
}

describe('two families proposing to each other at the same instant', () => {
  it('leave exactly one live proposal (one 200, one 409), and the lists agree — three pairs', async () => {
    const pairs = await Promise.all(Array.from({ length: 3 }, () => Promise.all([family({ gender: 'Male' }), family({ gender: 'Female' })])));
    for (const [a, b] of pairs) {
      const answers = await Promise.all([propose(a, b.candidateId), propose(b, a.candidateId)]);
      expectNo5xx(answers);
      expect(statuses(answers)).toEqual([200, 409]);
      const won = answers.find((r) => r.status === 200)!.body;
      const lost = answers.find((r) => r.status === 409)!.body;
      expect(lost.message).toBe(THEY_PROPOSED);
      const [sender, receiver] = won.fromCandidateId === a.candidateId ? [a, b] : [b, a];

      expect((await proposalList('sent', sender)).map((p) => p.id)).toEqual([won.id]);
      expect((await proposalList('received', receiver)).map((p) => p.id)).toEqual([won.id]);
      expect(await proposalList('sent', receiver)).toEqual([]);
      expect(await proposalList('received', sender)).toEqual([]);
      expect(await bothSides(sender, receiver, won.id)).toMatchObject({ responseType: 'pending', revoked: false });
    }
  });

  it('many at once from both sides still leave one live proposal', async () => {
    const [a, b] = await Promise.all([family({ gender: 'Male' }), family({ gender: 'Female' })]);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? propose(a, b.candidateId) : propose(b, a.candidateId))));
    expectNo5xx(answers);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(9);
    const live = [...(await proposalList('sent', a)), ...(await proposalList('sent', b))];
    expect(live).toHaveLength(1);
    // Each refusal tells its family which side holds the pair.
    answers.forEach((r, i) => {
      if (r.status !== 409) return;
      const fromA = i % 2 === 1;
      const winnerIsA = live[0]!.fromCandidateId === a.candidateId;
      expect(r.body.message, `request ${i}`).toBe(fromA === winnerIsA ? ALREADY_PROPOSED : THEY_PROPOSED);
    });
  });
});

describe('twenty parallel reminders', () => {
  let sender: CandidateMember;
  let receiver: CandidateMember;
  beforeAll(async () => {
    [sender, receiver] = await Promise.all([family({ gender: 'Male' }), family({ gender: 'Female' })]);
  });

  it('on a fresh proposal leave exactly three stamped: three 200, the rest 409', async () => {
    const proposed = await propose(sender, receiver.candidateId);
    expect(proposed.status).toBe(200);
    const id = proposed.body.id as string;
    const answers = await Promise.all(Array.from({ length: 20 }, () => transition('remindMyProposal', sender, id)));
    expectNo5xx(answers);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(MAX_REMINDERS);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(20 - MAX_REMINDERS);
    const view = await bothSides(sender, receiver, id);
    expect(view).toMatchObject({ responseType: 'pending', revoked: false });
    const stamps = [view.reminder1UpdatedDate, view.reminder2UpdatedDate, view.reminder3UpdatedDate];
    for (const s of stamps) expect(s).toEqual(expect.any(String));
    expect([...stamps].sort()).toEqual(stamps);
    // Each 200 answered the state it made: together they show slots 1, 2 and 3 set once each.
    const setCounts = answers.filter((r) => r.status === 200).map((r) => [1, 2, 3].filter((k) => r.body[`reminder${k}UpdatedDate`]).length).sort();
    expect(setCounts).toEqual([1, 2, 3]);
    expect((await transition('remindMyProposal', sender, id)).status).toBe(409);
  });
});

describe('an answer racing a revoke', () => {
  let sender: CandidateMember;
  let receiver: CandidateMember;
  beforeAll(async () => {
    [sender, receiver] = await Promise.all([family({ gender: 'Male' }), family({ gender: 'Female' })]);
  });

  /**
   * A fresh pending proposal, to a new receiving family: after a revoke or a rejection the sender
   * may not propose to the same family for 30 days (proposalPace.test.ts).
   */
  async function fresh(): Promise<string> {
    receiver = await family({ gender: 'Female' });
    const res = await propose(sender, receiver.candidateId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.id as string;
  }

  it('accept racing revoke ends accepted-then-revoked or revoked-and-refused, never otherwise — five rounds', async () => {
    const seen = new Set<string>();
    for (let round = 0; round < 5; round++) {
      const id = await fresh();
      const [accept, revoke] = await Promise.all([transition('acceptTheirProposal', receiver, id), transition('revokeMyProposal', sender, id)]);
      expectNo5xx([accept, revoke]);
      // Revoke is allowed on pending and accepted alike, so it always lands.
      expect(revoke.status, JSON.stringify(revoke.body)).toBe(200);
      expect([200, 409]).toContain(accept.status);
      const final = await bothSides(sender, receiver, id);
      expect(final.revoked).toBe(true);
      expect(final.status).toBe('Revoked');
      if (accept.status === 200) {
        expect(final.responseType).toBe('accepted');
        seen.add('accepted then revoked');
      } else {
        expect(final.responseType).toBe('pending');
        seen.add('revoked, accept refused');
      }
      // Revoked shares no contacts, whichever came first.
      expect(final.contact).toBeNull();
    }
    expect(seen.size).toBeGreaterThan(0);
  });

  it('reject racing revoke ends rejected (revoke refused) or revoked (reject refused) — five rounds', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await fresh();
      const [reject, revoke] = await Promise.all([transition('rejectTheirProposal', receiver, id), transition('revokeMyProposal', sender, id)]);
      expectNo5xx([reject, revoke]);
      expect(statuses([reject, revoke])).toEqual([200, 409]);
      const final = await bothSides(sender, receiver, id);
      if (reject.status === 200) expect(final).toMatchObject({ responseType: 'rejected', revoked: false, status: 'Rejected' });
      else expect(final).toMatchObject({ responseType: 'pending', revoked: true, status: 'Revoked' });
    }
  });

  it('accept racing reject: exactly one answer lands', async () => {
    const id = await fresh();
    const [accept, reject] = await Promise.all([transition('acceptTheirProposal', receiver, id), transition('rejectTheirProposal', receiver, id)]);
    expectNo5xx([accept, reject]);
    expect(statuses([accept, reject])).toEqual([200, 409]);
    const final = await bothSides(sender, receiver, id);
    expect(final.responseType).toBe(accept.status === 200 ? 'accepted' : 'rejected');
    expect(final.revoked).toBe(false);
  });
});

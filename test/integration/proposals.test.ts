/**
 * Proposing, through HTTP on the local stack: one live proposal per pair of candidates whichever
 * side sent it (a second one is 409 with a message that says which), the pair free again after a
 * revoke or a reject, at most 20 new proposals a day, and every refusal — own candidate, a profile the member may not view,
 * another member's candidate, the view gate, bad input — answered without writing anything.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ALREADY_ACCEPTED, ALREADY_PROPOSED, DAILY_PROPOSALS, THEY_PROPOSED, tooManyProposals } from '#functions/proposals/proposals.js';
import { viewGateTexts } from '#shared/texts.js';
import {
  call, candidateBody, newEligibleMember, newMemberWithCandidate, propose, proposalIn, proposalList, putListedProfiles, setIneligible, setProfileVisible,
  transition, type Answer, type CandidateMember,
} from './helpers.js';

const TAG = `p${Math.random().toString(36).slice(2, 10)}`;
const family = (over: Record<string, unknown> = {}) => newEligibleMember(candidateBody({ city: TAG, ...over }));

/** A 409 with a message a member can read (and no 5xx dressed up as one). */
function expectConflict(res: Answer) {
  expect(res.status, JSON.stringify(res.body)).toBe(409);
  expect(typeof res.body.message).toBe('string');
  expect(res.body.message.length).toBeGreaterThan(0);
  return res.body.message as string;
}

/** The live (not revoked, not rejected) proposals between two candidates, as both families' lists show them. */
async function liveBetween(a: CandidateMember, b: CandidateMember) {
  const isLive = (p: { interactionType: string; revoked: boolean; responseType: string }) =>
    p.interactionType === 'proposal' && !p.revoked && p.responseType !== 'rejected';
  const aToB = (await proposalList('sent', a)).filter((p) => p.toCandidateId === b.candidateId && isLive(p));
  const bToA = (await proposalList('sent', b)).filter((p) => p.toCandidateId === a.candidateId && isLive(p));
  const bGot = (await proposalList('received', b)).filter((p) => p.fromCandidateId === a.candidateId && isLive(p));
  const aGot = (await proposalList('received', a)).filter((p) => p.fromCandidateId === b.candidateId && isLive(p));
  // The two sides always tell the same story.
  expect(bGot.map((p) => p.id).sort()).toEqual(aToB.map((p) => p.id).sort());
  expect(aGot.map((p) => p.id).sort()).toEqual(bToA.map((p) => p.id).sort());
  return [...aToB, ...bToA];
}

describe('one live proposal per pair, whichever side sent it', () => {
  let a: CandidateMember;
  let b: CandidateMember;
  beforeAll(async () => {
    [a, b] = await Promise.all([family({ gender: 'Male' }), family({ gender: 'Female' })]);
  });

  it('A proposes to B: the interaction is answered and both lists show it pending', async () => {
    const res = await propose(a, b.candidateId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ userProfileId: a.id, fromCandidateId: a.candidateId, toCandidateId: b.candidateId, interactionType: 'proposal' });
    expect(res.body.id).toEqual(expect.any(String));
    expect(await proposalIn('sent', a, res.body.id)).toMatchObject({ responseType: 'pending', revoked: false, status: 'Waiting for Response' });
    expect(await proposalIn('received', b, res.body.id)).toMatchObject({ responseType: 'pending', revoked: false, status: 'Proposed' });
    expect(await liveBetween(a, b)).toHaveLength(1);
  });

  it('a second A->B is 409; B->A is 409 saying the other family already proposed; nothing new is written', async () => {
    expect(expectConflict(await propose(a, b.candidateId))).toBe(ALREADY_PROPOSED);
    expect(expectConflict(await propose(b, a.candidateId))).toBe(THEY_PROPOSED);
    expect(await liveBetween(a, b)).toHaveLength(1);
    expect(await proposalList('sent', b)).toEqual([]);
  });

  it('while accepted the pair stays taken both ways', async () => {
    const [live] = await liveBetween(a, b);
    expect((await transition('acceptTheirProposal', b, live!.id)).status).toBe(200);
    expect(expectConflict(await propose(a, b.candidateId))).toBe(ALREADY_ACCEPTED);
    expect(expectConflict(await propose(b, a.candidateId))).toBe(ALREADY_ACCEPTED);
    expect(await liveBetween(a, b)).toHaveLength(1);
  });

  it('after a revoke the pair may propose again, from either side', async () => {
    const [live] = await liveBetween(a, b);
    expect((await transition('revokeMyProposal', a, live!.id)).status).toBe(200);
    expect(await liveBetween(a, b)).toEqual([]);
    const fromB = await propose(b, a.candidateId);
    expect(fromB.status, JSON.stringify(fromB.body)).toBe(200);
    expect(fromB.body.id).not.toBe(live!.id);
    // The history stays: A's list still holds the revoked one, B's the new one.
    expect(await proposalIn('sent', a, live!.id)).toMatchObject({ revoked: true, status: 'Revoked' });
    expect(await proposalIn('sent', b, fromB.body.id)).toMatchObject({ status: 'Waiting for Response' });
    expect(await liveBetween(a, b)).toHaveLength(1);
  });

  it('after a reject the pair may propose again, from either side', async () => {
    const [live] = await liveBetween(a, b);
    expect(live!.fromCandidateId).toBe(b.candidateId);
    expect((await transition('rejectTheirProposal', a, live!.id)).status).toBe(200);
    expect(await liveBetween(a, b)).toEqual([]);
    const fromA = await propose(a, b.candidateId);
    expect(fromA.status, JSON.stringify(fromA.body)).toBe(200);
    expect(await proposalIn('sent', b, live!.id)).toMatchObject({ responseType: 'rejected', status: 'Rejected' });
    expect(await liveBetween(a, b)).toHaveLength(1);
  });
});

describe('refused proposals write nothing', () => {
  let m: CandidateMember;
  let target: CandidateMember;
  beforeAll(async () => {
    [m, target] = await Promise.all([family({ gender: 'Male' }), family({ gender: 'Female' })]);
  });

  it("to one's own candidate: 422", async () => {
    const res = await propose(m, m.candidateId);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(typeof res.body.message).toBe('string');
  });

  it('to a disabled, ineligible, photo-less or unknown profile: 404', async () => {
    const disabled = await family();
    expect((await setProfileVisible(disabled, false)).status).toBe(200);
    const ineligible = await family();
    await setIneligible(ineligible.candidateId, true);
    const noPhoto = await newMemberWithCandidate(candidateBody({ city: TAG }));
    for (const [name, id] of [['disabled', disabled.candidateId], ['ineligible', ineligible.candidateId], ['no photo', noPhoto.candidateId], ['unknown', 'no-such-candidate']]) {
      expect((await propose(m, id!)).status, name).toBe(404);
    }
    expect(await proposalList('sent', m)).toEqual([]);
  });

  it("from another member's candidate, or as another member: 403", async () => {
    const other = await family();
    const asOtherCandidate = await call('saveUserInteraction', {
      token: m.token, body: { userProfileId: m.id, fromCandidateId: other.candidateId, toCandidateId: target.candidateId, interactionType: 'proposal' },
    });
    expect(asOtherCandidate.status).toBe(403);
    const asOtherMember = await call('saveUserInteraction', {
      token: m.token, body: { userProfileId: other.id, fromCandidateId: other.candidateId, toCandidateId: target.candidateId, interactionType: 'proposal' },
    });
    expect(asOtherMember.status).toBe(403);
    expect(await proposalList('sent', other)).toEqual([]);
    expect(await proposalList('received', target)).toEqual([]);
  });

  it('by a member who may not view profiles: 403 with the view-gate text', async () => {
    const noPhoto = await newMemberWithCandidate(candidateBody({ city: TAG }));
    const disabled = await family();
    expect((await setProfileVisible(disabled, false)).status).toBe(200);
    const ineligible = await family();
    await setIneligible(ineligible.candidateId, true);
    for (const [who, text] of [[noPhoto, viewGateTexts.noPhoto], [disabled, viewGateTexts.disabled], [ineligible, viewGateTexts.ineligible]] as const) {
      expect(await propose(who, target.candidateId), text).toEqual({ status: 403, body: { message: text } });
    }
    expect(await proposalList('received', target)).toEqual([]);
  });

  it('bad input: 422 with field messages, never 5xx', async () => {
    const base = { userProfileId: m.id, fromCandidateId: m.candidateId, toCandidateId: target.candidateId, interactionType: 'proposal' };
    for (const [name, body] of [
      ['unknown interaction type', { ...base, interactionType: 'wink' }],
      ['an answer set by the sender', { ...base, responseType: 'accepted' }],
      ['an unknown field', { ...base, revoked: true }],
      ['a missing target', { ...base, toCandidateId: undefined }],
      ['a number as id', { ...base, toCandidateId: 7 }],
    ] as const) {
      const res = await call('saveUserInteraction', { token: m.token, body });
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(422);
      expect(res.body.errors, name).toBeTypeOf('object');
    }
    for (const rawBody of ['', '{', 'null', '[]']) {
      const res = await call('saveUserInteraction', { token: m.token, rawBody });
      expect(res.status, rawBody).toBeGreaterThanOrEqual(400);
      expect(res.status, rawBody).toBeLessThan(500);
    }
    expect(await proposalList('sent', m)).toEqual([]);
    expect(await proposalList('received', target)).toEqual([]);
  });
});

describe('at most 20 new proposals a day per family', () => {
  let targets: { id: string }[];
  beforeAll(async () => {
    // Listed profiles written straight to the table: only ever proposed to, never signed in as.
    targets = await putListedProfiles(DAILY_PROPOSALS + 5, () => ({ city: TAG, gender: 'Female' }));
  });

  it('refusals do not count; the 21st answers 429 with when more may be sent, and writes nothing', async () => {
    const m = await family({ gender: 'Male' });
    expect((await propose(m, targets[0]!.id)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect(expectConflict(await propose(m, targets[0]!.id))).toBe(ALREADY_PROPOSED);
    for (const t of targets.slice(1, DAILY_PROPOSALS)) expect((await propose(m, t.id)).status).toBe(200);
    expect(await propose(m, targets[DAILY_PROPOSALS]!.id)).toEqual({ status: 429, body: { message: tooManyProposals } });
    expect(tooManyProposals).toMatch(/tomorrow/i);
    expect(await proposalList('sent', m)).toHaveLength(DAILY_PROPOSALS);
  });

  it('25 at once to 25 families: exactly 20 land', async () => {
    const m = await family({ gender: 'Male' });
    const answers = await Promise.all(targets.map((t) => propose(m, t.id)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(DAILY_PROPOSALS);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(targets.length - DAILY_PROPOSALS);
    expect(await proposalList('sent', m)).toHaveLength(DAILY_PROPOSALS);
  });
});

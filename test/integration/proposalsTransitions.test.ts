/**
 * Every transition rule of a proposal, through HTTP on the local stack: remind and revoke by the
 * sender only, accept and reject by the receiver only (403 for anyone else), each only from the
 * states the spec allows (409 otherwise) — and a refused transition changes nothing on either side.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_REMINDERS } from '#shared/domain/proposals.js';
import {
  call, candidateBody, newEligibleMember, propose, proposalIn, transition, type Answer, type CandidateMember, type ProposalTransition,
} from './helpers.js';

const TAG = `t${Math.random().toString(36).slice(2, 10)}`;
const family = (over: Record<string, unknown> = {}) => newEligibleMember(candidateBody({ city: TAG, ...over }));

let sender: CandidateMember;
let receiver: CandidateMember;
let stranger: CandidateMember;
beforeAll(async () => {
  [sender, receiver, stranger] = await Promise.all([family({ gender: 'Male' }), family({ gender: 'Female' }), family({ gender: 'Female' })]);
});

/**
 * A fresh pending proposal from `sender` to a new `receiver`: after a revoke or a rejection the
 * sender may not propose to the same family for 30 days (proposalPace.test.ts), so each test
 * proposes to a family of its own.
 */
async function freshProposal(): Promise<string> {
  receiver = await family({ gender: 'Female' });
  const res = await propose(sender, receiver.candidateId);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id as string;
}

/** Both families' view of the proposal (the fields a transition may change). */
async function bothSides(id: string) {
  const pick = (p: Record<string, unknown> | undefined) => p && {
    responseType: p.responseType, revoked: p.revoked, reminder1UpdatedDate: p.reminder1UpdatedDate,
    reminder2UpdatedDate: p.reminder2UpdatedDate, reminder3UpdatedDate: p.reminder3UpdatedDate, updatedDate: p.updatedDate,
  };
  const sent = pick(await proposalIn('sent', sender, id));
  const received = pick(await proposalIn('received', receiver, id));
  expect(sent).toBeDefined();
  expect(received).toEqual(sent);
  return sent!;
}

/** The transition is refused with `status` and a message, and neither family's view changed. */
async function expectRefused(op: ProposalTransition, who: CandidateMember, id: string, status: 403 | 404 | 409) {
  const before = await bothSides(id);
  const res: Answer = await transition(op, who, id);
  expect(res.status, `${op}: ${JSON.stringify(res.body)}`).toBe(status);
  expect(typeof res.body.message, op).toBe('string');
  expect(await bothSides(id)).toEqual(before);
}

async function expectDone(op: ProposalTransition, who: CandidateMember, id: string) {
  const res = await transition(op, who, id);
  expect(res.status, `${op}: ${JSON.stringify(res.body)}`).toBe(200);
  expect(res.body.id).toBe(id);
  return res.body;
}

describe('remind', () => {
  it('the sender reminds at most three times, stamping reminder 1, 2, 3 in order; then 409', async () => {
    const id = await freshProposal();
    const stamps: string[] = [];
    for (let n = 1; n <= MAX_REMINDERS; n++) {
      const view = await expectDone('remindMyProposal', sender, id);
      expect(view).toMatchObject({ responseType: 'pending', revoked: false, status: 'Waiting for Response' });
      for (let k = 1; k <= MAX_REMINDERS; k++) {
        const stamp = view[`reminder${k}UpdatedDate`];
        if (k <= n) expect(stamp, `reminder ${k} after ${n}`).toEqual(expect.any(String));
        else expect(stamp ?? null, `reminder ${k} after ${n}`).toBeNull();
      }
      stamps.push(view[`reminder${n}UpdatedDate`]);
    }
    expect([...stamps].sort()).toEqual(stamps);
    await expectRefused('remindMyProposal', sender, id, 409);
    expect(await proposalIn('received', receiver, id)).toMatchObject({ reminder1UpdatedDate: stamps[0], reminder3UpdatedDate: stamps[2], status: 'Proposed' });
  });

  // A stranger (on neither side) is told nothing: 404, as for a proposal that does not exist.
  it('only by the sender: the receiver gets 403 and a stranger 404', async () => {
    const id = await freshProposal();
    await expectRefused('remindMyProposal', receiver, id, 403);
    await expectRefused('remindMyProposal', stranger, id, 404);
  });

  it('only while pending: not once accepted, rejected or revoked', async () => {
    const accepted = await freshProposal();
    await expectDone('acceptTheirProposal', receiver, accepted);
    await expectRefused('remindMyProposal', sender, accepted, 409);

    const revoked = await freshProposal();
    await expectDone('revokeMyProposal', sender, revoked);
    await expectRefused('remindMyProposal', sender, revoked, 409);

    const rejected = await freshProposal();
    await expectDone('rejectTheirProposal', receiver, rejected);
    await expectRefused('remindMyProposal', sender, rejected, 409);
  });
});

describe('revoke', () => {
  it('the sender revokes a pending proposal once; again is 409', async () => {
    const id = await freshProposal();
    expect(await expectDone('revokeMyProposal', sender, id)).toMatchObject({ revoked: true, responseType: 'pending', status: 'Revoked' });
    expect(await proposalIn('received', receiver, id)).toMatchObject({ revoked: true, status: 'Revoked' });
    await expectRefused('revokeMyProposal', sender, id, 409);
  });

  // A stranger (on neither side) is told nothing: 404, as for a proposal that does not exist.
  it('only by the sender: the receiver gets 403 and a stranger 404', async () => {
    const id = await freshProposal();
    await expectRefused('revokeMyProposal', receiver, id, 403);
    await expectRefused('revokeMyProposal', stranger, id, 404);
  });

  it('not once rejected (409); an accepted proposal may be withdrawn', async () => {
    const rejected = await freshProposal();
    await expectDone('rejectTheirProposal', receiver, rejected);
    await expectRefused('revokeMyProposal', sender, rejected, 409);

    const accepted = await freshProposal();
    await expectDone('acceptTheirProposal', receiver, accepted);
    expect(await expectDone('revokeMyProposal', sender, accepted)).toMatchObject({ revoked: true, responseType: 'accepted', status: 'Revoked' });
    expect(await proposalIn('received', receiver, accepted)).toMatchObject({ revoked: true, status: 'Revoked' });
  });
});

describe('accept and reject', () => {
  it('the receiver accepts a pending proposal: Accepted on both sides; then neither accept nor reject again', async () => {
    const id = await freshProposal();
    expect(await expectDone('acceptTheirProposal', receiver, id)).toMatchObject({ responseType: 'accepted', revoked: false, status: 'Accepted' });
    expect(await proposalIn('sent', sender, id)).toMatchObject({ responseType: 'accepted', status: 'Accepted' });
    await expectRefused('acceptTheirProposal', receiver, id, 409);
    await expectRefused('rejectTheirProposal', receiver, id, 409);
  });

  it('the receiver rejects a pending proposal: Rejected on both sides; then neither reject nor accept again', async () => {
    const id = await freshProposal();
    expect(await expectDone('rejectTheirProposal', receiver, id)).toMatchObject({ responseType: 'rejected', revoked: false, status: 'Rejected' });
    expect(await proposalIn('sent', sender, id)).toMatchObject({ responseType: 'rejected', status: 'Rejected' });
    await expectRefused('rejectTheirProposal', receiver, id, 409);
    await expectRefused('acceptTheirProposal', receiver, id, 409);
  });

  it('not once revoked (409)', async () => {
    const id = await freshProposal();
    await expectDone('revokeMyProposal', sender, id);
    await expectRefused('acceptTheirProposal', receiver, id, 409);
    await expectRefused('rejectTheirProposal', receiver, id, 409);
  });

  it('only by the receiver: the sender gets 403 and a stranger 404', async () => {
    const id = await freshProposal();
    for (const op of ['acceptTheirProposal', 'rejectTheirProposal'] as const) {
      await expectRefused(op, sender, id, 403);
      await expectRefused(op, stranger, id, 404);
    }
  });
});

describe('ids in the path', () => {
  it("another member's userId is 403; an unknown proposal is 404; neither changes anything", async () => {
    const id = await freshProposal();
    const before = await bothSides(id);
    for (const op of ['remindMyProposal', 'revokeMyProposal'] as const) {
      expect((await call(op, { token: stranger.token, params: { userId: sender.id, interactionId: id } })).status, op).toBe(403);
    }
    for (const op of ['acceptTheirProposal', 'rejectTheirProposal'] as const) {
      expect((await call(op, { token: stranger.token, params: { userId: receiver.id, interactionId: id } })).status, op).toBe(403);
    }
    for (const op of ['remindMyProposal', 'revokeMyProposal'] as const) expect((await transition(op, sender, 'no-such-proposal')).status, op).toBe(404);
    for (const op of ['acceptTheirProposal', 'rejectTheirProposal'] as const) expect((await transition(op, receiver, 'no-such-proposal')).status, op).toBe(404);
    expect((await transition('acceptTheirProposal', receiver, 'bad id!')).status).toBe(422);
    expect(await bothSides(id)).toEqual(before);
  });
});

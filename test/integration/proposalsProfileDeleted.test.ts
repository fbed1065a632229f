/**
 * A family deletes its candidate profile (keeping its account): its pending proposals, sent and
 * received, end as a revoke ends them, and the other family is told as a revoke tells it — the card
 * says Revoked (and that the family left), nothing more can be done with it, and no mail goes. A
 * proposal the family sent is paced as its revoke would be; the families that proposed to it may
 * propose to its new profile at once. An accepted proposal stays as it was.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { proposalPaceTexts } from '#shared/texts.js';
import { afterCooldown, dayName } from '#shared/domain/proposals.js';
import {
  call, createProfile, mailsTo, newEligibleMember, propose, proposalIn, releaseHeldMails, transition, type CandidateMember,
} from './helpers.js';

async function proposeOk(from: CandidateMember, to: CandidateMember): Promise<string> {
  const res = await propose(from, to.candidateId);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id as string;
}

let leaving: CandidateMember; // deletes its profile
let toldOfSent: CandidateMember; // received a proposal from it
let toldOfReceived: CandidateMember; // sent it a proposal
let connected: CandidateMember; // accepted a proposal from it
let sentId: string;
let receivedId: string;
let acceptedId: string;

beforeAll(async () => {
  [leaving, toldOfSent, toldOfReceived, connected] = await Promise.all([
    newEligibleMember({ firstName: 'Leela' }), newEligibleMember(), newEligibleMember(), newEligibleMember(),
  ]);
  sentId = await proposeOk(leaving, toldOfSent);
  receivedId = await proposeOk(toldOfReceived, leaving);
  acceptedId = await proposeOk(leaving, connected);
  expect((await transition('acceptTheirProposal', connected, acceptedId)).status).toBe(200);
  const deleted = await call('deleteCandidateProfile', { token: leaving.token, params: { candidateId: leaving.candidateId } });
  expect(deleted.status).toBe(200);
});

describe('deleting a candidate profile ends its pending proposals', () => {
  it('a proposal it sent: the receiving family sees it revoked, cannot answer it, and is not mailed about it', async () => {
    expect(await proposalIn('received', toldOfSent, sentId)).toMatchObject({ revoked: true, status: 'Revoked', familyLeft: true, candidateProfile: null });
    expect((await transition('acceptTheirProposal', toldOfSent, sentId)).status).toBe(409);
    await releaseHeldMails();
    expect((await mailsTo(toldOfSent.email)).filter((m) => m.subject.startsWith('A proposal for'))).toEqual([]);
  });

  it('a proposal it received: the sending family sees it revoked and cannot remind; no mail', async () => {
    expect(await proposalIn('sent', toldOfReceived, receivedId)).toMatchObject({ revoked: true, status: 'Revoked', familyLeft: true });
    expect((await transition('remindMyProposal', toldOfReceived, receivedId)).status).toBe(409);
    expect((await mailsTo(toldOfReceived.email)).filter((m) => /proposal/i.test(m.subject))).toEqual([]);
  });

  it('an accepted proposal stays accepted', async () => {
    expect(await proposalIn('received', connected, acceptedId)).toMatchObject({ revoked: false, responseType: 'accepted', familyLeft: true });
  });

  it('its new profile is paced as after a revoke; the family that proposed to it may propose again at once', async () => {
    leaving = await createProfile(leaving, { firstName: 'Leela' });
    const again = await propose(leaving, toldOfSent.candidateId);
    expect(again.status).toBe(409);
    const revoked = await proposalIn('received', toldOfSent, sentId);
    expect(again.body.message).toBe(proposalPaceTexts.proposeAgainOn(dayName(afterCooldown(revoked!.updatedDate))));
    expect((await propose(toldOfReceived, leaving.candidateId)).status).toBe(200);
  });
});

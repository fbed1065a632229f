/**
 * A family that opens a tab again soon after a first visit has seen what arrived between the two: the
 * second visit is recorded however soon it comes, so the held mail about that news is dropped, not
 * sent 10 minutes later. A family that saw the tab only before the news still gets its mail.
 */
import { describe, expect, it } from 'vitest';
import { call, mailsTo, newEligibleMember, propose, releaseHeldMails, type CandidateMember } from './helpers.js';

const PROPOSAL = /proposal|Proposal/;
const proposalMailsTo = async (m: CandidateMember) => (await mailsTo(m.email)).filter((x) => PROPOSAL.test(x.subject));
const openReceived = async (m: CandidateMember) => {
  const res = await call('getMyReceivedProposalList', { token: m.token, params: { userId: m.id, candidateId: m.candidateId } });
  expect(res.status).toBe(200);
  return res.body as { items?: unknown[] } | unknown[];
};

describe('a tab opened again within a minute', () => {
  it('records the second visit: the mail about the proposal seen on it is dropped, the one not seen is sent', async () => {
    const [sender, again, before] = await Promise.all([
      newEligibleMember({ gender: 'Female', firstName: 'Vani', city: 'Kingston' }),
      newEligibleMember({ gender: 'Male', firstName: 'Wasim', city: 'Belleville' }),
      newEligibleMember({ gender: 'Male', firstName: 'Yash', city: 'Cobourg' }),
    ]);
    // Both families look at Received Proposals: nothing there yet.
    await openReceived(again);
    await openReceived(before);
    // Seconds later the proposals arrive; only one family opens the tab again, well within the minute.
    expect((await propose(sender, again.candidateId)).status).toBe(200);
    expect((await propose(sender, before.candidateId)).status).toBe(200);
    expect(JSON.stringify(await openReceived(again))).toContain(sender.candidateId);

    const run = await releaseHeldMails();
    expect(run.complete).toBe(true);
    expect(await proposalMailsTo(again)).toHaveLength(0);
    expect((await proposalMailsTo(before)).map((m) => m.subject)).toEqual(['A proposal for Yash']);
  });
});

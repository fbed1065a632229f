/**
 * Who of the family acted on a proposal: the family's own lists name the member (first name and
 * relation, as recorded then), the other family's lists never do, and proposals from before members
 * were recorded show no one.
 */
import { describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { call, candidateBody, db, newEligibleMember, propose, proposalIn, transition, type CandidateMember } from './helpers.js';
import { invitee, joinedMember } from './familyHelpers.js';

const TAG = `acts${Math.random().toString(36).slice(2, 10)}`;
const family = (gender: string) => newEligibleMember(candidateBody({ city: TAG, gender }));
const memberOf = async (founder: CandidateMember, relation: string, firstName: string) =>
  ({ ...(await joinedMember(founder, invitee(relation, firstName))), candidateId: founder.candidateId });

describe('who of the family acted on a proposal', () => {
  it("the proposing family sees which member proposed; the receiving family sees only its own answer's member", async () => {
    const mother = await family('Male');
    const father = await memberOf(mother, 'Father', 'Vikram');
    const other = await family('Female');
    const sister = await memberOf(other, 'Sister', 'Leela');
    const proposed = await propose(father, other.candidateId);
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
    const id = proposed.body.id as string;

    const sent = await proposalIn('sent', mother, id);
    expect(sent?.acts).toEqual([{ act: 'proposed', firstName: 'Vikram', relation: 'Father', at: expect.any(String) }]);
    // The other family learns nothing of who proposed: no acts, and the member's id and name appear nowhere in the answer.
    const received = await call('getMyReceivedProposalList', { token: other.token, params: { userId: other.id, candidateId: other.candidateId } });
    const item = (received.body.items as { id: string; acts?: unknown }[]).find((p) => p.id === id);
    expect(item).toBeDefined();
    expect(item?.acts).toBeUndefined();
    expect(JSON.stringify(received.body)).not.toContain(father.sub);
    expect(JSON.stringify(received.body)).not.toContain('Vikram');

    const accepted = await transition('acceptTheirProposal', sister, id);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.acts).toEqual([{ act: 'accepted', firstName: 'Leela', relation: 'Sister', at: expect.any(String) }]);
    expect((await proposalIn('received', other, id))?.acts).toEqual([{ act: 'accepted', firstName: 'Leela', relation: 'Sister', at: expect.any(String) }]);
    // The proposing family's card says Accepted, but not which of the other family's members answered.
    const after = await call('getMySentProposalList', { token: father.token, params: { userId: father.id, candidateId: father.candidateId } });
    const card = (after.body.items as { id: string; acts?: { act: string }[]; status: string }[]).find((p) => p.id === id);
    expect(card?.acts?.map((a) => a.act)).toEqual(['proposed']);
    expect(JSON.stringify(after.body)).not.toContain(sister.sub);
    expect(JSON.stringify(after.body)).not.toContain('Leela');
  });

  it('reminding and revoking name their member; a member who has since left keeps the name recorded', async () => {
    const mother = await family('Male');
    const father = await memberOf(mother, 'Father', 'Vikram');
    const other = await family('Female');
    const id = (await propose(mother, other.candidateId)).body.id as string;
    expect((await transition('remindMyProposal', father, id)).status).toBe(200);
    expect((await transition('revokeMyProposal', father, id)).status).toBe(200);
    expect((await call('leaveFamily', { token: father.token })).status).toBe(200);

    const acts = (await proposalIn('sent', mother, id))?.acts;
    expect(acts).toEqual([
      // The founder signed up before relations: her name alone.
      { act: 'proposed', firstName: 'Asha', at: expect.any(String) },
      { act: 'reminded', firstName: 'Vikram', relation: 'Father', at: expect.any(String) },
      { act: 'revoked', firstName: 'Vikram', relation: 'Father', at: expect.any(String) },
    ]);
    const received = await proposalIn('received', other, id);
    expect(received?.status).toBeDefined();
    expect(received?.acts).toBeUndefined();
  });

  it('a proposal from before members were recorded shows no one, and lists as before', async () => {
    const mother = await family('Male');
    const other = await family('Female');
    const id = (await propose(mother, other.candidateId)).body.id as string;
    await db().send(new UpdateCommand({ TableName: process.env.TABLE_NAME, Key: { pk: `INTER#${id}`, sk: 'INTER' }, UpdateExpression: 'REMOVE proposedBy' }));
    const sent = await proposalIn('sent', mother, id);
    expect(sent?.status).toBe('Waiting for Response');
    expect(sent?.acts).toBeUndefined();
  });
});

/**
 * My Proposals and Received Proposals, and contacts on acceptance, through HTTP on the local
 * stack: newest first, the spec's status labels for each side, Not Interested marks on the
 * sender's list only, the other family's card shaped for a member (never a raw last name, employer
 * or religion), and — once accepted, and only then, and only for the two families — the other
 * family's contact person, phone and e-mail unmasked, in the lists and on the profile page.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '#shared/api/routes/index.js';
import type { ProposalView } from '#shared/domain/proposals.js';
import { httpApiEvent } from '../lambdaEvent.js';
import {
  call, candidateBody, newEligibleMember, propose, proposalIn, proposalList, setIneligible, transition, type CandidateMember,
} from './helpers.js';

const TAG = `l${Math.random().toString(36).slice(2, 10)}`;
let serial = 0;

/** What each family typed: distinct, so one family's details can never pass for another's. */
function typed(over: Record<string, unknown> = {}) {
  const n = serial++;
  return candidateBody({
    city: TAG, lastName: `Rawlast${TAG}${n}`, employerName: `Rawemployer ${TAG} ${n}`, religion: 'Jainism',
    email: `family.${TAG}.${n}@example.org`, contactPersonName: `Contact ${TAG} ${n}`, contactPhoneCountryCode: '+91',
    contactPhoneNumber: `98765${String(n).padStart(5, '0')}`, candidateContactDetailsVisibilityFlag: false, ...over,
  });
}

type Family = CandidateMember & { form: ReturnType<typeof typed> };
async function family(over: Record<string, unknown> = {}): Promise<Family> {
  const form = typed(over);
  return { ...(await newEligibleMember(form)), form };
}

/** The other family's raw details that no member's card may carry. */
function expectNoRawDetails(view: unknown, of: Family) {
  const raw = JSON.stringify(view);
  for (const secret of [of.form.lastName, of.form.employerName, 'Jainism', 'religion']) expect(raw, secret).not.toContain(secret);
}

/** The other family's contact, as they typed it. */
const contactOf = (f: Family) => ({
  contactPersonName: f.form.contactPersonName, contactPhoneCountryCode: f.form.contactPhoneCountryCode,
  contactPhoneNumber: f.form.contactPhoneNumber, email: f.form.email,
});

async function proposeOk(from: CandidateMember, to: CandidateMember) {
  const res = await propose(from, to.candidateId);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id as string;
}

/**
 * A proposal made at `at` (epoch ms): the userinteract Lambda runs in this process with its clock set
 * there, so proposals made one after another carry the times the test chose, without waiting.
 */
async function proposeAt(from: CandidateMember, to: CandidateMember, at: number) {
  const { handler } = await import('#functions/userinteract/handler.js');
  const body = { userProfileId: from.id, fromCandidateId: from.candidateId, toCandidateId: to.candidateId, interactionType: 'proposal' };
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
  try {
    const res = await handler(httpApiEvent('POST', routes.saveUserInteraction.path, { token: from.token, body }));
    expect(res.statusCode, res.body).toBe(200);
    return JSON.parse(res.body).id as string;
  } finally {
    vi.useRealTimers();
  }
}

describe('the two lists', () => {
  let a: Family;
  let others: Family[];
  beforeAll(async () => {
    a = await family({ gender: 'Male' });
    others = await Promise.all(Array.from({ length: 5 }, () => family({ gender: 'Female' })));
  });

  it('newest first on both sides, each item with the other family’s card', async () => {
    const [b, c, d] = others as [Family, Family, Family];
    // One second apart, all in the last minute: older than the proposal e makes below, in real time.
    const times = [-30_000, -29_000, -28_000].map((ago) => Date.now() + ago);
    const ids: string[] = [];
    for (const [i, to] of [b, c, d].entries()) ids.push(await proposeAt(a, to, times[i]!));
    const sent = await proposalList('sent', a);
    expect(sent.map((p) => p.id)).toEqual([...ids].reverse());
    expect(sent.map((p) => p.createdDate)).toEqual(times.map((t) => new Date(t).toISOString()).reverse());
    for (const [p, to] of [[sent[0], d], [sent[1], c], [sent[2], b]] as [ProposalView, Family][]) {
      expect(p).toMatchObject({ interactionType: 'proposal', fromCandidateId: a.candidateId, toCandidateId: to.candidateId, status: 'Waiting for Response', contact: null });
      expect(p.candidateProfile).toMatchObject({ id: to.candidateId, firstName: to.form.firstName, city: TAG });
      expect(p.candidateProfile!.photoURL).toMatch(/X-Amz-Signature=/);
      expectNoRawDetails(p, to);
    }
    // A second sender to d: d's received list, newest first, each with the sender's card.
    const e = others[3]!;
    const fromE = await proposeOk(e, d);
    const received = await proposalList('received', d);
    expect(received.map((p) => p.id)).toEqual([fromE, ids[2]]);
    expect(received[0]).toMatchObject({ fromCandidateId: e.candidateId, status: 'Proposed', contact: null, candidateProfile: { id: e.candidateId } });
    expect(received[1]).toMatchObject({ fromCandidateId: a.candidateId, status: 'Proposed', contact: null, candidateProfile: { id: a.candidateId } });
    expectNoRawDetails(received[0], e);
    expectNoRawDetails(received[1], a);
    for (const p of received) expect(p.candidateProfile!.photoURL).toMatch(/X-Amz-Signature=/);
  });

  it('status labels for each side: Accepted, Rejected, Revoked', async () => {
    const [b, c, d] = others as [Family, Family, Family];
    const sent = await proposalList('sent', a);
    const to = (f: Family) => sent.find((p) => p.toCandidateId === f.candidateId)!.id;
    expect((await transition('acceptTheirProposal', b, to(b))).status).toBe(200);
    expect((await transition('rejectTheirProposal', c, to(c))).status).toBe(200);
    expect((await transition('revokeMyProposal', a, to(d))).status).toBe(200);
    for (const [f, label] of [[b, 'Accepted'], [c, 'Rejected'], [d, 'Revoked']] as const) {
      expect(await proposalIn('sent', a, to(f)), label).toMatchObject({ status: label });
      expect(await proposalIn('received', f, to(f)), label).toMatchObject({ status: label });
    }
  });

  it('Not Interested marks show on the sender’s list only', async () => {
    const f = others[4]!;
    const mark = await call('saveUserInteraction', {
      token: a.token, body: { userProfileId: a.id, fromCandidateId: a.candidateId, toCandidateId: f.candidateId, interactionType: 'notInterested' },
    });
    expect(mark.status).toBe(200);
    const shown = (await proposalList('sent', a)).filter((p) => p.toCandidateId === f.candidateId);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ status: 'Not Interested', contact: null });
    expectNoRawDetails(shown[0], f);
    expect(await proposalList('received', f)).toEqual([]);
  });

  it("another member's ids: 403 or 404, never their list", async () => {
    const b = others[0]!;
    for (const op of ['getMySentProposalList', 'getMyReceivedProposalList'] as const) {
      const theirUser = await call(op, { token: b.token, params: { userId: a.id, candidateId: a.candidateId } });
      expect(theirUser.status, op).toBe(403);
      const theirCandidate = await call(op, { token: b.token, params: { userId: b.id, candidateId: a.candidateId } });
      expect([403, 404], op).toContain(theirCandidate.status);
      expect(JSON.stringify(theirCandidate.body)).not.toContain(b.candidateId);
    }
  });
});

describe('contacts on acceptance', () => {
  let a: Family;
  let b: Family;
  let third: Family;
  let id: string;
  beforeAll(async () => {
    [a, b, third] = await Promise.all([family({ gender: 'Male' }), family({ gender: 'Female' }), family({ gender: 'Male' })]);
    id = await proposeOk(a, b);
  });

  const profileOf = (viewer: CandidateMember, owner: CandidateMember) =>
    call('getCandidateProfile', { token: viewer.token, params: { candidateId: owner.candidateId } });

  function expectMaskedContacts(body: Record<string, unknown>, of: Family) {
    expect(body.contactDetailsMasked).toBe(true);
    const raw = JSON.stringify(body);
    for (const secret of [of.form.contactPersonName, of.form.contactPhoneNumber, of.form.email]) expect(raw, secret).not.toContain(secret);
  }

  it('while pending: no contact in the lists, masked on the profile page', async () => {
    expect((await proposalIn('sent', a, id))!.contact).toBeNull();
    expect((await proposalIn('received', b, id))!.contact).toBeNull();
    expectMaskedContacts((await profileOf(a, b)).body, b);
    expectMaskedContacts((await profileOf(b, a)).body, a);
  });

  it('once accepted both families see the other’s contact person, phone and e-mail unmasked in the lists', async () => {
    expect((await transition('acceptTheirProposal', b, id)).status).toBe(200);
    const sent = (await proposalIn('sent', a, id))!;
    const received = (await proposalIn('received', b, id))!;
    expect(sent.contact).toEqual(contactOf(b));
    expect(received.contact).toEqual(contactOf(a));
    // The card itself stays a member's card.
    expectNoRawDetails(sent.candidateProfile, b);
    expectNoRawDetails(received.candidateProfile, a);
  });

  it('… and on the profile page; a third family still sees them masked', async () => {
    for (const [viewer, owner] of [[a, b], [b, a]] as const) {
      const res = await profileOf(viewer, owner);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        contactPersonName: owner.form.contactPersonName, contactPhoneNumber: owner.form.contactPhoneNumber, email: owner.form.email, contactDetailsMasked: false,
      });
      // The contacts and the last name (as the parents' names, in full to a connected family); never the religion.
      expect(res.body.lastName).toBe(owner.form.lastName);
      expect(JSON.stringify(res.body)).not.toContain('Jainism');
    }
    for (const owner of [a, b]) {
      const res = await profileOf(third, owner);
      expect(res.status).toBe(200);
      expectMaskedContacts(res.body, owner);
    }
  });

  it('once the accepted proposal is withdrawn, the contacts are masked again for both', async () => {
    expect((await transition('revokeMyProposal', a, id)).status).toBe(200);
    expect((await proposalIn('sent', a, id))!.contact).toBeNull();
    expect((await proposalIn('received', b, id))!.contact).toBeNull();
    expectMaskedContacts((await profileOf(a, b)).body, b);
    expectMaskedContacts((await profileOf(b, a)).body, a);
  });

  it('a rejected proposal shares nothing', async () => {
    const c = await family({ gender: 'Female' });
    const rejected = await proposeOk(third, c);
    expect((await transition('rejectTheirProposal', c, rejected)).status).toBe(200);
    expect((await proposalIn('sent', third, rejected))!.contact).toBeNull();
    expect((await proposalIn('received', c, rejected))!.contact).toBeNull();
    expectMaskedContacts((await profileOf(third, c)).body, c);
    expectMaskedContacts((await profileOf(c, third)).body, third);
  });
});

describe('contacts of a family hidden since the acceptance (the one visibility rule)', () => {
  async function acceptedPair() {
    const [a, b] = await Promise.all([family({ gender: 'Male' }), family({ gender: 'Female' })]);
    const id = await proposeOk(a, b);
    expect((await transition('acceptTheirProposal', b, id)).status).toBe(200);
    expect((await proposalIn('sent', a, id))!.contact).toEqual(contactOf(b));
    expect((await proposalIn('received', b, id))!.contact).toEqual(contactOf(a));
    return { a, b, id };
  }

  it('a family that deleted its last photo: the other family’s list carries neither its card nor its contact', async () => {
    const { a, b, id } = await acceptedPair();
    const photos = await call('getPhotos', { token: b.token, params: { candidateId: b.candidateId } });
    for (const p of photos.body.items as { id: string }[]) {
      expect((await call('deleteCandidatePhoto', { token: b.token, params: { candidateId: b.candidateId, photoId: p.id } })).status).toBe(200);
    }
    const sent = (await proposalIn('sent', a, id))!;
    expect(sent).toMatchObject({ status: 'Accepted', candidateProfile: null, contact: null });
    const raw = JSON.stringify(sent);
    for (const secret of [b.form.contactPersonName, b.form.contactPhoneNumber, b.form.email]) expect(raw, secret).not.toContain(secret);
  });

  it('a family marked ineligible: the other family’s list carries no contact', async () => {
    const { a, b, id } = await acceptedPair();
    await setIneligible(a.candidateId, true);
    const received = (await proposalIn('received', b, id))!;
    expect(received).toMatchObject({ candidateProfile: null, contact: null });
    expect(JSON.stringify(received)).not.toContain(a.form.email);
  });
});

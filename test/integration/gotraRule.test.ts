/**
 * The gotra rule through HTTP on the local stack: 'Not from our gotra' keeps a same-gotra pair apart in
 * both matched lists (and follows a gotra change of either profile), the manglik preference and
 * 'Horoscope details required' count in the two-way fit and exclude only as must-haves, search's
 * 'Exclude my gotra', completeness breaking a tie of equal fits, and bad input answering 4xx.
 *
 * Other test files share the stack: every profile here lives in the United Kingdom in a state and
 * city named by a random token, and every expectation makes that state a must-have.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { MatchCard, ProfileCard } from '#shared/domain/search.js';
import { familyFitTexts } from '#shared/texts.js';
import { call, candidateBody, newEligibleMember, type Answer, type CandidateMember } from './helpers.js';

const token = () => `g${Math.random().toString(36).slice(2, 10)}`;
const STATE = token();
const CITY = token();
const YEAR = new Date().getFullYear();

const body = (over: Record<string, unknown>) =>
  candidateBody({ country: 'United Kingdom', state: STATE, city: CITY, enteredGotra: undefined, ...over });
const profile = (gender: 'Male' | 'Female', gotra: string, over: Record<string, unknown> = {}) =>
  newEligibleMember(body({ gender, dobYear: YEAR - 30, gotra, ...over }));

async function expect200(res: Promise<Answer>) {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
}
const wants = (gender: string, over: Record<string, unknown> = {}) => ({ gender, minAge: 25, maxAge: 35, state: STATE, mustHaves: ['state'], ...over });
const expectationIds = new Map<string, string>();
async function expectation(m: CandidateMember, over: Record<string, unknown>) {
  const existing = expectationIds.get(m.candidateId);
  const saved = await expect200(
    existing
      ? call('editExpectation', { token: m.token, params: { candidateId: m.candidateId, expectationId: existing }, body: over })
      : call('addExpectation', { token: m.token, params: { candidateId: m.candidateId }, body: over }),
  );
  expectationIds.set(m.candidateId, saved.body.id);
  return saved.body;
}
const matched = async (m: CandidateMember) =>
  (await expect200(call('getMatchingProfiles', { token: m.token, params: { candidateId: m.candidateId } }))).body.items as MatchCard[];
const matchedIds = async (m: CandidateMember) => (await matched(m)).map((c) => c.id);

// A: a Kashyap family that says 'Not from our gotra'. B: a Kashyap son. C: a Garg son. D: gotra Unknown.
let a: CandidateMember, b: CandidateMember, c: CandidateMember, d: CandidateMember;

beforeAll(async () => {
  [a, b, c, d] = await Promise.all([
    profile('Female', 'Kashyap'), profile('Male', 'Kashyap'), profile('Male', 'Garg'), profile('Male', 'Unknown'),
  ]);
  await expectation(a, wants('Male', { notOwnGotra: true }));
  // The sons' families ask for nothing about gotra: the rule is A's, and it holds in their lists too.
  await Promise.all([b, c, d].map((m) => expectation(m, wants('Female'))));
});

describe("'Not from our gotra'", () => {
  it("a same-gotra profile never appears in that family's matched list; another gotra does, with the rule met as a must-have", async () => {
    const cards = await matched(a);
    expect(cards.map((x) => x.id).sort()).toEqual([c.candidateId, d.candidateId].sort());
    const rule = cards.find((x) => x.id === c.candidateId)!.yours.criteria.find((x) => x.field === 'gotra');
    expect(rule).toEqual({ field: 'gotra', label: 'Gotra other than Kashyap', met: true, mustHave: true });
  });

  it("and that family never appears in the same-gotra profile's list, though that family asked nothing of gotra", async () => {
    expect(await matchedIds(b)).not.toContain(a.candidateId);
    // A is the one daughter of this state: B's list is empty, and says it is the other family's rule (a count, never who).
    const emptied = await expect200(call('getMatchingProfiles', { token: b.token, params: { candidateId: b.candidateId } }));
    expect(emptied.body).toEqual({ total: 0, page: 1, pageSize: 24, items: [], hasExpectation: true, leftOutByTheirGotraRule: 1 });
    // The other sons see A, and read A's rule among its expectations ('You meet N of their M').
    const seenByC = (await matched(c)).find((x) => x.id === a.candidateId);
    expect(seenByC?.theirs.criteria.find((x) => x.field === 'gotra')).toMatchObject({ met: true, mustHave: true });
    expect(await matchedIds(d)).toContain(a.candidateId);
  });

  it('turned off, both see each other again', async () => {
    await expectation(a, wants('Male', { notOwnGotra: false }));
    try {
      expect(await matchedIds(a)).toContain(b.candidateId);
      expect(await matchedIds(b)).toContain(a.candidateId);
    } finally {
      await expectation(a, wants('Male', { notOwnGotra: true }));
    }
  });

  it("a gotra change of either profile moves both directions at once (the profile's card is rewritten)", async () => {
    const setGotra = (m: CandidateMember, gotra: string) =>
      expect200(call('updateCandidateProfile', { token: m.token, params: { candidateId: m.candidateId }, body: body({ gender: 'Male', dobYear: YEAR - 30, gotra }) }));
    await setGotra(b, 'Garg');
    try {
      expect(await matchedIds(a)).toContain(b.candidateId);
      expect(await matchedIds(b)).toContain(a.candidateId);
      // A's own change: A becomes Garg, so B and C (both Garg now) are out, both ways.
      await expect200(call('updateCandidateProfile', { token: a.token, params: { candidateId: a.candidateId }, body: body({ gender: 'Female', dobYear: YEAR - 30, gotra: 'Garg' }) }));
      expect((await matchedIds(a)).sort()).toEqual([d.candidateId]);
      expect(await matchedIds(c)).not.toContain(a.candidateId);
      expect(await matchedIds(b)).not.toContain(a.candidateId);
    } finally {
      await expect200(call('updateCandidateProfile', { token: a.token, params: { candidateId: a.candidateId }, body: body({ gender: 'Female', dobYear: YEAR - 30, gotra: 'Kashyap' }) }));
      await setGotra(b, 'Kashyap');
    }
    expect(await matchedIds(b)).not.toContain(a.candidateId);
  });

  it("Other with a listed gotra typed ('  kashyap ') is that gotra: the rule holds, and the profile reads Kashyap", async () => {
    const save = (over: Record<string, unknown>) =>
      expect200(call('updateCandidateProfile', { token: b.token, params: { candidateId: b.candidateId }, body: body({ gender: 'Male', dobYear: YEAR - 30, ...over }) }));
    try {
      const saved = await save({ gotra: 'Other', enteredGotra: '  kashyap ' });
      expect(saved.body).toMatchObject({ gotra: 'Kashyap' });
      expect(saved.body.enteredGotra).toBeUndefined();
      expect(await matchedIds(a)).not.toContain(b.candidateId);
      expect(await matchedIds(b)).not.toContain(a.candidateId);
      // A gotra not on the list stays as typed, under Other.
      expect((await save({ gotra: 'Other', enteredGotra: 'Kashyapa Rishi' })).body).toMatchObject({ gotra: 'Other', enteredGotra: 'Kashyapa Rishi' });
    } finally {
      await save({ gotra: 'Kashyap' });
    }
  });

  it("is refused with a field message when the family's own gotra names none (Unknown), and a wrong type is a 4xx", async () => {
    const refused = await call('addExpectation', { token: d.token, params: { candidateId: d.candidateId }, body: wants('Female', { notOwnGotra: true }) });
    // D has an expectation already, yet the gotra is checked first: the add answers the field, not a conflict.
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.notOwnGotra).toEqual([familyFitTexts.notOwnGotraNeedsGotra]);
    const edit = await call('editExpectation', {
      token: d.token, params: { candidateId: d.candidateId, expectationId: expectationIds.get(d.candidateId)! }, body: wants('Female', { notOwnGotra: true }),
    });
    expect(edit.status).toBe(422);
    const typed = await call('editExpectation', {
      token: a.token, params: { candidateId: a.candidateId, expectationId: expectationIds.get(a.candidateId)! }, body: wants('Male', { notOwnGotra: 'yes' }),
    });
    expect(typed.status).toBe(422);
    expect(typed.body.errors?.notOwnGotra).toBeDefined();
  });
});

describe("search's 'Exclude my gotra'", () => {
  const search = (m: CandidateMember, over: Record<string, unknown>) =>
    call('searchProfiles', { token: m.token, body: { gender: 'Male', minAge: 25, maxAge: 35, searchText: CITY, ...over } });

  it('leaves out the profiles of the own gotra only when chosen', async () => {
    const all = (await expect200(search(a, {}))).body.items as ProfileCard[];
    expect(all.map((x) => x.id).sort()).toEqual([b.candidateId, c.candidateId, d.candidateId].sort());
    const without = (await expect200(search(a, { excludeOwnGotra: true }))).body.items as ProfileCard[];
    expect(without.map((x) => x.id).sort()).toEqual([c.candidateId, d.candidateId].sort());
    // Off is no option: alone it is refused like an empty search.
    expect((await search(a, { excludeOwnGotra: false, gender: undefined, minAge: undefined, maxAge: undefined, searchText: undefined })).status).toBe(422);
    expect((await search(a, { excludeOwnGotra: 'maybe' })).status).toBe(422);
  });

  it('means nothing without a real gotra of the own (Unknown): everything stays', async () => {
    const female = await profile('Female', 'Unknown');
    const res = await expect200(search(female, { excludeOwnGotra: true }));
    expect((res.body.items as ProfileCard[]).map((x) => x.id).sort()).toEqual([b.candidateId, c.candidateId, d.candidateId].sort());
  });
});

describe('the manglik preference and horoscope required', () => {
  const horoscope = (manglik: string) => ({ rashi: 'Simha (Leo)', nakshatra: 'Rohini', manglik });
  let viewer: CandidateMember, no: CandidateMember, yes: CandidateMember, unknown: CandidateMember;
  beforeAll(async () => {
    // A separate age band so A, B, C and D stay out of these lists.
    const man = (over: Record<string, unknown>) => newEligibleMember(body({ gender: 'Male', dobYear: YEAR - 42, gotra: 'Bansal', ...over }));
    [viewer, no, yes, unknown] = await Promise.all([
      newEligibleMember(body({ gender: 'Female', dobYear: YEAR - 40, gotra: 'Mittal', ...horoscope('No') })),
      man(horoscope('No')), man(horoscope('Yes')), man({ manglik: "Don't know" }),
    ]);
    await expectation(yes, wants('Female', { minAge: 36, maxAge: 45, manglik: 'Manglik' }));
  });
  const band = (over: Record<string, unknown>) => wants('Male', { minAge: 40, maxAge: 45, ...over });

  it('counted, not a must-have: everyone stays, the fit says who meets it', async () => {
    await expectation(viewer, band({ manglik: 'Non-manglik', horoscopeRequired: true }));
    const cards = await matched(viewer);
    expect(cards.map((x) => x.id).sort()).toEqual([no.candidateId, yes.candidateId, unknown.candidateId].sort());
    const of = (id: string, field: string) => cards.find((x) => x.id === id)!.yours.criteria.find((x) => x.field === field);
    expect(of(no.candidateId, 'manglik')).toEqual({ field: 'manglik', label: 'Non-manglik', met: true, mustHave: false });
    expect(of(yes.candidateId, 'manglik')?.met).toBe(false);
    expect(of(unknown.candidateId, 'manglik')?.met).toBe(false);
    expect(of(no.candidateId, 'horoscope')).toEqual({ field: 'horoscope', label: 'Horoscope details given', met: true, mustHave: false });
    expect(of(unknown.candidateId, 'horoscope')?.met).toBe(false);
    // The non-manglik son with a horoscope meets all of the viewer's.
    const yoursOfNo = cards.find((x) => x.id === no.candidateId)!.yours;
    expect(yoursOfNo.met).toBe(yoursOfNo.of);
    // The other direction: the manglik son's family asks for a manglik, which the viewer (No) does not meet.
    expect(cards.find((x) => x.id === yes.candidateId)!.theirs.criteria.find((x) => x.field === 'manglik'))
      .toEqual({ field: 'manglik', label: 'Manglik (Yes or Partial)', met: false, mustHave: false });
  });

  it('as must-haves they exclude', async () => {
    await expectation(viewer, band({ manglik: 'Non-manglik', mustHaves: ['state', 'manglik'] }));
    expect(await matchedIds(viewer)).toEqual([no.candidateId]);
    await expectation(viewer, band({ horoscopeRequired: true, mustHaves: ['state', 'horoscope'] }));
    expect((await matchedIds(viewer)).sort()).toEqual([no.candidateId, yes.candidateId].sort());
  });

  it('bad input answers 4xx with field messages and writes nothing', async () => {
    const before = (await call('getExpectationDetails', { token: viewer.token, params: { candidateId: viewer.candidateId } })).body.expectation;
    const send = (over: Record<string, unknown>) =>
      call('editExpectation', { token: viewer.token, params: { candidateId: viewer.candidateId, expectationId: expectationIds.get(viewer.candidateId)! }, body: band(over) });
    const badChoice = await send({ manglik: 'Sometimes' });
    expect(badChoice.status).toBe(422);
    expect(badChoice.body.errors?.manglik).toBeDefined();
    const unstated = await send({ horoscopeRequired: false, mustHaves: ['horoscope'] });
    expect(unstated.status).toBe(422);
    expect(unstated.body.errors?.mustHaves).toEqual(['A must-have needs a stated expectation']);
    const openManglik = await send({ manglik: 'Open to All', mustHaves: ['manglik'] });
    expect(openManglik.status).toBe(422);
    const after = (await call('getExpectationDetails', { token: viewer.token, params: { candidateId: viewer.candidateId } })).body.expectation;
    expect(after).toEqual(before);
  });
});

describe('completeness breaks a tie of equal fits', () => {
  it('the more complete profile first, though the other is newer, in Matched and in search', async () => {
    const viewer = await newEligibleMember(body({ gender: 'Female', dobYear: YEAR - 23, gotra: 'Sandhu' }));
    const complete = await newEligibleMember(body({
      gender: 'Male', dobYear: YEAR - 24, gotra: 'Sidhu', rashi: 'Karka (Cancer)', nakshatra: 'Pushya', manglik: 'No',
      fatherName: 'Harjit', fatherOccupation: 'Farmer', motherName: 'Gurpreet', motherOccupation: 'Teacher', brothers: '1', sisters: '1',
      familyType: 'Joint', familyValues: 'Moderate', nativeCity: 'Moga', nativeState: 'Punjab', nativeCountry: 'India',
      aboutFamily: 'A farming family from Moga.',
    }));
    const bare = await newEligibleMember(body({ gender: 'Male', dobYear: YEAR - 24, gotra: 'Sidhu' }));
    await expectation(viewer, wants('Male', { minAge: 24, maxAge: 24 }));
    const cards = await matched(viewer);
    expect(cards.map((x) => x.id)).toEqual([complete.candidateId, bare.candidateId]);
    expect(cards[0]!.yours).toEqual(cards[1]!.yours);
    const found = await expect200(call('searchProfiles', { token: viewer.token, body: { gender: 'Male', minAge: 24, maxAge: 24, searchText: CITY } }));
    expect((found.body.items as ProfileCard[]).map((x) => x.id)).toEqual([complete.candidateId, bare.candidateId]);
  });
});

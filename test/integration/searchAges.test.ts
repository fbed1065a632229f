/**
 * A search sent without an age range: it uses the member's expectation's ages, else the
 * default window around the member's own candidate's age (defaultAgesAround), and the answer says
 * which (`agesUsed`), so a search over every age (about 7 MB read at 50,000 profiles) never runs
 * unbounded and nothing is chosen silently. A range the member chose is kept as chosen.
 *
 * Other test files share the stack: every profile here lives in a city named by a random token,
 * and the searches name it in their free text.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultAgesAround, type ProfileCard } from '#shared/domain/search.js';
import { call, candidateBody, newEligibleMember, putListedProfiles, type Answer, type CandidateMember } from './helpers.js';

const CITY = `a${Math.random().toString(36).slice(2, 10)}`;
const YEAR = new Date().getFullYear();
/** One listed man of every age the form allows, 21 to 45, in CITY. */
const AGES = Array.from({ length: 25 }, (_, i) => 21 + i);
const ageById = new Map<string, number>();

let withExpectation: CandidateMember;
let withoutExpectation: CandidateMember;

const search = (who: CandidateMember, body: Record<string, unknown>) => call('searchProfiles', { token: who.token, body: { searchText: CITY, ...body } });
const agesOf = (res: Answer) => (res.body.items as ProfileCard[]).map((c) => ageById.get(c.id)!).sort((a, b) => a - b);
const range = (lo: number, hi: number) => AGES.filter((a) => a >= lo && a <= hi);

beforeAll(async () => {
  const men = await putListedProfiles(AGES.length, (i) => ({ gender: 'Male', dobYear: YEAR - AGES[i]!, city: CITY }));
  men.forEach((m, i) => ageById.set(m.id, AGES[i]!));
  // Two women of 30 (elsewhere, so neither is found by CITY): one has stated what her family looks for.
  withExpectation = await newEligibleMember(candidateBody({ gender: 'Female', dobYear: YEAR - 30 }));
  withoutExpectation = await newEligibleMember(candidateBody({ gender: 'Female', dobYear: YEAR - 30 }));
  const saved = await call('addExpectation', {
    token: withExpectation.token, params: { candidateId: withExpectation.candidateId }, body: { gender: 'Male', minAge: 27, maxAge: 33 },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
});

describe('a search without an age range', () => {
  it("uses the member's expectation's ages and says so", async () => {
    const res = await search(withExpectation, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.agesUsed).toEqual({ minAge: 27, maxAge: 33, from: 'expectation' });
    expect(res.body.total).toBe(7);
    expect(agesOf(res)).toEqual(range(27, 33));
  });

  it('without an expectation uses the documented window around the candidate’s own age (a woman of 30: 28 to 35)', async () => {
    expect(defaultAgesAround('Female', 30)).toEqual({ minAge: 28, maxAge: 35 });
    const res = await search(withoutExpectation, { gender: 'Male' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.agesUsed).toEqual({ minAge: 28, maxAge: 35, from: 'ownAge' });
    expect(agesOf(res)).toEqual(range(28, 35));
  });

  it('keeps a range the member chose, even one bound, and then says nothing of ages', async () => {
    const both = await search(withExpectation, { minAge: 21, maxAge: 45 });
    expect(both.body.agesUsed).toBeUndefined();
    expect(both.body.total).toBe(25);
    const from40 = await search(withExpectation, { minAge: 40 });
    expect(from40.body.agesUsed).toBeUndefined();
    expect(agesOf(from40)).toEqual(range(40, 45));
  });
});

describe('the default window', () => {
  it('is eight years, younger for a man and older for a woman, kept between 21 and the oldest age listed (not the selectors\' 45)', () => {
    const in2026 = new Date('2026-06-01T00:00:00Z');
    expect(defaultAgesAround('Male', 30, in2026)).toEqual({ minAge: 25, maxAge: 32 });
    expect(defaultAgesAround('Male', 22, in2026)).toEqual({ minAge: 21, maxAge: 28 });
    expect(defaultAgesAround('Female', 44, in2026)).toEqual({ minAge: 42, maxAge: 49 });
    // Born in 1972, the first birth year offered: 54 in 2026.
    expect(defaultAgesAround('Male', 50, in2026)).toEqual({ minAge: 45, maxAge: 52 });
    expect(defaultAgesAround('Female', 52, in2026)).toEqual({ minAge: 47, maxAge: 54 });
  });
});

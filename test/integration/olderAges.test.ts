/**
 * Profiles past the age selectors' 45 (birth years go back to 1972: 54 in 2026). A search without
 * an age range from the family of a 50-year-old looks among their age-peers (the own-age window is
 * not clipped to 45), and the selectors' top choice, 45, reads "45 and over" in a search and in an
 * expectation, both ways of the matched fit. Before, a profile over 45 was found by no search and
 * matched to no family.
 *
 * Other test files share the stack: the profiles here live in a city named by a random token (the
 * searches name it in their free text), and the matched lists are narrowed by a native language
 * marked as a must-have (ids are compared, never whole lists).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { MatchCard, ProfileCard } from '#shared/domain/search.js';
import { call, candidateBody, newEligibleMember, putListedProfiles, type Answer, type CandidateMember } from './helpers.js';

const CITY = `o${Math.random().toString(36).slice(2, 10)}`;
const YEAR = new Date().getFullYear();
/** One listed man of every age from 47 to 54 (born 1972 when the year is 2026), in CITY. */
const OLDEST = YEAR - 1972;
const AGES = Array.from({ length: 8 }, (_, i) => OLDEST - 7 + i);
const ageById = new Map<string, number>();
const LANGUAGE = { nativeLanguage: 'Tulu', mustHaves: ['nativeLanguage'] };

/** A woman of 50 without an expectation, one of 50 who wants men of "45 and over", and two men with expectations of their own. */
let woman50: CandidateMember;
let woman50Wanting: CandidateMember;
let man48Open: CandidateMember;
let man49Younger: CandidateMember;

const expect200 = async (res: Promise<Answer>) => {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
};
const expectation = (who: CandidateMember, body: Record<string, unknown>) =>
  expect200(call('addExpectation', { token: who.token, params: { candidateId: who.candidateId }, body }));
const matched = async (who: CandidateMember) =>
  (await expect200(call('getMatchingProfiles', { token: who.token, params: { candidateId: who.candidateId } }))).body.items as MatchCard[];

beforeAll(async () => {
  const men = await putListedProfiles(AGES.length, (i) => ({ gender: 'Male', dobYear: YEAR - AGES[i]!, city: CITY, nativeLanguage: 'Tulu' }));
  men.forEach((m, i) => ageById.set(m.id, AGES[i]!));
  woman50 = await newEligibleMember(candidateBody({ gender: 'Female', dobYear: YEAR - 50 }));
  woman50Wanting = await newEligibleMember(candidateBody({ gender: 'Female', dobYear: YEAR - 50, nativeLanguage: 'Tulu' }));
  man48Open = await newEligibleMember(candidateBody({ gender: 'Male', dobYear: YEAR - 48, nativeLanguage: 'Tulu' }));
  man49Younger = await newEligibleMember(candidateBody({ gender: 'Male', dobYear: YEAR - 49, nativeLanguage: 'Tulu' }));
  await expectation(woman50Wanting, { gender: 'Male', minAge: 45, maxAge: 45, ...LANGUAGE });
  await expectation(man48Open, { gender: 'Female', minAge: 40, maxAge: 45, ...LANGUAGE });
  await expectation(man49Younger, { gender: 'Female', minAge: 30, maxAge: 40, ...LANGUAGE });
});

describe('a search without an age range from the family of a 50-year-old', () => {
  it('uses the window around her own age up to the oldest listed (47 to 54), and finds every man of those ages', async () => {
    const res = await expect200(call('searchProfiles', { token: woman50.token, body: { searchText: CITY } }));
    expect(res.body.agesUsed).toEqual({ minAge: OLDEST - 7, maxAge: OLDEST, from: 'ownAge' });
    expect(res.body.total).toBe(AGES.length);
    const cards = res.body.items as ProfileCard[];
    // The cards show the ages past 45 as they are.
    expect(cards.map((c) => c.age).sort((a, b) => a - b)).toEqual(AGES);
    expect(cards.map((c) => ageById.get(c.id)).sort((a, b) => a! - b!)).toEqual(AGES);
  });

  it('reads a chosen maximum of 45 as "45 and over"', async () => {
    const res = await expect200(call('searchProfiles', { token: woman50.token, body: { searchText: CITY, minAge: 21, maxAge: 45 } }));
    expect(res.body.agesUsed).toBeUndefined();
    expect(res.body.total).toBe(AGES.length);
    const below = await expect200(call('searchProfiles', { token: woman50.token, body: { searchText: CITY, minAge: 21, maxAge: 44 } }));
    expect(below.body.total).toBe(0);
  });

  it("with an expectation of 45 and over, says the ages it reached (45 to the oldest listed)", async () => {
    const res = await expect200(call('searchProfiles', { token: woman50Wanting.token, body: { searchText: CITY } }));
    expect(res.body.agesUsed).toEqual({ minAge: 45, maxAge: OLDEST, from: 'expectation' });
    expect(res.body.total).toBe(AGES.length);
  });
});

describe('matched profiles past 45', () => {
  it('an expectation up to 45 takes the older men, and "theirs" counts her age met where their expectation goes up to 45', async () => {
    const items = await matched(woman50Wanting);
    const ids = new Set(items.map((c) => c.id));
    for (const id of ageById.keys()) expect(ids.has(id)).toBe(true);
    const age = (c: MatchCard | undefined, side: 'yours' | 'theirs') => c?.[side].criteria.find((x) => x.field === 'age');
    const open = items.find((c) => c.id === man48Open.candidateId);
    const younger = items.find((c) => c.id === man49Younger.candidateId);
    expect(age(open, 'yours')).toMatchObject({ met: true, label: 'Age 45 and over' });
    expect(age(open, 'theirs')).toMatchObject({ met: true, label: 'Age 40 and over' });
    expect(age(younger, 'theirs')).toMatchObject({ met: false, label: 'Age 30–40' });
  });

  it("the 48-year-old's family whose expectation goes up to 45 is matched with the woman of 50", async () => {
    const items = await matched(man48Open);
    const her = items.find((c) => c.id === woman50Wanting.candidateId);
    expect(her?.age).toBe(50);
    expect(her?.yours.criteria.find((x) => x.field === 'age')?.met).toBe(true);
    // The man whose expectation stops at 40 is not matched with her.
    expect((await matched(man49Younger)).some((c) => c.id === woman50Wanting.candidateId)).toBe(false);
  });
});

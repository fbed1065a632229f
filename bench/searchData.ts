/**
 * The search benchmark's data: candidate profiles with realistic spreads and the fixed mix of
 * typical searches, both from a seeded generator, so every run (and every machine) measures the
 * same community and the same questions.
 *
 * Spreads: gender 50/50; birth years 1972–2008, three times as many in 1988–2000; living in the
 * United States 45%, Canada 25%, India 20%, elsewhere 10%, in plausible cities; every selection
 * value from shared/domain/lists.ts, weighted where the community leans (vegetarian, Master and
 * Bachelor, software and medicine); about 70% with an expectation of the opposite gender, a 5–10
 * year age range, a few stated fields and now and then a must-have.
 */
import { candidateProfileInput, maxBirthYear } from '#shared/domain/candidate.js';
import type { CandidateRecord } from '#shared/domain/candidateView.js';
import {
  countries, drinkHabitsOptions, educations, foodHabitsOptions, gotras, immigrationStatuses, marriageStatuses, nativeLanguages, openToRelocateOptions,
  isRealGotra, nakshatras, professions, rashis, religions, smokeHabitsOptions, statesFor,
} from '#shared/domain/lists.js';
import type { MustHaveField, Wants } from '#shared/domain/matching.js';
import { reachedAge, type SearchFilter } from '#shared/domain/search.js';

/** mulberry32: a small, fast, seeded generator in [0, 1). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;
const int = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
/** A value by weight: [[value, weight], …]. */
function weighted<T>(rng: Rng, table: readonly (readonly [T, number])[]): T {
  const total = table.reduce((s, [, w]) => s + w, 0);
  let r = rng() * total;
  for (const [v, w] of table) if ((r -= w) < 0) return v;
  return table[table.length - 1]![0];
}
/** One of the weighted values, else any value of the whole list (so every list value occurs). */
const leaning = <T>(rng: Rng, common: readonly (readonly [T, number])[], share: number, all: readonly T[]) =>
  rng() < share ? weighted(rng, common) : pick(rng, all);

/** Where families live: [country, state, city, weight]. */
const places: readonly (readonly [string, string, string, number])[] = [
  ['United States', 'California', 'San Jose', 8], ['United States', 'California', 'Fremont', 5], ['United States', 'California', 'Los Angeles', 3],
  ['United States', 'New Jersey', 'Edison', 6], ['United States', 'New Jersey', 'Jersey City', 3], ['United States', 'New York', 'New York', 5],
  ['United States', 'Texas', 'Houston', 4], ['United States', 'Texas', 'Dallas', 4], ['United States', 'Texas', 'Austin', 2],
  ['United States', 'Illinois', 'Chicago', 4], ['United States', 'Washington', 'Seattle', 4], ['United States', 'Washington', 'Redmond', 2],
  ['United States', 'Georgia', 'Atlanta', 2], ['United States', 'Massachusetts', 'Boston', 2], ['United States', 'Virginia', 'Herndon', 2],
  ['United States', 'Michigan', 'Detroit', 1], ['United States', 'North Carolina', 'Charlotte', 1], ['United States', 'Pennsylvania', 'Philadelphia', 1],
  ['United States', 'Florida', 'Tampa', 1], ['United States', 'Ohio', 'Columbus', 1],
  ['Canada', 'Ontario', 'Toronto', 8], ['Canada', 'Ontario', 'Brampton', 5], ['Canada', 'Ontario', 'Mississauga', 4], ['Canada', 'Ontario', 'Ottawa', 2],
  ['Canada', 'British Columbia', 'Vancouver', 3], ['Canada', 'British Columbia', 'Surrey', 3], ['Canada', 'Alberta', 'Calgary', 2],
  ['Canada', 'Alberta', 'Edmonton', 1], ['Canada', 'Quebec', 'Montreal', 2], ['Canada', 'Manitoba', 'Winnipeg', 1],
  ['India', 'Maharashtra', 'Mumbai', 5], ['India', 'Maharashtra', 'Pune', 3], ['India', 'Delhi', 'New Delhi', 5], ['India', 'Karnataka', 'Bengaluru', 5],
  ['India', 'Telangana', 'Hyderabad', 4], ['India', 'Tamil Nadu', 'Chennai', 3], ['India', 'Gujarat', 'Ahmedabad', 4], ['India', 'Gujarat', 'Surat', 2],
  ['India', 'Punjab', 'Ludhiana', 2], ['India', 'Punjab', 'Amritsar', 1], ['India', 'West Bengal', 'Kolkata', 2], ['India', 'Rajasthan', 'Jaipur', 2],
  ['India', 'Uttar Pradesh', 'Lucknow', 1], ['India', 'Haryana', 'Gurugram', 2],
  ['United Kingdom', 'England', 'London', 4], ['United Kingdom', 'England', 'Leicester', 2], ['Australia', 'New South Wales', 'Sydney', 2],
  ['Australia', 'Victoria', 'Melbourne', 2], ['United Arab Emirates', 'Dubai', 'Dubai', 2], ['Singapore', 'Singapore', 'Singapore', 1],
  ['New Zealand', 'Auckland', 'Auckland', 1], ['Germany', 'Bavaria', 'Munich', 1], ['Kenya', 'Nairobi', 'Nairobi', 1], ['Netherlands', 'North Holland', 'Amsterdam', 1],
];
const countryShare: readonly (readonly [string, number])[] = [['United States', 45], ['Canada', 25], ['India', 20], ['elsewhere', 10]];
const big3 = new Set(['United States', 'Canada', 'India']);
/** A few of the searches' free-text words (cities as families write them). */
export const searchableCities = ['Toronto', 'Edison', 'San Jose', 'Bengaluru', 'Brampton', 'Houston', 'Mumbai', 'Seattle'];

function place(rng: Rng) {
  const country = weighted(rng, countryShare);
  const candidates = places.filter(([c]) => (country === 'elsewhere' ? !big3.has(c) : c === country));
  const [c, state, city] = weighted(rng, candidates.map((p) => [p, p[3]] as const));
  // Now and then any state of the country's list, so every state occurs.
  const anyState = statesFor(c);
  return rng() < 0.1 && anyState ? { country: c, state: pick(rng, anyState), city } : { country: c, state, city };
}

function birthYear(rng: Rng): number {
  return weighted(rng, Array.from({ length: 2008 - 1972 + 1 }, (_, i) => [1972 + i, 1972 + i >= 1988 && 1972 + i <= 2000 ? 3 : 1] as const));
}

const firstNames = {
  Female: ['Priya', 'Ananya', 'Kavya', 'Neha', 'Simran', 'Pooja', 'Riya', 'Aditi', 'Meera', 'Harleen', 'Divya', 'Shreya', 'Nisha', 'Isha'],
  Male: ['Arjun', 'Rohan', 'Vikram', 'Aditya', 'Karan', 'Rahul', 'Harpreet', 'Siddharth', 'Nikhil', 'Amit', 'Varun', 'Jaspreet', 'Kunal', 'Dev'],
};
const lastNames = ['Sharma', 'Patel', 'Shah', 'Singh', 'Gupta', 'Agarwal', 'Jain', 'Mehta', 'Reddy', 'Iyer', 'Kapoor', 'Gill', 'Desai', 'Rao', 'Sandhu'];

function immigration(rng: Rng, country: string): string {
  if (country === 'United States') return weighted(rng, [['US Citizen', 45], ['Green Card', 20], ['Work Visa (H1/L1)', 25], ['Student Visa', 5], ['J-1 Visa', 2], ['Other', 3]]);
  if (country === 'Canada') return weighted(rng, [['Canadian Citizen', 55], ['Canadian PR', 35], ['Student Visa', 6], ['Work Visa (H1/L1)', 2], ['Other', 2]]);
  return rng() < 0.9 ? 'Other' : pick(rng, immigrationStatuses);
}

/** A deterministic id in the API's id format (a UUID's shape). */
function idOf(rng: Rng): string {
  const hex = (digits: number) => Array.from({ length: digits }, () => Math.floor(rng() * 16).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
}

const YEAR = new Date().getFullYear();
const clampAge = (a: number) => Math.max(21, Math.min(45, a));

/** What a family of `gender`, aged `age`, typically asks for. */
function wantsOf(
  rng: Rng, gender: string, age: number, facts: { country: string; foodHabits: string; nativeLanguage: string; gotra: string },
): Wants {
  const width = int(rng, 5, 10);
  // Men mostly look a little younger, women a little older.
  const centre = gender === 'Male' ? age - int(rng, 0, 4) : age + int(rng, 0, 4);
  let minAge = clampAge(centre - Math.floor(width / 2));
  let maxAge = clampAge(minAge + width);
  if (maxAge - minAge < 5) minAge = clampAge(maxAge - width);
  const stated = (share: number, value: () => string) => (rng() < share ? value() : '');
  const wants: Wants = {
    gender: gender === 'Male' ? 'Female' : 'Male', minAge, maxAge,
    birthCountry: stated(0.1, () => 'India'),
    broughtUpCountry: stated(0.15, () => facts.country),
    nativeLanguage: stated(0.2, () => facts.nativeLanguage),
    foodHabits: stated(0.4, () => (facts.foodHabits === 'Open to All' ? 'Open to All' : facts.foodHabits)),
    marriageStatus: stated(0.3, () => 'Single (Never Married)'),
    education: stated(0.3, () => weighted(rng, [['Bachelor', 5], ['Master', 4], ['Doctoral', 1]])),
    profession: stated(0.05, () => pick(rng, professions)),
    immiStatus: stated(0.1, () => immigration(rng, facts.country)),
    state: '',
    country: stated(0.3, () => facts.country),
    horoscopeRequired: false, manglik: '', notOwnGotra: false,
    mustHaves: [],
  };
  if (rng() < 0.3) {
    const h = gender === 'Male' ? int(rng, 58, 64) : int(rng, 64, 70);
    wants.minHeight = h;
    if (rng() < 0.5) wants.maxHeight = h + int(rng, 6, 12);
  }
  const statedFields = (['birthCountry', 'broughtUpCountry', 'nativeLanguage', 'foodHabits', 'marriageStatus', 'education', 'profession', 'immiStatus', 'country'] as const)
    .filter((f) => wants[f] && wants[f] !== 'Open to All');
  const candidates: MustHaveField[] = [...statedFields, ...(wants.minHeight !== undefined ? (['height'] as const) : [])];
  wants.mustHaves = candidates.filter(() => rng() < 0.2);
  // The horoscope and gotra wants, drawn after the others so the rest of the community stays as it was.
  wants.horoscopeRequired = rng() < 0.15;
  wants.manglik = stated(0.1, () => pick(rng, ['Manglik', 'Non-manglik']));
  wants.notOwnGotra = isRealGotra(facts.gotra) && rng() < 0.4;
  return wants;
}

/** Profile number `i` of the community (the same i gives the same profile on every run). */
export function benchProfile(i: number): CandidateRecord {
  const rng = seeded(0x5eed + i * 7919);
  const gender = rng() < 0.5 ? 'Female' : 'Male';
  const dobYear = birthYear(rng);
  const { country, state, city } = place(rng);
  const birthCountry = country === 'India' ? (rng() < 0.95 ? 'India' : pick(rng, countries)) : weighted(rng, [['India', 60], [country, 35], [pick(rng, countries), 5]]);
  const broughtUpCountry = rng() < 0.6 ? country : birthCountry;
  const [heightFeet, heightInch] = (() => {
    const inches = gender === 'Male' ? int(rng, 64, 74) : int(rng, 59, 69);
    return [Math.floor(inches / 12), inches % 12];
  })();
  const divorced = rng() < 0.08 && YEAR - dobYear > 26;
  const gotra = pick(rng, gotras);
  const foodHabits = weighted(rng, [['Vegetarian', 45], ['Non Vegetarian', 30], ['Eggetarian', 12], ['Vegan', 5], ['Open to All', 8]] as const) as string;
  const nativeLanguage = leaning(rng, [['Hindi', 6], ['Gujarati', 5], ['Punjabi', 5], ['Telugu', 3], ['Tamil', 3], ['Marathi', 3], ['Bengali', 2], ['Marwari', 2]], 0.85, nativeLanguages);
  const updated = new Date(Date.UTC(YEAR - 1, 0, 1) + Math.floor(rng() * 365 * 86_400_000));
  const id = idOf(rng);
  const firstName = pick(rng, firstNames[gender]);
  const lastName = pick(rng, lastNames);
  // The form's fields through the form's own schema: what the server stores, and checked like the form.
  const form = candidateProfileInput.parse({
    firstName, lastName, email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}${i}@example.org`,
    // Born in the youngest year offered, only up to this month: a candidate is 18 or older.
    gender, dobMonth: int(rng, 1, dobYear === maxBirthYear() ? new Date().getMonth() + 1 : 12), dobYear, birthCountry, broughtUpCountry,
    religion: weighted(rng, religions.map((r) => [r, { Hinduism: 70, Jainism: 12, Sikhism: 15, Buddhism: 3 }[r]] as const)),
    gotra, enteredGotra: gotra === 'Other' ? 'Kasliwal' : undefined,
    heightFeet: heightFeet!, heightInch: heightInch!, nativeLanguage, foodHabits,
    drinkHabits: leaning(rng, [['No', 6], ['Social', 3]], 0.8, drinkHabitsOptions),
    smokeHabits: leaning(rng, [['No', 1]], 0.9, smokeHabitsOptions.map((o) => o.value)),
    marriageStatus: divorced ? 'Divorced' : marriageStatuses[0],
    ...(divorced ? { yearsInPreviousMarriage: pick(rng, ['<1', '1-9', '10+'] as const), numOfChildrenFromPrevMarriage: pick(rng, ['0', '1', '2', '3+'] as const) } : {}),
    education: leaning(rng, [['Master', 40], ['Bachelor', 35], ['Doctoral', 10], ['Associate', 5]], 0.9, educations),
    profession: leaning(rng, [['Software Engineer', 10], ['Physician', 3], ['Data Scientist', 3], ['Accountant', 2], ['Pharmacist', 2], ['Product Manager', 2], ['Student', 2]], 0.5, professions),
    employerName: 'Maple Leaf Analytics',
    immiStatus: immigration(rng, country),
    city, state, country,
    openToRelocate: pick(rng, openToRelocateOptions),
    contactPersonName: `${pick(rng, ['Hemlata', 'Suresh', 'Anita', 'Rajesh'])} ${lastName}`, contactRelation: pick(rng, ['Self', 'Father', 'Mother', 'Other'] as const),
    contactPhoneCountryCode: '+1', contactPhoneNumber: '4165559876',
    candidateContactDetailsVisibilityFlag: rng() < 0.3,
  });
  const record: CandidateRecord = {
    ...form, id, userProfileId: idOf(rng),
    candidateProfileVisibilityFlag: true,
    photoCount: 1, photoIds: [id],
    version: 1,
    createdDate: updated.toISOString(), updatedDate: updated.toISOString(),
  };
  if (rng() < 0.7) record.wants = wantsOf(rng, gender, YEAR - dobYear, { country, foodHabits, nativeLanguage, gotra });
  if (rng() < 0.5) {
    record.rashi = pick(rng, rashis);
    record.nakshatra = pick(rng, nakshatras);
    record.manglik = weighted(rng, [['No', 6], ['Yes', 2], ['Partial', 1], ["Don't know", 1]] as const) as string as typeof record.manglik;
  }
  return record;
}

/** One of the typical searches: one gender, a ten-year age range, sometimes one or two more filters. */
export type BenchSearch = SearchFilter & { gender: string; minAge: number; maxAge: number };

export function searchMix(count: number): BenchSearch[] {
  const rng = seeded(42);
  return Array.from({ length: count }, () => {
    const minAge = int(rng, 21, 35);
    const s: BenchSearch = { gender: rng() < 0.5 ? 'Female' : 'Male', minAge, maxAge: minAge + 9 };
    const extras = weighted(rng, [[0, 40], [1, 40], [2, 20]]);
    const options = [
      () => void (s.foodHabits = rng() < 0.7 ? ['Vegetarian'] : ['Vegetarian', 'Vegan']),
      () => void (s.country = weighted(rng, [['United States', 5], ['Canada', 3], ['India', 2]])),
      () => void (s.education = rng() < 0.6 ? ['Master'] : ['Master', 'Doctoral']),
      () => void (s.searchText = pick(rng, searchableCities)),
    ];
    for (let k = 0; k < extras; k++) options.splice(Math.floor(rng() * options.length), 1)[0]!();
    return s;
  });
}

/**
 * The birth years of an age range this year (the spec's age: the current year minus the birth
 * year), as the API reads them: a maximum of 45, the selectors' top choice, is "45 and over" (to 1972).
 */
export const yearsOf = (minAge: number, maxAge: number) => ({ minYear: YEAR - reachedAge(maxAge), maxYear: YEAR - minAge });

/** Profiles of the searching members: made through the API, with an expectation each. */
export function searcherProfiles(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const gender = i % 2 === 0 ? 'Female' : 'Male';
    const dobYear = 1988 + ((i * 3) % 13);
    const age = YEAR - dobYear;
    const minAge = clampAge(gender === 'Female' ? age - 1 : age - 6);
    const expectation = {
      gender: gender === 'Female' ? 'Male' : 'Female', minAge, maxAge: clampAge(minAge + 9),
      ...(i % 3 === 0 ? { foodHabits: 'Vegetarian', mustHaves: ['foodHabits'] } : {}),
      ...(i % 4 === 1 ? { education: 'Master', country: 'United States' } : {}),
      ...(i % 5 === 2 ? { minHeight: gender === 'Female' ? 66 : 60, nativeLanguage: 'Hindi' } : {}),
    };
    return { gender, dobYear, expectation };
  });
}

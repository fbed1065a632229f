/**
 * Search Profiles through HTTP on the local stack, with a small community built through the API
 * (sign-up, profile, photo): what search never returns (own, disabled, photo-less, ineligible,
 * disabled account), what its cards never carry (raw last name, e-mail, employer, contact, phone,
 * religion, anything of the photo store but a signed URL), an exact total, filters, the stable
 * newest-first order, paging without duplicates, and changes that show at once.
 *
 * Other test files share the stack, so every profile of this file lives in a city named by a
 * random token and the searches name that token in their free text.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE, type ProfileCard } from '#shared/domain/search.js';
import {
  call, candidateBody, newEligibleMember, newMemberWithCandidate, putListedProfiles, setIneligible, setProfileVisible, storedProfile,
  type Answer, type CandidateMember,
} from './helpers.js';

const token = () => `q${Math.random().toString(36).slice(2, 10)}`;
const CITY = token();
/** The city of the one profile flagged ineligible in beforeAll: apart, so the counts of CITY test one thing each. */
const FLAGGED_CITY = token();
const YEAR = new Date().getFullYear();

/** What the test knows of each profile it made (id: the candidate's): enough to compute what a filter must return. */
interface Known { id: string; gender: string; dobYear: number; foodHabits: string; nativeLanguage: string; secrets: string[] }

let n = 0;
/** A candidate form whose private fields are unique raw strings, so finding one in a response is proof of a leak. */
function privateBody(over: Record<string, unknown>) {
  const i = n++;
  const secrets = {
    lastName: `Vadakkethil${CITY}x${i}`, email: `family${i}.${CITY}@example.org`, employerName: `Employer ${CITY} Holdings ${i}`,
    contactPersonName: `Kavitaben ${CITY}y${i}`, contactPhoneNumber: `41655${String(10000 + i).slice(-5)}`,
  };
  return { body: candidateBody({ city: CITY, religion: 'Buddhism', ...secrets, ...over }), secrets: Object.values(secrets) };
}

async function member(over: Record<string, unknown>, photo = true): Promise<CandidateMember & Known> {
  const { body, secrets } = privateBody(over);
  const m = photo ? await newEligibleMember(body) : await newMemberWithCandidate(body);
  return { ...m, id: m.id, gender: body.gender as string, dobYear: body.dobYear as number, foodHabits: body.foodHabits as string,
    nativeLanguage: body.nativeLanguage as string, secrets: [...secrets, m.email] };
}

/** Everything a response must never carry: the raw private values of every profile made here and of the shared sample. */
const forbidden: string[] = ['Sharmaji', 'priya.sharma@', 'Maple Leaf Analytics', 'Hemlata Sharma', '4165559876', '4165550101', 'religion', 'Buddhism', 'Jainism'];
// photosHeldBack / photoRequest: whether the family holds photos back from this member, and its request.
const CARD_KEYS = ['age', 'city', 'country', 'firstName', 'height', 'id', 'photoRequest', 'photoURL', 'photosHeldBack', 'profession', 'saved', 'state'];

function assertPrivate(res: Answer) {
  const raw = JSON.stringify(res.body);
  for (const secret of forbidden) expect(raw, `leaks ${secret}`).not.toContain(secret);
  for (const card of res.body.items as ProfileCard[]) {
    expect(Object.keys(card).sort()).toEqual(CARD_KEYS);
    // A family on the shared stack may show members no photo ('Photos on request'): then none is signed.
    if (card.photoURL === null) {
      expect(card.photosHeldBack).toBe(true);
      continue;
    }
    expect(card.photoURL).toMatch(/X-Amz-Signature=/);
    expect(card.photoURL).toMatch(/X-Amz-Expires=/);
  }
  // Nothing of the photo store but the signed URL itself.
  const withoutUrls = JSON.stringify((res.body.items as ProfileCard[]).map(({ photoURL: _p, ...rest }) => rest));
  for (const s of [process.env.PHOTO_BUCKET!, process.env.S3_ENDPOINT!, 'photoIds', 'fileName', 'PHOTO#']) expect(withoutUrls).not.toContain(s);
}

let viewer: CandidateMember & Known;
/** Profiles that must appear (visible, with a photo), by id. */
const listed = new Map<string, Known>();
/** Profiles that must never appear. */
const hidden = new Map<string, string>();

/**
 * Every age the form allows unless a test chooses its own range: a search without one uses the
 * viewer's expectation's or default ages (searchAges.test.ts), not what these tests count.
 */
const ALL_AGES = { minAge: 21, maxAge: 45 };
const search = (body: Record<string, unknown>, who: CandidateMember = viewer) =>
  call('searchProfiles', { token: who.token, body: 'minAge' in body || 'maxAge' in body ? body : { ...ALL_AGES, ...body } });
const ids = (res: Answer) => (res.body.items as ProfileCard[]).map((c) => c.id);
const expectedFor = (keep: (k: Known) => boolean) => [...listed.values()].filter(keep).map((k) => k.id).sort();
const ageOf = (k: Known) => YEAR - k.dobYear;

/** The page order the spec asks for: most recently updated first (ties by id), from the stored items. */
async function newestFirst(idList: string[]) {
  const updated = new Map(await Promise.all(idList.map(async (id) => [id, String((await storedProfile(id))?.updatedDate)] as const)));
  return [...idList].sort((a, b) => updated.get(b)!.localeCompare(updated.get(a)!) || a.localeCompare(b));
}

beforeAll(async () => {
  const [v, f0, f1, f2, f3, m0, m1] = await Promise.all([
    member({ gender: 'Male', dobYear: 1993 }),
    member({ gender: 'Female', dobYear: 1990, foodHabits: 'Vegan', nativeLanguage: 'Gujarati', candidateContactDetailsVisibilityFlag: true }),
    member({ gender: 'Female', dobYear: 1995, foodHabits: 'Vegetarian', nativeLanguage: 'Hindi' }),
    member({ gender: 'Female', dobYear: 2000, foodHabits: 'Non Vegetarian', nativeLanguage: 'Gujarati' }),
    member({ gender: 'Female', dobYear: 1985, foodHabits: 'Eggetarian', nativeLanguage: 'Punjabi' }),
    member({ gender: 'Male', dobYear: 1992, foodHabits: 'Vegetarian', nativeLanguage: 'Gujarati' }),
    member({ gender: 'Male', dobYear: 1998, foodHabits: 'Vegan', nativeLanguage: 'Marathi' }),
  ]);
  viewer = v!;
  for (const k of [f0, f1, f2, f3, m0, m1]) listed.set(k!.candidateId, { ...k!, id: k!.candidateId });
  const [noPhoto, disabled, accountOff, flagged] = await Promise.all([
    member({ gender: 'Female', dobYear: 1995 }, false),
    member({ gender: 'Female', dobYear: 1995 }),
    member({ gender: 'Female', dobYear: 1995 }),
    member({ gender: 'Female', dobYear: 1995, city: FLAGGED_CITY }),
  ]);
  expect((await setProfileVisible(disabled!, false)).status).toBe(200);
  expect((await call('disableUserProfile', { token: accountOff!.token, params: { userProfileId: accountOff!.id } })).status).toBe(200);
  // Listed first, then flagged on the item only: the index still holds its card.
  await setIneligible(flagged!.candidateId, true);
  hidden.set(noPhoto!.candidateId, 'no photo').set(disabled!.candidateId, 'disabled').set(accountOff!.candidateId, 'account disabled')
    .set(flagged!.candidateId, 'ineligible').set(viewer.candidateId, 'own');
  for (const k of [v, f0, f1, f2, f3, m0, m1, noPhoto, disabled, accountOff, flagged]) forbidden.push(...k!.secrets);
});

describe('what search never returns, nor carries', () => {
  it('the whole community: only the visible profiles, never own / disabled / photo-less / ineligible / disabled account', async () => {
    const res = await search({ searchText: CITY });
    expect(res.status).toBe(200);
    for (const id of ids(res)) expect(hidden.get(id), `returned a hidden profile (${hidden.get(id)})`).toBeUndefined();
    expect(ids(res).sort()).toEqual(expectedFor(() => true));
    assertPrivate(res);
  });

  it('a profile flagged ineligible on the item after it was listed: never returned, whatever the filter', async () => {
    for (const body of [{ searchText: FLAGGED_CITY }, { searchText: FLAGGED_CITY, gender: 'Female' }, { searchText: FLAGGED_CITY, minAge: YEAR - 1995, maxAge: YEAR - 1995 }]) {
      const res = await search(body);
      expect(res.status).toBe(200);
      expect(res.body.items).toEqual([]);
    }
  });

  it('a wide search (one gender, every age) carries no raw private value of anyone on the stack', async () => {
    for (const gender of ['Female', 'Male']) {
      for (let page = 1; page <= 3; page++) {
        const res = await search({ gender, page });
        expect(res.status).toBe(200);
        for (const id of ids(res)) expect(hidden.has(id), `returned ${hidden.get(id)}`).toBe(false);
        assertPrivate(res);
      }
    }
  });

  it('cards carry public fields only, and the age as the current year minus the birth year', async () => {
    const res = await search({ searchText: CITY, gender: 'Female' });
    const f0 = [...listed.values()].find((k) => k.dobYear === 1990)!;
    const card = (res.body.items as ProfileCard[]).find((c) => c.id === f0.id);
    expect(card).toMatchObject({ firstName: 'Priya', age: YEAR - 1990, height: `5'4"`, city: CITY, state: 'Ontario', country: 'Canada', profession: 'Other', saved: false });
  });
});

describe('search results', () => {
  it('total is exact and the response says the page and its size', async () => {
    const res = await search({ searchText: CITY });
    expect(res.body).toMatchObject({ total: listed.size, page: 1, pageSize: PAGE_SIZE });
  });

  it('gender and age range (inclusive)', async () => {
    const female = await search({ searchText: CITY, gender: 'Female' });
    expect(female.body.total).toBe(expectedFor((k) => k.gender === 'Female').length);
    expect(ids(female).sort()).toEqual(expectedFor((k) => k.gender === 'Female'));
    const [minAge, maxAge] = [YEAR - 1995, YEAR - 1990];
    const ranged = await search({ searchText: CITY, minAge, maxAge });
    const want = expectedFor((k) => ageOf(k) >= minAge && ageOf(k) <= maxAge);
    expect(want.length).toBeGreaterThan(1);
    expect(ranged.body.total).toBe(want.length);
    expect(ids(ranged).sort()).toEqual(want);
  });

  it('multi-select food habits pass any of the chosen values, as a list or as the spec string', async () => {
    const want = expectedFor((k) => ['Vegan', 'Vegetarian'].includes(k.foodHabits));
    for (const foodHabits of [['Vegan', 'Vegetarian'], 'Vegan&Vegetarian']) {
      const res = await search({ searchText: CITY, foodHabits });
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(want.length);
      expect(ids(res).sort()).toEqual(want);
    }
    const one = await search({ searchText: CITY, gender: 'Female', foodHabits: ['Vegan', 'Vegetarian'] });
    expect(ids(one).sort()).toEqual(expectedFor((k) => k.gender === 'Female' && ['Vegan', 'Vegetarian'].includes(k.foodHabits)));
  });

  it('free text: every word must appear, in any case', async () => {
    const res = await search({ searchText: `${CITY.toUpperCase()} gujarati` });
    expect(ids(res).sort()).toEqual(expectedFor((k) => k.nativeLanguage === 'Gujarati'));
    expect(res.body.total).toBe(expectedFor((k) => k.nativeLanguage === 'Gujarati').length);
    const none = await search({ searchText: `${CITY} nosuchword` });
    expect(none.body).toMatchObject({ total: 0, items: [] });
  });

  it('free text never matches private fields', async () => {
    for (const secret of [`Vadakkethil${CITY}x`, `Kavitaben`, `Holdings`, 'Buddhism']) {
      expect((await search({ searchText: `${CITY} ${secret}` })).body.total, secret).toBe(0);
    }
  });

  it('most recently updated first, stable from call to call', async () => {
    const res = await search({ searchText: CITY });
    expect(ids(res)).toEqual(await newestFirst(ids(res)));
    expect(ids(await search({ searchText: CITY }))).toEqual(ids(res));
  });
});

describe('changes show at once', () => {
  it('a new profile with a photo is found immediately, first; disabled, it is gone immediately', async () => {
    const fresh = await member({ gender: 'Female', dobYear: 1996, foodHabits: 'Vegan' });
    forbidden.push(...fresh.secrets);
    listed.set(fresh.candidateId, { ...fresh, id: fresh.candidateId });
    const found = await search({ searchText: CITY });
    expect(ids(found)[0]).toBe(fresh.candidateId);
    expect(found.body.total).toBe(listed.size);

    expect((await setProfileVisible(fresh, false)).status).toBe(200);
    listed.delete(fresh.candidateId);
    const gone = await search({ searchText: CITY });
    expect(ids(gone)).not.toContain(fresh.candidateId);
    expect(gone.body.total).toBe(listed.size);
  });

  it('a profile flagged ineligible on the item only (no write through the API) is not shown', async () => {
    const k = await member({ gender: 'Male', dobYear: 1994 });
    forbidden.push(...k.secrets);
    expect(ids(await search({ searchText: CITY }))).toContain(k.candidateId);
    await setIneligible(k.candidateId, true);
    hidden.set(k.candidateId, 'ineligible');
    const res = await search({ searchText: CITY });
    expect(ids(res)).not.toContain(k.candidateId);
    expect(ids(res).sort()).toEqual(expectedFor(() => true));
  });

  it('...nor counted in the total (N is exact: cards are re-checked, not just the page)', async () => {
    // The profile the test before flagged is still in the index: the total counts visible profiles only.
    const res = await search({ searchText: CITY });
    expect(res.body.total).toBe(listed.size);
  });
});

describe('paging', () => {
  const PAGED = token();
  let written: { id: string; updatedDate: string }[] = [];
  const pageOf = async (page: number) => {
    const res = await search({ searchText: PAGED, page });
    expect(res.status).toBe(200);
    return res;
  };

  beforeAll(async () => {
    // 30 listed profiles written straight to the table, one second apart, plus two sharing one time;
    // all of an age a search can ask for (21–45: a search always has an age range now, its own or a default one).
    const since = new Date(Date.now() - 3_600_000);
    const oldest = new Date().getFullYear() - 45;
    written = await putListedProfiles(30, (i) => ({ city: PAGED, gender: i % 2 ? 'Male' : 'Female', dobYear: oldest + (i % 20) }), since);
    const tied = new Date(since.getTime() + 10_500);
    for (let i = 0; i < 2; i++) written.push(...(await putListedProfiles(1, () => ({ city: PAGED }), tied)));
  });

  it('24 a page, newest first (ties by id), every profile exactly once, the total on every page', async () => {
    const expected = [...written].sort((a, b) => b.updatedDate.localeCompare(a.updatedDate) || a.id.localeCompare(b.id)).map((w) => w.id);
    const p1 = await pageOf(1);
    const p2 = await pageOf(2);
    const p3 = await pageOf(3);
    expect(p1.body).toMatchObject({ total: 32, page: 1, pageSize: 24 });
    expect(p2.body).toMatchObject({ total: 32, page: 2 });
    expect(ids(p1)).toHaveLength(24);
    expect(ids(p2)).toHaveLength(8);
    expect(p3.body).toMatchObject({ total: 32, page: 3, items: [] });
    expect([...ids(p1), ...ids(p2)]).toEqual(expected);
  });

  it('a profile hidden after it was indexed: the pages still hold every other profile exactly once', async () => {
    const before = [...ids(await pageOf(1)), ...ids(await pageOf(2))];
    const gone = before[5]!;
    await setIneligible(gone, true);
    try {
      const after = [...ids(await pageOf(1)), ...ids(await pageOf(2))];
      expect(after).not.toContain(gone);
      expect(new Set(after).size, 'a profile appears on two pages').toBe(after.length);
      expect(after).toEqual(before.filter((id) => id !== gone));
    } finally {
      await setIneligible(gone, false);
    }
  });
});

/**
 * Matched Profiles through HTTP on the local stack: gender, age and must-haves as hard limits, the
 * two-way counts of a hand-built community ('Meets 4 of your 6 · You meet 2 of their 3'), best
 * two-way fit first, no expectation, and Not Interested removing a profile for good.
 *
 * Other test files share the stack: every profile here lives in the United Kingdom in a state
 * named by a random token, and the viewer's expectation makes that state a must-have.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { MatchCard } from '#shared/domain/search.js';
import { call, candidateBody, newEligibleMember, newMemberWithCandidate, type Answer, type CandidateMember } from './helpers.js';

const token = () => `q${Math.random().toString(36).slice(2, 10)}`;
const STATE = token();
const YEAR = new Date().getFullYear();

let n = 0;
const secrets: string[] = [];
/** A UK profile in STATE whose private fields are unique raw strings (any of them in a response is a leak). */
function body(over: Record<string, unknown>) {
  const i = n++;
  const own = { lastName: `Rawlastname${STATE}x${i}`, email: `match${i}.${STATE}@example.org`, employerName: `Rawemployer ${STATE} ${i}`, contactPersonName: `Rawcontact ${STATE} ${i}` };
  secrets.push(...Object.values(own));
  return candidateBody({ country: 'United Kingdom', state: STATE, city: 'Leicester', religion: 'Sikhism', ...own, ...over });
}
const male = (age: number, over: Record<string, unknown> = {}) => newEligibleMember(body({ gender: 'Male', dobYear: YEAR - age, ...over }));

const expectationOf = (over: Record<string, unknown>) => ({ gender: 'Female', minAge: 25, maxAge: 35, ...over });
async function expect200(res: Promise<Answer>) {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
}

let viewer: CandidateMember;
let viewerExpectationId: string;
let m1: CandidateMember; // meets all 6 of yours; you meet 3 of its 3
let m2: CandidateMember; // meets 5 of 6 (not the food); no expectation of its own
let m3: CandidateMember; // meets 4 of 6 (not food, not education); you meet 2 of its 3
const excluded = new Map<string, string>();

const viewerWants = { gender: 'Male', minAge: 28, maxAge: 35, foodHabits: 'Vegetarian', education: 'Master', state: STATE, country: 'United Kingdom', mustHaves: ['state'] };
const matched = (who = viewer, page?: number) =>
  page === undefined
    ? call('getMatchingProfiles', { token: who.token, params: { candidateId: who.candidateId } })
    : call('getMatchingProfilesPage', { token: who.token, params: { candidateId: who.candidateId, page: String(page) } });
const ids = (res: Answer) => (res.body.items as MatchCard[]).map((c) => c.id);

beforeAll(async () => {
  let tooOld: CandidateMember, otherState: CandidateMember, female: CandidateMember, noPhoto: CandidateMember;
  [viewer, m1, m2, m3, tooOld, otherState, female, noPhoto] = await Promise.all([
    newEligibleMember(body({ gender: 'Female', dobYear: YEAR - 30, foodHabits: 'Vegetarian', education: 'Master', nativeLanguage: 'Gujarati' })),
    male(30, { foodHabits: 'Vegetarian', education: 'Doctoral' }),
    male(32, { foodHabits: 'Non Vegetarian', education: 'Master' }),
    male(29, { foodHabits: 'Non Vegetarian', education: 'Bachelor' }),
    male(40, { foodHabits: 'Vegetarian', education: 'Doctoral' }),
    male(30, { foodHabits: 'Vegetarian', education: 'Doctoral', state: token() }),
    newEligibleMember(body({ gender: 'Female', dobYear: YEAR - 30 })),
    newMemberWithCandidate(body({ gender: 'Male', dobYear: YEAR - 30 })),
  ]);
  excluded.set(tooOld.candidateId, 'age').set(otherState.candidateId, 'must-have state').set(female.candidateId, 'gender').set(noPhoto.candidateId, 'no photo');
  const saved = await expect200(call('addExpectation', { token: viewer.token, params: { candidateId: viewer.candidateId }, body: viewerWants }));
  viewerExpectationId = saved.body.id;
  await expect200(call('addExpectation', { token: m1.token, params: { candidateId: m1.candidateId }, body: expectationOf({ nativeLanguage: 'Gujarati' }) }));
  await expect200(call('addExpectation', { token: m3.token, params: { candidateId: m3.candidateId }, body: expectationOf({ foodHabits: 'Vegan' }) }));
});

describe('matched profiles', () => {
  it('gender, age and must-haves are hard limits; the rest are counted both ways, best two-way fit first', async () => {
    const res = await expect200(matched());
    for (const id of ids(res)) expect(excluded.get(id), `matched despite ${excluded.get(id)}`).toBeUndefined();
    expect(res.body).toMatchObject({ total: 3, page: 1, pageSize: 24, hasExpectation: true });
    // m3's family stated its wishes and you meet 2 of 3; m2's stated nothing (counts half): m3 first.
    expect(ids(res)).toEqual([m1.candidateId, m3.candidateId, m2.candidateId]);
    const [c1, c3, c2] = res.body.items as MatchCard[];
    expect([c1!.yours.met, c1!.yours.of, c1!.theirs.met, c1!.theirs.of]).toEqual([6, 6, 3, 3]);
    expect([c2!.yours.met, c2!.yours.of, c2!.theirs.met, c2!.theirs.of]).toEqual([5, 6, 0, 0]);
    expect([c3!.yours.met, c3!.yours.of, c3!.theirs.met, c3!.theirs.of]).toEqual([4, 6, 2, 3]);
  });

  it('the modal can say which: every stated expectation with met and must-have', async () => {
    const c3 = ((await matched()).body.items as MatchCard[]).find((c) => c.id === m3.candidateId)!;
    const missed = c3.yours.criteria.filter((c) => !c.met).map((c) => c.field).sort();
    expect(missed).toEqual(['education', 'foodHabits']);
    expect(c3.yours.criteria.map((c) => c.field).sort()).toEqual(['age', 'country', 'education', 'foodHabits', 'gender', 'state']);
    expect(c3.yours.criteria.filter((c) => c.mustHave).map((c) => c.field).sort()).toEqual(['age', 'gender', 'state']);
    expect(c3.theirs.criteria.filter((c) => !c.met).map((c) => c.field)).toEqual(['foodHabits']);
  });

  it("a profile opened from any list (a proposal, search, saved) says the same fit as its matched card; none while neither family stated one", async () => {
    const cards = (await matched()).body.items as MatchCard[];
    for (const member of [m1, m2, m3]) {
      const card = cards.find((c) => c.id === member.candidateId)!;
      const profile = await expect200(call('getCandidateProfile', { token: viewer.token, params: { candidateId: member.candidateId } }));
      expect(profile.body.fit).toEqual({ yours: card.yours, theirs: card.theirs });
    }
    // A viewer who stated nothing still reads the other family's side; with neither side stated, nothing.
    const stranger = await newEligibleMember(body({ gender: 'Female', dobYear: YEAR - 30 }));
    const seen = (await expect200(call('getCandidateProfile', { token: stranger.token, params: { candidateId: m3.candidateId } }))).body.fit;
    expect(seen.yours).toEqual({ met: 0, of: 0, criteria: [] });
    expect(seen.theirs.of).toBe(3);
    expect((await expect200(call('getCandidateProfile', { token: stranger.token, params: { candidateId: m2.candidateId } }))).body.fit).toBeUndefined();
    expect((await expect200(call('getCandidateProfile', { token: m3.token, params: { candidateId: m3.candidateId } }))).body.fit).toBeUndefined();
  });

  it('cards are shaped like search cards, with no raw private value of anyone', async () => {
    const res = await matched();
    const raw = JSON.stringify(res.body);
    for (const s of [...secrets, 'religion', 'Sikhism', viewer.email, m1.email]) expect(raw, `leaks ${s}`).not.toContain(s);
    for (const card of res.body.items as MatchCard[]) {
      expect(Object.keys(card).sort()).toEqual(['age', 'city', 'country', 'firstName', 'height', 'id', 'photoRequest', 'photoURL', 'photosHeldBack', 'profession', 'saved', 'state', 'theirs', 'yours']);
      expect(card.photoURL).toMatch(/X-Amz-Signature=/);
      expect(card.photoURL).toMatch(/X-Amz-Expires=/);
    }
  });

  it('a further page is empty past the end and keeps the total', async () => {
    const res = await expect200(matched(viewer, 2));
    expect(res.body).toMatchObject({ total: 3, page: 2, items: [], hasExpectation: true });
  });

  it('marking a counted field as a must-have makes it a hard limit', async () => {
    const edit = (mustHaves: string[]) =>
      expect200(call('editExpectation', { token: viewer.token, params: { candidateId: viewer.candidateId, expectationId: viewerExpectationId }, body: { ...viewerWants, mustHaves } }));
    await edit(['state', 'foodHabits']);
    try {
      const res = await expect200(matched());
      expect(ids(res)).toEqual([m1.candidateId]);
      expect(res.body.total).toBe(1);
    } finally {
      await edit(['state']);
    }
    expect(ids(await matched())).toEqual([m1.candidateId, m3.candidateId, m2.candidateId]);
  });

  it('without an expectation: hasExpectation false and no items', async () => {
    const w = await newEligibleMember(body({ gender: 'Female' }));
    expect((await expect200(matched(w))).body).toEqual({ total: 0, page: 1, pageSize: 24, items: [], hasExpectation: false });
  });

  it("another member's candidateId is refused", async () => {
    for (const res of [
      await call('getMatchingProfiles', { token: viewer.token, params: { candidateId: m1.candidateId } }),
      await call('getMatchingProfilesPage', { token: viewer.token, params: { candidateId: m1.candidateId, page: '1' } }),
    ]) expect([403, 404]).toContain(res.status);
  });
});

describe('Not Interested', () => {
  const notInterested = (who: CandidateMember, over: Record<string, unknown> = {}) =>
    call('saveUserInteraction', {
      token: who.token,
      body: { userProfileId: who.id, fromCandidateId: who.candidateId, toCandidateId: m3.candidateId, interactionType: 'notInterested', ...over },
    });

  it('removes the profile from matched and search for good; twice is fine', async () => {
    const searched = async () => ids(await expect200(call('searchProfiles', { token: viewer.token, body: { searchText: STATE } })));
    expect(await searched()).toContain(m3.candidateId);

    const first = await expect200(notInterested(viewer));
    expect(first.body).toMatchObject({ userProfileId: viewer.id, fromCandidateId: viewer.candidateId, toCandidateId: m3.candidateId, interactionType: 'notInterested' });
    const again = await expect200(notInterested(viewer));
    expect(again.body.id).toBe(first.body.id);

    expect(ids(await matched())).toEqual([m1.candidateId, m2.candidateId]);
    expect((await matched()).body.total).toBe(2);
    expect(await searched()).not.toContain(m3.candidateId);
    // For good: the profile's own later edit brings it back to nobody who said no.
    await expect200(call('updateCandidateProfile', { token: m3.token, params: { candidateId: m3.candidateId }, body: body({ gender: 'Male', dobYear: YEAR - 29, city: 'Coventry' }) }));
    expect(ids(await matched())).not.toContain(m3.candidateId);
    expect(await searched()).not.toContain(m3.candidateId);
    // Others still see it.
    const w = await newEligibleMember(body({ gender: 'Female' }));
    expect(ids(await expect200(call('searchProfiles', { token: w.token, body: { searchText: STATE } })))).toContain(m3.candidateId);
  });

  it("refuses another family's fromCandidateId, another member's userProfileId, and one's own profile as the target", async () => {
    expect([403, 404, 422]).toContain((await notInterested(viewer, { fromCandidateId: m1.candidateId })).status);
    expect([403, 404, 422]).toContain((await notInterested(viewer, { userProfileId: m1.id })).status);
    expect([403, 404, 422]).toContain((await notInterested(viewer, { toCandidateId: viewer.candidateId })).status);
    // The refused ones changed nothing: m1 still matched.
    expect(ids(await matched())).toContain(m1.candidateId);
  });

  it('refuses a target that is not listed (unknown or hidden)', async () => {
    const res = await notInterested(viewer, { toCandidateId: 'no-such-candidate' });
    expect([404, 422]).toContain(res.status);
  });
});

/**
 * Who may call discovery, with what, on whose behalf — through HTTP on the local stack: the view
 * gate (403 with the spec's text from every call of the issue), bad input (422 with field
 * messages, never 5xx), the saved list (once per profile even under concurrent saves, 'no longer
 * available', ownership), and other members' ids in paths.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ALREADY_SAVED, NO_LONGER_AVAILABLE, SAVED, SEARCH_NEEDS_AN_OPTION, type SavedProfile } from '#shared/domain/search.js';
import { viewGateTexts } from '#shared/texts.js';
import {
  call, candidateBody, newEligibleMember, newMemberWithCandidate, setIneligible, setProfileVisible, type Answer, type CandidateMember,
} from './helpers.js';

const CITY = `q${Math.random().toString(36).slice(2, 10)}`;
const listedBody = (over: Record<string, unknown> = {}) => candidateBody({ city: CITY, lastName: `Rawsaved${CITY}`, employerName: `Rawemployer ${CITY}`, ...over });

let target: CandidateMember;
beforeAll(async () => {
  target = await newEligibleMember(listedBody({ gender: 'Male' }));
});

/** Every call of the issue, made by `m` against `targetId`. */
function everyCall(m: CandidateMember, targetId: string): [string, () => Promise<Answer>][] {
  return [
    ['searchProfiles', () => call('searchProfiles', { token: m.token, body: { gender: 'Male' } })],
    ['getMatchingProfiles', () => call('getMatchingProfiles', { token: m.token, params: { candidateId: m.candidateId } })],
    ['getMatchingProfilesPage', () => call('getMatchingProfilesPage', { token: m.token, params: { candidateId: m.candidateId, page: '2' } })],
    ['getUserSavedProfileList', () => call('getUserSavedProfileList', { token: m.token, params: { userId: m.id } })],
    ['saveUserSavedProfile', () => call('saveUserSavedProfile', { token: m.token, body: { userProfileId: m.id, candidateId: targetId } })],
    ['removeUserSavedProfile', () => call('removeUserSavedProfile', { token: m.token, params: { id: targetId } })],
    ['saveUserInteraction', () => call('saveUserInteraction', {
      token: m.token, body: { userProfileId: m.id, fromCandidateId: m.candidateId, toCandidateId: targetId, interactionType: 'notInterested' },
    })],
  ];
}

describe('the view gate on every call of the issue', () => {
  it('no photo, disabled, ineligible: 403 with the exact text each time', async () => {
    const noPhoto = await newMemberWithCandidate(listedBody());
    const disabled = await newEligibleMember(listedBody());
    expect((await setProfileVisible(disabled, false)).status).toBe(200);
    const ineligible = await newEligibleMember(listedBody());
    await setIneligible(ineligible.candidateId, true);
    for (const [m, text] of [[noPhoto, viewGateTexts.noPhoto], [disabled, viewGateTexts.disabled], [ineligible, viewGateTexts.ineligible]] as const) {
      for (const [op, send] of everyCall(m, target.candidateId)) {
        expect(await send(), `${op} (${text})`).toEqual({ status: 403, body: { message: text } });
      }
    }
    // Nothing was written meanwhile: enabled again with a photo, the lists are empty.
    await setIneligible(ineligible.candidateId, false);
    expect((await call('getUserSavedProfileList', { token: ineligible.token, params: { userId: ineligible.id } })).body).toEqual({ items: [] });
  });
});

describe('bad search input: 422 with field messages, never 5xx', () => {
  let m: CandidateMember;
  beforeAll(async () => {
    m = await newEligibleMember(listedBody({ gender: 'Female' }));
  });
  const search = (body: unknown) => call('searchProfiles', { token: m.token, body });

  it.each([
    ['unknown field', { gender: 'Male', religion: 'Hinduism' }, null],
    ['wrong type (age as text)', { minAge: '30' }, 'minAge'],
    ['wrong type (gender as number)', { gender: 1 }, 'gender'],
    ['wrong type (multi-select as number)', { foodHabits: 7 }, 'foodHabits'],
    ['age below 21', { minAge: 20 }, 'minAge'],
    ['age above 45', { maxAge: 46 }, 'maxAge'],
    ['min above max', { minAge: 35, maxAge: 30 }, 'maxAge'],
    ['over-long free text', { searchText: 'a'.repeat(61) }, 'searchText'],
    ['unknown gender', { gender: 'Other' }, 'gender'],
    ['unknown country', { country: 'Atlantis' }, 'country'],
    ['unknown food habit in a list', { foodHabits: ['Vegan', 'Meat'] }, 'foodHabits.1'],
    ['unknown education in the spec string', { education: 'Master&PhD' }, 'education.1'],
    ['page 0', { gender: 'Male', page: 0 }, 'page'],
  ])('%s', async (_name, body, field) => {
    const res = await search(body);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(typeof res.body.message).toBe('string');
    expect(res.body.errors).toBeTypeOf('object');
    if (field) expect(Object.keys(res.body.errors)).toContain(field);
    for (const messages of Object.values(res.body.errors as Record<string, string[]>)) expect(messages.every((s) => s.length > 0)).toBe(true);
  });

  it('an empty filter answers the spec text', async () => {
    for (const body of [{}, { gender: '', foodHabits: [] }, { page: 2 }]) {
      const res = await search(body);
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.body)).toContain(SEARCH_NEEDS_AN_OPTION);
    }
  });

  it("another member's candidateId in the search body, or a broken body, is refused without a 5xx", async () => {
    expect([403, 404]).toContain((await search({ gender: 'Male', candidateId: target.candidateId })).status);
    for (const rawBody of ['', '{', 'null', '[]', '"x"']) {
      const res = await call('searchProfiles', { token: m.token, rawBody });
      expect(res.status, rawBody).toBeGreaterThanOrEqual(400);
      expect(res.status, rawBody).toBeLessThan(500);
    }
  });
});

describe('the saved list', () => {
  let m: CandidateMember;
  const save = (who: CandidateMember, candidateId: string) => call('saveUserSavedProfile', { token: who.token, body: { userProfileId: who.id, candidateId } });
  const list = async (who: CandidateMember) => {
    const res = await call('getUserSavedProfileList', { token: who.token, params: { userId: who.id } });
    expect(res.status).toBe(200);
    return res.body.items as SavedProfile[];
  };

  beforeAll(async () => {
    m = await newEligibleMember(listedBody({ gender: 'Female' }));
  });

  it('save, save again, list, show Saved in search, remove', async () => {
    expect(await save(m, target.candidateId)).toEqual({ status: 200, body: { message: SAVED, id: target.candidateId, alreadySaved: false } });
    expect(await save(m, target.candidateId)).toEqual({ status: 200, body: { message: ALREADY_SAVED, id: target.candidateId, alreadySaved: true } });
    const items = await list(m);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: target.candidateId, candidateId: target.candidateId, candidateProfile: { id: target.candidateId, saved: true } });
    expect(items[0]!.candidateProfile!.photoURL).toMatch(/X-Amz-Signature=/);
    const raw = JSON.stringify(items);
    for (const s of [`Rawsaved${CITY}`, `Rawemployer ${CITY}`, target.email, 'Hemlata Sharma', '4165559876', 'religion', 'Jainism']) expect(raw).not.toContain(s);

    const found = (await call('searchProfiles', { token: m.token, body: { searchText: CITY, gender: 'Male' } })).body.items;
    expect(found.find((c: { id: string }) => c.id === target.candidateId)).toMatchObject({ saved: true });

    expect((await call('removeUserSavedProfile', { token: m.token, params: { id: target.candidateId } })).status).toBe(200);
    expect(await list(m)).toEqual([]);
    expect((await call('removeUserSavedProfile', { token: m.token, params: { id: target.candidateId } })).status).toBe(404);
  });

  it('10 concurrent saves of one profile: one item, one "added" answer', async () => {
    const saver = await newEligibleMember(listedBody({ gender: 'Female' }));
    const answers = await Promise.all(Array.from({ length: 10 }, () => save(saver, target.candidateId)));
    for (const a of answers) expect(a.status).toBe(200);
    expect(answers.filter((a) => a.body.message === SAVED)).toHaveLength(1);
    expect(answers.filter((a) => a.body.message === ALREADY_SAVED)).toHaveLength(9);
    expect(await list(saver)).toHaveLength(1);
  });

  it('a saved profile that is disabled since shows as no longer available (no details), and comes back when enabled', async () => {
    const later = await newEligibleMember(listedBody({ gender: 'Male' }));
    expect((await save(m, later.candidateId)).body.message).toBe(SAVED);
    expect((await setProfileVisible(later, false)).status).toBe(200);
    const gone = (await list(m)).find((s) => s.candidateId === later.candidateId);
    expect(gone).toMatchObject({ id: later.candidateId, candidateId: later.candidateId, candidateProfile: null });
    expect(JSON.stringify(gone)).not.toContain('Priya');
    // Flagged ineligible on the item only: hidden as well.
    expect((await setProfileVisible(later, true)).status).toBe(200);
    expect((await list(m)).find((s) => s.candidateId === later.candidateId)?.candidateProfile).not.toBeNull();
    await setIneligible(later.candidateId, true);
    expect((await list(m)).find((s) => s.candidateId === later.candidateId)?.candidateProfile).toBeNull();
    expect(NO_LONGER_AVAILABLE).toBe('This profile is no longer available.');
  });

  it("refuses saving one's own profile, an invisible one, and an unknown one", async () => {
    expect([403, 404, 422]).toContain((await save(m, m.candidateId)).status);
    const hidden = await newEligibleMember(listedBody({ gender: 'Male' }));
    await setProfileVisible(hidden, false);
    expect([403, 404, 422]).toContain((await save(m, hidden.candidateId)).status);
    const noPhoto = await newMemberWithCandidate(listedBody({ gender: 'Male' }));
    expect([403, 404, 422]).toContain((await save(m, noPhoto.candidateId)).status);
    expect([404, 422]).toContain((await save(m, 'no-such-candidate')).status);
    expect((await list(m)).map((s) => s.candidateId)).not.toContain(m.candidateId);
  });

  it("another member's userId: in the list path 403, as the saver 403; removing touches only one's own list", async () => {
    const other = await newEligibleMember(listedBody({ gender: 'Female' }));
    expect((await save(other, target.candidateId)).body.message).toBe(SAVED);
    expect((await call('getUserSavedProfileList', { token: m.token, params: { userId: other.id } })).status).toBe(403);
    const forged = await call('saveUserSavedProfile', { token: m.token, body: { userProfileId: other.id, candidateId: target.candidateId } });
    expect(forged.status).toBe(403);
    // m removing the same candidate id removes nothing of other's.
    await call('removeUserSavedProfile', { token: m.token, params: { id: target.candidateId } });
    expect((await list(other)).map((s) => s.candidateId)).toEqual([target.candidateId]);
  });
});

/**
 * Who sees which photo, through HTTP on the local stack: family A has
 * three photos and chooses each setting in turn; every route that returns A's photos — search,
 * matched, the saved list, both proposal lists, the profile by id and by shared name, the Download
 * My Data export, and the shared link — is asked by every kind of viewer (the owner, a member, a
 * requester approved and one not, a connected family, a blocked family, a visitor). Each signs
 * exactly the photos the rule lets that viewer see, and a held-back photo's id appears in no answer.
 *
 * Other test files share the stack: every profile here lives in a state named by a random token.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PhotoAccess } from '#shared/domain/photoAccess.js';
import type { ProfileCard } from '#shared/domain/search.js';
import {
  call, candidateBody, newEligibleMember, propose, transition, uploadPhoto, type Answer, type CandidateMember,
} from './helpers.js';

const STATE = `pa${Math.random().toString(36).slice(2, 10)}`;
const YEAR = new Date().getFullYear();
const PUB = `pa-${STATE}`;

let n = 0;
const family = (gender: 'Male' | 'Female') => {
  const i = n++;
  return newEligibleMember(candidateBody({
    gender, dobYear: YEAR - 30, country: 'United Kingdom', state: STATE, city: 'Leeds', email: `pa${i}.${STATE}@example.org`, firstName: `Pa${i}`,
  }));
};
const ok = async (res: Promise<Answer> | Answer) => {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
};
const wants = (gender: string) => ({ gender, minAge: 25, maxAge: 35, state: STATE, country: 'United Kingdom', mustHaves: ['state'] });

let a: CandidateMember; // the family whose photos are at stake, three of them
let photoIds: string[];
/** Viewers, by kind. */
let member: CandidateMember;
let approved: CandidateMember;
let requested: CandidateMember;
let connected: CandidateMember;
let blocked: CandidateMember;

beforeAll(async () => {
  [a, member, approved, requested, connected, blocked] = await Promise.all([
    family('Female'), family('Male'), family('Male'), family('Male'), family('Male'), family('Male'),
  ]);
  const own = await ok(call('getPhotos', { token: a.token, params: { candidateId: a.candidateId } }));
  photoIds = [(own.body.items as { id: string }[])[0]!.id];
  for (let i = 0; i < 2; i++) photoIds.push((await uploadPhoto(a, a.candidateId)).photoId);
  await ok(call('updatePubURL', { token: a.token, params: { candidateId: a.candidateId }, body: { candidateProfilePublicURL: PUB } }));
  for (const v of [member, approved, requested, connected, blocked]) {
    await ok(call('addExpectation', { token: v.token, params: { candidateId: v.candidateId }, body: wants('Female') }));
    await ok(call('saveUserSavedProfile', { token: v.token, body: { userProfileId: v.id, candidateId: a.candidateId } }));
  }
  // Every viewer but the blocked one has a proposal to A (so A's card is in its My Proposals); A accepts the connected family's.
  for (const v of [member, approved, requested]) await ok(propose(v, a.candidateId));
  const accepted = await ok(propose(connected, a.candidateId));
  await ok(transition('acceptTheirProposal', a, accepted.body.id));
  // Requests need something held back; then the setting moves through all three below.
  await ok(call('setPhotoAccess', { token: a.token, params: { candidateId: a.candidateId }, body: { photoAccess: 'first' } }));
  await ok(call('requestPhotos', { token: approved.token, body: { candidateId: a.candidateId } }));
  await ok(call('requestPhotos', { token: requested.token, body: { candidateId: a.candidateId } }));
  await ok(call('approvePhotoRequest', { token: a.token, params: { userId: a.id, requesterUserId: approved.id } }));
  await ok(call('blockFamily', { token: a.token, body: { userProfileId: a.id, fromCandidateId: a.candidateId, toCandidateId: blocked.candidateId } }));
});

const cardOfA = (items: ProfileCard[]) => items.find((c) => c.id === a.candidateId);

/** Every answer of every route that can carry A's photos, asked by `v`, with A's card or profile picked out. */
async function everyRoute(v: CandidateMember) {
  const search = await call('searchProfiles', { token: v.token, body: { searchText: STATE, gender: 'Female' } });
  const matched = await call('getMatchingProfiles', { token: v.token, params: { candidateId: v.candidateId } });
  const saved = await call('getUserSavedProfileList', { token: v.token, params: { userId: v.id } });
  const sent = await call('getMySentProposalList', { token: v.token, params: { userId: v.id, candidateId: v.candidateId } });
  const received = await call('getMyReceivedProposalList', { token: v.token, params: { userId: v.id, candidateId: v.candidateId } });
  const byId = await call('getCandidateProfile', { token: v.token, params: { candidateId: a.candidateId } });
  const byName = await call('getProfileByPubURL', { token: v.token, params: { pubProfile: PUB } });
  const exported = await call('exportMyData', { token: v.token, params: { userProfileId: v.id } });
  const answers = { search, matched, saved, sent, received, byId, byName, exported };
  for (const [route, r] of Object.entries(answers)) {
    if (!(v === blocked && (route === 'byId' || route === 'byName'))) expect(r.status, `${route} ${JSON.stringify(r.body)}`).toBe(200);
  }
  const savedCards = (saved.body.items as { candidateId: string; candidateProfile: ProfileCard | null }[]).map((s) => s.candidateProfile).filter(Boolean) as ProfileCard[];
  const sentCards = (sent.body.items as { candidateProfile: ProfileCard | null }[]).map((s) => s.candidateProfile).filter(Boolean) as ProfileCard[];
  const exportCards = [
    ...(exported.body.savedProfiles as { candidateProfile: ProfileCard | null }[]).map((s) => s.candidateProfile),
    ...(exported.body.proposalsSent as { candidateProfile: ProfileCard | null }[]).map((s) => s.candidateProfile),
  ].filter(Boolean) as ProfileCard[];
  return {
    raw: JSON.stringify(answers),
    cards: {
      search: cardOfA(search.body.items), matched: cardOfA(matched.body.items), saved: cardOfA(savedCards),
      sent: cardOfA(sentCards), exported: cardOfA(exportCards),
    },
    profiles: { byId: byId.body, byName: byName.body },
  };
}

const shown = (raw: string) => photoIds.filter((id) => raw.includes(id));

/** What each viewer kind must see of A's three photos under each setting. */
const expected: Record<PhotoAccess, { member: number }> = { all: { member: 3 }, first: { member: 1 }, none: { member: 0 } };

describe.each(['all', 'first', 'none'] as const)("A chooses '%s'", (setting) => {
  beforeAll(async () => {
    await ok(call('setPhotoAccess', { token: a.token, params: { candidateId: a.candidateId }, body: { photoAccess: setting } }));
  });

  it('the owner sees all three, and its choice', async () => {
    const own = await ok(call('getCandidateProfile', { token: a.token, params: { candidateId: a.candidateId } }));
    expect(own.body.photos).toHaveLength(3);
    expect(own.body.photoAccess).toBe(setting);
    expect((await ok(call('getPhotos', { token: a.token, params: { candidateId: a.candidateId } }))).body.items).toHaveLength(3);
  });

  it.each([
    ['a member', () => member, expected[setting].member, null],
    ['a requester not approved', () => requested, expected[setting].member, 'requested'],
    ['an approved requester', () => approved, 3, null],
    ['a connected family (accepted proposal)', () => connected, 3, null],
  ] as const)('%s: every route signs exactly the photos it may see', async (_kind, who, count, request) => {
    const seen = await everyRoute(who());
    // No answer names a held-back photo, whatever the route.
    expect(shown(seen.raw)).toEqual(photoIds.slice(0, count));
    for (const [route, card] of Object.entries(seen.cards)) {
      expect(card, route).toBeDefined();
      expect(card!.photoURL !== null, route).toBe(count > 0);
      expect(card!.photosHeldBack, route).toBe(count < 3);
      expect(card!.photoRequest ?? null, route).toBe(count < 3 ? request : null);
    }
    for (const [route, profile] of Object.entries(seen.profiles)) {
      expect((profile.photos as { id: string }[]).map((p) => p.id), route).toEqual(photoIds.slice(0, count));
      expect(profile.photosHeldBack, route).toBe(count < 3);
      expect('photoAccess' in profile, route).toBe(false);
    }
  });

  it('a blocked family gets none of them on any route (the profile does not exist for it)', async () => {
    const seen = await everyRoute(blocked);
    expect(shown(seen.raw)).toEqual([]);
    expect(Object.values(seen.cards).filter(Boolean)).toEqual([]);
  });

  it('a visitor at the shared link sees what a member sees, never more', async () => {
    const shared = await ok(call('getSharedProfile', { params: { sharedPubURL: PUB } }));
    expect((shared.body.photos as { id: string }[]).map((p) => p.id)).toEqual(photoIds.slice(0, expected[setting].member));
    expect(shared.body.photosHeldBack).toBe(expected[setting].member < 3);
    expect(shared.body.photoRequest).toBeUndefined();
  });
});

describe('the setting', () => {
  it('is the owner’s alone, and only one of the three choices', async () => {
    expect((await call('setPhotoAccess', { token: member.token, params: { candidateId: a.candidateId }, body: { photoAccess: 'all' } })).status).toBe(403);
    const bad = await call('setPhotoAccess', { token: a.token, params: { candidateId: a.candidateId }, body: { photoAccess: 'some' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.photoAccess).toBeDefined();
  });
});

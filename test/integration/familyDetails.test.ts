/**
 * Family Details and Horoscope, through HTTP on the local stack: saved by
 * the create, the full edit and each section's own page (only that section changes); bad input
 * answers 4xx with the field's message and writes nothing; every new field is seen as the catalogue
 * says by the owner, another member, a connected family (accepted proposal) and the shared link;
 * the export carries the own sections in full and another family's not beyond what members see.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { familyDetailsKeys, horoscopeKeys } from '#shared/domain/candidate.js';
import { maskName } from '#shared/domain/masking.js';
import { familyDetailsSample, horoscopeSample } from '../sampleData.js';
import {
  call, candidateBody, newEligibleMember, newMember, propose, request, storedProfile, transition, type CandidateMember, type Member,
} from './helpers.js';

const sections = { ...familyDetailsSample, ...horoscopeSample };
const sectionKeys: readonly string[] = [...familyDetailsKeys, ...horoscopeKeys];
const pick = (o: Record<string, unknown>, keys: readonly string[]) => Object.fromEntries(keys.filter((k) => k in o).map((k) => [k, o[k]]));
/** The stored item apart from the bookkeeping every write moves (the version, the time, the search sort key and card). */
const settled = async (candidateId: string) => {
  // Bookkeeping every save changes (the write's version, the members' edit version and who saved) is left out.
  const { version: _v, updatedDate: _u, ssk: _s, sc: _c, editVersion: _e, editedBy: _b, ...rest } = (await storedProfile(candidateId)) ?? {};
  return rest;
};

const viewAs = (who: CandidateMember, candidateId: string) => call('getCandidateProfile', { token: who.token, params: { candidateId } });
const saveFamily = (who: CandidateMember, body: unknown, candidateId = who.candidateId) =>
  call('updateFamilyDetails', { token: who.token, params: { candidateId }, body });
const saveHoroscope = (who: CandidateMember, body: unknown, candidateId = who.candidateId) =>
  call('updateHoroscope', { token: who.token, params: { candidateId }, body });
const editAll = (who: CandidateMember, body: unknown) => call('updateCandidateProfile', { token: who.token, params: { candidateId: who.candidateId }, body });

let family: CandidateMember; // filled both sections at creation
let member: CandidateMember; // another family, no proposal
let connected: CandidateMember; // another family whose proposal the family accepted
let sharedName: string;

beforeAll(async () => {
  [family, member, connected] = await Promise.all([
    newEligibleMember({ ...sections, firstName: 'Anjali' }),
    newEligibleMember({ gender: 'Male', firstName: 'Vikram' }),
    newEligibleMember({ gender: 'Male', firstName: 'Kabir' }),
  ]);
  const proposal = await propose(connected, family.candidateId);
  expect(proposal.status).toBe(200);
  expect((await transition('acceptTheirProposal', family, proposal.body.id)).status).toBe(200);
  sharedName = `anjali-${Date.now().toString(36)}`;
  const shared = await call('updatePubURL', { token: family.token, params: { candidateId: family.candidateId }, body: { candidateProfilePublicURL: sharedName } });
  expect(shared.status).toBe(200);
});

describe('saving family details and horoscope', () => {
  it('the create stores both sections, and the owner reads them back in full', async () => {
    const own = await viewAs(family, family.candidateId);
    expect(own.status).toBe(200);
    expect(pick(own.body, sectionKeys)).toEqual(sections);
    expect(pick((await storedProfile(family.candidateId))!, sectionKeys)).toEqual(sections);
  });

  it("the full edit changes them, clears what is sent as '', and leaves them alone when the body does not name them", async () => {
    const m = await newEligibleMember(sections);
    const edited = await editAll(m, candidateBody({ ...sections, fatherOccupation: 'Engineer', motherOccupation: '', rashi: '', birthTime: '' }));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ fatherOccupation: 'Engineer', nakshatra: 'Rohini', birthPlace: horoscopeSample.birthPlace });
    const stored = (await storedProfile(m.candidateId))!;
    for (const cleared of ['motherOccupation', 'rashi', 'birthTime']) {
      expect(edited.body).not.toHaveProperty(cleared);
      expect(stored).not.toHaveProperty(cleared);
    }
    // A client that does not know the sections (its body has none of their fields) keeps them.
    expect((await editAll(m, candidateBody({ city: 'Mississauga' }))).status).toBe(200);
    expect((await storedProfile(m.candidateId))).toMatchObject({ city: 'Mississauga', fatherOccupation: 'Engineer', nakshatra: 'Rohini' });
  });

  it("each section's own page saves that section alone: the rest of the profile is as it was", async () => {
    const m = await newEligibleMember({ firstName: 'Meera' });
    const before = await settled(m.candidateId);

    const family1 = await saveFamily(m, familyDetailsSample);
    expect(family1.status).toBe(200);
    expect(pick(family1.body, sectionKeys)).toEqual(familyDetailsSample);
    expect(await settled(m.candidateId)).toEqual({ ...before, ...familyDetailsSample });

    const horoscope = await saveHoroscope(m, horoscopeSample);
    expect(horoscope.status).toBe(200);
    expect(await settled(m.candidateId)).toEqual({ ...before, ...familyDetailsSample, ...horoscopeSample });

    // The page sends the whole section: what it leaves out (or sends as '') is cleared, the horoscope stays.
    const cut = await saveFamily(m, { fatherName: 'Suresh Iyer', familyType: '', brothers: '1', brothersMarried: '1' });
    expect(cut.status).toBe(200);
    expect(await settled(m.candidateId)).toEqual({ ...before, ...horoscopeSample, fatherName: 'Suresh Iyer', brothers: '1', brothersMarried: '1' });

    // And the profile is still the one the family saved: the full edit and the view agree.
    const own = await viewAs(m, m.candidateId);
    expect(own.body).toMatchObject({ firstName: 'Meera', city: 'Toronto', fatherName: 'Suresh Iyer', rashi: horoscopeSample.rashi });
  });

  it('the two pages and a change elsewhere at the same moment all land (each write is versioned and re-applied)', async () => {
    const m = await newEligibleMember({ firstName: 'Ritu' });
    const version = Number((await storedProfile(m.candidateId))?.version);
    const answers = await Promise.all([
      saveFamily(m, familyDetailsSample),
      saveHoroscope(m, horoscopeSample),
      call('manageCandProfileVisibility', { token: m.token, params: { candidateId: m.candidateId }, body: { candidateProfileVisibilityFlag: false } }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await storedProfile(m.candidateId)).toMatchObject({ ...sections, candidateProfileVisibilityFlag: false, version: version + 3 });
  });

  it('only the owner saves a section', async () => {
    const before = await settled(family.candidateId);
    for (const res of [await saveFamily(member, familyDetailsSample, family.candidateId), await saveHoroscope(member, horoscopeSample, family.candidateId)]) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect((await request('PATCH', `/api/profilemgmt/saveHoroscope/${family.candidateId}`, { body: horoscopeSample })).status).toBe(401);
    expect(await settled(family.candidateId)).toEqual(before);
  });
});

/** Bad input, each with the field that must carry the message. */
const badFamily: [string, Record<string, unknown>, string, RegExp][] = [
  ['more married brothers than brothers', { brothers: '1', brothersMarried: '2' }, 'brothersMarried', /More married brothers/],
  ['married sisters with no sisters', { sisters: '', sistersMarried: '1' }, 'sistersMarried', /More married sisters/],
  ['a count not in the list', { brothers: '7' }, 'brothers', /number of brothers/],
  ["401 characters about the family", { aboutFamily: 'a'.repeat(401) }, 'aboutFamily', /At most 400 characters/],
  ['a control character about the family', { aboutFamily: 'We are\u0007 kind' }, 'aboutFamily', /control characters/],
  ["a line break in the father's name", { fatherName: 'Raj\nSharma' }, 'fatherName', /control characters/],
  ["a NUL in the mother's occupation", { motherOccupation: 'Doctor\u0000' }, 'motherOccupation', /control characters/],
  ['an unknown family type', { familyType: 'Huge' }, 'familyType', /family type/],
  ['an unknown native country', { nativeCountry: 'Atlantis' }, 'nativeCountry', /country/],
];
const badHoroscope: [string, Record<string, unknown>, string, RegExp][] = [
  ['a time of birth past 23:59', { birthTime: '25:00' }, 'birthTime', /hh:mm/],
  ['a time of birth without its leading zero', { birthTime: '6:45' }, 'birthTime', /hh:mm/],
  ['a time of birth with seconds', { birthTime: '06:45:00' }, 'birthTime', /hh:mm/],
  ['an unknown rashi', { rashi: 'Ophiuchus' }, 'rashi', /rashi/],
  ['an unknown manglik answer', { manglik: 'Maybe' }, 'manglik', /manglik/],
  ['a line break in the place of birth', { birthPlace: 'Udaipur\r\nRajasthan' }, 'birthPlace', /control characters/],
];

describe('bad input answers 4xx with the field message and writes nothing', () => {
  let m: CandidateMember;
  let newcomer: Member; // no profile yet: each bad create leaves it so
  let before: Record<string, unknown>;
  beforeAll(async () => {
    [m, newcomer] = await Promise.all([newEligibleMember(sections), newMember()]);
    before = await settled(m.candidateId);
  });
  const refused = (res: { status: number; body: { errors?: Record<string, string[]> } }, field: string, message: RegExp) => {
    expect(res.status).toBe(422);
    expect(res.body.errors?.[field]?.join(' ')).toMatch(message);
  };

  it.each(badFamily)('family details: %s', async (_name, bad, field, message) => {
    refused(await saveFamily(m, { ...familyDetailsSample, ...bad }), field, message);
    refused(await editAll(m, candidateBody({ ...sections, ...bad })), field, message);
    refused(await call('saveCandidateProfile', { token: newcomer.token, body: candidateBody(bad) }), field, message);
    expect(await settled(m.candidateId)).toEqual(before);
    expect((await call('getSession', { token: newcomer.token })).body.candidateId).toBeFalsy();
  });

  it.each(badHoroscope)('horoscope: %s', async (_name, bad, field, message) => {
    refused(await saveHoroscope(m, { ...horoscopeSample, ...bad }), field, message);
    refused(await editAll(m, candidateBody({ ...sections, ...bad })), field, message);
    expect(await settled(m.candidateId)).toEqual(before);
  });

  it("a section's page takes none of the rest of the profile, nor the other section", async () => {
    for (const res of [await saveFamily(m, { ...familyDetailsSample, firstName: 'Other' }), await saveHoroscope(m, { ...horoscopeSample, fatherName: 'X' })]) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect(await settled(m.candidateId)).toEqual(before);
  });

  it('400 characters about the family, line breaks included, are taken', async () => {
    const about = `${'a'.repeat(200)}\n${'b'.repeat(199)}`;
    const res = await saveFamily(m, { ...familyDetailsSample, aboutFamily: about });
    expect(res.status).toBe(200);
    expect(res.body.aboutFamily).toBe(about);
  });
});

describe('who sees what of the new fields', () => {
  const starred = { fatherName: maskName(familyDetailsSample.fatherName), motherName: maskName(familyDetailsSample.motherName) };
  const membersSee = { ...sections, ...starred, birthTime: undefined, birthPlace: undefined };
  const readAs = (body: Record<string, unknown>) => Object.fromEntries(sectionKeys.map((k) => [k, body[k]]));

  it('another member: parents’ names starred, no time or place of birth, the rest as given', async () => {
    const res = await viewAs(member, family.candidateId);
    expect(res.status).toBe(200);
    expect(readAs(res.body)).toEqual(membersSee);
    expect(res.body).not.toHaveProperty('birthTime');
    expect(res.body).not.toHaveProperty('birthPlace');
    const raw = JSON.stringify(res.body);
    for (const secret of ['Rajendra', 'Kusumlata', horoscopeSample.birthTime, horoscopeSample.birthPlace]) expect(raw).not.toContain(secret);
  });

  it('the shared link, to anyone and to a member opening it: what members see', async () => {
    const anyone = await call('getSharedProfile', { params: { sharedPubURL: sharedName } });
    expect(anyone.status).toBe(200);
    expect(readAs(anyone.body)).toEqual(membersSee);
    const byName = await call('getProfileByPubURL', { token: member.token, params: { pubProfile: sharedName } });
    expect(readAs(byName.body)).toEqual(membersSee);
    for (const res of [anyone, byName]) expect(JSON.stringify(res.body)).not.toContain(horoscopeSample.birthTime);
  });

  it('a connected family (its proposal accepted): everything in full, by id and by the shared name', async () => {
    const byId = await viewAs(connected, family.candidateId);
    expect(byId.status).toBe(200);
    expect(readAs(byId.body)).toEqual(sections);
    const byName = await call('getProfileByPubURL', { token: connected.token, params: { pubProfile: sharedName } });
    expect(readAs(byName.body)).toEqual(sections);
  });

  it('the owner: everything in full', async () => {
    expect(readAs((await viewAs(family, family.candidateId)).body)).toEqual(sections);
  });

  it('a section with nothing given carries no field at all, not even a starred empty one', async () => {
    const res = await viewAs(family, member.candidateId);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).filter((k) => sectionKeys.includes(k))).toEqual([]);
  });
});

describe('Download My Data', () => {
  it("holds the family's own sections in full", async () => {
    const res = await call('exportMyData', { token: family.token, params: { userProfileId: family.id } });
    expect(res.status).toBe(200);
    expect(pick(res.body.candidateProfile, sectionKeys)).toEqual(sections);
  });

  it("holds another family's sections no further than members see them", async () => {
    expect((await call('saveUserSavedProfile', { token: member.token, body: { userProfileId: member.id, candidateId: family.candidateId } })).status).toBe(200);
    const res = await call('exportMyData', { token: member.token, params: { userProfileId: member.id } });
    expect(res.status).toBe(200);
    expect(res.body.savedProfiles.map((s: { candidateId: string }) => s.candidateId)).toContain(family.candidateId);
    const raw = JSON.stringify(res.body);
    for (const secret of ['Rajendra', 'Kusumlata', horoscopeSample.birthTime, horoscopeSample.birthPlace]) expect(raw).not.toContain(secret);
  });
});

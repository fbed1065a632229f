/**
 * Two members of a family editing the profile at once never lose an edit silently: a save names the
 * edit version its page loaded, and one whose version is no longer the stored one is refused (409)
 * with who changed it, the stored profile keeping the other member's change. The owner's view gives
 * the version and the last editor; nobody else's does.
 */
import { describe, expect, it } from 'vitest';
import { call, candidateBody, newEligibleMember, type CandidateMember } from './helpers.js';
import { invitee, joinedMember } from './familyHelpers.js';

const TAG = `fedit${Math.random().toString(36).slice(2, 10)}`;
const memberOf = async (founder: CandidateMember, relation: string, firstName: string): Promise<CandidateMember> =>
  ({ ...(await joinedMember(founder, invitee(relation, firstName))), candidateId: founder.candidateId });
const own = async (who: CandidateMember) =>
  (await call('getCandidateProfile', { token: who.token, params: { candidateId: who.candidateId } })).body as Record<string, unknown> & { editVersion: number };
const editAll = (who: CandidateMember, over: Record<string, unknown>, editVersion?: number) =>
  call('updateCandidateProfile', { token: who.token, params: { candidateId: who.candidateId }, body: { ...candidateBody({ city: TAG, ...over }), ...(editVersion === undefined ? {} : { editVersion }) } });
const saveFamily = (who: CandidateMember, body: Record<string, unknown>) =>
  call('updateFamilyDetails', { token: who.token, params: { candidateId: who.candidateId }, body });

describe('two members editing the profile at once', () => {
  it("the second save of the same version is refused, naming who saved first; the first member's change stays; saved again from the newer version it lands", async () => {
    const founder = await newEligibleMember(candidateBody({ city: TAG }));
    const mother = await memberOf(founder, 'Mother', 'Meera');
    const father = await memberOf(founder, 'Father', 'Vikram');
    const loaded = (await own(father)).editVersion;
    expect((await own(mother)).editVersion).toBe(loaded);

    const first = await editAll(mother, { employerName: 'Maple Analytics' }, loaded);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ editVersion: loaded + 1, editedBy: { firstName: 'Meera', relation: 'Mother' } });

    const second = await editAll(father, { employerName: 'Birch Consulting' }, loaded);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('This profile was changed by Meera (Mother) while you were editing. Here is the newer version — please make your change again.');
    expect((await own(founder)).employerName).toBe('Maple Analytics');

    const again = await editAll(father, { employerName: 'Birch Consulting' }, loaded + 1);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await own(founder))).toMatchObject({ employerName: 'Birch Consulting', editVersion: loaded + 2, editedBy: { firstName: 'Vikram', relation: 'Father' } });
  });

  it('a section page and the full form share the version: a Family Details save after a full edit of the same version is refused', async () => {
    const founder = await newEligibleMember(candidateBody({ city: TAG }));
    const sister = await memberOf(founder, 'Sister', 'Leela');
    const loaded = (await own(founder)).editVersion;
    expect((await editAll(sister, { fatherName: 'Mahesh' }, loaded)).status).toBe(200);
    const section = await saveFamily(founder, { fatherName: 'Suresh', editVersion: loaded });
    expect(section.status).toBe(409);
    expect(section.body.message).toContain('changed by Leela (Sister)');
    expect((await own(founder)).fatherName).toBe('Mahesh');
  });

  it('of saves racing from the same version, exactly one lands and the others are told; no write is lost silently', async () => {
    const founder = await newEligibleMember(candidateBody({ city: TAG }));
    const loaded = (await own(founder)).editVersion;
    const names = ['Aarav', 'Bhavin', 'Chetan', 'Dinesh', 'Eshan'];
    const answers = await Promise.all(names.map((n) => saveFamily(founder, { fatherName: n, editVersion: loaded })));
    const landed = answers.filter((a) => a.status === 200);
    expect(landed).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(names.length - 1);
    const stored = await own(founder);
    expect(stored.fatherName).toBe(landed[0]!.body.fatherName);
    expect(stored.editVersion).toBe(loaded + 1);
  });

  it('a save without a version (an older page) is not checked; bad versions are 422 with the field named', async () => {
    const founder = await newEligibleMember(candidateBody({ city: TAG }));
    expect((await editAll(founder, { employerName: 'Oak Ltd' })).status).toBe(200);
    const bad = await saveFamily(founder, { fatherName: 'X', editVersion: -1 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['editVersion']);
  });

  it("another family's view carries neither the version nor who edited", async () => {
    const founder = await newEligibleMember(candidateBody({ city: TAG, gender: 'Female' }));
    const other = await newEligibleMember(candidateBody({ city: TAG, gender: 'Male' }));
    expect((await editAll(founder, { employerName: 'Oak Ltd', gender: 'Female' }, (await own(founder)).editVersion)).status).toBe(200);
    const seen = await call('getCandidateProfile', { token: other.token, params: { candidateId: founder.candidateId } });
    expect(seen.status).toBe(200);
    expect(seen.body).not.toHaveProperty('editVersion');
    expect(seen.body).not.toHaveProperty('editedBy');
  });
});

describe('two members editing the expectations at once', () => {
  const wants = (state: string, loadedUpdatedDate?: string) =>
    ({ gender: 'Male', minAge: 25, maxAge: 35, state, country: 'Canada', ...(loadedUpdatedDate ? { loadedUpdatedDate } : {}) });
  const stored = async (who: CandidateMember) =>
    (await call('getExpectationDetails', { token: who.token, params: { candidateId: who.candidateId } })).body.expectation as Record<string, unknown> & { id: string; updatedDate: string };

  it("an edit from the version the page loaded is refused once another member saved, naming them; the other member's change stays", async () => {
    const founder = await newEligibleMember(candidateBody({ city: TAG }));
    const mother = await memberOf(founder, 'Mother', 'Meera');
    const father = await memberOf(founder, 'Father', 'Vikram');
    const added = await call('addExpectation', { token: founder.token, params: { candidateId: founder.candidateId }, body: wants('Ontario') });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const loaded = await stored(father);
    const params = { candidateId: founder.candidateId, expectationId: loaded.id };

    const first = await call('editExpectation', { token: mother.token, params, body: wants('Alberta', loaded.updatedDate) });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await call('editExpectation', { token: father.token, params, body: wants('Quebec', loaded.updatedDate) });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('These expectations were changed by Meera (Mother) while you were editing. Here is the newer version — please make your change again.');
    expect(await stored(founder)).toMatchObject({ state: 'Alberta', editedBy: { firstName: 'Meera', relation: 'Mother' } });

    const newer = await stored(father);
    const again = await call('editExpectation', { token: father.token, params, body: wants('Quebec', newer.updatedDate) });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await stored(founder)).toMatchObject({ state: 'Quebec', editedBy: { firstName: 'Vikram', relation: 'Father' } });
  });

  it('of two members adding the first expectations at once, one lands and the other is told who added them', async () => {
    const founder = await newEligibleMember(candidateBody({ city: TAG }));
    const sister = await memberOf(founder, 'Sister', 'Leela');
    const answers = await Promise.all([
      call('addExpectation', { token: founder.token, params: { candidateId: founder.candidateId }, body: wants('Ontario') }),
      call('addExpectation', { token: sister.token, params: { candidateId: founder.candidateId }, body: wants('Manitoba') }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const kept = await stored(founder);
    const winner = answers[0]!.status === 200 ? 'Ontario' : 'Manitoba';
    expect(kept.state).toBe(winner);
    expect(answers.find((a) => a.status === 409)!.body.message).toMatch(/^These expectations were changed by \w+/);
  });
});

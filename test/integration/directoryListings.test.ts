/**
 * A member's own listings: pending until approved, public only while approved
 * and shown, the owner alone reads and changes them, at most MAX_LISTINGS a member even when saved
 * in parallel, and the shared schema's field messages for bad input.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { directoryTexts, MAX_LISTINGS } from '#shared/domain/classified.js';
import { newId } from '#functions/lib/ids.js';
import { call, newMember, type Member } from './helpers.js';
import { freshSubCategory, listingBody, ownerOnlyFields, setListingState } from './directoryHelpers.js';

let subCategoryId: string;
let categoryId: string;
beforeAll(async () => {
  ({ subCategoryId, categoryId } = await freshSubCategory());
});

const publicIds = async () => {
  const res = await call('getServiceProviders', { params: { subCategoryId } });
  expect(res.status).toBe(200);
  for (const item of res.body.items) for (const f of ownerOnlyFields) expect(item).not.toHaveProperty(f);
  return (res.body.items as { id: string }[]).map((p) => p.id);
};
const save = (m: Member, overrides = {}) => call('saveServiceProvider', { token: m.token, body: listingBody(subCategoryId, overrides) });

describe('a listing’s way into the directory', () => {
  it('is pending and not public until approved; the owner’s Show in Search really hides it', async () => {
    const owner = await newMember();
    const saved = await save(owner);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      status: 'pending', serviceProviderDisplayFlag: true, userProfileId: owner.id, subCategoryId, categoryId, sample: false,
      serviceProviderTitle: 'Kapoor Wedding Caterers',
    });
    const id = saved.body.id as string;
    expect(await publicIds()).not.toContain(id);

    await setListingState(id, { status: 'approved' });
    expect(await publicIds()).toContain(id);

    const off = await call('manageServiceProviderDisplay', { token: owner.token, params: { providerId: id }, body: { serviceProviderDisplayFlag: false } });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ status: 'approved', serviceProviderDisplayFlag: false });
    expect(await publicIds()).not.toContain(id);

    const on = await call('manageServiceProviderDisplay', { token: owner.token, params: { providerId: id }, body: { serviceProviderDisplayFlag: true } });
    expect(on.body.serviceProviderDisplayFlag).toBe(true);
    expect(await publicIds()).toContain(id);

    // An edit of an approved listing goes back to the volunteers; the directory keeps the approved text.
    const before = (await call('getMyServiceProvider', { token: owner.token, params: { providerId: id } })).body.serviceProviderTitle;
    const edited = await call('updateServiceProvider', { token: owner.token, params: { providerId: id }, body: listingBody(subCategoryId, { serviceProviderTitle: 'Kapoor Caterers and Sweets' }) });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ status: 'pending', serviceProviderDisplayFlag: true, serviceProviderTitle: 'Kapoor Caterers and Sweets' });
    expect(edited.body.approved.serviceProviderTitle).toBe(before);
    const listed = await call('getServiceProviders', { params: { subCategoryId } });
    expect(listed.body.items.find((p: { id: string }) => p.id === id).serviceProviderTitle).toBe(before);

    // Hidden by a volunteer: gone, whatever the owner's flag.
    await setListingState(id, { status: 'hidden', statusReason: 'Duplicate listing' });
    expect(await publicIds()).not.toContain(id);
  });

  it('a rejected listing goes back to the volunteers when edited, without the old reason', async () => {
    const owner = await newMember();
    const id = (await save(owner)).body.id as string;
    await setListingState(id, { status: 'rejected', statusReason: 'Please add a real website' });
    const mine = await call('getMyServiceProvider', { token: owner.token, params: { providerId: id } });
    expect(mine.body).toMatchObject({ status: 'rejected', statusReason: 'Please add a real website' });
    const edited = await call('updateServiceProvider', { token: owner.token, params: { providerId: id }, body: listingBody(subCategoryId) });
    expect(edited.body.status).toBe('pending');
    expect(edited.body).not.toHaveProperty('statusReason');
    expect(await publicIds()).not.toContain(id);
  });

  it('the owner lists their own, newest first', async () => {
    const owner = await newMember();
    const a = (await save(owner, { serviceProviderTitle: 'First service' })).body.id;
    const b = (await save(owner, { serviceProviderTitle: 'Second service' })).body.id;
    const res = await call('getMyServiceProviders', { token: owner.token, params: { userId: owner.id } });
    expect(res.status).toBe(200);
    expect(res.body.items.map((l: { id: string }) => l.id)).toEqual([b, a]);
    expect(res.body.items[0]).toMatchObject({ status: 'pending', userProfileId: owner.id });
  });
});

describe('bad input and access', () => {
  it('refuses bad fields with the shared schema’s messages, and an unknown category', async () => {
    const owner = await newMember();
    const bad = await save(owner, {
      serviceProviderWebsite: 'javascript:alert(1)', serviceProviderEmail: 'not-an-email', serviceProviderTitle: 'x'.repeat(81),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.serviceProviderWebsite).toEqual(['Website must start with http:// or https://']);
    expect(bad.body.errors.serviceProviderEmail?.length).toBeGreaterThan(0);
    expect(bad.body.errors.serviceProviderTitle).toEqual(['Title must be at most 80 characters']);

    const unknown = await call('saveServiceProvider', { token: owner.token, body: listingBody(newId()) });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.subCategoryId).toEqual(['Please choose a category from the list']);

    const none = await call('getMyServiceProviders', { token: owner.token, params: { userId: owner.id } });
    expect(none.body.items).toEqual([]);
  });

  it('another member’s listing answers 404 and stays as it was; their list 403', async () => {
    const owner = await newMember();
    const other = await newMember();
    const id = (await save(owner)).body.id as string;
    const params = { providerId: id };
    expect((await call('getMyServiceProvider', { token: other.token, params })).status).toBe(404);
    expect((await call('updateServiceProvider', { token: other.token, params, body: listingBody(subCategoryId, { serviceProviderTitle: 'Taken over' }) })).status).toBe(404);
    expect((await call('manageServiceProviderDisplay', { token: other.token, params, body: { serviceProviderDisplayFlag: false } })).status).toBe(404);
    expect((await call('getMyServiceProviders', { token: other.token, params: { userId: owner.id } })).status).toBe(403);
    const mine = await call('getMyServiceProvider', { token: owner.token, params });
    expect(mine.body).toMatchObject({ serviceProviderTitle: 'Kapoor Wedding Caterers', serviceProviderDisplayFlag: true });
  });

  it('the member routes need a token; the public ones do not', async () => {
    expect((await call('saveServiceProvider', { body: listingBody(subCategoryId) })).status).toBe(401);
    expect((await call('getServiceProviders', { params: { subCategoryId } })).status).toBe(200);
  });
});

describe(`at most ${MAX_LISTINGS} listings a member`, () => {
  it('refuses the next one with the limit’s message', async () => {
    const owner = await newMember();
    for (let i = 0; i < MAX_LISTINGS; i++) expect((await save(owner)).status).toBe(200);
    const next = await save(owner);
    expect(next.status).toBe(409);
    expect(next.body.message).toBe(directoryTexts.tooMany);
    const mine = await call('getMyServiceProviders', { token: owner.token, params: { userId: owner.id } });
    expect(mine.body.items).toHaveLength(MAX_LISTINGS);
  });

  it('10 parallel saves leave at most 5', async () => {
    const owner = await newMember();
    const answers = await Promise.all(Array.from({ length: 10 }, () => save(owner)));
    const ok = answers.filter((a) => a.status === 200).length;
    expect(ok).toBeLessThanOrEqual(MAX_LISTINGS);
    for (const a of answers) expect([200, 409]).toContain(a.status);
    const mine = await call('getMyServiceProviders', { token: owner.token, params: { userId: owner.id } });
    expect(mine.body.items).toHaveLength(ok);
    expect(ok).toBeGreaterThan(0);
  });
});

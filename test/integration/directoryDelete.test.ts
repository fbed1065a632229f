/**
 * An owner deletes their listing: it leaves their list, the public directory (and its total) and
 * the volunteers' queue, and its slot comes back; another member's delete is refused and changes
 * nothing; two deletes at once give one 200 and one 404 and lower the counter once; bad ids get
 * field messages, never a 5xx.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { directoryTexts, MAX_LISTINGS } from '#shared/domain/classified.js';
import { ddb } from '#functions/lib/dynamodb.js';
import { table } from '#functions/store/table.js';
import { getListing, listingKeys } from '#functions/directory/entities/listings.js';
import { deleteOwnListing } from '#functions/directory/entities/listingCounts.js';
import { call, newMember, request, type Member } from './helpers.js';
import { freshSubCategory, listingBody } from './directoryHelpers.js';
import { moderate, newVolunteer } from './moderationHelpers.js';

let volunteer: Member;
beforeAll(async () => {
  volunteer = await newVolunteer();
});

const save = async (m: Member, subCategoryId: string, title = 'Kapoor Wedding Caterers') => {
  const res = await call('saveServiceProvider', { token: m.token, body: listingBody(subCategoryId, { serviceProviderTitle: title }) });
  expect(res.status).toBe(200);
  return res.body.id as string;
};
const approved = async (m: Member, subCategoryId: string, title?: string) => {
  const id = await save(m, subCategoryId, title);
  expect((await moderate('approveListing', volunteer, id)).status).toBe(200);
  return id;
};
const remove = (m: Member, providerId: string) => call('deleteServiceProvider', { token: m.token, params: { providerId } });
const directory = async (subCategoryId: string) => {
  const res = await call('getServiceProviders', { params: { subCategoryId } });
  expect(res.status).toBe(200);
  return { ids: (res.body.items as { id: string }[]).map((p) => p.id), total: res.body.total as number };
};
const myIds = async (m: Member) =>
  ((await call('getMyServiceProviders', { token: m.token, params: { userId: m.id } })).body.items as { id: string }[]).map((p) => p.id);
const pendingIds = async () =>
  ((await call('listListings', { token: volunteer.token, params: { status: 'pending' } })).body.items as { id: string }[]).map((p) => p.id);
const slotsUsed = async (userId: string) =>
  ((await ddb().send(new GetCommand({ TableName: table(), Key: listingKeys.listingCount(userId), ConsistentRead: true }))).Item?.count as number | undefined) ?? 0;

describe('the owner deletes a listing', () => {
  it('leaves their list and the directory, whose total drops only for a listing it counted', async () => {
    const owner = await newMember();
    const { subCategoryId } = await freshSubCategory();
    const shown = await approved(owner, subCategoryId, 'Shown Caterers');
    const waiting = await save(owner, subCategoryId, 'Waiting Caterers');
    expect(await directory(subCategoryId)).toEqual({ ids: [shown], total: 1 });
    expect(await slotsUsed(owner.id)).toBe(2);

    // Pending: never counted by the directory, so its total stays; it leaves the volunteers' queue.
    expect(await pendingIds()).toContain(waiting);
    const first = await remove(owner, waiting);
    expect(first).toEqual({ status: 200, body: { message: directoryTexts.deleted } });
    expect(await directory(subCategoryId)).toEqual({ ids: [shown], total: 1 });
    expect(await pendingIds()).not.toContain(waiting);
    expect(await myIds(owner)).toEqual([shown]);

    const second = await remove(owner, shown);
    expect(second.status).toBe(200);
    expect(await directory(subCategoryId)).toEqual({ ids: [], total: 0 });
    expect(await myIds(owner)).toEqual([]);
    expect(await slotsUsed(owner.id)).toBe(0);
    expect((await call('getMyServiceProvider', { token: owner.token, params: { providerId: shown } })).status).toBe(404);
  });

  it('a deleted listing is gone for the volunteers too: acting on it answers 404', async () => {
    const owner = await newMember();
    const { subCategoryId } = await freshSubCategory();
    const id = await save(owner, subCategoryId);
    expect((await remove(owner, id)).status).toBe(200);
    expect((await moderate('approveListing', volunteer, id, undefined, 1)).status).toBe(404);
    expect((await moderate('hideListing', volunteer, id, 'Duplicate listing')).status).toBe(404);
    expect(await directory(subCategoryId)).toEqual({ ids: [], total: 0 });
  });

  it('gives the slot back: at the limit, a delete lets the family list another', async () => {
    const owner = await newMember();
    const { subCategoryId } = await freshSubCategory();
    const ids: string[] = [];
    for (let i = 0; i < MAX_LISTINGS; i++) ids.push(await save(owner, subCategoryId, `Service ${i + 1}`));
    const refused = await call('saveServiceProvider', { token: owner.token, body: listingBody(subCategoryId) });
    expect(refused.status).toBe(409);
    expect((await remove(owner, ids[0]!)).status).toBe(200);
    await save(owner, subCategoryId, 'Service 6');
    expect((await call('saveServiceProvider', { token: owner.token, body: listingBody(subCategoryId) })).status).toBe(409);
    expect(await slotsUsed(owner.id)).toBe(MAX_LISTINGS);
  });

  it('a listing gone already answers 404 in words', async () => {
    const owner = await newMember();
    const { subCategoryId } = await freshSubCategory();
    const id = await save(owner, subCategoryId);
    expect((await remove(owner, id)).status).toBe(200);
    expect(await remove(owner, id)).toEqual({ status: 404, body: { message: directoryTexts.noSuchListing } });
    expect(await slotsUsed(owner.id)).toBe(0);
  });
});

describe('refusals', () => {
  it('another member’s delete answers 404 like a missing listing, and the listing stays', async () => {
    const owner = await newMember();
    const other = await newMember();
    const { subCategoryId } = await freshSubCategory();
    const id = await approved(owner, subCategoryId);
    const refused = await remove(other, id);
    expect(refused).toEqual({ status: 404, body: { message: directoryTexts.noSuchListing } });
    expect(await myIds(owner)).toEqual([id]);
    expect(await directory(subCategoryId)).toEqual({ ids: [id], total: 1 });
    expect(await slotsUsed(owner.id)).toBe(1);
    // Without a token: refused before anything is read.
    expect((await call('deleteServiceProvider', { params: { providerId: id } })).status).toBe(401);
    expect(await myIds(owner)).toEqual([id]);
  });

  it('three deletes at once: one 200, the others 404, the directory and the counter drop once', async () => {
    const owner = await newMember();
    const { subCategoryId } = await freshSubCategory();
    const kept = await approved(owner, subCategoryId, 'Kept Caterers');
    const id = await approved(owner, subCategoryId, 'Deleted Caterers');
    expect((await directory(subCategoryId)).total).toBe(2);
    expect(await slotsUsed(owner.id)).toBe(2);
    const answers = await Promise.all([remove(owner, id), remove(owner, id), remove(owner, id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404, 404]);
    expect(answers.find((a) => a.status === 404)?.body).toEqual({ message: directoryTexts.noSuchListing });
    expect(await directory(subCategoryId)).toEqual({ ids: [kept], total: 1 });
    expect(await slotsUsed(owner.id)).toBe(1);
    expect(await myIds(owner)).toEqual([kept]);
  });

  it('two deletes that both read the listing before either wrote: the second writes nothing', async () => {
    const owner = await newMember();
    const { subCategoryId } = await freshSubCategory();
    const id = await save(owner, subCategoryId);
    const read = (await getListing(id))!;
    expect(await deleteOwnListing(read)).toBe(true);
    expect(await deleteOwnListing(read)).toBe(false);
    expect(await slotsUsed(owner.id)).toBe(0);
  });

  it('a bad providerId gets 422 with the field’s message, never a 5xx', async () => {
    const owner = await newMember();
    for (const value of ['x', 'a'.repeat(300), '%3Cscript%3E', '..%2F..%2Fetc', '%00', 'a%20b']) {
      const res = await request('DELETE', `/api/classified/deleteServiceProvider/${value}`, { token: owner.token });
      expect(res.status, value).toBe(422);
      expect(res.body.errors?.providerId?.length, value).toBeGreaterThan(0);
    }
    // A path with no id at all is no route.
    const none = await request('DELETE', '/api/classified/deleteServiceProvider/', { token: owner.token });
    expect(none.status).toBeGreaterThanOrEqual(400);
    expect(none.status).toBeLessThan(500);
  });
});

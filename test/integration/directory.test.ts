/**
 * The public directory: the seeded domains and categories, listed by name
 * without a token; only approved and shown listings, paged, and never an owner-only field.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { PROVIDERS_PAGE_SIZE } from '#shared/domain/classified.js';
import { seedCategoryId, seedDirectory, seedSubCategoryId } from '#functions/directory/directorySeed.js';
import { seedDomains } from '#functions/directory/directorySeedData.js';
import { insertListing, listingKeys } from '#functions/directory/entities/listings.js';
import { newId, stableId } from '#functions/lib/ids.js';
import { call, db } from './helpers.js';
import { freshSubCategory, ownerOnlyFields } from './directoryHelpers.js';

const byName = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase());

describe('the seeded directory, for visitors without a token', () => {
  it('lists the domains by name', async () => {
    const res = await call('getAllCategories');
    expect(res.status).toBe(200);
    const names = (res.body.items as { id: string; categoryName: string }[]).map((c) => c.categoryName);
    for (const d of seedDomains) expect(names).toContain(d.name);
    const seeded = names.filter((n) => seedDomains.some((d) => d.name === n));
    expect(seeded).toEqual(seedDomains.map((d) => d.name).sort(byName));
    expect(res.body.items.find((c: { categoryName: string }) => c.categoryName === 'Weddings').id).toBe(seedCategoryId('Weddings'));
  });

  it('lists a domain’s specific categories by name', async () => {
    const res = await call('getSubCategoriesForCategory', { params: { id: seedCategoryId('Weddings') } });
    expect(res.status).toBe(200);
    expect(res.body.items.map((s: { subCategoryName: string }) => s.subCategoryName)).toEqual(
      ['Caterers', 'Decorators', 'Photographers', 'Mehndi Artists', 'Priests and Pandits', 'DJs', 'Venues'].sort(byName),
    );
    expect(res.body.items.every((s: { categoryId: string }) => s.categoryId === seedCategoryId('Weddings'))).toBe(true);
  });

  it('answers 404 for an unknown domain or category', async () => {
    expect((await call('getSubCategoriesForCategory', { params: { id: newId() } })).status).toBe(404);
    expect((await call('getServiceProviders', { params: { subCategoryId: newId() } })).status).toBe(404);
  });

  it('shows the sample providers, marked as samples, without their owner or state', async () => {
    const res = await call('getServiceProviders', { params: { subCategoryId: seedSubCategoryId('Weddings', 'Caterers') } });
    expect(res.status).toBe(200);
    const sample = res.body.items.find((p: { serviceProviderTitle: string }) => p.serviceProviderTitle === 'Saffron Leaf Catering (sample)');
    expect(sample).toMatchObject({ sample: true, serviceProviderEmail: 'saffron.leaf@example.org', serviceProviderPhoneCountryCode: '+1' });
    for (const f of ownerOnlyFields) expect(sample).not.toHaveProperty(f);
    expect(sample).not.toHaveProperty('version');
    expect(sample).not.toHaveProperty('categoryId');
  });

  it('seeding again adds nothing', async () => {
    expect(await seedDirectory()).toEqual({ domains: [], categories: [], providers: [] });
  });

  it('`npm run admin -- seed-directory` adds back only what is missing, and says what', async () => {
    const title = 'Amma’s Kitchen Tiffins (sample)';
    await db().send(new DeleteCommand({ TableName: process.env.TABLE_NAME, Key: listingKeys.listing(stableId('directory-sample', title)) }));
    const admin = () =>
      promisify(execFile)('npx', ['tsx', 'infra/local/adminCli.ts', 'seed-directory'], { env: { ...process.env, DATA_DIR: process.env.LOCAL_DATA_DIR }, timeout: 60_000 });
    const first = await admin();
    expect(first.stdout).toContain(`Sample provider: ${title}`);
    expect(first.stdout).not.toContain('Domain:');
    expect((await admin()).stdout).toContain('nothing was added');
  }, 120_000);
});

describe('paging the public listings', () => {
  it('answers pages of PROVIDERS_PAGE_SIZE, most recently updated first, with the exact total', async () => {
    const { categoryId, subCategoryId } = await freshSubCategory();
    const count = PROVIDERS_PAGE_SIZE + 6;
    const base = Date.parse('2024-01-01T00:00:00.000Z');
    const ids: string[] = [];
    await Promise.all(
      Array.from({ length: count }, async (_, n) => {
        const id = newId();
        ids[n] = id;
        const at = new Date(base + n * 1000).toISOString();
        await insertListing({
          id, subCategoryId, categoryId, serviceProviderTitle: `Provider ${n}`, serviceProviderSubTitle: '', serviceProviderDescription: 'A listing for paging.',
          serviceProviderContactName: 'Test Person', serviceProviderPhoneCountryCode: '+1', serviceProviderPhone: '4165550100',
          serviceProviderEmail: 'paging@example.org', serviceProviderWebsite: '', serviceProviderDisplayFlag: true, status: 'approved',
          sample: false, userProfileId: 'paging-test', createdDate: at, updatedDate: at, version: 1,
        });
      }),
    );
    // A pending one and a hidden one in the same category are never counted.
    for (const status of ['pending', 'hidden'] as const) {
      await insertListing({
        id: newId(), subCategoryId, categoryId, serviceProviderTitle: `Not public ${status}`, serviceProviderSubTitle: '', serviceProviderDescription: 'Not in the directory.',
        serviceProviderContactName: 'Test Person', serviceProviderPhoneCountryCode: '+1', serviceProviderPhone: '4165550100',
        serviceProviderEmail: 'paging@example.org', serviceProviderWebsite: '', serviceProviderDisplayFlag: true, status,
        sample: false, userProfileId: 'paging-test', createdDate: new Date(base + 99e6).toISOString(), updatedDate: new Date(base + 99e6).toISOString(), version: 1,
      });
    }
    const first = await call('getServiceProviders', { params: { subCategoryId } });
    const second = await call('getServiceProvidersPage', { params: { subCategoryId, page: '2' } });
    const beyond = await call('getServiceProvidersPage', { params: { subCategoryId, page: '3' } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: count, page: 1, pageSize: PROVIDERS_PAGE_SIZE });
    expect(second.body).toMatchObject({ total: count, page: 2, pageSize: PROVIDERS_PAGE_SIZE });
    expect(beyond.body).toMatchObject({ items: [], total: count, page: 3 });
    const newestFirst = [...ids].reverse();
    expect(first.body.items.map((p: { id: string }) => p.id)).toEqual(newestFirst.slice(0, PROVIDERS_PAGE_SIZE));
    expect(second.body.items.map((p: { id: string }) => p.id)).toEqual(newestFirst.slice(PROVIDERS_PAGE_SIZE));
  });
});

/**
 * Seeds the directory: the domains and categories of directorySeedData.ts and its sample providers
 * (approved, shown, marked `sample`). Every id is a stable id of the names, and every write is a
 * conditional put, so running it again (a restart, `npm run admin -- seed-directory` on a deployed
 * stack) adds only what is missing and never touches what volunteers renamed or moderated since.
 */
import { stableId, now } from '../lib/ids.js';
import { putCategory, putSubCategory } from './entities/directory.js';
import { insertListing } from './entities/listings.js';
import { seedDomains, seedProviders } from './directorySeedData.js';

/** The owner named on the sample listings: no member, so no member can edit them. */
export const SAMPLE_OWNER = 'directory-samples';

export const seedCategoryId = (domain: string) => stableId('directory-category', domain);
export const seedSubCategoryId = (domain: string, category: string) => stableId('directory-subcategory', domain, category);

export interface SeedResult {
  domains: string[];
  categories: string[];
  providers: string[];
}

/** Adds what is missing; answers the names of what it added. */
export async function seedDirectory(): Promise<SeedResult> {
  const added: SeedResult = { domains: [], categories: [], providers: [] };
  for (const domain of seedDomains) {
    const categoryId = seedCategoryId(domain.name);
    if (await putCategory({ id: categoryId, categoryName: domain.name })) added.domains.push(domain.name);
    await Promise.all(
      domain.categories.map(async (name) => {
        if (await putSubCategory({ id: seedSubCategoryId(domain.name, name), categoryId, subCategoryName: name })) {
          added.categories.push(`${domain.name} / ${name}`);
        }
      }),
    );
  }
  const at = now();
  for (const p of seedProviders) {
    const inserted = await insertListing({
      id: stableId('directory-sample', p.title),
      subCategoryId: seedSubCategoryId(p.domain, p.category),
      categoryId: seedCategoryId(p.domain),
      serviceProviderTitle: p.title,
      serviceProviderSubTitle: p.subTitle,
      serviceProviderDescription: p.description,
      serviceProviderContactName: p.contactName,
      serviceProviderPhoneCountryCode: '+1',
      serviceProviderPhone: p.phone,
      serviceProviderEmail: p.email,
      serviceProviderWebsite: p.website,
      serviceProviderDisplayFlag: true,
      status: 'approved',
      sample: true,
      userProfileId: SAMPLE_OWNER,
      createdDate: at,
      updatedDate: at,
      version: 1,
    });
    if (inserted) added.providers.push(p.title);
  }
  return added;
}

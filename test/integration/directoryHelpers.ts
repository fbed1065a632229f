/**
 * Helpers for the directory tests: a valid listing form, a fresh specific category of its own (so
 * a test counts exactly what it wrote, whatever other files add to the shared stack), and the
 * volunteer's approval written straight to the table through the repository (the console's route
 * is tested with moderation).
 */
import { newId } from '#functions/lib/ids.js';
import { putCategory, putSubCategory } from '#functions/directory/entities/directory.js';
import { getListing, writeListing, type ListingRecord } from '#functions/directory/entities/listings.js';
import type { ServiceProviderInput } from '#shared/domain/classified.js';
import './helpers.js';

export const ownerOnlyFields = ['userProfileId', 'status', 'statusReason', 'serviceProviderDisplayFlag'] as const;

export function listingBody(subCategoryId: string, overrides: Partial<ServiceProviderInput> = {}): ServiceProviderInput {
  return {
    subCategoryId,
    serviceProviderTitle: 'Kapoor Wedding Caterers',
    serviceProviderSubTitle: 'Punjabi and Gujarati menus',
    serviceProviderDescription: 'Wedding and sangeet catering for up to 300 guests.',
    serviceProviderContactName: 'Raj Kapoor',
    serviceProviderPhoneCountryCode: '+1',
    serviceProviderPhone: '4165550199',
    serviceProviderEmail: 'kapoor.caterers@example.org',
    serviceProviderWebsite: 'https://example.org/kapoor',
    ...overrides,
  };
}

/** A new domain with one new specific category, named uniquely. */
export async function freshSubCategory(): Promise<{ categoryId: string; subCategoryId: string }> {
  const categoryId = newId();
  const subCategoryId = newId();
  await putCategory({ id: categoryId, categoryName: `Test domain ${categoryId.slice(0, 8)}` });
  await putSubCategory({ id: subCategoryId, categoryId, subCategoryName: `Test category ${subCategoryId.slice(0, 8)}` });
  return { categoryId, subCategoryId };
}

/** A volunteer's decision, written as the moderation service writes it: a versioned whole-item put. */
export async function setListingState(id: string, change: Partial<Pick<ListingRecord, 'status' | 'statusReason'>>): Promise<void> {
  const l = (await getListing(id))!;
  if (!(await writeListing({ ...l, ...change, version: l.version + 1 }, l.version))) throw new Error('listing changed meanwhile');
}

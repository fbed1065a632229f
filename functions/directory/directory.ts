/**
 * The service-provider directory, its public side: domains, categories, approved and shown
 * listings, never their owner or state. A member's own listings are ./ownListings.ts (apart, so a
 * visitor's cold request loads none of the member-side guards); moderation (approve, reject, hide)
 * lives with the volunteers' services.
 */
import {
  PROVIDERS_PAGE_SIZE, type Category, type PublicServiceProvider, type SubCategory,
} from '#shared/domain/classified.js';
import { notFound } from '../lib/errors.js';
import { getCategory, getSubCategory, listCategories, listSubCategories } from './entities/directory.js';
import { approvedCopyOf, listDirectoryPage, type ListingRecord } from './entities/listings.js';
import { withoutHiddenOwners } from './listingOwners.js';

/**
 * What a visitor may see, picked field by field: the version a volunteer approved (never an edit
 * waiting for review), nothing of the owner, the state or the moderation.
 */
export function publicOf(l: ListingRecord): PublicServiceProvider {
  const a = approvedCopyOf(l) ?? l;
  return {
    id: l.id,
    serviceProviderTitle: a.serviceProviderTitle,
    serviceProviderSubTitle: a.serviceProviderSubTitle,
    serviceProviderDescription: a.serviceProviderDescription,
    serviceProviderContactName: a.serviceProviderContactName,
    serviceProviderPhoneCountryCode: a.serviceProviderPhoneCountryCode,
    serviceProviderPhone: a.serviceProviderPhone,
    serviceProviderEmail: a.serviceProviderEmail,
    serviceProviderWebsite: a.serviceProviderWebsite,
    sample: l.sample,
    updatedDate: a.updatedDate,
  };
}

export async function getAllCategories(): Promise<{ items: Category[] }> {
  return { items: await listCategories() };
}

export async function getSubCategoriesForCategory(categoryId: string): Promise<{ items: SubCategory[] }> {
  if (!(await getCategory(categoryId))) throw notFound();
  return { items: await listSubCategories(categoryId) };
}

export async function getServiceProviders(subCategoryId: string, page = 1) {
  if (!(await getSubCategory(subCategoryId))) throw notFound();
  const { items, total } = await listDirectoryPage(subCategoryId, page, PROVIDERS_PAGE_SIZE);
  const { shown, dropped } = await withoutHiddenOwners(items);
  return { items: shown.map(publicOf), total: total - dropped, page, pageSize: PROVIDERS_PAGE_SIZE };
}


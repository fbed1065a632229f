/**
 * The directory listing's states and the fields a volunteer's approval copies, without zod: the
 * listing entity (functions/directory/entities/listings.ts) reads them, and a Lambda that only
 * reaches that entity (a job hiding a disabled family's listings) need not load the schemas of
 * classified.ts, which re-exports these.
 */

/** pending: new, waiting for a volunteer; approved: in the directory (while shown); rejected; hidden by a volunteer. */
export const listingStatuses = ['pending', 'approved', 'rejected', 'hidden'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/** The fields a visitor reads, as a volunteer approved them: the directory shows this copy, never an unreviewed edit. */
export const approvedFields = [
  'serviceProviderTitle', 'serviceProviderSubTitle', 'serviceProviderDescription', 'serviceProviderContactName',
  'serviceProviderPhoneCountryCode', 'serviceProviderPhone', 'serviceProviderEmail', 'serviceProviderWebsite', 'updatedDate',
] as const;
/** Where the approved version sits: the directory lists it under this category until a change is approved (absent on copies made before it was kept). */
export const approvedPlaceFields = ['subCategoryId', 'categoryId'] as const;

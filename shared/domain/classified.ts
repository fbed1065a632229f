/**
 * The service-provider directory: domains (the spec's "category") and specific categories ("sub-
 * category"), listings (the spec's "service provider") with their moderation state, and the texts
 * the pages show. One set of schemas for the server's validation, the pages' forms and the API.
 */
import * as z from 'zod';
import { lazySchema } from './lazySchema.js';
import { email, id, phoneCountryCode, phoneNumber, SINGLE_LINE, singleLineMessage } from './fields.js';

// Without zod: the dashboard's frame shows one of these texts before any schema is needed.
export { MAX_LISTINGS, directoryTexts } from './classifiedTexts.js';
import { approvedFields, listingStatuses } from './listingFields.js';

export { approvedFields, approvedPlaceFields, listingStatuses, type ListingStatus } from './listingFields.js';
export const PROVIDERS_PAGE_SIZE = 24;
/** The spec: a card shows the description's first 20 characters. */
export const CARD_DESCRIPTION_LENGTH = 20;

const name = (what: string) =>
  z.string().trim().min(2, `${what} must be at least 2 characters`).max(60, `${what} must be at most 60 characters`).regex(SINGLE_LINE, singleLineMessage(what));
export const categoryName = /* @__PURE__ */ lazySchema(() => name('Domain name'));
export const subCategoryName = /* @__PURE__ */ lazySchema(() => name('Category name'));

export const category = /* @__PURE__ */ lazySchema(() =>
  z.object({ id: z.string(), categoryName: z.string() }));
export const subCategory = /* @__PURE__ */ lazySchema(() =>
  z.object({ id: z.string(), categoryId: z.string(), subCategoryName: z.string() }));
export type Category = z.infer<typeof category>;
export type SubCategory = z.infer<typeof subCategory>;

/** Only http(s): a `javascript:` or `data:` link in a listing must never reach a visitor's click. */
export const website = /* @__PURE__ */ lazySchema(() =>
  z
    .string()
    .trim()
    .max(200, 'Website must be at most 200 characters')
    // A space inside is its own mistake: saying 'must start with http://' of one that does would mislead.
    .refine((v) => !/\s/.test(v), { message: 'Website must not contain spaces', abort: true })
    .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), 'Website must start with http:// or https://'));

/** What a member fills in to list a service (and edits). */
export const serviceProviderInput = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    // Left unchosen, the form sends an empty id: it is asked for in words, not refused as malformed.
    subCategoryId: z.string().min(1, { message: 'Please select a category', abort: true }).pipe(id),
    serviceProviderTitle: z.string().trim().min(2, 'Title must be at least 2 characters').max(80, 'Title must be at most 80 characters').regex(SINGLE_LINE, singleLineMessage('Title')),
    serviceProviderSubTitle: z.string().trim().max(120, 'Subtitle must be at most 120 characters').regex(SINGLE_LINE, singleLineMessage('Subtitle')).default(''),
    serviceProviderDescription: z.string().trim().min(10, 'Description must be at least 10 characters').max(2000, 'Description must be at most 2000 characters'),
    serviceProviderContactName: z
      .string().trim().min(2, 'Contact person must be at least 2 characters').max(80, 'Contact person must be at most 80 characters')
      .regex(SINGLE_LINE, singleLineMessage('Contact person')),
    serviceProviderPhoneCountryCode: phoneCountryCode,
    serviceProviderPhone: phoneNumber,
    serviceProviderEmail: email,
    serviceProviderWebsite: website.default(''),
  }));
export type ServiceProviderInput = z.infer<typeof serviceProviderInput>;


/** What a visitor sees of a listing: never its owner, state or moderation notes. */
export const publicServiceProvider = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    serviceProviderTitle: z.string(),
    serviceProviderSubTitle: z.string(),
    serviceProviderDescription: z.string(),
    serviceProviderContactName: z.string(),
    serviceProviderPhoneCountryCode: z.string(),
    serviceProviderPhone: z.string(),
    serviceProviderEmail: z.string(),
    serviceProviderWebsite: z.string(),
    /** Seeded example listings say so on their card. */
    sample: z.boolean(),
    updatedDate: z.string(),
  }));
export type PublicServiceProvider = z.infer<typeof publicServiceProvider>;

export const approvedListing = /* @__PURE__ */ lazySchema(() =>
  publicServiceProvider
    .pick(Object.fromEntries(approvedFields.map((f) => [f, true])) as { [K in (typeof approvedFields)[number]]: true })
    .extend({ subCategoryId: z.string().optional(), categoryId: z.string().optional() }));
export type ApprovedListing = z.infer<typeof approvedListing>;

export const serviceProviderPage = /* @__PURE__ */ lazySchema(() =>
  z.object({
    items: z.array(publicServiceProvider),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  }));

/** The owner's view (and the volunteers'): all fields, Show in Search, the moderation state. */
export const ownServiceProvider = /* @__PURE__ */ lazySchema(() =>
  publicServiceProvider.extend({
    subCategoryId: z.string(),
    categoryId: z.string(),
    /** The spec's Show in Search, which the owner's Enable/Disable really changes. */
    serviceProviderDisplayFlag: z.boolean(),
    status: z.enum(listingStatuses),
    /** A volunteer's reason for rejecting or hiding it. */
    statusReason: z.string().optional(),
    userProfileId: z.string(),
    createdDate: z.string(),
    /**
     * The version a volunteer approved, while the directory shows it instead of the fields above: an
     * approved listing's edit waits (pending) for the volunteers. Absent on a listing never approved.
     */
    approved: approvedListing.optional(),
  }));
export type OwnServiceProvider = z.infer<typeof ownServiceProvider>;

/** The volunteers' view: with the write version, which an approval names (the version they looked at). */
export const moderatedListing = /* @__PURE__ */ lazySchema(() =>
  ownServiceProvider.extend({ version: z.number() }));
export type ModeratedListing = z.infer<typeof moderatedListing>;
export const approveRequest = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({ version: z.number({ error: 'Please reload the listing' }).int().min(1) }));

/** The first 20 characters of a description, as the cards show it. */
export const truncateDescription = (d: string) => (d.length > CARD_DESCRIPTION_LENGTH ? `${d.slice(0, CARD_DESCRIPTION_LENGTH)}…` : d);

/** A volunteer's reason (rejecting or hiding a listing): short, required. */
export const moderationReason = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({ reason: z.string().trim().min(3, 'Please give a short reason').max(300, 'Reason must be at most 300 characters') }));

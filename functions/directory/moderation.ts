/**
 * The volunteers' moderation of the directory: approving, rejecting and hiding listings, adding
 * and renaming domains and their categories. Each action changes its item with a conditional write,
 * records its audit entry only once that write landed, and (for listings) mails the owner.
 */
import type { AuditKind } from '#shared/domain/audit.js';
import { directoryTexts, type Category, type ListingStatus, type SubCategory } from '#shared/domain/classified.js';
import { sitePaths } from '#shared/sitePaths.js';
import type { Caller } from '../lib/caller.js';
import { conflict, notFound } from '../lib/errors.js';
import { newId, now, stableId } from '../lib/ids.js';
import { oneLine, sendMailQuietly } from '../lib/mail.js';
import { siteUrl, textMail } from '../lib/mailLayout.js';
import {
  getCategory, getSubCategory, listCategories, listSubCategories, putCategory, putSubCategory,
  renameCategory as storeCategoryName, renameSubCategory as storeSubCategoryName,
} from './entities/directory.js';
import { getListing, getListings, listListingIdsByState, publicFieldsOf, writeListing, type ListingRecord } from './entities/listings.js';
import { getUser, recordAudit } from '../members/index.js';

/** A listing as moderation leaves it: who changed its state last, and when (the audit entry's date). */
type ModeratedListing = ListingRecord & { moderatedAt?: string; moderatedBy?: string };

/** The volunteers' list of one state: the queue of pending ones oldest first, the others newest first. */
export async function listingsInState(status: ListingStatus): Promise<ListingRecord[]> {
  return getListings(await listListingIdsByState(status, 100, status !== 'pending'));
}

interface Transition {
  kind: AuditKind;
  to: ListingStatus;
  from: readonly ListingStatus[];
  /** The 409's words when the listing is not in a state this action starts from. */
  refusal: (current: ListingStatus) => string;
  mail: (title: string, reason?: string) => { subject: string; text: string };
}

const editAndResubmit = () =>
  `You may edit the listing and submit it again: sign in and open List My Service (${siteUrl(sitePaths.myServices)}). ` +
  'A volunteer will look at it again.';

/** The owner of an approved listing whose change was rejected: the directory keeps the version approved before. */
const changeRejectedMail = (changedTitle: string, reason?: string) => ({
  subject: 'Your change to a listing was not approved',
  text: textMail(['Namaste!', `The volunteers did not approve your change to the listing "${changedTitle}". `
    + 'The service directory keeps showing the version they approved before, and your listing shows that version again.',
  `Their reason: ${reason}`, editAndResubmit()], { endWithNewline: true }),
});

const transitions = {
  approve: {
    kind: 'listing.approve', to: 'approved', from: ['pending', 'rejected', 'hidden'],
    refusal: () => 'This listing was already approved.',
    mail: (title) => ({
      subject: 'Your listing is now in the rishta directory',
      text: textMail(['Namaste!', `The volunteers approved your listing "${title}". It now shows in the service directory `
        + `(${siteUrl(sitePaths.classified)}) for as long as you keep it shown.`], { endWithNewline: true }),
    }),
  },
  reject: {
    kind: 'listing.reject', to: 'rejected', from: ['pending'],
    refusal: (current) => (current === 'rejected' ? 'This listing was already rejected.' : 'Only a listing waiting for approval can be rejected.'),
    mail: (title, reason) => ({
      subject: 'Your listing was not approved',
      text: textMail(['Namaste!', `The volunteers did not approve your listing "${title}" for the service directory.`,
        `Their reason: ${reason}`, editAndResubmit()], { endWithNewline: true }),
    }),
  },
  hide: {
    kind: 'listing.hide', to: 'hidden', from: ['pending', 'approved', 'rejected'],
    refusal: () => 'This listing was already hidden.',
    mail: (title, reason) => ({
      subject: 'Your listing was taken out of the directory',
      text: textMail(['Namaste!', `The volunteers took your listing "${title}" out of the service directory.`,
        `Their reason: ${reason}`, editAndResubmit()], { endWithNewline: true }),
    }),
  },
} satisfies Record<string, Transition>;
export type ListingAction = keyof typeof transitions;

const auditOfListing = (l: ModeratedListing, kind: AuditKind, at: string) => ({
  kind, itemType: 'listing', itemId: l.id, itemLabel: l.serviceProviderTitle, reason: l.statusReason, at,
});

/** The owner's address from their account; a listing whose account is gone is not mailed. */
async function mailOwner(listing: ListingRecord, mail: { subject: string; text: string }): Promise<void> {
  const owner = await getUser(listing.userProfileId);
  if (owner?.userEmail) await sendMailQuietly({ to: owner.userEmail, ...mail });
}

/**
 * Moves a listing to the action's state with a write conditioned on the version read, so of two
 * volunteers acting at once one changes it (and records one audit entry, mails once) and the
 * other gets 409. An approval applies to the version the volunteer looked at (`seenVersion`):
 * a listing changed since answers 409, asking them to look again; it copies the fields into
 * `approved`, which the directory shows. Hiding drops that copy (the listing leaves the directory
 * until approved again), and so does rejecting a listing never approved; rejecting a change to an
 * approved one sets the change aside instead. A write lost to an owner's edit is tried again.
 */
export async function moderateListing(
  caller: Caller, providerId: string, action: ListingAction, reason?: string, seenVersion?: number,
): Promise<ListingRecord> {
  const t: Transition = transitions[action];
  for (let attempt = 0; attempt < 3; attempt++) {
    const listing = (await getListing(providerId)) as ModeratedListing | undefined;
    if (!listing) throw notFound('There is no such listing.');
    if (!t.from.includes(listing.status)) {
      // This volunteer's own earlier request made the change and may have stopped before its
      // entry: recording the same change again writes it, or nothing when it is there.
      if (listing.status === t.to && listing.moderatedBy === caller.userId && listing.moderatedAt) {
        await recordAudit(caller, auditOfListing(listing, t.kind, listing.moderatedAt));
      }
      throw conflict(t.refusal(listing.status));
    }
    if (action === 'approve' && listing.version !== seenVersion) throw conflict(directoryTexts.changedSince);
    const at = now();
    const { statusReason: _previous, approved: _approved, ...rest } = listing;
    // A change to an approved listing, rejected: the change is set aside and the approved version,
    // which the directory showed meanwhile (as its owner was told), stays the listing.
    const keptApproved = action === 'reject' && listing.approved !== undefined;
    const next: ModeratedListing = keptApproved
      ? { ...rest, ...listing.approved, status: 'approved', approved: listing.approved, ...(reason ? { statusReason: reason } : {}),
        moderatedAt: at, moderatedBy: caller.userId, version: listing.version + 1 }
      : { ...rest, status: t.to, ...(reason ? { statusReason: reason } : {}), ...(action === 'approve' ? { approved: publicFieldsOf(listing) } : {}),
        moderatedAt: at, moderatedBy: caller.userId, version: listing.version + 1 };
    if (await writeListing(next, listing.version)) {
      await recordAudit(caller, auditOfListing(next, t.kind, at));
      await mailOwner(next, keptApproved ? changeRejectedMail(oneLine(listing.serviceProviderTitle), reason) : t.mail(oneLine(next.serviceProviderTitle), reason));
      return next;
    }
  }
  throw conflict('This listing is being changed right now. Please try again.');
}

const sameName = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * A new item named `name` unless one of `siblings` has that name (case-insensitive): 409. The id is
 * derived from the name, so two volunteers adding the same name at once write one item and the
 * other gets 409; a name freed by a rename gets a fresh id.
 */
async function addNamed(
  name: string, siblings: () => Promise<string[]>, idParts: string[], put: (id: string) => Promise<boolean>, taken: string,
): Promise<string> {
  if ((await siblings()).some((n) => sameName(n, name))) throw conflict(taken);
  for (const id of [stableId(...idParts, name.toLocaleLowerCase()), newId()]) {
    if (await put(id)) return id;
    if ((await siblings()).some((n) => sameName(n, name))) throw conflict(taken);
  }
  throw new Error(`Could not add ${name}`);
}

const domainTaken = 'A domain with this name exists already.';
const categoryTaken = 'This domain has a category with this name already.';

export async function addCategory(caller: Caller, categoryName: string): Promise<Category> {
  const names = async () => (await listCategories()).map((c) => c.categoryName);
  const id = await addNamed(categoryName, names, ['directory', 'category'], (id) => putCategory({ id, categoryName }), domainTaken);
  await recordAudit(caller, { kind: 'category.add', itemType: 'category', itemId: id, itemLabel: categoryName, at: now() });
  return { id, categoryName };
}

export async function addSubCategory(caller: Caller, categoryId: string, subCategoryName: string): Promise<SubCategory> {
  const domain = await getCategory(categoryId);
  if (!domain) throw notFound('There is no such domain.');
  const names = async () => (await listSubCategories(categoryId)).map((s) => s.subCategoryName);
  const id = await addNamed(
    subCategoryName, names, ['directory', 'subCategory', categoryId], (id) => putSubCategory({ id, categoryId, subCategoryName }), categoryTaken,
  );
  await recordAudit(caller, {
    kind: 'subCategory.add', itemType: 'subCategory', itemId: id, itemLabel: `${domain.categoryName}: ${subCategoryName}`, at: now(),
  });
  return { id, categoryId, subCategoryName };
}

/** Renaming to the name it has already changes nothing and records nothing. */
export async function renameCategory(caller: Caller, categoryId: string, categoryName: string): Promise<Category> {
  const current = await getCategory(categoryId);
  if (!current) throw notFound('There is no such domain.');
  if (current.categoryName === categoryName) return current;
  const others = (await listCategories()).filter((c) => c.id !== categoryId);
  if (others.some((c) => sameName(c.categoryName, categoryName))) throw conflict(domainTaken);
  if (!(await storeCategoryName(categoryId, categoryName))) throw notFound('There is no such domain.');
  await recordAudit(caller, {
    kind: 'category.rename', itemType: 'category', itemId: categoryId, itemLabel: categoryName,
    reason: `Was: ${current.categoryName}`, at: now(), transition: `${current.categoryName}\u0000${categoryName}`,
  });
  return { id: categoryId, categoryName };
}

export async function renameSubCategory(caller: Caller, subCategoryId: string, subCategoryName: string): Promise<SubCategory> {
  const current = await getSubCategory(subCategoryId);
  if (!current) throw notFound('There is no such category.');
  if (current.subCategoryName === subCategoryName) return current;
  const others = (await listSubCategories(current.categoryId)).filter((s) => s.id !== subCategoryId);
  if (others.some((s) => sameName(s.subCategoryName, subCategoryName))) throw conflict(categoryTaken);
  if (!(await storeSubCategoryName(subCategoryId, subCategoryName))) throw notFound('There is no such category.');
  await recordAudit(caller, {
    kind: 'subCategory.rename', itemType: 'subCategory', itemId: subCategoryId, itemLabel: subCategoryName,
    reason: `Was: ${current.subCategoryName}`, at: now(), transition: `${current.subCategoryName}\u0000${subCategoryName}`,
  });
  return { id: subCategoryId, categoryId: current.categoryId, subCategoryName };
}

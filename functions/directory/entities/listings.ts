import { DeleteCommand, GetCommand, PutCommand, QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { ApprovedListing, OwnServiceProvider } from '#shared/domain/classified.js';
import { approvedFields, approvedPlaceFields, listingStatuses } from '#shared/domain/listingFields.js';
import { ddb } from '../../lib/dynamodb.js';
import { landed } from '../../lib/errors.js';
import { batchGetAll, queryAll, queryUpTo } from '../../store/reads.js';
import { bool, defineEntity, map, num, oneOf, optional, str, type AttributesOf } from '../../store/entity.js';
import { table, type StoredItem } from '../../store/table.js';

/*
 * Entity Listing: a member's service-provider listing (the spec's "service provider") with its
 * moderation state and `approved`, the copy of its public fields a volunteer approved: the directory
 * shows that copy, so an owner's edit of an approved listing (which makes it pending again) shows
 * only once a volunteer approved it in turn.
 * Key: `LISTING#{id}` / `LISTING`: its own partition, read by id (owner view, moderation).
 * Indexes, all computed from the listing's state by `listingItem` so every write (the owner's here,
 * the volunteers' in the moderation service) keeps them in step:
 * - **gsi1** `OWNER#{userId}` / `LISTING#{createdDate}#{id}`: a member's own listings, newest first.
 * - **gsi2**, sparse, only while approved (or pending with an approved copy: a change waiting for
 *   review) AND `serviceProviderDisplayFlag`: `DIRSUB#{approved.subCategoryId}` / `{approved.updatedDate}#{id}`:
 *   the public directory, most recently approved version first. A new pending, rejected, hidden or disabled
 *   listing has no gsi2 keys, so no public read can find it; nor has one whose owner's account is
 *   disabled or ineligible (`ownerHidden`, listingOwners.ts).
 * - **gsi3** (keys only) `LISTINGSTATE#{status}` / `{createdDate}#{id}`: listings by state for the
 *   volunteers (pending first of all); they BatchGet the items after.
 * Every write is a whole-item Put conditioned on `version` (optimistic locking): a listing has no
 * attribute that two writers should merge, and a Put removes stale index keys by leaving them out.
 *
 * Entity ListingCount: `LISTINGS#{userId}` / `COUNT`, `{ count }`: how many listings a member has
 * (listingCounts.ts, which creates and deletes listings against it).
 */
export const listingKeys = {
  listing: (id: string) => ({ pk: `LISTING#${id}`, sk: 'LISTING' }),
  listingCount: (userId: string) => ({ pk: `LISTINGS#${userId}`, sk: 'COUNT' }),
  listingsByOwner: (userId: string) => ({ gsi1pk: `OWNER#${userId}` }),
  listingsInDirectory: (subCategoryId: string) => ({ gsi2pk: `DIRSUB#${subCategoryId}` }),
  listingsByState: (status: OwnServiceProvider['status']) => ({ gsi3pk: `LISTINGSTATE#${status}` }),
};

/** A stored listing: the owner's view plus its write version. */
export interface ListingRecord extends OwnServiceProvider {
  version: number;
  /** Set while the owner's account is disabled or marked ineligible (directory/listingOwners.ts): out of the directory. */
  ownerHidden?: boolean;
  /** When and by which volunteer its state last changed (moderation.ts: a retried decision records its audit entry once). */
  moderatedAt?: string;
  moderatedBy?: string;
}

/** The listing's public fields and its category as they are now: what an approval copies into `approved`. */
export const publicFieldsOf = (l: ListingRecord): ApprovedListing =>
  Object.fromEntries([...approvedFields, ...approvedPlaceFields].map((f) => [f, l[f]])) as ApprovedListing;

/**
 * The public fields a volunteer approved: the stored copy, or (approved before copies were kept, and
 * the seeded samples) the fields themselves while the listing is approved. None once rejected or
 * hidden: the volunteers took it out, and only a new approval brings it back.
 */
export function approvedCopyOf(l: ListingRecord): ApprovedListing | undefined {
  if (l.status === 'rejected' || l.status === 'hidden') return undefined;
  return l.approved ?? (l.status === 'approved' ? publicFieldsOf(l) : undefined);
}

/**
 * True when the public directory lists it: shown by its owner AND approved by a volunteer, or
 * changed since and waiting for review (the directory then shows the approved copy).
 */
export const isPublic = (l: Pick<ListingRecord, 'status' | 'serviceProviderDisplayFlag' | 'approved'>) =>
  (l.status === 'approved' || (l.status === 'pending' && l.approved !== undefined)) && l.serviceProviderDisplayFlag;

/**
 * Where the directory sorts a listing: the date of the copy a volunteer approved (of the fields
 * themselves, for one approved before copies were kept), so an edit waiting for review does not
 * move it up.
 */
const directoryDateOf = (l: ListingRecord) => approvedCopyOf(l)?.updatedDate ?? l.updatedDate;

/**
 * The specific category the directory lists it under: the approved version's, so a changed
 * category waits for review like any other field (a copy from before the category was kept names
 * none: the listing's own).
 */
const directoryCategoryOf = (l: ListingRecord) => approvedCopyOf(l)?.subCategoryId ?? l.subCategoryId;

/** The copy a volunteer approved (shared/domain/classified.ts's `ApprovedListing`; the compiler checks it). */
const approvedAttributes = /* @__PURE__ */ (() => ({
  serviceProviderTitle: str, serviceProviderSubTitle: str, serviceProviderDescription: str, serviceProviderContactName: str,
  serviceProviderPhoneCountryCode: str, serviceProviderPhone: str, serviceProviderEmail: str, serviceProviderWebsite: str, updatedDate: str,
  subCategoryId: optional(str), categoryId: optional(str),
} satisfies AttributesOf<ApprovedListing>))();

/** A listing, with exactly the index keys its state calls for (the compiler checks it against `ListingRecord`). */
const listingEntity = /* @__PURE__ */ (() => defineEntity('Listing', {
  id: str, serviceProviderTitle: str, serviceProviderSubTitle: str, serviceProviderDescription: str, serviceProviderContactName: str,
  serviceProviderPhoneCountryCode: str, serviceProviderPhone: str, serviceProviderEmail: str, serviceProviderWebsite: str,
  sample: bool, updatedDate: str, subCategoryId: str, categoryId: str, serviceProviderDisplayFlag: bool, status: oneOf(...listingStatuses),
  statusReason: optional(str), userProfileId: str, createdDate: str, approved: optional(map(approvedAttributes)),
  version: num, ownerHidden: optional(bool), moderatedAt: optional(str), moderatedBy: optional(str),
} satisfies AttributesOf<ListingRecord>).keyedBy({
  key: (l) => listingKeys.listing(l.id),
  indexes: (l) => ({
    ...listingKeys.listingsByOwner(l.userProfileId),
    gsi1sk: `LISTING#${l.createdDate}#${l.id}`,
    ...(isPublic(l) && !l.ownerHidden ? { ...listingKeys.listingsInDirectory(directoryCategoryOf(l)), gsi2sk: `${directoryDateOf(l)}#${l.id}` } : {}),
    ...listingKeys.listingsByState(l.status),
    gsi3sk: `${l.createdDate}#${l.id}`,
  }),
}))();

/** The whole item of a listing, with exactly the index keys its state calls for. */
export const listingItem = (l: ListingRecord): StoredItem => listingEntity.toItem(l);

/**
 * The Put that stores `next` if the stored listing is still at `expectedVersion` (or, without one,
 * if there is none yet): a PutCommand's input, for every write of a listing (the moderation
 * service's too). `next.version` must be `expectedVersion + 1` (1 for a new listing).
 */
export function listingPut(next: ListingRecord, expectedVersion?: number) {
  return {
    TableName: table(),
    Item: listingItem(next),
    ...(expectedVersion === undefined
      ? { ConditionExpression: 'attribute_not_exists(pk)' }
      : { ConditionExpression: '#v = :v', ExpressionAttributeNames: { '#v': 'version' }, ExpressionAttributeValues: { ':v': expectedVersion } }),
  };
}

/** Stores a changed listing; false when someone else changed it since it was read (`expectedVersion`). */
export async function writeListing(next: ListingRecord, expectedVersion: number): Promise<boolean> {
  return landed(ddb().send(new PutCommand(listingPut(next, expectedVersion))));
}

/** Stores a listing made outside any member's limit (the seed's samples); false when it exists already. */
export async function insertListing(l: ListingRecord): Promise<boolean> {
  return landed(ddb().send(new PutCommand(listingPut(l))));
}

const toRecord = (item: StoredItem): ListingRecord => listingEntity.fromItem(item);

export async function getListing(id: string): Promise<ListingRecord | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: listingKeys.listing(id), ConsistentRead: true }));
  return res.Item ? toRecord(res.Item) : undefined;
}

/** Listings by id (BatchGet, 100 a request, unprocessed keys retried), in the order asked; missing ones left out. */
export async function getListings(ids: string[]): Promise<ListingRecord[]> {
  const byId = new Map((await batchGetAll(ids.map((id) => listingKeys.listing(id)), toRecord)).map((l) => [l.id, l]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A member's own listings, newest first (at most MAX_LISTINGS, so one page). */
export async function listOwnerListings(userId: string): Promise<ListingRecord[]> {
  return queryAll({
    TableName: table(), IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :sk)',
    ExpressionAttributeValues: { ':pk': listingKeys.listingsByOwner(userId).gsi1pk, ':sk': 'LISTING#' },
    ScanIndexForward: false,
  }, toRecord);
}

/**
 * Ids of listings in one state, oldest first (the volunteers' queue) or, with `newestFirst`, newest
 * first (the other states); read the items with getListings.
 */
export async function listListingIdsByState(status: OwnServiceProvider['status'], limit = 100, newestFirst = false): Promise<string[]> {
  const res = await ddb().send(
    new QueryCommand({
      TableName: table(), IndexName: 'gsi3', KeyConditionExpression: 'gsi3pk = :pk',
      ExpressionAttributeValues: { ':pk': listingKeys.listingsByState(status).gsi3pk }, Limit: limit, ScanIndexForward: !newestFirst,
    }),
  );
  // gsi3sk is `{createdDate}#{id}`; ids contain no '#'.
  return (res.Items ?? []).map((i) => String(i.gsi3sk).split('#').pop() as string);
}

/**
 * One page (1-based) of a specific category's public listings, most recently updated first, and
 * the exact total. Pages are small and a category holds at most a few hundred listings, so the
 * page is read by reading up to its end and skipping the earlier ones; the total is a COUNT query.
 */
export async function listDirectoryPage(subCategoryId: string, page: number, pageSize: number): Promise<{ items: ListingRecord[]; total: number }> {
  const where = {
    TableName: table(), IndexName: 'gsi2', KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': listingKeys.listingsInDirectory(subCategoryId).gsi2pk },
  };
  const countTotal = async () => {
    let total = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const res: QueryCommandOutput = await ddb().send(new QueryCommand({ ...where, Select: 'COUNT', ExclusiveStartKey: start }));
      total += res.Count ?? 0;
      start = res.LastEvaluatedKey;
    } while (start);
    return total;
  };
  const readUpToPage = async () => (await queryUpTo({ ...where, ScanIndexForward: false }, page * pageSize, toRecord)).slice((page - 1) * pageSize);
  const [total, items] = await Promise.all([countTotal(), readUpToPage()]);
  return { items, total };
}

/**
 * The Delete of a listing: its one item, which carries every index key, so it leaves the owner's
 * list, the directory and the volunteers' queue at once. With `ownerId`, only while it is there and
 * that member's: of two deletes at once one lands, the other's condition fails.
 */
export function listingDelete(id: string, ownerId?: string) {
  return {
    TableName: table(), Key: listingKeys.listing(id),
    ...(ownerId === undefined ? {} : {
      ConditionExpression: 'attribute_exists(pk) AND #owner = :owner',
      ExpressionAttributeNames: { '#owner': 'userProfileId' }, ExpressionAttributeValues: { ':owner': ownerId },
    }),
  };
}

/** A deleted account's listing and its listing counter go with it (repeating it is harmless). */
export async function deleteListingsOf(userId: string, listingIds: string[]): Promise<void> {
  for (const id of listingIds) await ddb().send(new DeleteCommand(listingDelete(id)));
  await ddb().send(new DeleteCommand({ TableName: table(), Key: listingKeys.listingCount(userId) }));
}

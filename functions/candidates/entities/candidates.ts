import { BatchWriteCommand, DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { isPubliclyVisible, type CandidateRecord } from '#shared/domain/candidateView.js';
import { photoAccessSettings } from '#shared/domain/photoAccess.js';
import { mustHaveFields, type Wants } from '#shared/domain/wants.js';
import { completenessOf } from '#shared/domain/completeness.js';
import { horoscopeGiven, type Facts } from '#shared/domain/matching.js';
import {
  childrenOptions, contactRelations, countries, drinkHabitsOptions, educations, familyTypes, familyValuesOptions, foodHabitsOptions, genders,
  gotras, immigrationStatuses, manglikOptions, marriageStatuses, nakshatras, nativeLanguages, openToRelocateOptions, professions, rashis,
  religions, siblingCounts, yearsInPreviousMarriageOptions,
} from '#shared/domain/lists.js';
import { encodeSearchCard } from '#shared/domain/searchCard.js';
import { actingMemberReader } from '../../store/actors.js';
import { ddb } from '../../lib/dynamodb.js';
import { batchGetAll, queryAll } from '../../store/reads.js';
import { bool, defineEntity, list, map, num, oneOf, optional, orElse, orUndefined, str, type AttributesOf } from '../../store/entity.js';
import { table, type StoredItem } from '../../store/table.js';

/*
 * Entity Candidate: the candidate profile, one per account.
 * Key: `CAND#{candidateId}` / `PROFILE` on the table: the profile heads its own partition, where its
 * photos, expectation, status reasons and upload tickets live too (deleting a profile is one Query).
 * Index: **search**, sparse (searchAttributes): only profiles that may appear in search carry its
 * keys and packed card; read by searchIndex.ts. **gsi3** (keys only), also sparse: a listed profile
 * carries `LISTED#{day}` / `{listedSince}#{id}`, the day it entered the index, so the weekly match
 * digest finds the profiles new since its last run without reading every profile.
 */
export const candidateKeys = {
  candidate: (candidateId: string) => ({ pk: `CAND#${candidateId}`, sk: 'PROFILE' }),
  /** The volunteers' name lookup (candidateLookup.ts): by first name on gsi2, by last name on gsi1. */
  byFirstName: (name: string) => ({ gsi2pk: `CANDFIRST#${namePrefixOf(name)}` }),
  byLastName: (name: string) => ({ gsi1pk: `CANDLAST#${namePrefixOf(name)}` }),
};

/** A name as the lookup compares it: trimmed, lower-case, inner spaces collapsed. */
export const lookupName = (name: string) => name.trim().toLocaleLowerCase().replace(/\s+/g, ' ');
/** A name's lookup partition: its first two letters, so a partition holds few profiles and a prefix of 2+ finds it. */
export const namePrefixOf = (name: string) => lookupName(name).slice(0, 2);

/**
 * Both name keys of a profile: `{first} {last}#{id}` under the first name's partition and
 * `{last} {first}#{id}` under the last name's, so a prefix of either name (or of the full name in
 * either order) is one Query.
 */
function nameLookupKeys(p: Pick<CandidateRecord, 'id' | 'firstName' | 'lastName'>) {
  const first = lookupName(p.firstName);
  const last = lookupName(p.lastName);
  return {
    ...candidateKeys.byFirstName(first), gsi2sk: `${first} ${last}#${p.id}`,
    ...candidateKeys.byLastName(last), gsi1sk: `${last} ${first}#${p.id}`,
  };
}

/** The search index partition of a gender and birth year: `F1995`. */
export const searchPartition = (gender: string, dobYear: number) => `${gender.charAt(0)}${dobYear}`;

/** What the search card reads of a profile (the filterable fields). */
export function factsOf(p: CandidateRecord): Facts {
  return {
    gender: p.gender, dobYear: p.dobYear, heightInches: p.heightFeet * 12 + p.heightInch, birthCountry: p.birthCountry,
    broughtUpCountry: p.broughtUpCountry, gotra: p.gotra, marriageStatus: p.marriageStatus, foodHabits: p.foodHabits,
    profession: p.profession, education: p.education, nativeLanguage: p.nativeLanguage, immiStatus: p.immiStatus,
    country: p.country, state: p.state, city: p.city, manglik: p.manglik ?? '', horoscope: horoscopeGiven(p),
    // The record carries `wants` exactly when the family stated an expectation.
    completeness: Math.floor(completenessOf(p, { hasExpectation: p.wants !== undefined }).score / 10),
  };
}

/**
 * The sparse search index holds exactly the profiles that may appear in search: visible (the
 * family's choice, the account not disabled, not flagged ineligible), with at least one photo.
 * Every write of a profile recomputes these attributes (a full put drops them when the profile is
 * not listed). A flag set directly on the item takes effect at the next write, so readers of the
 * index re-check isPubliclyVisible on the items they read.
 * `ssk` is the updated time: a search lists the most recently updated first.
 */
export function searchAttributes(p: CandidateRecord) {
  const listed = isPubliclyVisible(p) && p.photoCount > 0;
  if (!listed) return undefined;
  return { spk: searchPartition(p.gender, p.dobYear), ssk: p.updatedDate, sc: encodeSearchCard(factsOf(p), p.wants) };
}

/**
 * When the profile entered the search index: kept while it stays listed, set at the write that
 * lists it (a first photo, visible again), dropped when it leaves.
 */
function listingOf(p: CandidateRecord) {
  if (!searchAttributes(p)) return {};
  const listedSince = p.listedSince ?? new Date().toISOString();
  return { listedSince, gsi3pk: `LISTED#${listedSince.slice(0, 10)}`, gsi3sk: `${listedSince}#${p.id}` };
}

/** The table item of a profile, with its search keys and card when it is listed. */
export function candidateItem(p: CandidateRecord) {
  const heightInches = p.heightFeet * 12 + p.heightInch;
  const { listedSince: _l, ...rest } = p;
  return {
    ...candidateKeys.candidate(p.id), type: 'Candidate', ...rest, candidateId: p.id, heightInches,
    ...nameLookupKeys(p), ...searchAttributes(p), ...listingOf(p),
  };
}

/** The profiles listed on one day (UTC `yyyy-mm-dd`) at or after `since`, with when (gsi3, keys only). */
export async function listedOnWithTime(day: string, since: string): Promise<{ id: string; listedSince: string }[]> {
  return queryAll(
    {
      TableName: table(), IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk >= :since',
      ExpressionAttributeValues: { ':pk': `LISTED#${day}`, ':since': since },
    },
    (i) => {
      const [listedSince, id] = String(i.gsi3sk).split('#');
      return { id: id!, listedSince: listedSince! };
    },
  );
}

/**
 * The copy of the family's wants a profile carries (shared/domain/wants.ts's `Wants`). A copy written
 * before the must-haves, horoscope, manglik and gotra fields existed lacks them: it reads with the
 * defaults wantsOf gives an expectation without them (not asked).
 */
const wantsAttributes = /* @__PURE__ */ (() => ({
  gender: str, minAge: num, maxAge: num, birthCountry: str, broughtUpCountry: str, minHeight: optional(num), maxHeight: optional(num),
  nativeLanguage: str, foodHabits: str, marriageStatus: str, education: str, profession: str, immiStatus: str, state: str, country: str,
  horoscopeRequired: orElse(bool, () => false), manglik: orElse(str, () => ''), notOwnGotra: orElse(bool, () => false),
  gotra: optional(str), mustHaves: orElse(list(oneOf(...mustHaveFields)), () => []),
} satisfies AttributesOf<Wants>))();

/**
 * The record is shared/domain/candidateView.ts's `CandidateRecord` (the form's fields, then what the
 * server keeps): the compiler checks this declaration against it. The two attributes only the
 * indexes read (`candidateId`, `heightInches`) are left undeclared, so reads leave them out.
 */
const candidateEntity = /* @__PURE__ */ (() => defineEntity('Candidate', {
  ...({
    firstName: str, lastName: str, email: str, gender: oneOf(...genders), dobMonth: num, dobYear: num,
    birthCountry: oneOf(...countries), broughtUpCountry: oneOf(...countries), religion: oneOf(...religions), gotra: oneOf(...gotras),
    enteredGotra: orUndefined(str), heightFeet: num, heightInch: num, height: str, nativeLanguage: oneOf(...nativeLanguages),
    foodHabits: oneOf(...foodHabitsOptions), drinkHabits: oneOf(...drinkHabitsOptions), smokeHabits: str,
    marriageStatus: oneOf(...marriageStatuses), yearsInPreviousMarriage: orUndefined(oneOf(...yearsInPreviousMarriageOptions)),
    numOfChildrenFromPrevMarriage: orUndefined(oneOf(...childrenOptions)), education: oneOf(...educations), profession: oneOf(...professions),
    employerName: str, immiStatus: oneOf(...immigrationStatuses), city: str, state: str, country: oneOf(...countries),
    openToRelocate: oneOf(...openToRelocateOptions), contactPersonName: str, contactRelation: oneOf(...contactRelations),
    contactPhoneCountryCode: str, contactPhoneNumber: str, candidateContactDetailsVisibilityFlag: bool,
    fatherName: optional(str), fatherOccupation: optional(str), motherName: optional(str), motherOccupation: optional(str),
    brothers: optional(oneOf(...siblingCounts)), brothersMarried: optional(oneOf(...siblingCounts)), sisters: optional(oneOf(...siblingCounts)),
    sistersMarried: optional(oneOf(...siblingCounts)), familyType: optional(oneOf(...familyTypes)),
    familyValues: optional(oneOf(...familyValuesOptions)), nativeCity: optional(str), nativeState: optional(str),
    nativeCountry: optional(oneOf(...countries)), aboutFamily: optional(str),
    rashi: optional(oneOf(...rashis)), nakshatra: optional(oneOf(...nakshatras)), manglik: optional(oneOf(...manglikOptions)),
    birthTime: optional(str), birthPlace: optional(str),
    id: str, userProfileId: str, candidateProfileVisibilityFlag: bool, photoCount: num, candidateProfilePublicURL: optional(str),
    accountDisabled: optional(bool), ineligible: optional(bool), wants: optional(map(wantsAttributes)),
    photoAccess: optional(oneOf(...photoAccessSettings)), photoIds: optional(list(str)), version: optional(num),
    editVersion: optional(num), editedBy: optional(actingMemberReader),
    listedSince: optional(str), createdDate: str, updatedDate: str,
  } satisfies AttributesOf<CandidateRecord>),
  /**
   * Items flagged before the flag moved to the account carry its reason, time and volunteer
   * themselves: read so that deleting such a profile moves them to the account, and its next
   * write drops them (accountEligibility.ts).
   */
  ineligibleReason: optional(str), eligibilityChangedAt: optional(str), eligibilityChangedBy: optional(str),
}))();

/** The stored profile's record: its declared attributes, each read. */
const candidateOf = (item: StoredItem): CandidateRecord => candidateEntity.fromItem(item);

export async function getCandidate(candidateId: string): Promise<CandidateRecord | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: candidateKeys.candidate(candidateId), ConsistentRead: true }));
  return res.Item ? candidateOf(res.Item) : undefined;
}

/** Writes a new profile at version 1; refused when the id is taken. */
export async function putNewCandidate(p: CandidateRecord): Promise<CandidateRecord> {
  const next = { ...p, version: 1 };
  await ddb().send(new PutCommand({ TableName: table(), Item: candidateItem(next), ConditionExpression: 'attribute_not_exists(pk)' }));
  return next;
}

/**
 * Replaces the stored profile with `p` (as changed from a read at `p.version`), if nobody wrote it
 * since that read: the write is conditioned on that version and stores version + 1. A lost race
 * throws ConditionalCheckFailed, and the caller re-reads and re-applies its change. Items written
 * before versions existed carry none, which counts as version 0.
 */
export async function replaceCandidate(p: CandidateRecord): Promise<CandidateRecord> {
  const read = p.version ?? 0;
  const next = { ...p, version: read + 1 };
  await ddb().send(
    new PutCommand({
      TableName: table(), Item: candidateItem(next),
      ConditionExpression: read === 0 ? 'attribute_exists(pk) AND (attribute_not_exists(#v) OR #v = :v)' : 'attribute_exists(pk) AND #v = :v',
      ExpressionAttributeNames: { '#v': 'version' },
      ExpressionAttributeValues: { ':v': read },
    }),
  );
  return next;
}

/** Profiles by id (BatchGet, 100 a request, unprocessed keys retried); missing ones are left out. */
export async function getCandidates(candidateIds: string[]): Promise<CandidateRecord[]> {
  return batchGetAll(candidateIds.map((id) => candidateKeys.candidate(id)), candidateOf);
}

export async function deleteCandidateItem(candidateId: string): Promise<void> {
  await ddb().send(new DeleteCommand({ TableName: table(), Key: candidateKeys.candidate(candidateId) }));
}

/** Every item under the candidate's partition (photos, expectation, status reasons, the profile). */
export async function listCandidatePartition(candidateId: string, skPrefix?: string): Promise<StoredItem[]> {
  return queryAll(
    {
      TableName: table(),
      KeyConditionExpression: skPrefix ? 'pk = :pk AND begins_with(sk, :sk)' : 'pk = :pk',
      ExpressionAttributeValues: { ':pk': candidateKeys.candidate(candidateId).pk, ...(skPrefix ? { ':sk': skPrefix } : {}) },
    },
    (item) => item,
  );
}

export async function deleteItems(itemKeys: { pk: string; sk: string }[]): Promise<void> {
  for (let i = 0; i < itemKeys.length; i += 25) {
    const batch = itemKeys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
    let unprocessed: typeof batch | undefined = batch;
    while (unprocessed?.length) {
      const res = await ddb().send(new BatchWriteCommand({ RequestItems: { [table()]: unprocessed } }));
      unprocessed = res.UnprocessedItems?.[table()] as typeof batch | undefined;
    }
  }
}

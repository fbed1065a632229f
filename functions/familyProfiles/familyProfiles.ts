/**
 * Another family's profile as a member sees it: whether it is shown at all (the one visibility
 * rule, and the blocks that stand between two families), the card it shows in every list, and
 * the expectation's filter fields its search card carries. Beside access.ts (who may do what):
 * every service that shows or acts on another family's profile reads these here, so none borrows
 * them from another service.
 */
import type { Expectation } from '#shared/domain/candidate.js';
import { isPubliclyVisible, shapeCandidate, type CandidateRecord } from '#shared/domain/candidateView.js';
import type { Wants } from '#shared/domain/matching.js';
import type { ProfileCard } from '#shared/domain/search.js';
import { currentCandidateIds, entryKeyOf, listBlocks, listSentInteractions } from '../candidates/reads.js';
import { cardPhotoFor, type Looker } from '../photos/reads.js';

/**
 * The one visibility rule for another family's profile, on every route that shows or acts on it
 * (by id, by its shared name, the public link, search, the lists' cards, proposing, saving,
 * reporting, the digests): the family's switch on, the account enabled and eligible (the profile's
 * mirrors of both), and a photo. Anything else answers as a profile that does not exist (404); a
 * list that holds a profile hidden since shows it as no longer available. The owner always sees
 * their own. Read on the item itself: the search index may lag a flag set directly on the item.
 */
export const isShownToOthers = (p: CandidateRecord) => isPubliclyVisible(p) && p.photoCount > 0;

/**
 * Every candidate the member must not see, nor be seen by: the profiles the families they blocked,
 * and the families that blocked them, have now — and had when the block was made (an old profile's
 * proposals and saved items stay hidden too). One Query of the member's own partition, and only
 * when it finds blocks one BatchGet of those families' user records.
 */
export async function blockedCandidateIds(userId: string): Promise<Set<string>> {
  const { blocked, blockedBy } = await listBlocks(userId);
  if (!blocked.length && !blockedBy.length) return new Set();
  const current = await currentCandidateIds([...blocked.map((b) => b.blockedUserId), ...blockedBy.map((b) => b.blockerUserId)]);
  return new Set([...current.values(), ...blocked.map((b) => b.blockedCandidateId), ...blockedBy.map((b) => b.blockerCandidateId)]);
}

/** Whether a block in either direction stands between the member and this candidate. */
export const isBlockedBetween = async (userId: string, candidateId: string) => (await blockedCandidateIds(userId)).has(candidateId);

/**
 * Profiles that never appear for this viewer (as search index entry keys): their own, those they
 * marked Not Interested, and those a block stands between (either family blocked the other).
 */
export async function hiddenFor(own: Pick<CandidateRecord, 'id' | 'userProfileId'>): Promise<Set<string>> {
  const [notInterested, blocked] = await Promise.all([listSentInteractions(own.id, 'notInterested'), blockedCandidateIds(own.userProfileId)]);
  return new Set([own.id, ...notInterested.map((i) => i.toCandidateId), ...blocked].map(entryKeyOf));
}

/**
 * A result card: picked from the one member view of the profile, so it can never show more; its
 * photo only if the family lets this looker see the first one (photoAccess.ts).
 */
export async function cardOf(p: CandidateRecord, saved: boolean, looker: Looker): Promise<ProfileCard> {
  const view = shapeCandidate(p, 'member', []);
  return {
    id: view.id, firstName: view.firstName, age: view.age, height: view.height, city: view.city, state: view.state,
    country: view.country, profession: view.profession, saved, ...(await cardPhotoFor(looker, p)),
  };
}

/**
 * The expectation's filter fields, as matching reads them (and as the profile's card carries them).
 * `ownGotra` (the family's own candidate's gotra) is what 'Not from our gotra' compares: given for
 * matching, left out of the copy stored on the profile (the card takes it from the profile itself).
 */
export function wantsOf(e: Expectation, ownGotra?: string): Wants {
  return {
    gender: e.gender, minAge: e.minAge, maxAge: e.maxAge, birthCountry: e.birthCountry, broughtUpCountry: e.broughtUpCountry,
    ...(e.minHeight !== undefined ? { minHeight: e.minHeight } : {}), ...(e.maxHeight !== undefined ? { maxHeight: e.maxHeight } : {}),
    nativeLanguage: e.nativeLanguage, foodHabits: e.foodHabits, marriageStatus: e.marriageStatus, education: e.education,
    profession: e.profession, immiStatus: e.immiStatus, state: e.state, country: e.country,
    horoscopeRequired: e.horoscopeRequired ?? false, manglik: e.manglik ?? '', notOwnGotra: e.notOwnGotra ?? false,
    ...(ownGotra !== undefined ? { gotra: ownGotra } : {}), mustHaves: e.mustHaves ?? [],
  };
}

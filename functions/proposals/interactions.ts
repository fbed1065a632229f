/**
 * Interactions between two families. Not Interested: the profile leaves the member's Matched and
 * Search lists for good (discovery.ts reads these back). Recorded once per pair: the id is derived
 * from the pair, so a second click (or two tabs at once) writes nothing new. Refused while a
 * proposal between the two is live (proposals.ts).
 */
import type { Caller } from '../lib/caller.js';
import { forbidden, notFound, unprocessable } from '../lib/errors.js';
import { now } from '../lib/ids.js';
import { deleteNotInterested, getCandidate, type InteractionRecord, type InteractionType, notInterestedId, putInteraction } from '../candidates/index.js';
import { NOT_TO_SELF, refuseWhileProposed } from './proposals.js';
import { assertCanViewProfiles, assertSelf, blockedCandidateIds, isShownToOthers } from '../familyProfiles/index.js';

export async function saveUserInteraction(
  caller: Caller,
  input: { userProfileId: string; fromCandidateId: string; toCandidateId: string; interactionType: InteractionType },
): Promise<InteractionRecord> {
  assertSelf(caller, input.userProfileId);
  const own = await assertCanViewProfiles(caller);
  // The gate read the caller's own profile: only it may act.
  if (own.id !== input.fromCandidateId) throw forbidden();
  if (input.toCandidateId === input.fromCandidateId) throw unprocessable(NOT_TO_SELF, { toCandidateId: [NOT_TO_SELF] });
  // A block in either direction answers as a missing profile: the other family learns nothing.
  const [target, blocked] = await Promise.all([getCandidate(input.toCandidateId), blockedCandidateIds(caller.userId)]);
  if (!target || !isShownToOthers(target) || blocked.has(target.id)) throw notFound();
  await refuseWhileProposed(own, target);
  const record: InteractionRecord = {
    id: notInterestedId(input.fromCandidateId, input.toCandidateId),
    userProfileId: caller.userId, fromCandidateId: input.fromCandidateId, toCandidateId: input.toCandidateId,
    interactionType: input.interactionType, updatedDate: now(),
  };
  await putInteraction(record);
  // A proposal written between the check and the mark (another member, another tab): the mark goes
  // again, as a proposal lifts its family's mark after it is written, so one of the two sees the other.
  await refuseWhileProposed(own, target).catch(async (e: unknown) => {
    await deleteNotInterested(record.id);
    throw e;
  });
  return record;
}

/**
 * Blocking a family: from the block on, neither family sees the other in search, matches, saved
 * lists, proposals or on the profile page (each filter asks `blockedCandidateIds` in
 * familyProfiles.ts), the live proposal between them is withdrawn without a mail, and the blocked
 * family is never told: every way it could look answers exactly as for a profile that does not
 * exist. A block is kept on the two families (user ids), so a profile deleted and created again on
 * either side stays blocked: the filters resolve each blocked family to the profile it has now. The routes still name the
 * other family by the candidate id the pages have; it is resolved to its family here.
 */
import { type BlockedFamily, type BlockRequest, blockTexts } from '#shared/domain/blocks.js';
import { shapeCandidate, type CandidateRecord } from '#shared/domain/candidateView.js';
import { actOf } from '#shared/domain/memberActs.js';
import { actingMember, type Caller } from '../lib/caller.js';
import { recordActivity } from '../family/index.js';
import { forbidden, landed, notFound, unprocessable } from '../lib/errors.js';
import { now } from '../lib/ids.js';
import {
  type BlockRecord, currentCandidateIds, deleteBlock, getCandidate, getCandidates, getPairGuard, getProposal,
  isLive, listBlocks, putBlock, updateProposal,
} from '../candidates/index.js';
import { assertCanViewProfiles, assertSelf, isShownToOthers } from '../familyProfiles/index.js';

export const CANNOT_BLOCK_OWN = 'This is your own candidate profile: it cannot be blocked.';
/** The Blocked Families entry of a profile no member can see any more (deleted or hidden since). */
export const REMOVED_PROFILE_NAME = 'A removed profile';

/** The member's own blocks, each with the profile its family has now (if any). */
async function ownBlocks(userId: string): Promise<{ block: BlockRecord; currentId: string | undefined }[]> {
  const { blocked } = await listBlocks(userId);
  const current = blocked.length ? await currentCandidateIds(blocked.map((b) => b.blockedUserId)) : new Map<string, string>();
  return blocked.map((block) => ({ block, currentId: current.get(block.blockedUserId) }));
}

/**
 * Withdraws a proposal quietly (no mail: a block must not tell the other family anything). A lost
 * condition means it ended meanwhile (answered, revoked, expired): nothing is left to withdraw.
 */
export async function revokeWithoutMail(proposalId: string): Promise<void> {
  await landed(updateProposal(
    proposalId, { revoked: true, updatedDate: now() },
    'revoked = :no AND responseType IN (:pending, :accepted)', { ':no': false, ':pending': 'pending', ':accepted': 'accepted' },
  ));
}

/**
 * Ends the pair's live proposal, pending or accepted (blocking ends the connection, so the contacts
 * are no longer shared). The pair guard of the two families (user ids) names the only one that can
 * be live. A proposal still being written is caught by `propose`, which looks for a block after its
 * write. The quiet withdrawal sets no cooldown: after an unblock either family may propose at once.
 */
async function endProposalBetween(a: string, b: string): Promise<void> {
  const guard = await getPairGuard(a, b);
  const proposal = guard ? await getProposal(guard.liveId) : undefined;
  if (proposal && isLive(proposal)) await revokeWithoutMail(proposal.id);
}

export async function blockFamily(caller: Caller, body: BlockRequest) {
  assertSelf(caller, body.userProfileId);
  const own = await assertCanViewProfiles(caller);
  // The gate read the caller's own profile: only it may block.
  if (own.id !== body.fromCandidateId) throw forbidden();
  if (body.toCandidateId === own.id) throw unprocessable(CANNOT_BLOCK_OWN, { toCandidateId: [CANNOT_BLOCK_OWN] });
  // A hidden or disabled profile may still be blocked: it might come back.
  const target = await getCandidate(body.toCandidateId);
  if (!target) throw notFound();
  // The block first, then the proposal: from here on, a proposal written meanwhile sees the block.
  const at = now();
  const made = await putBlock({
    blockerUserId: caller.userId, blockedCandidateId: target.id, blockedUserId: target.userProfileId, ownCandidateId: own.id, createdDate: at,
    blockedBy: actingMember(caller, at),
  });
  await endProposalBetween(caller.userId, target.userProfileId);
  // Blocking a family already blocked (two members at once, or a second tab) is the one act already recorded.
  if (made) await recordActivity(caller, 'blocked', at, target.id);
  return { message: blockTexts.blocked };
}

/**
 * Only the block the caller made: a block the other family made is not theirs to remove (404). The
 * candidate id is the one the Blocked Families list shows: the family's profile now, or the one it
 * had when blocked.
 */
export async function unblockFamily(caller: Caller, userId: string, candidateId: string) {
  assertSelf(caller, userId);
  const found = (await ownBlocks(userId)).find((b) => b.currentId === candidateId || b.block.blockedCandidateId === candidateId);
  if (!found) throw notFound();
  await deleteBlock(found.block);
  await recordActivity(caller, 'unblocked', now(), found.currentId ?? found.block.blockedCandidateId);
  return { message: blockTexts.unblocked };
}

/**
 * Blocked Families, newest first: the families the caller blocked (never those that blocked them),
 * each with what any member could see of the profile it has now. A family without a profile now, or
 * with one no member sees (the one rule, isShownToOthers: hidden, disabled, ineligible or without a
 * photo), still lists, without details ('A removed profile'), so it can be unblocked.
 * `withDetails: false` (the data export while the member's view gate is closed) lists every family
 * so, reading no other family's profile.
 */
export async function getBlockedFamilyList(caller: Caller, userId: string, { withDetails = true } = {}): Promise<{ items: BlockedFamily[] }> {
  assertSelf(caller, userId);
  const blocks = await ownBlocks(userId);
  const profiles = withDetails
    ? new Map((await getCandidates(blocks.flatMap((b) => (b.currentId ? [b.currentId] : [])))).map((p) => [p.id, p]))
    : new Map<string, CandidateRecord>();
  const items = blocks
    .sort((a, b) => b.block.createdDate.localeCompare(a.block.createdDate))
    .map(({ block: b, currentId }): BlockedFamily => {
      const p = currentId ? profiles.get(currentId) : undefined;
      const acts = b.blockedBy ? { acts: [actOf('blocked', b.blockedBy)] } : {};
      // The id the block recorded, never the family's profile now: a hidden new profile's id
      // would tell the blocker it exists (unblocking matches either).
      if (!p || !isShownToOthers(p)) {
        return { candidateId: b.blockedCandidateId, firstName: REMOVED_PROFILE_NAME, age: null, city: '', country: '', blockedDate: b.createdDate, ...acts };
      }
      const view = shapeCandidate(p, 'member', []);
      return { candidateId: p.id, firstName: view.firstName, age: view.age, city: view.city, country: view.country, blockedDate: b.createdDate, ...acts };
    });
  return { items };
}

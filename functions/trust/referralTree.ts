/**
 * Referral trust: who referred whom. Members see only how a family came in (a member family's code
 * or the volunteers', never who); volunteers see an account's referral tree and can mark a whole
 * branch ineligible when a chain of fake accounts is found.
 *
 * Who referred an account: the code it signed up with (`referredByReferralId` on its user record),
 * and that code's owner. Whom it referred: its used codes, listed under `REFERREDBY#{userId}`.
 */
import type { z } from 'zod';
import type { accountSummary, ReferredByKind, referralTree } from '#shared/domain/trust.js';
import type { Caller } from '../lib/caller.js';
import { notFound } from '../lib/errors.js';
import { now } from '../lib/ids.js';
import { logger } from '../lib/logger.js';
import { countReferralsUsedFrom, getReferral, listReferralsUsedFrom } from './entities/referrals.js';
import { getUser, recordAudit, type UserRecord } from '../members/index.js';
import { isIneligible, setAccountEligibility } from '../familyProfiles/index.js';
import { membersForVolunteers } from '../family/index.js';

type AccountSummary = z.infer<typeof accountSummary>;
type ReferralTree = z.infer<typeof referralTree>;

/** A branch larger than this is not a chain of fakes a volunteer found by hand: stop, never loop on. */
const MAX_BRANCH = 1000;

/** How the account came in, for other members; undefined for accounts from before it was kept. */
export async function referredByKind(userId: string): Promise<ReferredByKind | undefined> {
  const user = await getUser(userId);
  const referral = user?.referredByReferralId ? await getReferral(user.referredByReferralId) : undefined;
  if (!referral) return undefined;
  return referral.ownerUserId ? 'member' : 'volunteers';
}

async function summary(user: UserRecord): Promise<AccountSummary> {
  return {
    userId: user.id, name: `${user.firstName} ${user.lastName}`, email: user.userEmail,
    candidateId: user.candidateId ?? null, ineligible: isIneligible(user),
  };
}

/** The accounts that signed up with this account's codes (deleted accounts left out). */
async function referredAccounts(userId: string): Promise<UserRecord[]> {
  const used = await listReferralsUsedFrom(userId);
  const users = await Promise.all(used.map((r) => (r.usedByUserId ? getUser(r.usedByUserId) : undefined)));
  return users.filter((u): u is UserRecord => u !== undefined);
}

async function referrerOf(user: UserRecord): Promise<ReferralTree['referredBy']> {
  const referral = user.referredByReferralId ? await getReferral(user.referredByReferralId) : undefined;
  if (!referral) return { kind: 'unknown' };
  if (!referral.ownerUserId) return { kind: 'volunteers', ...(referral.issuedToEmail ? { issuedToEmail: referral.issuedToEmail } : {}) };
  const referrer = await getUser(referral.ownerUserId);
  return referrer ? { kind: 'member', account: await summary(referrer) } : { kind: 'unknown' };
}

/** One level up and one level down from the account, each referred account with its own count. */
export async function getReferralTree(userId: string): Promise<ReferralTree> {
  const user = await getUser(userId);
  if (!user) throw notFound('There is no such account.');
  const [account, members, referredBy, below] = await Promise.all([summary(user), membersForVolunteers(userId), referrerOf(user), referredAccounts(userId)]);
  const referred = await Promise.all(below.map(async (u) => ({ ...(await summary(u)), referredCount: await countReferralsUsedFrom(u.id) })));
  return { account: { ...account, members }, referredBy, referred };
}

/**
 * Marks the account and every account below it ineligible, breadth first (an account seen once is
 * not walked again, so a cycle ends). Each account is marked with the reason by the console's
 * write (setAccountEligibility, the same as `npm run admin -- ineligible`): on the account, so a
 * profile made later starts ineligible too, and mirrored onto today's profile. One audit entry
 * names the root and the count. Repeating it changes nothing and answers the same count.
 */
export async function markBranchIneligible(caller: Caller, userId: string, reason: string): Promise<{ marked: number }> {
  const root = await getUser(userId);
  if (!root) throw notFound('There is no such account.');
  const seen = new Set<string>([root.id]);
  const queue: UserRecord[] = [root];
  let accounts = 0;
  let marked = 0;
  while (queue.length > 0 && accounts < MAX_BRANCH) {
    const user = queue.shift()!;
    accounts++;
    // An account deleted meanwhile is skipped.
    if (await setAccountEligibility(user.id, true, reason, caller.userId)) marked++;
    for (const next of await referredAccounts(user.id)) {
      if (!seen.has(next.id)) {
        seen.add(next.id);
        queue.push(next);
      }
    }
  }
  await recordAudit(caller, {
    kind: 'branch.ineligible', itemType: 'account', itemId: root.id,
    itemLabel: `${root.firstName} ${root.lastName} and the accounts below (${marked} of ${accounts} accounts marked)`,
    reason, at: now(),
  });
  logger.info('Branch marked ineligible', { userId: root.id, accounts, marked });
  return { marked };
}

/**
 * Eligibility is the volunteers' decision about a family, so it lives on the account (the user
 * record), where deleting and re-creating a candidate profile cannot reset it. The view gate reads
 * it there (access.ts). The candidate profile carries `ineligible` as a mirror of the account's
 * flag, as `accountDisabled` mirrors a disabled account, because the search index, the shared
 * link and the lists decide from the profile item alone.
 *
 * Every path that decides goes through `setAccountEligibility`: the console's Eligibility, closing
 * a report as 'ineligible', marking a referral branch ineligible and `npm run admin -- ineligible`.
 * The account is written first and the mirror second, so a crash in between leaves the account's
 * decision standing (the gate and the next run both follow it); running it again repairs the mirror.
 */
import type { CandidateRecord } from '#shared/domain/candidateView.js';
import { now } from '../lib/ids.js';
import { rewriteCandidate } from '../candidates/index.js';
import { getUser, setUserEligibility, type UserRecord } from '../members/session.js';
import { isIneligible } from './session.js';

// The listings follow a changed account only on a volunteer's decision: imported then, so that
// every route reading through this module's index (search, lists, cards) loads no directory files.
// Through the narrow face, not the index: a dynamic import keeps every export of its file.
const directory = () => import('../directory/session.js');

/**
 * Copies the account's flag onto its candidate profile (if it has one), with a versioned write.
 * Older profiles carried the reason and the change's time themselves; the account holds them now.
 */
async function mirrorEligibility(user: UserRecord): Promise<CandidateRecord | undefined> {
  if (!user.candidateId) return undefined;
  const ineligible = user.ineligible === true;
  return rewriteCandidate(user.candidateId, (p) => {
    const { ineligibleReason: _r, eligibilityChangedAt: _a, eligibilityChangedBy: _b, ...rest } = p as CandidateRecord & Record<string, unknown>;
    return { ...rest, ineligible } as CandidateRecord;
  });
}

/**
 * Sets or clears the account's flag (`by`: the volunteer's user id, or `cli`), then the mirror on
 * its profile, then its listings' place in the public directory. Answers the account as stored and
 * whether this call changed the flag (the change's time is the audit entry's key, so a retry
 * records nothing new); undefined when there is no such account.
 */
export async function setAccountEligibility(
  userId: string, ineligible: boolean, reason: string, by: string,
): Promise<{ user: UserRecord; changed: boolean; profile?: CandidateRecord } | undefined> {
  const written = await setUserEligibility(userId, ineligible, reason, now(), by);
  if (!written) return undefined;
  const profile = await mirrorEligibility(written.user);
  await (await directory()).hideListingsOfOwner(written.user);
  return { ...written, ...(profile ? { profile } : {}) };
}

/**
 * A profile just created: if the account was marked while it was being made (after the request
 * read the account, before the pointer to the new profile landed), the marking found no profile to
 * mirror to, so the creator does it. Between the two, one of them always sees the other's write.
 */
export async function mirrorOntoNewProfile(userId: string, profile: CandidateRecord): Promise<CandidateRecord> {
  const user = await getUser(userId);
  if (!user || isIneligible(user) === (profile.ineligible === true)) return profile;
  return (await mirrorEligibility(user)) ?? profile;
}

/**
 * Items written before the flag moved to the account carry it on the profile only. Before such a
 * profile is deleted by its family, the flag moves to the account (with the old reason), so the
 * deletion cannot reset it. Nothing to do when the account holds it already.
 */
export async function keepFlagOfDeletedProfile(user: UserRecord, profile: CandidateRecord): Promise<void> {
  if (!profile.ineligible || isIneligible(user)) return;
  const legacy = profile as CandidateRecord & { ineligibleReason?: string; eligibilityChangedBy?: string };
  await setAccountEligibility(user.id, true, legacy.ineligibleReason ?? LEGACY_REASON, legacy.eligibilityChangedBy ?? 'migration');
}

const LEGACY_REASON = 'Marked ineligible on the candidate profile before the flag moved to the account.';

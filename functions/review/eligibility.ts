/**
 * The console's Eligibility: finding a candidate profile by e-mail, public URL name or a name's
 * prefix, and setting or clearing the volunteers' `ineligible` flag with its reason. The flag is
 * the family's: it is written on the profile's account (accountEligibility.ts, as `npm run admin
 * -- ineligible` writes it) and mirrored onto the profile, so the profile leaves (or rejoins)
 * search at once, the family's view gate changes on its next call, and a profile the family makes
 * later starts ineligible too. Reports (reports.ts) flag profiles through `flagCandidate` too.
 */
import type { z } from 'zod';
import { publicUrlParam } from '#shared/domain/candidate.js';
import type { CandidateRecord } from '#shared/domain/candidateView.js';
import { candidateLabel, type eligibilityEntry } from '#shared/domain/trust.js';
import type { Caller } from '../lib/caller.js';
import { notFound } from '../lib/errors.js';
import { now } from '../lib/ids.js';
import { candidateIdsByNamePrefix, getCandidate, getCandidates } from '../candidates/index.js';
import { findPublicUrl, findUserIdByEmail, getUser, recordAudit } from '../members/index.js';
import { isIneligible, isShownToOthers, setAccountEligibility } from '../familyProfiles/index.js';
import { familyIdOf, membersForVolunteers } from '../family/index.js';

export type EligibilityEntry = z.infer<typeof eligibilityEntry>;

/** The Eligibility search answers at most this many profiles. */
export const FIND_LIMIT = 20;

async function entryOf(p: CandidateRecord): Promise<EligibilityEntry> {
  const [user, members] = await Promise.all([getUser(p.userProfileId), membersForVolunteers(p.userProfileId)]);
  const ineligible = isIneligible(user, p);
  return {
    candidateId: p.id, userId: p.userProfileId, firstName: p.firstName, lastName: p.lastName,
    email: user?.userEmail ?? p.email,
    ...(p.candidateProfilePublicURL ? { publicURL: p.candidateProfilePublicURL } : {}),
    ineligible,
    ...(ineligible && user?.ineligibleReason ? { ineligibleReason: user.ineligibleReason } : {}),
    // A disabled account's user record says so before its profile does (see accountStatus.ts).
    listed: isShownToOthers(p) && !ineligible && user?.status !== 'disabled',
    members,
  };
}

/** The profile of the account holding an e-mail address, if any. */
async function candidateIdByEmail(email: string): Promise<string | undefined> {
  const owner = await findUserIdByEmail(email);
  if (!owner) return undefined;
  // An invited member's claim names their own sub; the profile is their family's.
  return (await getUser(await familyIdOf(owner)))?.candidateId;
}

/**
 * Exact e-mail (via its claim item), exact public URL name (its reservation item) and the prefix
 * of a first or last name (the name keys): three lookups by key, never a Scan; each profile once.
 */
export async function findCandidates(query: string): Promise<{ items: EligibilityEntry[] }> {
  const q = query.trim();
  // A pasted shared link finds its profile too: the name is its last path segment.
  const urlName = q.replace(/\/+$/, '').split('/').pop()!.toLowerCase();
  const [byEmail, byUrl, byName] = await Promise.all([
    q.includes('@') ? candidateIdByEmail(q) : undefined,
    publicUrlParam.safeParse(urlName).success ? findPublicUrl(urlName) : undefined,
    q.includes('@') ? [] : candidateIdsByNamePrefix(q, FIND_LIMIT),
  ]);
  const ids = [...new Set([byEmail, byUrl, ...byName].filter((id): id is string => !!id))].slice(0, FIND_LIMIT);
  const byId = new Map((await getCandidates(ids)).map((p) => [p.id, p]));
  const found = ids.map((id) => byId.get(id)).filter((p): p is CandidateRecord => !!p);
  return { items: await Promise.all(found.map(entryOf)) };
}

/**
 * Sets or clears the flag of the profile's family (its account), then its mirror on the profile.
 * Answers the profile as it is now and when this call changed the flag (undefined when it did
 * not): the change's time and volunteer are stored on the account, so its audit entry is keyed by
 * them (a retry records nothing new). A profile flagged on the item only (older data) changes too
 * when its mirror does. 404 when the profile (or its account) is gone.
 */
export async function flagCandidate(
  caller: Caller, candidateId: string, ineligible: boolean, reason: string,
): Promise<{ profile: CandidateRecord; changedAt?: string }> {
  const found = await getCandidate(candidateId);
  const written = found ? await setAccountEligibility(found.userProfileId, ineligible, reason, caller.userId) : undefined;
  if (!found || !written) throw notFound('There is no such candidate profile.');
  const profile = written.profile?.id === candidateId ? written.profile : await getCandidate(candidateId);
  if (!profile) throw notFound('There is no such candidate profile.');
  if (written.changed) return { profile, changedAt: written.user.eligibilityChangedAt };
  // Only the mirror changed (a retry after the account's write, or older data): keyed by the
  // account's stored change time when it has one, so a retry records no second entry.
  const mirrorChanged = (found.ineligible === true) !== (profile.ineligible === true);
  return mirrorChanged ? { profile, changedAt: written.user.eligibilityChangedAt ?? now() } : { profile };
}

/** The console's set / clear: audited only when the flag actually changed. */
export async function setCandidateEligibility(caller: Caller, candidateId: string, ineligible: boolean, reason: string): Promise<EligibilityEntry> {
  const { profile, changedAt } = await flagCandidate(caller, candidateId, ineligible, reason);
  if (changedAt) {
    await recordAudit(caller, {
      kind: ineligible ? 'eligibility.set' : 'eligibility.clear', itemType: 'candidate', itemId: candidateId,
      itemLabel: candidateLabel(profile), reason, at: changedAt,
    });
  }
  return entryOf(profile);
}

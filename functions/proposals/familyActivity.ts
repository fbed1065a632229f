/**
 * Family Activity: the family's own acts of the last ACTIVITY_DAYS, newest first, each with the
 * member who acted and the other family's candidate named as this family sees them on Candidate
 * Details: starred, or in full once both families accepted a proposal. Only the family's own list:
 * nothing here is about what another family's members did.
 */
import type { ActivityList } from '#shared/domain/familyActivity.js';
import { shapeCandidate } from '#shared/domain/candidateView.js';
import type { Caller } from '../lib/caller.js';
import { ACTIVITY_DAYS, listActivity } from '../family/index.js';
import { getCandidates } from '../candidates/index.js';
import { assertSelf, isShownToOthers } from '../familyProfiles/index.js';
import { areConnected } from './proposals.js';

/** At most this many of the newest acts (a family rarely does more in 90 days; the page says when it did). */
export const ACTIVITY_SHOWN = 200;

export async function getFamilyActivity(caller: Caller, userId: string): Promise<ActivityList> {
  assertSelf(caller, userId);
  const since = new Date(Date.now() - ACTIVITY_DAYS * 86_400_000).toISOString();
  const { items, more } = await listActivity(caller.userId, since, ACTIVITY_SHOWN);
  const ids = [...new Set(items.flatMap((i) => (i.otherCandidateId ? [i.otherCandidateId] : [])))];
  const own = caller.user.candidateId ? { id: caller.user.candidateId, userProfileId: caller.userId } : undefined;
  const names = new Map(await Promise.all((await getCandidates(ids)).filter(isShownToOthers).map(async (p) => {
    const view = shapeCandidate(p, own && (await areConnected(own, p)) ? 'connected' : 'member', []);
    return [p.id, [view.firstName, view.lastName].filter(Boolean).join(' ')] as const;
  })));
  return {
    days: ACTIVITY_DAYS, more,
    items: items.map((i) => ({
      id: i.id, act: i.act, firstName: i.firstName, ...(i.relation ? { relation: i.relation } : {}), at: i.at,
      whom: (i.otherCandidateId && names.get(i.otherCandidateId)) || null,
    })),
  };
}

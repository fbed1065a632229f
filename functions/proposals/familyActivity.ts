/**
 * Family Activity: the family's own acts of the last ACTIVITY_DAYS, newest first, each with the
 * member who acted and the other family's candidate named as any member sees them. Only the
 * family's own list: nothing here is about what another family's members did.
 */
import type { ActivityList } from '#shared/domain/familyActivity.js';
import { shapeCandidate } from '#shared/domain/candidateView.js';
import type { Caller } from '../lib/caller.js';
import { ACTIVITY_DAYS, listActivity } from '../family/index.js';
import { getCandidates } from '../candidates/index.js';
import { assertSelf, isShownToOthers } from '../familyProfiles/index.js';

/** At most this many of the newest acts (a family rarely does more in 90 days; the page says when it did). */
export const ACTIVITY_SHOWN = 200;

export async function getFamilyActivity(caller: Caller, userId: string): Promise<ActivityList> {
  assertSelf(caller, userId);
  const since = new Date(Date.now() - ACTIVITY_DAYS * 86_400_000).toISOString();
  const { items, more } = await listActivity(caller.userId, since, ACTIVITY_SHOWN);
  const ids = [...new Set(items.flatMap((i) => (i.otherCandidateId ? [i.otherCandidateId] : [])))];
  const names = new Map((await getCandidates(ids)).filter(isShownToOthers).map((p) => {
    const view = shapeCandidate(p, 'member', []);
    return [p.id, [view.firstName, view.lastName].filter(Boolean).join(' ')];
  }));
  return {
    days: ACTIVITY_DAYS, more,
    items: items.map((i) => ({
      id: i.id, act: i.act, firstName: i.firstName, ...(i.relation ? { relation: i.relation } : {}), at: i.at,
      whom: (i.otherCandidateId && names.get(i.otherCandidateId)) || null,
    })),
  };
}

/**
 * Recording a member's act for the family's Family Activity list. Called after the act itself
 * landed: the list is the family's record of what happened, so a failed write of it is logged and
 * never undoes, or fails, the act.
 */
import type { MemberActKind } from '#shared/domain/memberActs.js';
import type { Caller } from '../lib/caller.js';
import { newId } from '../lib/ids.js';
import { logger } from '../lib/logger.js';
import { putActivity } from './entities/activity.js';

export async function recordActivity(caller: Caller, act: MemberActKind, at: string, otherCandidateId?: string): Promise<void> {
  try {
    await putActivity({
      familyId: caller.userId, id: newId(), act, at, memberId: caller.memberId, firstName: caller.member.firstName,
      ...(caller.member.relation ? { relation: caller.member.relation } : {}), ...(otherCandidateId ? { otherCandidateId } : {}),
    });
  } catch (error) {
    logger.error('family activity not recorded', { act, error });
  }
}

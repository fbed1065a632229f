/** The stored form of an acting member (shared/domain/memberActs.ts): one map attribute on whatever item records the act. */
import type { ActingMember } from '#shared/domain/memberActs.js';
import { map, optional, str, type AttributesOf, type Reader } from './entity.js';

export const actingMemberReader: Reader<ActingMember> = map({
  memberId: str, firstName: str, relation: optional(str), at: str,
} satisfies AttributesOf<ActingMember>);

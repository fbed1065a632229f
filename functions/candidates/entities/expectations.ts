/**
 * Entity Expectation: the family's words about whom they look for, one per candidate profile.
 * Key: `CAND#{candidateId}` / `EXPECT` on the table: in the candidate's partition, read with the
 * profile and deleted with it; a fixed sort key makes "one per profile" a conditional put.
 * Index: none (always read by its profile).
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Expectation } from '#shared/domain/candidate.js';
import { mustHaveFields } from '#shared/domain/matching.js';
import { ddb } from '../../lib/dynamodb.js';
import { candidateKeys } from './candidates.js';
import { bool, defineEntity, list, num, oneOf, optional, orElse, str, type AttributesOf } from '../../store/entity.js';
import { table } from '../../store/table.js';
import { actingMemberReader } from '../../store/actors.js';

export const expectationKeys = {
  /** One expectation per candidate profile. */
  expectation: (candidateId: string) => ({ pk: candidateKeys.candidate(candidateId).pk, sk: 'EXPECT' }),
};

/**
 * The record is shared/domain/candidate.ts's `Expectation`: the compiler checks this declaration
 * against it. An expectation saved before the must-haves, horoscope and manglik fields existed lacks
 * them: it reads with the schema's defaults (not asked).
 */
const expectationEntity = /* @__PURE__ */ (() => defineEntity('Expectation', {
  id: str, candidateId: str, gender: str, minAge: num, maxAge: num, birthCountry: str, broughtUpCountry: str,
  minHeight: optional(num), maxHeight: optional(num), nativeLanguage: str, foodHabits: str, marriageStatus: str, education: str,
  profession: str, immiStatus: str, state: str, country: str, expectations: str, updatedDate: str,
  mustHaves: orElse(list(oneOf(...mustHaveFields)), () => []),
  horoscopeRequired: orElse(bool, () => false),
  manglik: orElse(str, () => ''),
  notOwnGotra: optional(bool),
  editedBy: optional(actingMemberReader),
} satisfies AttributesOf<Expectation>).keyedBy({ key: (e) => expectationKeys.expectation(e.candidateId) }))();

export async function getExpectation(candidateId: string): Promise<Expectation | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: expectationKeys.expectation(candidateId), ConsistentRead: true }));
  return res.Item ? expectationEntity.fromItem(res.Item) : undefined;
}

/**
 * `mode` add: only if there is none yet; edit: only the one with this id, and — given the
 * `updatedDate` the member's page loaded — only if no one saved it since.
 */
export async function putExpectation(e: Expectation, mode: 'add' | 'edit', loadedUpdatedDate?: string): Promise<void> {
  await ddb().send(
    new PutCommand({
      TableName: table(), Item: expectationEntity.toItem(e),
      ...(mode === 'add'
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : loadedUpdatedDate === undefined
          ? { ConditionExpression: 'id = :id', ExpressionAttributeValues: { ':id': e.id } }
          : { ConditionExpression: 'id = :id AND updatedDate = :loaded', ExpressionAttributeValues: { ':id': e.id, ':loaded': loadedUpdatedDate } }),
    }),
  );
}

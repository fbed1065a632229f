/**
 * Entity Expectation: the family's words about whom they look for, one per candidate profile.
 * Key: `CAND#{candidateId}` / `EXPECT` on the table: in the candidate's partition, read with the
 * profile and deleted with it; a fixed sort key makes "one per profile" a conditional put.
 * Index: none (always read by its profile).
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Expectation } from '#shared/domain/candidate.js';
import { ddb } from '../../lib/dynamodb.js';
import { candidateKeys } from './candidates.js';
import { table, withoutKeys } from '../../store/table.js';

export const expectationKeys = {
  /** One expectation per candidate profile. */
  expectation: (candidateId: string) => ({ pk: candidateKeys.candidate(candidateId).pk, sk: 'EXPECT' }),
};

export async function getExpectation(candidateId: string): Promise<Expectation | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: expectationKeys.expectation(candidateId), ConsistentRead: true }));
  return res.Item ? withoutKeys<Expectation>(res.Item) : undefined;
}

/** `mode` add: only if there is none yet; edit: only the one with this id. */
export async function putExpectation(e: Expectation, mode: 'add' | 'edit'): Promise<void> {
  await ddb().send(
    new PutCommand({
      TableName: table(), Item: { ...expectationKeys.expectation(e.candidateId), type: 'Expectation', ...e },
      ...(mode === 'add'
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : { ConditionExpression: 'id = :id', ExpressionAttributeValues: { ':id': e.id } }),
    }),
  );
}

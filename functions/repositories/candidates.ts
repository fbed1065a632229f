import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { CandidateRecord } from '../../shared/domain/candidateView.js';
import { ddb } from '../lib/clients.js';
import { keys, table, withoutKeys } from './table.js';

/**
 * The sparse search index holds exactly the profiles that may appear in search: enabled, with at
 * least one photo. Every write of a profile recomputes these attributes.
 */
export function searchAttributes(p: Pick<CandidateRecord, 'id' | 'gender' | 'dobYear' | 'candidateProfileVisibilityFlag' | 'photoCount'>) {
  const listed = p.candidateProfileVisibilityFlag && p.photoCount > 0;
  return listed ? { searchPk: p.gender, searchSk: `${p.dobYear}#${p.id}` } : undefined;
}

function itemOf(p: CandidateRecord) {
  const heightInches = p.heightFeet * 12 + p.heightInch;
  return { ...keys.candidate(p.id), type: 'Candidate', ...p, candidateId: p.id, heightInches, ...searchAttributes(p) };
}

export async function getCandidate(candidateId: string): Promise<CandidateRecord | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: keys.candidate(candidateId), ConsistentRead: true }));
  if (!res.Item) return undefined;
  const { candidateId: _c, heightInches: _h, ...rest } = withoutKeys(res.Item);
  return rest as CandidateRecord;
}

export async function putNewCandidate(p: CandidateRecord): Promise<void> {
  await ddb().send(new PutCommand({ TableName: table(), Item: itemOf(p), ConditionExpression: 'attribute_not_exists(pk)' }));
}

/** Replaces the stored profile if it still exists and nobody changed its photo count meanwhile. */
export async function replaceCandidate(p: CandidateRecord): Promise<void> {
  await ddb().send(
    new PutCommand({
      TableName: table(), Item: itemOf(p),
      ConditionExpression: 'attribute_exists(pk) AND photoCount = :n',
      ExpressionAttributeValues: { ':n': p.photoCount },
    }),
  );
}

/** Adds `delta` photos within the limit, and keeps the search keys in step. Answers the new count. */
export async function changePhotoCount(p: CandidateRecord, delta: 1 | -1, max: number): Promise<number> {
  const count = p.photoCount + delta;
  const listed = searchAttributes({ ...p, photoCount: count });
  const res = await ddb().send(
    new UpdateCommand({
      TableName: table(), Key: keys.candidate(p.id),
      UpdateExpression: listed ? 'SET photoCount = :n, searchPk = :spk, searchSk = :ssk' : 'SET photoCount = :n REMOVE searchPk, searchSk',
      ConditionExpression: 'attribute_exists(pk) AND photoCount = :old AND :n <= :max AND :n >= :zero',
      ExpressionAttributeValues: { ':n': count, ':old': p.photoCount, ':max': max, ':zero': 0, ...(listed ? { ':spk': listed.searchPk, ':ssk': listed.searchSk } : {}) },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(res.Attributes?.photoCount ?? count);
}

export async function deleteCandidateItem(candidateId: string): Promise<void> {
  await ddb().send(new DeleteCommand({ TableName: table(), Key: keys.candidate(candidateId) }));
}

/** Every item under the candidate's partition (photos, expectation, status reasons, the profile). */
export async function listCandidatePartition(candidateId: string, skPrefix?: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const res = await ddb().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: skPrefix ? 'pk = :pk AND begins_with(sk, :sk)' : 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.candidate(candidateId).pk, ...(skPrefix ? { ':sk': skPrefix } : {}) },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(res.Items ?? []));
    start = res.LastEvaluatedKey;
  } while (start);
  return items;
}

export async function deleteItems(itemKeys: { pk: string; sk: string }[]): Promise<void> {
  for (let i = 0; i < itemKeys.length; i += 25) {
    const batch = itemKeys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
    let unprocessed: typeof batch | undefined = batch;
    while (unprocessed?.length) {
      const res = await ddb().send(new BatchWriteCommand({ RequestItems: { [table()]: unprocessed } }));
      unprocessed = res.UnprocessedItems?.[table()] as typeof batch | undefined;
    }
  }
}

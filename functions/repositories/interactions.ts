/**
 * Entity Interaction: one family's act towards another's profile — Not Interested today; proposals
 * (the next issue) are interactions too.
 * Key: `INTER#{interactionId}` / `INTER` on the table.
 * Index: gsi1 `SENT#{fromCandidateId}` / `{updatedDate}#{id}` (what a candidate did: My Proposals, and
 * the profiles it is not interested in); gsi2 `RECEIVED#{toCandidateId}` / `{updatedDate}#{id}`.
 */
import { DeleteCommand, PutCommand, QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../lib/dynamodb.js';
import { isConditionFailed, landed } from '../lib/errors.js';
import { table, withoutKeys } from './table.js';

export type InteractionType = 'notInterested';

export interface InteractionRecord {
  id: string;
  userProfileId: string;
  fromCandidateId: string;
  toCandidateId: string;
  interactionType: InteractionType;
  updatedDate: string;
}

export const interactionKeys = {
  interaction: (id: string) => ({ pk: `INTER#${id}`, sk: 'INTER' }),
  /** What a candidate did, on gsi1 (sorted by `{updatedDate}#{id}`). */
  sent: (fromCandidateId: string) => ({ gsi1pk: `SENT#${fromCandidateId}` }),
  /** What a candidate received, on gsi2 (sorted the same way). */
  received: (toCandidateId: string) => ({ gsi2pk: `RECEIVED#${toCandidateId}` }),
};

const byTime = (r: InteractionRecord) => `${r.updatedDate}#${r.id}`;

/** Writes the interaction once: answers false when an item with its id exists already. */
export async function putInteraction(r: InteractionRecord): Promise<boolean> {
  try {
    await ddb().send(
      new PutCommand({
        TableName: table(),
        Item: {
          ...interactionKeys.interaction(r.id), type: 'Interaction', ...r,
          ...interactionKeys.sent(r.fromCandidateId), gsi1sk: byTime(r),
          ...interactionKeys.received(r.toCandidateId), gsi2sk: byTime(r),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (e) {
    if (isConditionFailed(e)) return false;
    throw e;
  }
}

/** Everything a candidate did (gsi1), optionally of one type. */
export async function listSentInteractions(fromCandidateId: string, type?: InteractionType): Promise<InteractionRecord[]> {
  const items: InteractionRecord[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const res: QueryCommandOutput = await ddb().send(
      new QueryCommand({
        TableName: table(), IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ...(type
          ? { FilterExpression: 'interactionType = :t', ExpressionAttributeValues: { ':pk': interactionKeys.sent(fromCandidateId).gsi1pk, ':t': type } }
          : { ExpressionAttributeValues: { ':pk': interactionKeys.sent(fromCandidateId).gsi1pk } }),
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(res.Items ?? []).map((i) => withoutKeys(i) as InteractionRecord));
    start = res.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Removes a Not Interested mark (a deleted account's own; no other family ever saw it). */
export async function deleteNotInterested(id: string): Promise<void> {
  await landed(ddb().send(
    new DeleteCommand({
      TableName: table(), Key: interactionKeys.interaction(id),
      ConditionExpression: 'interactionType = :n', ExpressionAttributeValues: { ':n': 'notInterested' },
    }),
  ));
}

/**
 * Entity Interaction: one family's act towards another's profile — Not Interested today; proposals
 * (the next issue) are interactions too.
 * Key: `INTER#{interactionId}` / `INTER` on the table.
 * Index: gsi1 `SENT#{fromCandidateId}` / `{updatedDate}#{id}` (what a candidate did: My Proposals, and
 * the profiles it is not interested in); gsi2 `RECEIVED#{toCandidateId}` / `{updatedDate}#{id}`.
 */
import { PutCommand, QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../lib/clients.js';
import { isConditionFailed } from '../lib/errors.js';
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
  sent: (fromCandidateId: string, updatedDate: string, id: string) => ({ gsi1pk: `SENT#${fromCandidateId}`, gsi1sk: `${updatedDate}#${id}` }),
  received: (toCandidateId: string, updatedDate: string, id: string) => ({ gsi2pk: `RECEIVED#${toCandidateId}`, gsi2sk: `${updatedDate}#${id}` }),
};

/** Writes the interaction once: answers false when an item with its id exists already. */
export async function putInteraction(r: InteractionRecord): Promise<boolean> {
  try {
    await ddb().send(
      new PutCommand({
        TableName: table(),
        Item: {
          ...interactionKeys.interaction(r.id), type: 'Interaction', ...r,
          ...interactionKeys.sent(r.fromCandidateId, r.updatedDate, r.id), ...interactionKeys.received(r.toCandidateId, r.updatedDate, r.id),
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
          ? { FilterExpression: 'interactionType = :t', ExpressionAttributeValues: { ':pk': `SENT#${fromCandidateId}`, ':t': type } }
          : { ExpressionAttributeValues: { ':pk': `SENT#${fromCandidateId}` } }),
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(res.Items ?? []).map((i) => withoutKeys(i) as InteractionRecord));
    start = res.LastEvaluatedKey;
  } while (start);
  return items;
}

/**
 * Entity Interaction: one family's act towards another's profile — Not Interested today; proposals
 * (the next issue) are interactions too.
 * Key: `INTER#{interactionId}` / `INTER` on the table.
 * Index: gsi1 `SENT#{fromCandidateId}` / `{updatedDate}#{id}` (what a candidate did: My Proposals, and
 * the profiles it is not interested in); gsi2 `RECEIVED#{toCandidateId}` / `{updatedDate}#{id}`.
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../lib/dynamodb.js';
import { landed } from '../../lib/errors.js';
import { queryAll } from '../../store/reads.js';
import { table, withoutKeys } from '../../store/table.js';

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

/**
 * An interaction's item (a Not Interested mark or a proposal): its key, and both sides' index keys
 * sorted by `sortKey` (`{time}#{id}`).
 */
export const interactionItem = <R extends Pick<InteractionRecord, 'id' | 'fromCandidateId' | 'toCandidateId'>>(r: R, sortKey: string) => ({
  ...interactionKeys.interaction(r.id), type: 'Interaction', ...r,
  ...interactionKeys.sent(r.fromCandidateId), gsi1sk: sortKey,
  ...interactionKeys.received(r.toCandidateId), gsi2sk: sortKey,
});

/** Writes the interaction once: answers false when an item with its id exists already. */
export async function putInteraction(r: InteractionRecord): Promise<boolean> {
  return landed(ddb().send(
    new PutCommand({
      TableName: table(),
      Item: interactionItem(r, `${r.updatedDate}#${r.id}`),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  ));
}

/** Everything a candidate did (gsi1), optionally of one type. */
export async function listSentInteractions(fromCandidateId: string, type?: InteractionType): Promise<InteractionRecord[]> {
  return queryAll(
    {
      TableName: table(), IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ...(type
        ? { FilterExpression: 'interactionType = :t', ExpressionAttributeValues: { ':pk': interactionKeys.sent(fromCandidateId).gsi1pk, ':t': type } }
        : { ExpressionAttributeValues: { ':pk': interactionKeys.sent(fromCandidateId).gsi1pk } }),
    },
    (i) => withoutKeys<InteractionRecord>(i),
  );
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

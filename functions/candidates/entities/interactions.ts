/**
 * Entity Interaction: one family's act towards another's profile — a Not Interested mark, declared
 * here, or a proposal (proposals.ts), both under the same key and indexes.
 * Key: `INTER#{interactionId}` / `INTER` on the table.
 * Index: gsi1 `SENT#{fromCandidateId}` / `{updatedDate}#{id}` (what a candidate did: My Proposals, and
 * the profiles it is not interested in); gsi2 `RECEIVED#{toCandidateId}` / `{updatedDate}#{id}`.
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../lib/dynamodb.js';
import { landed } from '../../lib/errors.js';
import { stableId } from '../../lib/ids.js';
import { queryAll } from '../../store/reads.js';
import { defineEntity, oneOf, str, type RecordOf } from '../../store/entity.js';
import { table } from '../../store/table.js';

export type InteractionType = 'notInterested';

export const interactionKeys = {
  interaction: (id: string) => ({ pk: `INTER#${id}`, sk: 'INTER' }),
  /** What a candidate did, on gsi1 (sorted by `{updatedDate}#{id}`). */
  sent: (fromCandidateId: string) => ({ gsi1pk: `SENT#${fromCandidateId}` }),
  /** What a candidate received, on gsi2 (sorted the same way). */
  received: (toCandidateId: string) => ({ gsi2pk: `RECEIVED#${toCandidateId}` }),
};

/** An interaction's index keys (a Not Interested mark's or a proposal's): both sides', sorted by `sortKey` (`{time}#{id}`). */
export const interactionIndexes = (r: { fromCandidateId: string; toCandidateId: string }, sortKey: string) => ({
  ...interactionKeys.sent(r.fromCandidateId), gsi1sk: sortKey,
  ...interactionKeys.received(r.toCandidateId), gsi2sk: sortKey,
});

/**
 * A Not Interested mark. Proposals share its item type and key (proposals.ts declares them):
 * `interactionType` tells the two apart, and each reader reads only its own.
 */
export const notInterestedEntity = /* @__PURE__ */ (() => defineEntity('Interaction', {
  id: str,
  userProfileId: str,
  fromCandidateId: str,
  toCandidateId: str,
  interactionType: oneOf<InteractionType>('notInterested'),
  updatedDate: str,
}).keyedBy({ key: (r) => interactionKeys.interaction(r.id), indexes: (r) => interactionIndexes(r, `${r.updatedDate}#${r.id}`) }))();
export type InteractionRecord = RecordOf<typeof notInterestedEntity.attributes>;

/** A Not Interested mark's id: one per pair of profiles, whoever of the family sets it. */
export const notInterestedId = (fromCandidateId: string, toCandidateId: string) => stableId('notInterested', fromCandidateId, toCandidateId);

/** Writes the interaction once: answers false when an item with its id exists already. */
export async function putInteraction(r: InteractionRecord): Promise<boolean> {
  return landed(ddb().send(
    new PutCommand({
      TableName: table(),
      Item: notInterestedEntity.toItem(r),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  ));
}

/** What a candidate did of one type (gsi1): its Not Interested marks (proposals.ts lists proposals). */
export async function listSentInteractions(fromCandidateId: string, type: InteractionType): Promise<InteractionRecord[]> {
  return queryAll(
    {
      TableName: table(), IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      FilterExpression: 'interactionType = :t', ExpressionAttributeValues: { ':pk': interactionKeys.sent(fromCandidateId).gsi1pk, ':t': type },
    },
    notInterestedEntity.fromItem,
  );
}

/** Removes a Not Interested mark (a deleted account's own, or one its family proposed past; no other family ever saw it). */
export async function deleteNotInterested(id: string): Promise<void> {
  await landed(ddb().send(
    new DeleteCommand({
      TableName: table(), Key: interactionKeys.interaction(id),
      ConditionExpression: 'interactionType = :n', ExpressionAttributeValues: { ':n': 'notInterested' },
    }),
  ));
}

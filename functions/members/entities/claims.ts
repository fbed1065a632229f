/**
 * The claim / complete / release pattern, in one place: whoever wins one conditional write holds an
 * item (a referral code, an e-mail address, a shared profile name, soon the live proposal of a
 * pair). A claim carries an owner token, so the same request retried holds it again at once; with
 * an expiry, a claim abandoned by a crashed request may be taken over after it; completing a claim
 * makes it final (never taken over, never released). Single-item writes only: the local emulator
 * has no transactions, and none is needed.
 */
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../lib/dynamodb.js';
import { landed } from '../../lib/errors.js';
import { table, type ItemKey } from '../../store/table.js';

export interface ClaimRule {
  key: ItemKey;
  /** The attribute holding the claimant's owner token. */
  ownerAttribute: string;
  /** Set by `completeClaim`: from then on the claim is final. Absent: claims are never completed. */
  completedAttribute?: string;
  /** Holds the claim's expiry (ISO time). Absent: a claim holds until its owner releases it. */
  expiryAttribute?: string;
  /**
   * For items that exist before anyone claims them (a referral code): the claim is written onto the
   * item, and this attribute, set at the first claim, tells a held item from a free one. Absent:
   * the claim is the item itself, created by the claim and deleted by its release.
   */
  heldSinceAttribute?: string;
}

export interface ClaimOptions {
  /** Until when the claim holds (needs `expiryAttribute`). */
  expiresAt?: string;
  /** The claim's time (ISO), compared with the expiry of a claim to take over. Default: now. */
  at?: string;
  /** Further attributes of an item the claim creates. */
  fields?: Record<string, unknown>;
}

/**
 * Takes the item for `owner`: when it is free, already held by `owner` (a retry, which refreshes the
 * expiry), or held by an uncompleted claim past its expiry. A claim that creates the item never
 * overwrites a completed one, not even its owner's; a claim written onto an existing item keeps
 * the completion, so its owner may claim it again. Throws ConditionalCheckFailed when it is taken.
 */
export async function claim(rule: ClaimRule, owner: string, options: ClaimOptions = {}): Promise<void> {
  const at = options.at ?? new Date().toISOString();
  const { ownerAttribute: ownerName, completedAttribute: doneName, expiryAttribute: expiryName, heldSinceAttribute: heldName } = rule;
  // Only what an expression uses may be named: DynamoDB refuses unused names and values.
  const names: Record<string, string> = { '#owner': ownerName };
  const values: Record<string, unknown> = { ':owner': owner };
  const notCompleted = doneName ? 'attribute_not_exists(#done) AND ' : '';
  const abandoned = expiryName ? '#expiry < :now' : undefined;
  if (expiryName) Object.assign(names, { '#expiry': expiryName });
  if (abandoned || heldName) values[':now'] = at;

  if (heldName) {
    names['#held'] = heldName;
    if (expiryName) values[':expiresAt'] = options.expiresAt;
    if (doneName && abandoned) names['#done'] = doneName;
    const takeOver = abandoned ? ` OR (${notCompleted}${abandoned})` : '';
    await ddb().send(
      new UpdateCommand({
        TableName: table(), Key: rule.key,
        UpdateExpression: `SET #owner = :owner, #held = if_not_exists(#held, :now)${expiryName ? ', #expiry = :expiresAt' : ''}`,
        ConditionExpression: `attribute_exists(pk) AND (attribute_not_exists(#held) OR #owner = :owner${takeOver})`,
        ExpressionAttributeNames: names, ExpressionAttributeValues: values,
      }),
    );
    return;
  }
  if (doneName) names['#done'] = doneName;
  const heldBy = abandoned ? `(#owner = :owner OR ${abandoned})` : '#owner = :owner';
  await ddb().send(
    new PutCommand({
      TableName: table(),
      Item: { ...rule.key, ...options.fields, [ownerName]: owner, ...(expiryName ? { [expiryName]: options.expiresAt } : {}) },
      ConditionExpression: `attribute_not_exists(pk) OR (${notCompleted}${heldBy})`,
      ExpressionAttributeNames: names, ExpressionAttributeValues: values,
    }),
  );
}

/**
 * Makes `owner`'s claim final, recording `value` (e.g. the account made with it) and any further
 * `fields` in the same write (an index key that lists the completed item); throws if not theirs.
 */
export async function completeClaim(rule: ClaimRule, owner: string, value: string, fields: Record<string, unknown> = {}): Promise<void> {
  if (!rule.completedAttribute) throw new Error('This claim is never completed');
  const extra = Object.keys(fields);
  await ddb().send(
    new UpdateCommand({
      TableName: table(), Key: rule.key,
      UpdateExpression: `SET #done = :value${extra.map((_, i) => `, #f${i} = :f${i}`).join('')}`,
      ConditionExpression: '#owner = :owner',
      ExpressionAttributeNames: { '#done': rule.completedAttribute, '#owner': rule.ownerAttribute, ...Object.fromEntries(extra.map((k, i) => [`#f${i}`, k])) },
      ExpressionAttributeValues: { ':value': value, ':owner': owner, ...Object.fromEntries(extra.map((k, i) => [`:f${i}`, fields[k]])) },
    }),
  );
}

/**
 * Gives the item back, but only `owner`'s claim and never a completed one (another's claim, or a
 * claim already gone, is left alone). A created item is deleted; a claim on an existing item is removed from it.
 */
export async function releaseClaim(rule: ClaimRule, owner: string): Promise<void> {
  const names: Record<string, string> = { '#owner': rule.ownerAttribute };
  if (rule.completedAttribute) names['#done'] = rule.completedAttribute;
  const condition = { ConditionExpression: `#owner = :owner${rule.completedAttribute ? ' AND attribute_not_exists(#done)' : ''}`, ExpressionAttributeValues: { ':owner': owner } };
  let release;
  if (rule.heldSinceAttribute) {
    names['#held'] = rule.heldSinceAttribute;
    if (rule.expiryAttribute) names['#expiry'] = rule.expiryAttribute;
    release = new UpdateCommand({
      TableName: table(), Key: rule.key,
      UpdateExpression: `REMOVE #owner, #held${rule.expiryAttribute ? ', #expiry' : ''}`,
      ExpressionAttributeNames: names, ...condition,
    });
  } else {
    release = new DeleteCommand({ TableName: table(), Key: rule.key, ExpressionAttributeNames: names, ...condition });
  }
  await landed(ddb().send(release));
}

/**
 * Entity EmailChange: a member's change of e-mail address waiting for the code mailed to the new
 * address (account/emailChange.ts). One per account: a new request replaces the last.
 * Holds the new address, the address at the time of the request (`previousEmail`, removed once the
 * change is done), a digest of the code (salted by `changeId`, never the code itself), its expiry
 * and the tries counted so far. A finished change stays as `doneAt` (no previous address), so a
 * repeated or concurrent confirm of the same code is answered alike and mails the old address once.
 * Key: `USER#{userId}` / `EMAILCHANGE` for the family's founder, `USER#{userId}` / `EMAILCHANGE#{sub}`
 * for a member who joined by invitation: one per person, in the family's partition, so deleting the
 * account forgets them all.
 * Index: none (read by the member's id only).
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../lib/dynamodb.js';
import { landed } from '../../lib/errors.js';
import { defineEntity, num, optional, str, type RecordOf } from '../../store/entity.js';
import { table } from '../../store/table.js';

export const emailChangeKeys = {
  /** `memberId`: the person changing their address (a founder's sub is the family's id). */
  change: (userId: string, memberId = userId) => ({ pk: `USER#${userId}`, sk: memberId === userId ? 'EMAILCHANGE' : `EMAILCHANGE#${memberId}` }),
};

/** Whose change: the family (`userId`) and the person in it (`memberId`); a Caller is one. */
export interface EmailChangeOwner {
  userId: string;
  memberId: string;
}
const keyOf = (owner: EmailChangeOwner) => emailChangeKeys.change(owner.userId, owner.memberId);

/** Keyed by the member's id, which is not in the record: the writes build the key themselves. */
const emailChangeEntity = /* @__PURE__ */ (() => defineEntity('EmailChange', {
  changeId: str, newEmail: str, previousEmail: optional(str), codeDigest: str, expiresAt: str, confirmAttempts: num, createdDate: str,
  /** Set when the change was made: the address is the account's now. */
  doneAt: optional(str),
}))();

export type EmailChangeRecord = RecordOf<typeof emailChangeEntity.attributes>;

/** A new request: replaces any earlier one (its code stops working). */
export async function putEmailChange(owner: EmailChangeOwner, change: Omit<EmailChangeRecord, 'confirmAttempts' | 'doneAt'>): Promise<void> {
  await ddb().send(new PutCommand({
    TableName: table(), Item: { ...keyOf(owner), type: 'EmailChange', ...change, confirmAttempts: 0 },
  }));
}

export async function getEmailChange(owner: EmailChangeOwner): Promise<EmailChangeRecord | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: keyOf(owner), ConsistentRead: true }));
  return res.Item && emailChangeEntity.fromItem(res.Item);
}

/**
 * Counts one try of the code of this very request, unless `max` were tried already or it is done:
 * one conditional write, so concurrent guesses cannot pass the limit. False: refused.
 */
export async function countEmailChangeAttempt(owner: EmailChangeOwner, changeId: string, max: number): Promise<boolean> {
  return landed(ddb().send(new UpdateCommand({
    TableName: table(), Key: keyOf(owner),
    UpdateExpression: 'ADD confirmAttempts :one',
    ConditionExpression: 'changeId = :c AND attribute_not_exists(doneAt) AND confirmAttempts < :max',
    ExpressionAttributeValues: { ':one': 1, ':c': changeId, ':max': max },
  })));
}

/**
 * The change was made: marks it done and forgets the previous address. True for the one request
 * whose write landed (it mails the old address its notice), false for a repeat.
 */
export async function markEmailChangeDone(owner: EmailChangeOwner, changeId: string, at: string): Promise<boolean> {
  return landed(ddb().send(new UpdateCommand({
    TableName: table(), Key: keyOf(owner),
    UpdateExpression: 'SET doneAt = :at REMOVE previousEmail',
    ConditionExpression: 'changeId = :c AND attribute_not_exists(doneAt)',
    ExpressionAttributeValues: { ':at': at, ':c': changeId },
  })));
}

/** A removed member's change, waiting or done, goes with their address. */
export async function deleteEmailChange(owner: EmailChangeOwner): Promise<void> {
  await ddb().send(new DeleteCommand({ TableName: table(), Key: keyOf(owner) }));
}

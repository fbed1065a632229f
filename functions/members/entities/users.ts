import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { UserRecord, UserStatus } from '../../lib/caller.js';
import { ddb } from '../../lib/dynamodb.js';
import { landed, landedWith } from '../../lib/errors.js';
import { batchGetAll, queryAll } from '../../store/reads.js';
import { bool, defineEntity, num, oneOf, optional, str, type AttributesOf } from '../../store/entity.js';
import { table } from '../../store/table.js';

export type { UserRecord, UserStatus };

/*
 * Entity User: the member's account record (name, phone, status, pointers to their profile and code,
 * and the volunteers' eligibility decision about the family).
 * Key: `USER#{userId}` / `PROFILE` on the table: `userId` is the Cognito `sub`, so a verified token
 * names its record directly (one GetItem per request, see http/auth.ts).
 * Index: none (found by id; by e-mail through the e-mail claim, emailClaims.ts).
 */
export const userKeys = {
  user: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
};

/**
 * The record is lib/caller.ts's `UserRecord` (every Caller carries one): the compiler checks this
 * declaration against it. The item also holds what only this file reads by itself: `signupClaimId`,
 * `deletingSince` and `deletionMailedAt`.
 */
export const userEntity = /* @__PURE__ */ (() => defineEntity('User', {
  id: str, firstName: str, lastName: str, userEmail: str, userPhoneCountryCode: str, userPhoneNumber: str, userReferralId: str,
  createdDate: str, updatedDate: str,
  status: oneOf('active', 'disabled', 'deleting'),
  candidateId: optional(str), referredByReferralId: optional(str),
  ineligible: optional(bool), ineligibleReason: optional(str), eligibilityChangedAt: optional(str), eligibilityChangedBy: optional(str),
  tokensValidAfter: optional(num), contactMemberId: optional(str),
} satisfies AttributesOf<UserRecord>).keyedBy({ key: (u) => userKeys.user(u.id) }))();

export async function getUser(userId: string): Promise<UserRecord | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: userKeys.user(userId), ConsistentRead: true }));
  return res.Item ? userEntity.fromItem(res.Item) : undefined;
}

/** What decides whether an account's listings are public, for many accounts: one consistent BatchGet (missing accounts left out). */
export async function getAccountStates(userIds: string[]): Promise<Pick<UserRecord, 'id' | 'status' | 'ineligible'>[]> {
  return batchGetAll(
    [...new Set(userIds)].map(userKeys.user),
    (item) => ({ id: (item.pk as string).slice('USER#'.length), status: item.status as UserRecord['status'], ...(item.ineligible === undefined ? {} : { ineligible: item.ineligible === true }) }),
    { ProjectionExpression: 'pk, #status, ineligible', ExpressionAttributeNames: { '#status': 'status' }, ConsistentRead: true },
  );
}

export async function deleteUser(userId: string): Promise<void> {
  await ddb().send(new DeleteCommand({ TableName: table(), Key: userKeys.user(userId) }));
}

/** Updates the given fields of an active user; throws ConditionalCheckFailed when it is not. */
export async function updateUser(userId: string, fields: Partial<UserRecord>): Promise<UserRecord> {
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = { ':active': 'active' };
  const sets = Object.entries(fields).map(([k, v], i) => {
    names[`#f${i}`] = k;
    values[`:v${i}`] = v;
    return `#f${i} = :v${i}`;
  });
  const res = await ddb().send(
    new UpdateCommand({
      TableName: table(),
      Key: userKeys.user(userId),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: 'attribute_exists(pk) AND #status = :active',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    }),
  );
  return userEntity.fromItem(res.Attributes ?? {});
}

/**
 * The family's contact person moves from `from` (who left or was removed) to `to`, whose name,
 * address and phone the account then carries (the founder's were there until then). Conditioned on
 * `from` being the contact person still: of two moves at once one lands, the other answers false.
 */
export async function moveContactPerson(
  userId: string, from: string, to: { sub: string; firstName: string; lastName: string; email: string; phoneCountryCode: string; phoneNumber: string }, at: string,
): Promise<boolean> {
  return landed(ddb().send(new UpdateCommand({
    TableName: table(), Key: userKeys.user(userId),
    UpdateExpression: 'SET contactMemberId = :to, firstName = :fn, lastName = :ln, userEmail = :e, userPhoneCountryCode = :pc, userPhoneNumber = :pn, updatedDate = :at',
    ConditionExpression: 'attribute_exists(pk) AND #status <> :deleting AND (contactMemberId = :from OR (attribute_not_exists(contactMemberId) AND id = :from))',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':to': to.sub, ':fn': to.firstName, ':ln': to.lastName, ':e': to.email, ':pc': to.phoneCountryCode, ':pn': to.phoneNumber,
      ':at': at, ':from': from, ':deleting': 'deleting',
    },
  })));
}

/** One candidate profile per account: the pointer is set only if the account has none. */
export async function setCandidateId(userId: string, candidateId: string): Promise<void> {
  await ddb().send(
    new UpdateCommand({
      TableName: table(), Key: userKeys.user(userId),
      UpdateExpression: 'SET candidateId = :c', ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(candidateId)',
      ExpressionAttributeValues: { ':c': candidateId },
    }),
  );
}

export async function clearCandidateId(userId: string, candidateId: string): Promise<void> {
  await landed(ddb().send(
    new UpdateCommand({
      TableName: table(), Key: userKeys.user(userId),
      UpdateExpression: 'REMOVE candidateId', ConditionExpression: 'candidateId = :c', ExpressionAttributeValues: { ':c': candidateId },
    }),
  ));
}

/**
 * The volunteers' eligibility decision on the account. Changes the flag only when it differs (so
 * the change's time and volunteer are written once, and a retry writes nothing new) and answers the
 * record as stored with whether this call changed it. Setting it again keeps the first change's
 * time but takes the newer reason. Never touches `status` or `updatedDate` (those are the
 * account's own). Undefined when the record does not exist.
 */
export async function setUserEligibility(
  userId: string, ineligible: boolean, reason: string, at: string, by: string,
): Promise<{ user: UserRecord; changed: boolean } | undefined> {
  const change = ineligible
    ? { UpdateExpression: 'SET ineligible = :t, ineligibleReason = :r, eligibilityChangedAt = :at, eligibilityChangedBy = :by',
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(ineligible) OR ineligible = :f)',
      ExpressionAttributeValues: { ':t': true, ':f': false, ':r': reason, ':at': at, ':by': by } }
    : { UpdateExpression: 'SET ineligible = :f, eligibilityChangedAt = :at, eligibilityChangedBy = :by REMOVE ineligibleReason',
      ConditionExpression: 'attribute_exists(pk) AND ineligible = :t',
      ExpressionAttributeValues: { ':t': true, ':f': false, ':at': at, ':by': by } };
  const res = await landedWith(ddb().send(new UpdateCommand({ TableName: table(), Key: userKeys.user(userId), ...change, ReturnValues: 'ALL_NEW' })));
  if (res) return { user: userEntity.fromItem(res.Attributes ?? {}), changed: true };
  // Already so (or gone): a repeated mark takes the newer reason.
  if (ineligible) {
    await landed(ddb().send(new UpdateCommand({
      TableName: table(), Key: userKeys.user(userId), UpdateExpression: 'SET ineligibleReason = :r',
      ConditionExpression: 'ineligible = :t', ExpressionAttributeValues: { ':r': reason, ':t': true },
    })));
  }
  const user = await getUser(userId);
  return user && { user, changed: false };
}

/**
 * Signs out every session opened before `epochSeconds`: the API refuses access tokens from an
 * earlier sign-in (see `authenticate`). The cut-off only moves forward, so two changes racing
 * cannot move it back; a record that does not exist is left alone.
 */
export async function setTokensValidAfter(userId: string, epochSeconds: number): Promise<void> {
  await landed(ddb().send(
    new UpdateCommand({
      TableName: table(), Key: userKeys.user(userId),
      UpdateExpression: 'SET tokensValidAfter = :t',
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(tokensValidAfter) OR tokensValidAfter < :t)',
      ExpressionAttributeValues: { ':t': epochSeconds },
    }),
  ));
}

/**
 * Writes the user record of a sign-up once, marked with the sign-up's owner token
 * (`signupClaimId`) so a retry can tell its own record from another sign-up's. Never overwrites:
 * the member may already have used the account written by a run that crashed later.
 */
export async function putSignupUser(user: UserRecord, signupClaimId: string): Promise<void> {
  await ddb().send(
    new PutCommand({
      TableName: table(),
      Item: { ...userEntity.toItem(user), signupClaimId },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Whether a user record exists for the Cognito `sub`, and which sign-up wrote it. */
export async function findSignupClaimOfUser(userId: string): Promise<{ exists: boolean; signupClaimId?: string }> {
  const res = await ddb().send(
    new GetCommand({ TableName: table(), Key: userKeys.user(userId), ConsistentRead: true, ProjectionExpression: 'pk, signupClaimId' }),
  );
  if (!res.Item) return { exists: false };
  return typeof res.Item.signupClaimId === 'string' ? { exists: true, signupClaimId: res.Item.signupClaimId } : { exists: true };
}

/**
 * Moves the member's referral pointer from a used code to a new one, only if it still names the
 * old one: of several requests that minted a new code at once, one wins. False for the losers.
 */
export async function moveUserReferral(userId: string, fromReferralId: string, toReferralId: string): Promise<boolean> {
  return landed(ddb().send(
    new UpdateCommand({
      TableName: table(), Key: userKeys.user(userId),
      UpdateExpression: 'SET userReferralId = :to',
      ConditionExpression: 'userReferralId = :from AND #status = :active',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':to': toReferralId, ':from': fromReferralId, ':active': 'active' },
    }),
  ));
}

/** Sets the account's status whatever it was (disabling and re-enabling); the record must exist. Answers it as written. */
export async function setUserStatus(userId: string, status: UserStatus, updatedDate: string): Promise<UserRecord> {
  const res = await ddb().send(
    new UpdateCommand({
      TableName: table(), Key: userKeys.user(userId),
      UpdateExpression: 'SET #status = :s, updatedDate = :u', ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':s': status, ':u': updatedDate },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return userEntity.fromItem(res.Attributes!);
}

/**
 * The first step of deleting an account: status `deleting` (every route but the deletion itself
 * then refuses the account's tokens) and `deletingSince`, kept from the first request when it is
 * repeated. False when the record is already gone (a deletion finished meanwhile).
 */
export async function markDeleting(userId: string, at: string): Promise<boolean> {
  return landed(ddb().send(
    new UpdateCommand({
      TableName: table(), Key: userKeys.user(userId),
      UpdateExpression: 'SET #status = :deleting, deletingSince = if_not_exists(deletingSince, :at)',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':deleting': 'deleting', ':at': at },
    }),
  ));
}

/**
 * Takes the one right to send the deletion's confirmation mail (`deletionMailedAt`), so two
 * deletions running at once mail once. False when another took it or the record is gone.
 */
export async function takeDeletionMail(userId: string, at: string): Promise<boolean> {
  return landed(ddb().send(
    new UpdateCommand({
      TableName: table(), Key: userKeys.user(userId),
      UpdateExpression: 'SET deletionMailedAt = :at',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletionMailedAt)',
      ExpressionAttributeValues: { ':at': at },
    }),
  ));
}

/** Gives the mail right back when the send failed, so the next run mails. */
export async function releaseDeletionMail(userId: string): Promise<void> {
  await ddb().send(new UpdateCommand({ TableName: table(), Key: userKeys.user(userId), UpdateExpression: 'REMOVE deletionMailedAt' }));
}

/**
 * The keys of every item in the member's own partition but the user record itself: notify
 * settings, saved profiles, blocks both ways, daily counters, report guards, digest markers.
 */
export async function listUserPartitionKeys(userId: string): Promise<{ pk: string; sk: string }[]> {
  const keys = await queryAll(
    {
      TableName: table(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': userKeys.user(userId).pk },
      ProjectionExpression: 'pk, sk', ConsistentRead: true,
    },
    (i) => ({ pk: String(i.pk), sk: String(i.sk) }),
  );
  return keys.filter((k) => k.sk !== userKeys.user(userId).sk);
}

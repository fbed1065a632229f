/*
 * Entity FamilyMember: one person's sign-in in a family. The family itself is the account record
 * (`USER#{familyId}`, members/entities/users.ts): it owns the candidate profile, proposals, saved
 * list, blocks and eligibility; a member owns only their own name, phone, e-mail and sessions.
 * Key: `MEMBER#{sub}` / `MEMBER`: a verified token's `sub` names it directly (http/auth.ts reads it
 * together with `USER#{sub}` in one BatchGet).
 * Index gsi1: `FAMILY#{familyId}` / `MEMBER#{joinedAt}#{sub}`: the family's members, oldest first.
 * The founder of a family is the member whose sub is the family's id (every account made before
 * families existed, and every account signing up with a referral code).
 */
import { DeleteCommand, GetCommand, PutCommand, ScanCommand, UpdateCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { UserRecord } from '../../lib/caller.js';
import { userEntity, userKeys } from '../../members/session.js';
import { batchGetAll } from '../../store/reads.js';
import { familyRelations, type FamilyRelation } from '#shared/domain/familyRelations.js';
import { ddb } from '../../lib/dynamodb.js';
import { landed, landedWith } from '../../lib/errors.js';
import { defineEntity, num, oneOf, optional, str, type RecordOf } from '../../store/entity.js';
import { queryAll } from '../../store/reads.js';
import { table } from '../../store/table.js';

export const memberKeys = {
  member: (sub: string) => ({ pk: `MEMBER#${sub}`, sk: 'MEMBER' }),
  /** The gsi1 partition of a family's members and invitations. */
  family: (familyId: string) => ({ gsi1pk: `FAMILY#${familyId}` }),
};

export const memberEntity = defineEntity('FamilyMember', {
  sub: str, familyId: str, firstName: str, lastName: str,
  /** Absent on a removed member: their address is theirs again (it may join another family, or this one again). */
  email: optional(str),
  phoneCountryCode: str, phoneNumber: str,
  /** Absent on a founder migrated from before families (nobody asked them). */
  relation: optional(oneOf<FamilyRelation>(...familyRelations)),
  status: oneOf('active', 'removed'),
  /** This person's own cut-off (a password change, a removal); the family's is on its account record. */
  tokensValidAfter: optional(num),
  joinedAt: str,
  invitedBy: optional(str),
}).keyedBy({
  key: (m) => memberKeys.member(m.sub),
  indexes: (m) => ({ ...memberKeys.family(m.familyId), gsi1sk: `MEMBER#${m.joinedAt}#${m.sub}` }),
});

export type MemberRecord = RecordOf<typeof memberEntity.attributes>;
/** A member who signs in to the family: active, with their address. */
export type ActiveMember = MemberRecord & { email: string };

/** The member as one who signs in, or undefined for a removed one. */
export const activeMember = (m: MemberRecord | undefined): ActiveMember | undefined =>
  m?.status === 'active' && m.email !== undefined ? { ...m, email: m.email } : undefined;

export async function getMember(sub: string): Promise<MemberRecord | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: memberKeys.member(sub), ConsistentRead: true }));
  return res.Item ? memberEntity.fromItem(res.Item) : undefined;
}

/**
 * The family a person signs in to, from the sub an address's claim names: an invited member's own
 * sub leads to their family; a founder's sub is the family's id (as is an account from before families).
 */
export async function familyIdOf(sub: string): Promise<string> {
  return (await getMember(sub))?.familyId ?? sub;
}

/** Writes a member once: a retry (or the startup migration run again) never overwrites one. False when it was there. */
export async function putMemberOnce(member: MemberRecord): Promise<boolean> {
  return landed(ddb().send(new PutCommand({ TableName: table(), Item: memberEntity.toItem(member), ConditionExpression: 'attribute_not_exists(pk)' })));
}

/** The family's members, removed ones included (callers filter), oldest first. */
export async function listMembers(familyId: string): Promise<MemberRecord[]> {
  return queryAll(
    {
      TableName: table(), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :m)',
      ExpressionAttributeValues: { ':pk': memberKeys.family(familyId).gsi1pk, ':m': 'MEMBER#' },
    },
    memberEntity.fromItem,
  );
}

/**
 * Marks an active member of this family removed and cuts their sessions off at `epochSeconds`, in
 * one conditional write: of two removals at once one lands. False when they were not an active member.
 */
export async function markMemberRemoved(sub: string, familyId: string, epochSeconds: number): Promise<boolean> {
  return landed(ddb().send(new UpdateCommand({
    TableName: table(), Key: memberKeys.member(sub),
    UpdateExpression: 'SET #status = :removed, tokensValidAfter = :t',
    ConditionExpression: 'familyId = :f AND #status = :active',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':removed': 'removed', ':active': 'active', ':f': familyId, ':t': epochSeconds },
  })));
}

/** This person's sessions before `epochSeconds` are refused; the cut-off only moves forward. False when no member item exists. */
export async function setMemberTokensValidAfter(sub: string, epochSeconds: number): Promise<boolean> {
  const moved = await landed(ddb().send(new UpdateCommand({
    TableName: table(), Key: memberKeys.member(sub), UpdateExpression: 'SET tokensValidAfter = :t',
    ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(tokensValidAfter) OR tokensValidAfter < :t)',
    ExpressionAttributeValues: { ':t': epochSeconds },
  })));
  return moved || (await getMember(sub)) !== undefined;
}

/** The person's own name and phone. Undefined when the member is not active. */
export async function updateMemberDetails(
  sub: string, fields: Pick<MemberRecord, 'firstName' | 'lastName' | 'phoneCountryCode' | 'phoneNumber'>,
): Promise<ActiveMember | undefined> {
  const res = await landedWith(ddb().send(new UpdateCommand({
      TableName: table(), Key: memberKeys.member(sub),
      UpdateExpression: 'SET firstName = :fn, lastName = :ln, phoneCountryCode = :pc, phoneNumber = :pn',
      ConditionExpression: '#status = :active', ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':fn': fields.firstName, ':ln': fields.lastName, ':pc': fields.phoneCountryCode, ':pn': fields.phoneNumber, ':active': 'active' },
      ReturnValues: 'ALL_NEW',
  })));
  return res && activeMember(memberEntity.fromItem(res.Attributes ?? {}));
}

/**
 * What a request's caller is, in one strongly consistent BatchGet: the account named by the sub
 * (a founder's family, or nothing for an invited member) and the sub's member item.
 */
export async function readCallerRecords(sub: string): Promise<{ user?: UserRecord; member?: MemberRecord }> {
  const found: { user?: UserRecord; member?: MemberRecord } = {};
  await batchGetAll([userKeys.user(sub), memberKeys.member(sub)], (item) => {
    if (item.sk === 'MEMBER') found.member = memberEntity.fromItem(item);
    else found.user = userEntity.fromItem(item);
    return undefined;
  }, { ConsistentRead: true });
  return found;
}

/**
 * The last step of a removal, once the person's login and address claim are gone: their item stays
 * as the family's history (the name, the relation, when they joined), no longer naming the address.
 */
export async function forgetRemovedMemberEmail(sub: string): Promise<void> {
  await landed(ddb().send(new UpdateCommand({
    TableName: table(), Key: memberKeys.member(sub), UpdateExpression: 'REMOVE email',
    ConditionExpression: '#status = :removed', ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':removed': 'removed' },
  })));
}

/** Removes a member item (the account's deletion takes its founder's with it). */
export async function deleteMember(sub: string): Promise<void> {
  await ddb().send(new DeleteCommand({ TableName: table(), Key: memberKeys.member(sub) }));
}

/**
 * Every account record on the table, page by page: only the startup migration reads them all (a
 * local data folder), never a request.
 */
export async function* scanAccounts(): AsyncGenerator<UserRecord[]> {
  let start: Record<string, unknown> | undefined;
  do {
    const res: ScanCommandOutput = await ddb().send(new ScanCommand({
      TableName: table(), ExclusiveStartKey: start, FilterExpression: 'begins_with(pk, :u) AND sk = :p',
      ExpressionAttributeValues: { ':u': 'USER#', ':p': 'PROFILE' }, ConsistentRead: true,
    }));
    yield (res.Items ?? []).map((item) => userEntity.fromItem(item));
    start = res.LastEvaluatedKey;
  } while (start);
}

/**
 * The person's address moved (Change E-mail): their member item follows. False when there is no
 * active member item (a founder from before families has none; a member removed meanwhile keeps none).
 */
export async function setMemberEmail(sub: string, email: string): Promise<boolean> {
  return landed(ddb().send(new UpdateCommand({
    TableName: table(), Key: memberKeys.member(sub), UpdateExpression: 'SET email = :e',
    ConditionExpression: '#status = :active', ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':e': email, ':active': 'active' },
  })));
}

/** The family's members who sign in (active, with their address), oldest first. */
export async function activeMembersOf(familyId: string): Promise<ActiveMember[]> {
  return (await listMembers(familyId)).flatMap((m) => activeMember(m) ?? []);
}

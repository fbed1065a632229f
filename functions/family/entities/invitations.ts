/*
 * Entity Invitation: a family asks one person by e-mail to join it. The mailed link holds a random
 * token; the store keeps only its digest (the key), so nobody who reads the table can use a link.
 * Key: `INVITE#{sha256 of the link token}` / `INVITE`.
 * Index gsi1: `FAMILY#{familyId}` / `INVITE#{createdAt}#{id}`: the family's invitations, oldest first.
 * Status: pending until used (the invitee confirmed their address: one conditional write, so a link
 * is used once even by two requests at once), withdrawn (by the family, or replaced by a new link
 * when sent again), or past `expiresAt` (7 days), which reads as expired whatever the status says.
 */
import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { familyRelations, type FamilyRelation } from '#shared/domain/familyRelations.js';
import { ddb } from '../../lib/dynamodb.js';
import { landed } from '../../lib/errors.js';
import { defineEntity, oneOf, optional, str, type RecordOf } from '../../store/entity.js';
import { deleteCooldown } from '../../store/cooldowns.js';
import { queryAll } from '../../store/reads.js';
import { table } from '../../store/table.js';
import { memberKeys } from './members.js';

export const invitationDigest = (token: string) => createHash('sha256').update(`invitation\n${token}`).digest('hex');

/** The cooldown of an address's invitation mails in one family, keyed by a digest: no item names an address that may never join. */
export const invitationMailKey = (familyId: string, email: string) =>
  createHash('sha256').update(`family-invitation\n${familyId}\n${email.toLowerCase()}`).digest('hex');

/**
 * A removed member's address may be invited again at once: the hour between mails keeps a family
 * from mailing an address that never agreed, and this one joined by its link.
 */
export async function releaseInvitationMailHour(familyId: string, email: string): Promise<void> {
  await deleteCooldown('familyInvitation', invitationMailKey(familyId, email));
}

export const invitationKeys = {
  invitation: (digest: string) => ({ pk: `INVITE#${digest}`, sk: 'INVITE' }),
};

export const invitationEntity = defineEntity('Invitation', {
  /** The digest of the link's token: the key, and the id the family's page names it by. */
  id: str,
  familyId: str, firstName: str, lastName: str, email: str,
  relation: oneOf<FamilyRelation>(...familyRelations),
  status: oneOf('pending', 'withdrawn', 'used'),
  createdAt: str, expiresAt: str, lastSentAt: str, invitedBy: str,
  /** The member the invitation made, once used. */
  usedBy: optional(str),
}).keyedBy({
  key: (i) => invitationKeys.invitation(i.id),
  indexes: (i) => ({ ...memberKeys.family(i.familyId), gsi1sk: `INVITE#${i.createdAt}#${i.id}` }),
});

export type InvitationRecord = RecordOf<typeof invitationEntity.attributes>;

export const isUsable = (i: InvitationRecord, at = new Date().toISOString()) => i.status === 'pending' && i.expiresAt > at;

export async function putInvitation(invitation: InvitationRecord): Promise<void> {
  await ddb().send(new PutCommand({ TableName: table(), Item: invitationEntity.toItem(invitation), ConditionExpression: 'attribute_not_exists(pk)' }));
}

export async function getInvitation(digest: string): Promise<InvitationRecord | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: invitationKeys.invitation(digest), ConsistentRead: true }));
  return res.Item ? invitationEntity.fromItem(res.Item) : undefined;
}

export async function listInvitations(familyId: string): Promise<InvitationRecord[]> {
  return queryAll(
    {
      TableName: table(), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :i)',
      ExpressionAttributeValues: { ':pk': memberKeys.family(familyId).gsi1pk, ':i': 'INVITE#' },
    },
    invitationEntity.fromItem,
  );
}

/** Withdraws a pending invitation of this family. False when it was not pending (used, withdrawn, another family's). */
export async function withdrawInvitation(digest: string, familyId: string): Promise<boolean> {
  return landed(ddb().send(new UpdateCommand({
    TableName: table(), Key: invitationKeys.invitation(digest),
    UpdateExpression: 'SET #status = :withdrawn', ConditionExpression: 'familyId = :f AND #status = :pending',
    ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':withdrawn': 'withdrawn', ':pending': 'pending', ':f': familyId },
  })));
}

/**
 * Sending again mails a new link (the old token was never stored): the old invitation is withdrawn
 * first (of two sends at once one wins), then the new one written. the local emulator (dynalite) has no
 * transactions; a crash between the two leaves the family one withdrawn invitation and never more
 * than the limit. False when the old one stopped being pending meanwhile.
 */
export async function replaceInvitation(old: InvitationRecord, next: InvitationRecord): Promise<boolean> {
  if (!(await withdrawInvitation(old.id, old.familyId))) return false;
  await putInvitation(next);
  return true;
}

/**
 * Uses the invitation for this member: only while pending and unexpired, one conditional write, so
 * of two confirms at once exactly one lands. The same member using it again (a retry) lands too.
 */
export async function useInvitation(digest: string, sub: string, at: string): Promise<boolean> {
  return landed(ddb().send(new UpdateCommand({
    TableName: table(), Key: invitationKeys.invitation(digest),
    UpdateExpression: 'SET #status = :used, usedBy = :sub',
    ConditionExpression: '(#status = :pending AND expiresAt > :at) OR (#status = :used AND usedBy = :sub)',
    ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':used': 'used', ':pending': 'pending', ':sub': sub, ':at': at },
  })));
}

/** The family's invitations go with its account (they name addresses). */
export async function deleteInvitation(digest: string): Promise<void> {
  await ddb().send(new DeleteCommand({ TableName: table(), Key: invitationKeys.invitation(digest) }));
}

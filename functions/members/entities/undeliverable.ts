/**
 * Entity UndeliverableAddress: an address SES reported as a hard bounce or a complaint, so no mail
 * goes to it again (lib/mail.ts checks it before every send).
 * Key: `UNDELIVERABLE#{digest of the lower-case address}` / `UNDELIVERABLE` (the key and the send
 * path's read are in lib/undeliverable.ts, the floor every send goes through).
 * Index: none (always found from an address: the one in SES's event, or the member's own).
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../lib/dynamodb.js';
import { undeliverableKeys, type UndeliverableReason } from '../../lib/undeliverable.js';
import { table } from '../../store/table.js';

export { undeliverableKeys, undeliverableReason, type UndeliverableReason } from '../../lib/undeliverable.js';

/** Marks the address (a later event only updates the reason and time: one item per address). */
export async function markUndeliverable(address: string, reason: UndeliverableReason, at: string): Promise<void> {
  await ddb().send(new PutCommand({
    TableName: table(),
    Item: { ...undeliverableKeys.address(address), type: 'UndeliverableAddress', reason, markedAt: at },
  }));
}

/** Mail may go to the address again (its account is deleted, or its owner confirmed it anew). */
export async function clearUndeliverable(address: string): Promise<void> {
  await ddb().send(new DeleteCommand({ TableName: table(), Key: undeliverableKeys.address(address) }));
}

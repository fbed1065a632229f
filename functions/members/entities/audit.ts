import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '#shared/domain/audit.js';
import { auditKinds, type AuditKind } from '#shared/domain/auditKinds.js';
import { ddb } from '../../lib/dynamodb.js';
import { landed } from '../../lib/errors.js';
import { queryAll, queryUpTo } from '../../store/reads.js';
import { defineEntity, oneOf, optional, str, type AttributesOf } from '../../store/entity.js';
import { table } from '../../store/table.js';

/*
 * Entity AuditEntry: one volunteer action (who, what, which item, when, why), written once.
 * Key: `AUDIT#{yyyy-mm}` / `{createdDate}#{id}` on the table: one partition a month, so the trail
 * reads newest first a month at a time and no partition holds every entry.
 * Index: **gsi1** `AUDITBY#{volunteerId}` / `{createdDate}#{id}` (one volunteer's actions) and
 * **gsi2** `AUDITKIND#{kind}` / `{createdDate}#{id}` (one kind of action), both newest first.
 *
 * Append-only by design: this file has a put and reads, and one redaction — no function here or
 * anywhere deletes an entry or changes what was done, when, or by whom (by id). The one update,
 * `redactAuditEntry`, is made only by a family deleting its account: it replaces the words that
 * name that family (an item's label) or a volunteer who left (their e-mail) by an anonymous id.
 */
export const auditKeys = {
  /** The month's partition (`yyyy-mm`); an entry's sort key is `{createdDate}#{id}`. */
  auditMonth: (month: string) => ({ pk: `AUDIT#${month}` }),
  auditByVolunteer: (volunteerId: string) => ({ gsi1pk: `AUDITBY#${volunteerId}` }),
  auditByKind: (kind: string) => ({ gsi2pk: `AUDITKIND#${kind}` }),
};

const entrySortKey = (e: AuditEntry) => `${e.createdDate}#${e.id}`;

/** The record is shared/domain/audit.ts's `AuditEntry`: the compiler checks this declaration against it. */
const auditEntity = /* @__PURE__ */ (() => defineEntity('AuditEntry', {
  id: str, volunteerId: str, volunteerEmail: str, kind: oneOf(...auditKinds), itemType: str, itemId: str, itemLabel: str,
  reason: optional(str), createdDate: str,
} satisfies AttributesOf<AuditEntry>).keyedBy({
  key: (e) => ({ ...auditKeys.auditMonth(e.createdDate.slice(0, 7)), sk: entrySortKey(e) }),
  indexes: (e) => ({
    ...auditKeys.auditByVolunteer(e.volunteerId), gsi1sk: entrySortKey(e),
    ...auditKeys.auditByKind(e.kind), gsi2sk: entrySortKey(e),
  }),
}))();

/** A page of the trail, as the console shows it. */
export const AUDIT_PAGE_SIZE = 100;

/**
 * Reading newest first walks back month by month; it stops after this many months in a row held
 * nothing (a site run by volunteers acts every week or so), so an empty or short trail costs a
 * bounded number of Queries and no date is written into the code.
 */
export const AUDIT_EMPTY_MONTHS_TO_STOP = 12;

/**
 * Writes the entry unless it is there already: its id and date are derived from the change it
 * records (see members/audit.ts), so a retried action finds its own entry and writes nothing.
 * True when this call wrote it.
 */
export async function putAuditEntry(entry: AuditEntry): Promise<boolean> {
  return landed(ddb().send(
    new PutCommand({
      TableName: table(),
      Item: auditEntity.toItem(entry),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  ));
}

/** The month before `yyyy-mm`. */
function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** The newest entries, walking back a month partition at a time until the page is full. */
export async function listAuditTrail(fromDate: string, limit = AUDIT_PAGE_SIZE): Promise<AuditEntry[]> {
  const items: AuditEntry[] = [];
  let month = fromDate.slice(0, 7);
  for (let empty = 0; empty < AUDIT_EMPTY_MONTHS_TO_STOP && items.length < limit; month = previousMonth(month)) {
    const before = items.length;
    items.push(...await queryUpTo(
      { TableName: table(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': auditKeys.auditMonth(month).pk }, ScanIndexForward: false },
      limit - items.length,
      auditEntity.fromItem,
    ));
    empty = items.length === before ? empty + 1 : 0;
  }
  return items;
}

async function queryIndex(index: 'gsi1' | 'gsi2', partition: string, limit: number): Promise<AuditEntry[]> {
  const res = await ddb().send(
    new QueryCommand({
      TableName: table(), IndexName: index, KeyConditionExpression: `${index}pk = :pk`,
      ExpressionAttributeValues: { ':pk': partition }, ScanIndexForward: false, Limit: limit,
    }),
  );
  return (res.Items ?? []).map(auditEntity.fromItem);
}

/** One volunteer's actions, newest first. */
export const listAuditOfVolunteer = (volunteerId: string, limit = AUDIT_PAGE_SIZE) =>
  queryIndex('gsi1', auditKeys.auditByVolunteer(volunteerId).gsi1pk, limit);

/** One kind of action, newest first. */
export const listAuditOfKind = (kind: AuditKind, limit = AUDIT_PAGE_SIZE) =>
  queryIndex('gsi2', auditKeys.auditByKind(kind).gsi2pk, limit);

type AuditKey = { pk: string; sk: string };

/** The keys of the entries on one index partition that `match`, every page (redaction only: it is rare). */
export async function findAuditEntries(index: 'gsi1' | 'gsi2', partition: string, match: (e: AuditEntry) => boolean): Promise<AuditKey[]> {
  const found = await queryAll(
    { TableName: table(), IndexName: index, KeyConditionExpression: `${index}pk = :pk`, ExpressionAttributeValues: { ':pk': partition } },
    (i) => (match(auditEntity.fromItem(i)) ? { pk: String(i.pk), sk: String(i.sk) } : undefined),
  );
  return found.filter((k) => k !== undefined);
}

/** Replaces the label or the volunteer's e-mail of one entry (see the file's comment); repeating it is harmless. */
export async function redactAuditEntry(key: AuditKey, fields: Partial<Pick<AuditEntry, 'itemLabel' | 'volunteerEmail'>>): Promise<void> {
  const entries = Object.entries(fields);
  if (!entries.length) return;
  await ddb().send(
    new UpdateCommand({
      TableName: table(), Key: key, ConditionExpression: 'attribute_exists(pk)',
      UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
    }),
  );
}

/**
 * Entity Report: a member's report of another family's profile, for the volunteers.
 * Key: `REPORT#{id}` / `REPORT` on the table.
 * Index: **gsi1** `REPORTS#open` / `{createdDate}#{id}` while open (the queue, oldest first), then
 * `REPORTS#closed` / `{resolvedDate}#{id}` (newest first): closing moves it with the one
 * conditional write that decides which volunteer closed it.
 * Beside it, in the reporter's partition: `USER#{userId}` / `REPORTGUARD#{candidateId}` names the
 * reporter's report of that profile (at most one open per reporter and profile), and
 * `USER#{userId}` / `REPORTCOUNT#{day}` counts the day's reports (expires with `ttl`). A guard
 * naming a closed report is free to take again (conditioned on the id it names), so closing a
 * report needs no second write and the volunteers' function deletes nothing.
 * While a volunteer's action on it runs, an open report carries that request's claim (`claimId`,
 * `claimUntil`): one request at a time acts, and only the claim's holder closes it.
 */
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { reportReasons, reportStatuses, type Report } from '#shared/domain/trust.js';
import { ddb } from '../../lib/dynamodb.js';
import { landed, landedWith } from '../../lib/errors.js';
import { countUnder, uncount } from '../../store/dailyCounts.js';
import { queryAll } from '../../store/reads.js';
import { defineEntity, oneOf, optional, str, type AttributesOf } from '../../store/entity.js';
import { table } from '../../store/table.js';

export type ReportState = 'open' | 'closed';

export const reportKeys = {
  report: (id: string) => ({ pk: `REPORT#${id}`, sk: 'REPORT' }),
  reportsIn: (state: ReportState) => ({ gsi1pk: `REPORTS#${state}` }),
  reportGuard: (userId: string, candidateId: string) => ({ pk: `USER#${userId}`, sk: `REPORTGUARD#${candidateId}` }),
  reportCount: (userId: string, day: string) => ({ pk: `USER#${userId}`, sk: `REPORTCOUNT#${day}` }),
};

/**
 * The record is shared/domain/trust.ts's `Report` (without the family's members, which the console's list adds): the compiler checks this declaration against it.
 * A claim (`claimId`, `claimUntil`) is not declared, so no reader outside this module sees it.
 */
const reportEntity = /* @__PURE__ */ (() => defineEntity('Report', {
  id: str, candidateId: str, candidateName: str, reporterUserId: str, reason: oneOf(...reportReasons), details: str,
  status: oneOf(...reportStatuses), resolution: optional(str), resolvedBy: optional(str), resolvedDate: optional(str), createdDate: str,
} satisfies AttributesOf<Omit<Report, 'members'>>).keyedBy({
  key: (r) => reportKeys.report(r.id),
  // A report is written open (closing moves it to `REPORTS#closed` by an update).
  indexes: (r) => ({ ...reportKeys.reportsIn('open'), gsi1sk: `${r.createdDate}#${r.id}` }),
}))();

export async function putReport(r: Report): Promise<void> {
  await ddb().send(new PutCommand({
    TableName: table(),
    Item: reportEntity.toItem(r),
    ConditionExpression: 'attribute_not_exists(pk)',
  }));
}

export async function getReport(id: string): Promise<Report | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: reportKeys.report(id), ConsistentRead: true }));
  return res.Item ? reportEntity.fromItem(res.Item) : undefined;
}

/**
 * Claims an open report for one request's action until `until` (epoch seconds): false when it is
 * closed, gone, or another request's claim has not run out (a crashed request's claim runs out).
 */
export async function claimReport(id: string, claimId: string, nowSeconds: number, until: number): Promise<boolean> {
  return landed(ddb().send(new UpdateCommand({
    TableName: table(), Key: reportKeys.report(id),
    UpdateExpression: 'SET claimId = :claim, claimUntil = :until',
    ConditionExpression: 'attribute_exists(pk) AND #status = :open AND (attribute_not_exists(claimId) OR claimUntil < :now)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':claim': claimId, ':until': until, ':now': nowSeconds, ':open': 'open' },
  })));
}

/** Gives a claim back (its action failed): the report is open to any volunteer at once. */
export async function releaseReport(id: string, claimId: string): Promise<void> {
  await landed(ddb().send(new UpdateCommand({
    TableName: table(), Key: reportKeys.report(id), UpdateExpression: 'REMOVE claimId, claimUntil',
    ConditionExpression: 'claimId = :claim', ExpressionAttributeValues: { ':claim': claimId },
  })));
}

/**
 * Closes an open report after its action was done: one write conditioned on `status = open` and the
 * request's own claim, so of two volunteers at once one closes it. Answers the closed report, or
 * undefined when it was not open (any more) or the claim is no longer this request's.
 */
export async function closeReport(
  id: string, claimId: string, close: { status: Exclude<Report['status'], 'open'>; resolution: string; resolvedBy: string; resolvedDate: string },
): Promise<Report | undefined> {
  const res = await landedWith(ddb().send(new UpdateCommand({
    TableName: table(), Key: reportKeys.report(id),
    UpdateExpression: 'SET #status = :status, resolution = :resolution, resolvedBy = :by, resolvedDate = :at, gsi1pk = :pk, gsi1sk = :sk REMOVE claimId, claimUntil',
    ConditionExpression: 'attribute_exists(pk) AND #status = :open AND claimId = :claim',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':status': close.status, ':resolution': close.resolution, ':by': close.resolvedBy, ':at': close.resolvedDate, ':open': 'open',
      ':pk': reportKeys.reportsIn('closed').gsi1pk, ':sk': `${close.resolvedDate}#${id}`, ':claim': claimId,
    },
    ReturnValues: 'ALL_NEW',
  })));
  return res && reportEntity.fromItem(res.Attributes ?? {});
}

/** One state's reports: open oldest first, closed newest first. */
export async function listReports(state: ReportState, limit = 100): Promise<Report[]> {
  const res = await ddb().send(new QueryCommand({
    TableName: table(), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': reportKeys.reportsIn(state).gsi1pk }, ScanIndexForward: state === 'open', Limit: limit,
  }));
  return (res.Items ?? []).map(reportEntity.fromItem);
}

export interface ReportGuard {
  reportId: string;
  updatedDate: string;
}

export async function getReportGuard(userId: string, candidateId: string): Promise<ReportGuard | undefined> {
  const res = await ddb().send(new GetCommand({ TableName: table(), Key: reportKeys.reportGuard(userId, candidateId), ConsistentRead: true }));
  return res.Item ? { reportId: String(res.Item.reportId), updatedDate: String(res.Item.updatedDate) } : undefined;
}

/**
 * Names `reportId` as the reporter's report of the profile: when there is no guard, or it still
 * names `previousId` (a closed or abandoned report). False when another request took it first.
 */
export async function takeReportGuard(userId: string, candidateId: string, reportId: string, at: string, previousId?: string): Promise<boolean> {
  return landed(ddb().send(new PutCommand({
    TableName: table(),
    Item: { ...reportKeys.reportGuard(userId, candidateId), type: 'ReportGuard', reportId, updatedDate: at },
    ConditionExpression: previousId ? 'reportId = :previous' : 'attribute_not_exists(pk)',
    ...(previousId ? { ExpressionAttributeValues: { ':previous': previousId } } : {}),
  })));
}

const reportCounter = (userId: string, day: string) => ({ key: reportKeys.reportCount(userId, day), type: 'ReportCount', attribute: 'reports' });

/** Counts one more report of the member's day, only while under `max` (one conditional update). */
export function countDailyReport(userId: string, day: string, max: number, ttl: number): Promise<boolean> {
  return countUnder(reportCounter(userId, day), max, ttl);
}

/** Gives back a counted report that was not made. */
export async function uncountDailyReport(userId: string, day: string): Promise<void> {
  await uncount(reportCounter(userId, day));
}

/** Ids of the reports (open and closed) about one profile: the volunteers' lists, filtered (rare: account deletion). */
export async function listReportIdsAbout(candidateId: string): Promise<string[]> {
  const ids: string[] = [];
  for (const state of ['open', 'closed'] as const) {
    ids.push(...await queryAll({
      TableName: table(), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', FilterExpression: 'candidateId = :c',
      ExpressionAttributeValues: { ':pk': reportKeys.reportsIn(state).gsi1pk, ':c': candidateId },
    }, (i) => String(i.id)));
  }
  return ids;
}

/** A deleted family's name leaves the reports about it: an anonymous label instead. */
export async function redactReportName(reportId: string, label: string): Promise<void> {
  await landed(ddb().send(new UpdateCommand({
    TableName: table(), Key: reportKeys.report(reportId), ConditionExpression: 'attribute_exists(pk)',
    UpdateExpression: 'SET candidateName = :l', ExpressionAttributeValues: { ':l': label },
  })));
}

/** Ids of the closed reports a volunteer resolved (`resolvedBy`, their address): the closed list, filtered (rare: account deletion). */
export async function listReportIdsResolvedBy(resolvedBy: string): Promise<string[]> {
  return queryAll({
    TableName: table(), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', FilterExpression: 'resolvedBy = :by',
    ExpressionAttributeValues: { ':pk': reportKeys.reportsIn('closed').gsi1pk, ':by': resolvedBy },
  }, (i) => String(i.id));
}

/** A deleted volunteer's address leaves the reports they resolved: an anonymous id instead (repeating it is harmless). */
export async function redactReportResolver(reportId: string, resolvedBy: string, anonymousId: string): Promise<void> {
  await landed(ddb().send(new UpdateCommand({
    TableName: table(), Key: reportKeys.report(reportId), ConditionExpression: 'resolvedBy = :by',
    UpdateExpression: 'SET resolvedBy = :anon', ExpressionAttributeValues: { ':by': resolvedBy, ':anon': anonymousId },
  })));
}

/** The member's own reports, by the guards in their partition (the latest report of each profile they reported). */
export async function listReportIdsBy(userId: string): Promise<string[]> {
  const res = await ddb().send(new QueryCommand({
    TableName: table(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :g)',
    ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':g': 'REPORTGUARD#' }, ConsistentRead: true,
  }));
  return (res.Items ?? []).map((i) => String(i.reportId));
}

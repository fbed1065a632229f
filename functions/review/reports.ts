/**
 * The volunteers' side of reports of profiles (a member files one in trust/reports.ts): they close
 * each report from their queue — dismiss it, mark the family ineligible, or disable the family's
 * account — the action first and the close after it, under one request's claim on the report, so
 * two volunteers at once leave one result and one audit entry, and a closed report's action
 * happened. The reporter is thanked by mail, without the detail of what was done.
 */
import { reportClosedAs, type Report } from '#shared/domain/trust.js';
import type { AuditKind } from '#shared/domain/audit.js';
import type { Caller } from '../lib/caller.js';
import { AppError, conflict, notFound } from '../lib/errors.js';
import { newId, now } from '../lib/ids.js';
import { config } from '../lib/config.js';
import { oneLine, sendMailQuietly } from '../lib/mail.js';
import { textMail } from '../lib/mailLayout.js';
import { getCandidate, getCandidates } from '../candidates/index.js';
import { membersForVolunteers } from '../family/index.js';
import { claimReport, closeReport, getReport, listReports, releaseReport, type ReportState } from '../trust/index.js';
import { getUser, recordAudit } from '../members/index.js';
import { disableAccount, isMissingIdentity } from '../account/index.js';
import { flagCandidate } from './eligibility.js';

export const ALREADY_CLOSED = 'This report was already closed.';
export const BEING_RESOLVED = 'Another volunteer is resolving this report right now. Please look at it again in a minute.';
/** 'disable' on an account whose sign-in the user pool no longer has. */
export const SIGN_IN_MISSING =
  "The family's account could not be disabled: its sign-in was not found. The report stays open; mark the family ineligible instead, or ask the technical volunteers.";

/** The reports, each with the reported family's members (one Query a family; a queue holds at most 100). */
export async function reportsIn(state: ReportState): Promise<{ items: Report[] }> {
  const reports = await listReports(state);
  const familyOf = new Map((await getCandidates([...new Set(reports.map((r) => r.candidateId))])).map((p) => [p.id, p.userProfileId]));
  const families = [...new Set(familyOf.values())];
  const membersOf = new Map(await Promise.all(families.map(async (f) => [f, await membersForVolunteers(f)] as const)));
  return {
    items: reports.map((r) => {
      const members = membersOf.get(familyOf.get(r.candidateId) ?? '');
      return members ? { ...r, members } : r;
    }),
  };
}

type ReportAction = 'dismiss' | 'ineligible' | 'disable';
const auditKindOf: Record<ReportAction, AuditKind> = { dismiss: 'report.dismiss', ineligible: 'report.ineligible', disable: 'report.disable' };

/**
 * The reporter, once the report is closed: which profile (a family may report several; by its first
 * name, as members see it: the last name is masked to them), and whether anything was done.
 */
function thankYouMail(action: ReportAction, firstName: string | undefined) {
  const outcome = action === 'dismiss'
    ? 'They looked at it carefully and found nothing against the rules of the community.'
    : 'They looked at it and acted on it.';
  const which = firstName ? `the profile of ${oneLine(firstName)}` : 'a profile';
  return {
    subject: firstName ? `Thank you for your report about ${oneLine(firstName)}` : 'Thank you for your report',
    text: textMail(['Namaste!', `Thank you for telling the volunteers about ${which}. ${outcome}`,
      'Reports keep the community safe for every family. The family you reported does not learn who reported it.'], { endWithNewline: true }),
  };
}

/**
 * The action on the reported profile. `disable` takes the account-disabled path (profile hidden
 * everywhere, sign-in stopped, live sessions refused): the family cannot undo it from their own
 * settings as they could the visibility switch, and `npm run admin -- enable` restores exactly what
 * they had. Both actions are idempotent, so a repeat after a crash finishes the job. A profile
 * deleted meanwhile leaves nothing to act on. An account whose sign-in the user pool no longer
 * has cannot be disabled: 409 in the volunteers' words (disableAccount shows the profile again).
 */
async function act(caller: Caller, report: Report, action: ReportAction, reason: string): Promise<void> {
  if (action === 'ineligible') {
    await flagCandidate(caller, report.candidateId, true, reason).catch((e: unknown) => {
      if (!(e instanceof AppError && e.status === 404)) throw e; // the profile was deleted meanwhile
    });
  } else if (action === 'disable') {
    const profile = await getCandidate(report.candidateId);
    const owner = profile ? await getUser(profile.userProfileId) : undefined;
    if (owner) {
      await disableAccount(owner).catch((e: unknown) => {
        throw isMissingIdentity(e) ? conflict(SIGN_IN_MISSING) : e;
      });
      // Signing in now only says the account is disabled: the family hears why, and whom to ask.
      await sendMailQuietly({ to: owner.userEmail, ...disabledMail(profile!.firstName, reason) });
    }
  }
}

/** The family whose account a report's outcome disabled: what it means, the volunteers' reason, whom to write to. */
function disabledMail(candidateFirstName: string, reason: string) {
  return {
    subject: 'Your rishta account was disabled',
    text: textMail([
      'Namaste!',
      `The volunteers disabled your family's rishta account after a report about the profile of ${oneLine(candidateFirstName)}.`,
      `Their reason: ${oneLine(reason)}`,
      'While it is disabled, no member of your family can sign in, and the profile and your service listings are not shown to anyone. Nothing was deleted.',
      `If you think this is a mistake, write to the volunteers at ${config.volunteerEmail}.`,
    ], { endWithNewline: true }),
  };
}

async function finish(caller: Caller, closed: Report, action: ReportAction): Promise<void> {
  await recordAudit(caller, {
    kind: auditKindOf[action], itemType: 'report', itemId: closed.id, itemLabel: closed.candidateName,
    reason: closed.resolution, at: closed.resolvedDate!,
  });
}

/** Claims, then the action, then the close: a request's claim on the report lasts this long (a Lambda's time and more). */
const CLAIM_SECONDS = 120;

/**
 * Closes an open report once its action was done. The request first claims the report (one
 * conditional write: another volunteer's request meanwhile gets 409 and does nothing), then acts,
 * then closes it conditioned on its claim; the audit entry and the reporter's mail follow. An
 * action that fails gives the claim back and leaves the report open, answering why, so the console
 * never shows a report closed on an action that did not happen.
 */
export async function resolveReport(caller: Caller, reportId: string, action: ReportAction, reason: string): Promise<Report> {
  const report = await getReport(reportId);
  if (!report) throw notFound('There is no such report.');
  if (report.status !== 'open') {
    // This volunteer's own earlier request closed it (its action done first) and may have stopped
    // before its entry: the entry is recorded (once); no second mail. Otherwise nothing is written.
    if (report.status === reportClosedAs[action] && report.resolvedBy === caller.user.userEmail && report.resolvedDate) {
      await finish(caller, report, action);
    }
    throw conflict(ALREADY_CLOSED);
  }
  const claimId = newId();
  const nowSeconds = Math.floor(Date.now() / 1000);
  if (!(await claimReport(reportId, claimId, nowSeconds, nowSeconds + CLAIM_SECONDS))) {
    throw conflict((await getReport(reportId))?.status === 'open' ? BEING_RESOLVED : ALREADY_CLOSED);
  }
  try {
    await act(caller, report, action, reason);
  } catch (e) {
    await releaseReport(reportId, claimId);
    throw e;
  }
  const closed = await closeReport(reportId, claimId, { status: reportClosedAs[action], resolution: reason, resolvedBy: caller.user.userEmail, resolvedDate: now() });
  if (!closed) throw conflict(ALREADY_CLOSED);
  await finish(caller, closed, action);
  const [reporter, profile] = await Promise.all([getUser(closed.reporterUserId), getCandidate(closed.candidateId)]);
  if (reporter?.userEmail) await sendMailQuietly({ to: reporter.userEmail, ...thankYouMail(action, profile?.firstName) });
  return closed;
}

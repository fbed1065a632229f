/**
 * A member's report of another family's profile, past the view gate like every member action on a
 * profile; the family never learns who reported it. The volunteers close reports from their queue
 * (review/reports.ts): filing one lives here, beside the stored reports, so the member's route
 * loads none of the console's actions (disabling an account brings the Cognito client).
 */
import { candidateLabel, trustTexts, type Report, type ReportRequest } from '#shared/domain/trust.js';
import { sitePaths } from '#shared/sitePaths.js';
import type { Caller } from '../lib/caller.js';
import { config } from '../lib/config.js';
import { sendMailQuietly } from '../lib/mail.js';
import { siteUrl, textMail } from '../lib/mailLayout.js';
import { AppError, notFound, unprocessable } from '../lib/errors.js';
import { newId, now } from '../lib/ids.js';
import { getCandidate } from '../candidates/index.js';
import { assertCanViewProfiles, blockedCandidateIds, isShownToOthers } from '../familyProfiles/index.js';
import { countDailyReport, getReport, getReportGuard, putReport, takeReportGuard, uncountDailyReport } from './entities/reports.js';

export const CANNOT_REPORT_OWN = 'This is your own candidate profile: it cannot be reported.';
/** So no one floods the volunteers: reports a member may send per day (UTC), as proposals. */
export const DAILY_REPORTS = 20;
export const tooManyReports = `You have sent ${DAILY_REPORTS} reports today. You can send more tomorrow (after midnight UTC).`;
/** A guard naming a report not written yet is a request between its writes, for this long. */
const GUARD_SECONDS = 30;

/** Whether the reporter already has a report of this profile that is open (or being written). */
async function openReportOf(userId: string, candidateId: string): Promise<{ open: boolean; previousId?: string }> {
  const guard = await getReportGuard(userId, candidateId);
  if (!guard) return { open: false };
  const report = await getReport(guard.reportId);
  if (report) return { open: report.status === 'open', previousId: guard.reportId };
  const writing = Date.now() - Date.parse(guard.updatedDate) < GUARD_SECONDS * 1000;
  return { open: writing, previousId: guard.reportId };
}

export async function reportProfile(caller: Caller, body: ReportRequest): Promise<{ message: string }> {
  const own = await assertCanViewProfiles(caller);
  if (body.candidateId === own.id) throw unprocessable(CANNOT_REPORT_OWN, { candidateId: [CANNOT_REPORT_OWN] });
  // A profile the member cannot see (hidden, flagged, a block either way) answers as a missing one.
  const [target, blocked] = await Promise.all([getCandidate(body.candidateId), blockedCandidateIds(caller.userId)]);
  if (!target || !isShownToOthers(target) || blocked.has(target.id)) throw notFound();
  const thanks = { message: trustTexts.reported };

  const existing = await openReportOf(caller.userId, target.id);
  if (existing.open) return thanks;
  const at = now();
  const day = at.slice(0, 10);
  if (!(await countDailyReport(caller.userId, day, DAILY_REPORTS, Math.floor(Date.now() / 1000) + 2 * 86_400))) {
    throw new AppError(429, tooManyReports);
  }
  const report: Report = {
    id: newId(), candidateId: target.id, candidateName: candidateLabel(target), reporterUserId: caller.userId,
    reason: body.reason, details: body.details, status: 'open', createdDate: at,
  };
  // The guard first: of two reports sent at once one takes it, and the other writes nothing.
  if (!(await takeReportGuard(caller.userId, target.id, report.id, at, existing.previousId))) {
    await uncountDailyReport(caller.userId, day);
    return thanks;
  }
  await putReport(report);
  // The volunteers hear of it, as of a referral request; names and details stay in the console.
  await sendMailQuietly({
    to: config.volunteerEmail,
    subject: `A profile was reported: ${report.reason}`,
    text: textMail(['A family reported a profile.', `Reason: ${report.reason}`,
      `The report waits in the Volunteer Console: ${siteUrl(sitePaths.consoleReports)}`], { endWithNewline: true }),
  });
  return thanks;
}

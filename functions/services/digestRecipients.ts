/**
 * Who may get a digest mail, and sending it once per member and period: an active account with
 * the digest's flag on (settings saved before a flag existed count it on, the spec's default), a
 * marker taken with a condition before the send (a retried or doubled run sends nothing twice) and
 * given back when the send fails (the next run of the period tries again).
 */
import type { UserRecord } from '../lib/caller.js';
import { logger } from '../lib/logger.js';
import { releaseDigestMarker, takeDigestMarker } from '../repositories/digestMarkers.js';
import { getNotifySettings } from '../repositories/notifySettings.js';
import { getUser } from '../repositories/users.js';
import { digestFlag, sendDigestMail, type DigestKind } from './digestMail.js';

export type Outcome = 'sent' | 'alreadySent' | 'optedOut' | 'inactive' | 'failed';

/** The member's account when a digest of this kind may go to it. */
export async function recipientOf(userId: string, kind: DigestKind): Promise<{ account?: UserRecord; outcome?: Outcome }> {
  const [account, settings] = await Promise.all([getUser(userId), getNotifySettings(userId)]);
  if (!account || account.status !== 'active') return { outcome: 'inactive' };
  if (settings?.[digestFlag[kind]] === false) return { outcome: 'optedOut' };
  return { account };
}

/** Sends the member's digest of the period unless a run already did. */
export async function sendOnce(
  job: string, period: string, at: Date, account: UserRecord, kind: DigestKind,
  content: { subject: string; text: string; html: string },
): Promise<Outcome> {
  if (!(await takeDigestMarker(job, account.id, period, at))) return 'alreadySent';
  try {
    await sendDigestMail({ userId: account.id, to: account.userEmail, kind, ...content });
    return 'sent';
  } catch (error) {
    logger.warn('Digest mail not sent; the next run of the period retries', { job, userId: account.id, error });
    await releaseDigestMarker(job, account.id, period).catch(() => undefined);
    return 'failed';
  }
}

/** Counts of a run, by outcome and more, for the job's log line and result. */
export function counter() {
  const counts: Record<string, number> = {};
  return { counts, add: (key: string, n = 1) => void (counts[key] = (counts[key] ?? 0) + n) };
}

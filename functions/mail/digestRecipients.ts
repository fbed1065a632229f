/**
 * Who may get a digest mail, and sending it once per person and period: each active member of an
 * active account, by their own settings, with the digest's flag on (settings saved before a flag existed count it on, the spec's default), a
 * marker taken with a condition before the send (a retried or doubled run sends nothing twice) and
 * given back when the send fails (the next run of the period tries again). The topic's frequency
 * decides the days: never, none; weekly, Mondays (UTC) only; daily (or immediately), every day.
 */
import { defaultFrequencies, frequencyField, type MailFrequency } from '#shared/domain/user.js';
import { dayOf, weekOf } from '../lib/jobRun.js';
import type { Person } from '../lib/personKeys.js';
import { logger } from '../lib/logger.js';
import { releaseDigestMarker, takeDigestMarker } from './entities/digestMarkers.js';
import { getNotifySettings, getUser } from '../members/index.js';
import { activeMembersOf, recipientsAmong } from '../family/index.js';
import { digestFlag, digestTopic, sendDigestMail, type DigestKind } from './digestMail.js';

/** 'undeliverable': the marker is kept (the address is stopped), but no mail went: counted apart from the sent ones. */
export type Outcome = 'sent' | 'undeliverable' | 'alreadySent' | 'optedOut' | 'notThisDay' | 'inactive' | 'failed';

/** Whether a digest of a topic at `frequency` goes out on the day of `at`. */
const digestDay = (frequency: MailFrequency, at: Date) => frequency !== 'never' && (frequency !== 'weekly' || dayOf(at) === weekOf(at));

/** A person a digest goes to: who they are, their address and the name the mail greets. */
export interface Recipient extends Person {
  email: string;
  firstName: string;
}

/** The people of an active family (each member who signs in), as digest recipients; none for a closed account. */
export async function familyRecipients(familyId: string): Promise<Recipient[]> {
  // The account and its members side by side: one wait per family, not two.
  const [account, members] = await Promise.all([getUser(familyId), activeMembersOf(familyId)]);
  if (!account) return [];
  return recipientsAmong(account, members).map((m) => ({ familyId, sub: m.sub, email: m.email, firstName: m.firstName }));
}

/**
 * Whether a digest of this kind may go to this person today (by their own settings), with the
 * topic's frequency. `flag: false` leaves the digest's flag out of it (the proposals digest also
 * carries news that only the frequency governs).
 */
export async function recipientOf(person: Recipient, kind: DigestKind, at = new Date(), opts: { flag?: boolean } = {}): Promise<{ recipient?: Recipient; outcome?: Outcome; frequency?: MailFrequency; flagOn?: boolean }> {
  const [account, settings] = await Promise.all([getUser(person.familyId), getNotifySettings(person)]);
  if (!account || account.status !== 'active') return { outcome: 'inactive' };
  const flagOn = settings?.[digestFlag[kind]] !== false;
  if (opts.flag !== false && !flagOn) return { outcome: 'optedOut' };
  const field = frequencyField[digestTopic[kind]];
  const frequency: MailFrequency = settings?.[field] ?? defaultFrequencies[field];
  if (frequency === 'never') return { outcome: 'optedOut' };
  if (!digestDay(frequency, at)) return { outcome: 'notThisDay' };
  return { recipient: person, frequency, flagOn };
}

/** What happens around the send: before it (after the marker is taken), and when it failed. */
interface SendHooks {
  before?: () => Promise<void>;
  failed?: () => Promise<void>;
}

/** Sends the person's digest of the period unless a run already did. */
export async function sendOnce(
  job: string, period: string, at: Date, to: Recipient, kind: DigestKind,
  content: { subject: string; text: string; html: string }, frequency?: MailFrequency, hooks: SendHooks = {},
): Promise<Outcome> {
  if (!(await takeDigestMarker(job, to, period, at))) return 'alreadySent';
  try {
    await hooks.before?.();
    return await sendDigestMail({ userId: to.familyId, memberId: to.sub, to: to.email, kind, ...content, ...(frequency ? { frequency } : {}) });
  } catch (error) {
    logger.warn('Digest mail not sent; the next run of the period retries', { job, userId: to.familyId, error });
    await hooks.failed?.().catch(() => undefined);
    await releaseDigestMarker(job, to, period).catch(() => undefined);
    return 'failed';
  }
}

/**
 * The count a member's outcome goes under in a run's figures: a mail skipped because its address is
 * marked undeliverable is not a mail sent, and one an earlier run of the period sent is not new.
 */
export const resultCounts: Record<Outcome | 'skipped' | 'nothingNew', string> = {
  sent: 'mailsSent', undeliverable: 'skippedUndeliverable', alreadySent: 'alreadySent', failed: 'failed',
  optedOut: 'skipped', inactive: 'skipped', notThisDay: 'notThisDay', skipped: 'skipped', nothingNew: 'nothingNew',
};


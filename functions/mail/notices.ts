import type { NotifyFlag } from '#shared/domain/user.js';
import type { UserRecord } from '../lib/caller.js';
import { sendMailQuietly } from '../lib/mail.js';
import { textMail } from '../lib/mailLayout.js';
import type { Person } from '../lib/personKeys.js';
import { getNotifySettings } from '../members/index.js';
import { mailRecipients } from '../family/index.js';

/** Sends a notice to one person unless they turned that kind of mail off (every kind is on by default). */
export async function notifyIfWanted(person: Person, flag: NotifyFlag, to: string, subject: string, text: string): Promise<void> {
  const settings = await getNotifySettings(person);
  if (settings?.[flag] !== false) await sendMailQuietly({ to, subject, text: textMail([text]) });
}

/** A notice about the family's own profile: to every member who wants that kind, each at their own address. */
export async function notifyFamily(account: UserRecord, flag: NotifyFlag, subject: string, text: string): Promise<void> {
  for (const m of await mailRecipients(account)) await notifyIfWanted({ familyId: account.id, sub: m.sub }, flag, m.email, subject, text);
}

import type { NotifyFlag } from '#shared/domain/user.js';
import { sendMailQuietly } from '../lib/mail.js';
import { textMail } from '../lib/mailLayout.js';
import { getNotifySettings } from '../members/index.js';

/** Sends a notice unless the member turned that kind of mail off (every kind is on by default). */
export async function notifyIfWanted(userId: string, flag: NotifyFlag, to: string, subject: string, text: string): Promise<void> {
  const settings = await getNotifySettings(userId);
  if (settings?.[flag] !== false) await sendMailQuietly({ to, subject, text: textMail([text]) });
}

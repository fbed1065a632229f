import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from './clients.js';
import { config } from './config.js';
import { logger } from './logger.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends one plain-text mail through SES from the site's address. */
export async function sendMail(mail: Mail): Promise<void> {
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: config.mailFrom,
      Destination: { ToAddresses: [mail.to] },
      Content: { Simple: { Subject: { Data: mail.subject }, Body: { Text: { Data: mail.text } } } },
    }),
  );
}

/** For notices whose loss must not fail the member's request (the change itself already happened). */
export async function sendMailQuietly(mail: Mail): Promise<void> {
  await sendMail(mail).catch((error: unknown) => logger.warn('Mail not sent', { subject: mail.subject, error }));
}

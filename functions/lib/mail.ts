import { config } from './config.js';
import { logger } from './logger.js';
import { undeliverableReason } from './undeliverable.js';

/** The SES SDK, evaluated on the first mail, not at a Lambda's cold start (./ses.ts). */
const mailer = () => import('./ses.js');

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** A simple HTML part beside the text (members' mails); the text part is always sent. */
  html?: string;
  /** Extra headers (the digests' List-Unsubscribe, RFC 8058). */
  headers?: { name: string; value: string }[];
}

/** Text (names, links) made safe to put in a mail's HTML part, inside elements and attribute values alike. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Control characters (C0, C1), Unicode line and paragraph separators, bidirectional overrides and isolates. */
const LINE_BREAKING = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]+/gu;

/**
 * Words a member wrote, made one line: every run of control characters, line separators and bidi
 * controls (and of white space) becomes one space. The schemas refuse them in single-line fields;
 * this holds for text stored before they did, and for subjects, where a line break is a new header.
 */
export const oneLine = (s: string) => s.replace(LINE_BREAKING, ' ').replace(/\s+/g, ' ').trim();

/**
 * Another family's words inside one of rishta's sentences: on one line and in quotation marks, so
 * they can never stand as a line of their own, nor read as rishta's words. Escape for HTML after.
 */
export const quoted = (s: string) => `“${oneLine(s)}”`;

/** What became of a mail: handed to SES, or skipped because its address is marked undeliverable. */
export type MailResult = 'sent' | 'undeliverable';

/** The product's name as the sender: families see who writes to them. */
export const SENDER_NAME = 'rishta';

/**
 * Sends one mail through SES from the site's address, under the product's name, in the stack's
 * configuration set (its bounces and complaints come back to mail/mailFeedback.ts). Every mail
 * of the product goes through here, so this is the one place that skips an address marked
 * undeliverable (a hard bounce or a complaint): the skip is logged, without the address, and
 * answered as 'undeliverable' so a caller that counts mail (the digests) does not count it as sent.
 */
export async function sendMail(mail: Mail): Promise<MailResult> {
  const stopped = await undeliverableReason(mail.to);
  if (stopped) {
    logger.info('Mail not sent: the address is marked undeliverable', { subject: mail.subject, reason: stopped });
    return 'undeliverable';
  }
  const { ses, SendEmailCommand } = await mailer();
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: `${SENDER_NAME} <${config.mailFrom}>`,
      ...(config.mailConfigurationSet ? { ConfigurationSetName: config.mailConfigurationSet } : {}),
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject },
          Body: { Text: { Data: mail.text }, ...(mail.html ? { Html: { Data: mail.html } } : {}) },
          ...(mail.headers?.length ? { Headers: mail.headers.map((h) => ({ Name: h.name, Value: h.value })) } : {}),
        },
      },
    }),
  );
  return 'sent';
}

/** For notices whose loss must not fail the member's request (the change itself already happened). */
export async function sendMailQuietly(mail: Mail): Promise<void> {
  await sendMail(mail).catch((error: unknown) => logger.warn('Mail not sent', { subject: mail.subject, error }));
}

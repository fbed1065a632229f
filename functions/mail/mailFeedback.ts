/**
 * What SES tells about mail already sent, from the configuration set's event destination
 * (infra/mail.ts; locally the SES emulator's simulator addresses, infra/local/mailSimulator.ts):
 * a hard bounce (`Permanent`) or a complaint marks the address undeliverable, so rishta stops
 * mailing it (lib/mail.ts) and the family is asked to check its address (the session's
 * `undeliverableEmail`). A soft bounce (`Transient`: a full mailbox, a server down) or an
 * `Undetermined` one marks nothing: SES retried it already, and the next mail may well arrive.
 */
import { logger } from '../lib/logger.js';
import { now } from '../lib/ids.js';
import { markUndeliverable } from '../members/index.js';

/** The part of SES's event (its `detail` on EventBridge; the same JSON as its SNS notifications) read here. */
export interface SesFeedback {
  eventType: string;
  mail?: { tags?: Record<string, string[] | undefined> };
  bounce?: { bounceType?: string; bounceSubType?: string; bouncedRecipients?: { emailAddress?: string }[] };
  complaint?: { complaintFeedbackType?: string; complainedRecipients?: { emailAddress?: string }[] };
}

const addresses = (recipients: { emailAddress?: string }[] | undefined) =>
  (recipients ?? []).map((r) => r.emailAddress?.trim()).filter((a): a is string => Boolean(a));

/** Marks the addresses the event names as undeliverable, when it is a hard bounce or a complaint; answers how many. */
export async function recordMailFeedback(event: SesFeedback): Promise<{ marked: number }> {
  const at = now();
  if (event.eventType === 'Bounce' && event.bounce?.bounceType === 'Permanent') {
    const to = addresses(event.bounce.bouncedRecipients);
    for (const address of to) await markUndeliverable(address, 'bounce', at);
    logger.info('Hard bounce: address marked undeliverable', { count: to.length, bounceSubType: event.bounce.bounceSubType });
    return { marked: to.length };
  }
  if (event.eventType === 'Complaint') {
    const to = addresses(event.complaint?.complainedRecipients);
    for (const address of to) await markUndeliverable(address, 'complaint', at);
    logger.info('Complaint: address marked undeliverable', { count: to.length, feedbackType: event.complaint?.complaintFeedbackType });
    return { marked: to.length };
  }
  logger.info('Mail feedback that marks nothing', { eventType: event.eventType, bounceType: event.bounce?.bounceType });
  return { marked: 0 };
}

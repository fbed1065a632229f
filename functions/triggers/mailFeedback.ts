/**
 * The SES configuration set's bounce and complaint events, from the default EventBridge bus
 * (infra/mail.ts): hands each to mail/mailFeedback.ts. Only AWS can put an event whose source
 * is `aws.ses` on a bus (PutEvents refuses `aws.` sources), and the rule matches only this stack's
 * configuration set; the handler checks both again, so a stray invocation marks nothing. The local
 * stack calls this same handler with an event of the same shape, built from the SES emulator's
 * sends to the simulator addresses (infra/local/mailSimulator.ts).
 */
import { config } from '../lib/config.js';
import { logger } from '../lib/logger.js';
import { recordMailFeedback, type SesFeedback } from '../mail/mailFeedback.js';

export const mailFeedbackDetailTypes = ['Email Bounced', 'Email Complaint Received'] as const;

export interface MailFeedbackEvent {
  source: string;
  'detail-type': string;
  detail: SesFeedback;
}

export async function handler(event: MailFeedbackEvent): Promise<{ marked: number }> {
  const sets = event.detail?.mail?.tags?.['ses:configuration-set'] ?? [];
  const ours = config.mailConfigurationSet !== undefined && sets.includes(config.mailConfigurationSet);
  if (event.source !== 'aws.ses' || !(mailFeedbackDetailTypes as readonly string[]).includes(event['detail-type']) || !ours) {
    logger.warn('Mail feedback event refused: not SES, not a bounce or complaint, or not this stack\'s configuration set', {
      source: event.source, detailType: event['detail-type'],
    });
    return { marked: 0 };
  }
  return recordMailFeedback(event.detail);
}

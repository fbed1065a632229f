/**
 * SES's mailbox simulator, locally: a mail the SES emulator accepts for an address on
 * `simulator.local` comes back as SES's event would, through the same handler the stack's
 * EventBridge rule invokes (functions/triggers/mailFeedback.ts), so the bounce flow runs end to end
 * on one machine. The local part before any `+label` decides (labels keep test addresses apart):
 *   bounce@simulator.local      a hard bounce (Permanent / General): the address is marked
 *   complaint@simulator.local   a complaint (abuse): the address is marked
 *   softbounce@simulator.local  a soft bounce (Transient / MailboxFull): nothing is marked
 * Any other address gets no event, as a delivered mail gets none the handler listens to.
 *
 * aws-ses-v2-local keeps its mails in one in-process store and calls the store module's `saveEmail`
 * (looked up on the module at each call) for every send; the simulator wraps that function. The
 * event is delivered after the send is answered, as SES's comes later too.
 */
import { createRequire } from 'node:module';
import type { MailFeedbackEvent } from '#functions/triggers/mailFeedback.js';

export const SIMULATOR_DOMAIN = 'simulator.local';

type StoredMail = { messageId: string; from: string; destination: { to: string[]; cc: string[]; bcc: string[] }; at: number };
const store = createRequire(import.meta.url)('aws-ses-v2-local/dist/store') as { saveEmail: (mail: StoredMail) => void };

type Outcome = 'bounce' | 'complaint' | 'softbounce';
const outcomes: readonly string[] = ['bounce', 'complaint', 'softbounce'] satisfies Outcome[];

/** What the simulator does with mail to the address, if anything. */
export function simulatedOutcome(address: string): Outcome | undefined {
  const [local = '', domain = ''] = address.trim().toLowerCase().split('@');
  const box = local.split('+')[0]!;
  return domain === SIMULATOR_DOMAIN && outcomes.includes(box) ? (box as Outcome) : undefined;
}

/** SES's event for one recipient, as EventBridge delivers it (the `detail` is SES's own event JSON). */
export function simulatedEvent(mail: StoredMail, address: string, outcome: Outcome, configurationSet: string): MailFeedbackEvent {
  const timestamp = new Date(mail.at * 1000).toISOString();
  const sesMail = {
    timestamp, messageId: mail.messageId, source: mail.from, destination: [...mail.destination.to, ...mail.destination.cc, ...mail.destination.bcc],
    tags: { 'ses:configuration-set': [configurationSet] },
  };
  if (outcome === 'complaint') {
    return {
      source: 'aws.ses', 'detail-type': 'Email Complaint Received',
      detail: { eventType: 'Complaint', mail: sesMail, complaint: { complaintFeedbackType: 'abuse', complainedRecipients: [{ emailAddress: address }] } },
    };
  }
  const hard = outcome === 'bounce';
  return {
    source: 'aws.ses', 'detail-type': 'Email Bounced',
    detail: {
      eventType: 'Bounce', mail: sesMail,
      bounce: { bounceType: hard ? 'Permanent' : 'Transient', bounceSubType: hard ? 'General' : 'MailboxFull', bouncedRecipients: [{ emailAddress: address }] },
    },
  };
}

export interface MailSimulator {
  /** Waits for the events still being handled, and stops simulating. */
  stop(): Promise<void>;
}

/** Starts answering sends to the simulator addresses with events to `handler`; `log` hears a failed one. */
export function startMailSimulator(
  handler: (event: MailFeedbackEvent) => Promise<unknown>, configurationSet: string, log: (line: string) => void = console.error,
): MailSimulator {
  const pending = new Set<Promise<unknown>>();
  const original = store.saveEmail;
  const wrapped = (mail: StoredMail) => {
    original(mail);
    for (const address of [...mail.destination.to, ...mail.destination.cc, ...mail.destination.bcc]) {
      const outcome = simulatedOutcome(address);
      if (!outcome) continue;
      const delivery = Promise.resolve()
        .then(() => handler(simulatedEvent(mail, address, outcome, configurationSet)))
        .catch((e: unknown) => log(`[mail simulator] the ${outcome} event failed: ${(e as Error).message}`))
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    }
  };
  store.saveEmail = wrapped;
  return {
    async stop() {
      if (store.saveEmail === wrapped) store.saveEmail = original;
      await Promise.all([...pending]);
    },
  };
}

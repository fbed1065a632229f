/**
 * The rules of a proposal without its request and answer shapes (proposals.ts, which re-exports
 * these): the status labels, the actions a state allows, the day counts. Without zod, so the
 * proposal entity and the daily digest do not load the schemas of the cards.
 */
export const MAX_REMINDERS = 3;
/** What the other side of a proposal sees once a family deleted its profile or account. */
export const FAMILY_LEFT = 'A family that left';
/** A proposal pending this many days after it was sent or last reminded expires (the daily digest ends it). */
export const EXPIRY_DAYS = 30;
/** The daily digest lists received proposals pending longer than this. */
export const DIGEST_AFTER_DAYS = 3;
/**
 * After its proposal was revoked (by itself) or rejected, a family may not propose to the same
 * family again for this many days — until the UTC midnight after them, so the date it is told is
 * a whole day on which proposing works. The reminders of a pair (whichever proposal) never exceed
 * MAX_REMINDERS within the same span.
 */
export const COOLDOWN_DAYS = 30;
const DAY_MS = 86_400_000;

/** The first UTC midnight at or after COOLDOWN_DAYS from `iso` (ISO): when the family may act again. */
export function afterCooldown(iso: string): string {
  const end = new Date(Date.parse(iso) + COOLDOWN_DAYS * DAY_MS);
  const midnight = Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate());
  return new Date(midnight < end.getTime() ? midnight + DAY_MS : midnight).toISOString();
}

/** A UTC day as families read it: '24 December 2026'. */
export const dayName = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));


/** `expired`: pending for EXPIRY_DAYS after the last reminder (or the proposal) with no answer. */
export const responseTypes = ['pending', 'accepted', 'rejected', 'expired'] as const;
export type ResponseType = (typeof responseTypes)[number];

/** What the server stores of a proposal (and answers, with the other family's card). */
export interface ProposalState {
  responseType: ResponseType;
  revoked: boolean;
  reminder1UpdatedDate?: string;
  reminder2UpdatedDate?: string;
  reminder3UpdatedDate?: string;
}

export const remindersSent = (p: ProposalState) =>
  [p.reminder1UpdatedDate, p.reminder2UpdatedDate, p.reminder3UpdatedDate].filter(Boolean).length;

/** When the sender last acted on a proposal: its sending, or its latest reminder (ISO times sort as text). */
export const lastActivityOf = (p: ProposalState & { createdDate: string }) =>
  [p.createdDate, p.reminder1UpdatedDate, p.reminder2UpdatedDate, p.reminder3UpdatedDate].reduce<string>((a, d) => (d && d > a ? d : a), '');

/** The spec's labels: for the sender a pending proposal is waiting for a response; for the receiver it is proposed. */
export function statusLabel(p: ProposalState, side: 'sent' | 'received'): string {
  if (p.revoked) return 'Revoked';
  if (p.responseType === 'accepted') return 'Accepted';
  if (p.responseType === 'rejected') return 'Rejected';
  if (p.responseType === 'expired') return 'Expired';
  return side === 'sent' ? 'Waiting for Response' : 'Proposed';
}

const isPending = (p: ProposalState) => p.responseType === 'pending' && !p.revoked;
export const canRemind = (p: ProposalState) => isPending(p) && remindersSent(p) < MAX_REMINDERS;
/**
 * The spec: revoke is disabled when revoked, rejected (or Not Interested, which is no proposal).
 * Accepted may be withdrawn too; an expired proposal has already ended.
 */
export const canRevoke = (p: ProposalState) => !p.revoked && p.responseType !== 'rejected' && p.responseType !== 'expired';
export const canAnswer = isPending;

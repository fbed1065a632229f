/**
 * Who of a family did something, and the line the family's own pages show for it ('Proposed by
 * Meera (Mother) on 3 December 2026'). Only the acting family ever gets these: the server leaves
 * them out of whatever it sends the other family. Zod-free, so the cards' and the lists' chunks
 * carry only these few lines.
 */
import { dayName } from './proposalRules.js';

export const memberActKinds = [
  'proposed', 'reminded', 'revoked', 'accepted', 'rejected',
  'askedPhotos', 'approvedPhotos', 'declinedPhotos', 'withdrewPhotos', 'blocked', 'unblocked',
] as const;
export type MemberActKind = (typeof memberActKinds)[number];

/**
 * The acting member as recorded when they acted: their name stays on the record after they leave
 * the family (the family still sees who did it).
 */
export interface ActingMember {
  memberId: string;
  firstName: string;
  relation?: string;
  /** When (ISO). */
  at: string;
}

/** What a family's own page shows of one act: the kind, the member's name and relation, when. */
export interface MemberAct {
  act: MemberActKind;
  firstName: string;
  relation?: string;
  at: string;
}

const verbs: Record<MemberActKind, string> = {
  proposed: 'Proposed',
  reminded: 'Reminder sent',
  revoked: 'Revoked',
  accepted: 'Accepted',
  rejected: 'Rejected',
  askedPhotos: 'Photos asked for',
  approvedPhotos: 'Photo request approved',
  declinedPhotos: 'Photo request declined',
  withdrewPhotos: 'Photo approval withdrawn',
  blocked: 'Blocked',
  unblocked: 'Unblocked',
};

export const actVerb = (act: MemberActKind) => verbs[act];

/** 'Meera (Mother)', or just 'Meera' for a member without a relation. */
export const memberName = (m: Pick<MemberAct, 'firstName' | 'relation'>) => (m.relation ? `${m.firstName} (${m.relation})` : m.firstName);

/** 'Proposed by Meera (Mother) on 3 December 2026'. */
/** `day`: how the page spells a day (the site's pages one way everywhere: web/src/lib/spelledDates.ts). */
export const actLine = (a: MemberAct, day: (iso: string) => string = dayName) => `${verbs[a.act]} by ${memberName(a)} on ${day(a.at)}`;

/** The act as the family's page shows it (the member's id stays on the server). */
export const actOf = (act: MemberActKind, by: ActingMember): MemberAct =>
  ({ act, firstName: by.firstName, ...(by.relation ? { relation: by.relation } : {}), at: by.at });

const phrases: Record<MemberActKind, (whom: string) => string> = {
  proposed: (w) => `proposed to ${w}`,
  reminded: (w) => `sent a reminder to ${w}`,
  revoked: (w) => `revoked the proposal to ${w}`,
  accepted: (w) => `accepted the proposal from ${w}`,
  rejected: (w) => `rejected the proposal from ${w}`,
  askedPhotos: (w) => `asked to see all photos of ${w}`,
  approvedPhotos: (w) => `approved the photo request from ${w}`,
  declinedPhotos: (w) => `declined the photo request from ${w}`,
  withdrewPhotos: (w) => `withdrew the photo approval for ${w}`,
  blocked: (w) => `blocked ${w}`,
  unblocked: (w) => `unblocked ${w}`,
};

/** A profile the family can no longer see (deleted or hidden since), in Family Activity. */
export const NO_LONGER_SHOWN = 'a profile no longer shown';

/** Family Activity's line: 'Meera (Mother) proposed to Priya P***l'. */
export const activitySentence = (a: Pick<MemberAct, 'act' | 'firstName' | 'relation'>, whom: string | null) =>
  `${memberName(a)} ${phrases[a.act](whom ?? NO_LONGER_SHOWN)}`;

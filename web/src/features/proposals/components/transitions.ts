import { MAX_REMINDERS, remindersSent, type ProposalView } from '#shared/domain/proposals.js';

export type Transition = 'revoke' | 'remind' | 'accept' | 'reject';

/** The route of each transition, its confirmation (spec section 8) and what is said once done. */
export const transitions = {
  revoke: {
    operation: 'revokeMyProposal',
    question: 'Are you sure to revoke this proposal?',
    body: () => 'The family will see that your proposal was withdrawn.',
    confirmLabel: 'Yes, Revoke',
    danger: true,
    done: () => 'Your proposal is revoked.',
    failed: 'The proposal could not be revoked. Please try again.',
  },
  remind: {
    operation: 'remindMyProposal',
    question: 'Are you sure to send a reminder?',
    body: (p: ProposalView) => `This will be reminder ${remindersSent(p) + 1} of ${MAX_REMINDERS}.`,
    confirmLabel: 'Yes, Send Reminder',
    danger: false,
    done: (p: ProposalView) => `Your reminder is sent (${remindersSent(p)} of ${MAX_REMINDERS}).`,
    failed: 'The reminder could not be sent. Please try again.',
  },
  accept: {
    operation: 'acceptTheirProposal',
    question: 'Accept this proposal?',
    body: () => 'Your name, e-mail and phone number will be shared with this family, and you will see theirs.',
    confirmLabel: 'Yes, Accept',
    danger: false,
    done: () => 'You accepted the proposal. The family’s contact details are on its card.',
    failed: 'The proposal could not be accepted. Please try again.',
  },
  reject: {
    operation: 'rejectTheirProposal',
    question: 'Are you sure to reject this proposal?',
    body: () => 'The family will see that you declined their proposal.',
    confirmLabel: 'Yes, Reject',
    danger: true,
    done: () => 'You rejected the proposal.',
    failed: 'The proposal could not be rejected. Please try again.',
  },
} as const satisfies Record<Transition, unknown>;

import type { OwnServiceProvider } from '#shared/domain/classified.js';

/** A member's own listing's state, in words: the moderation state first, then the owner's Show in Search. */
export function listingState(p: Pick<OwnServiceProvider, 'status' | 'statusReason' | 'serviceProviderDisplayFlag' | 'approved'>): string {
  switch (p.status) {
    case 'pending':
      return p.approved ? 'Changes waiting for approval (the directory shows the approved version)' : 'Waiting for approval';
    case 'rejected':
      return `Not approved: ${p.statusReason ?? ''}`.trim();
    case 'hidden':
      return `Hidden by the volunteers: ${p.statusReason ?? ''}`.trim();
    case 'approved': {
      const shown = p.serviceProviderDisplayFlag ? 'Shown in the directory' : 'Not shown (disabled by you)';
      // A change the volunteers set aside: the approved version is the listing again, and says why.
      return p.statusReason ? `${shown}. Your last change was not approved: ${p.statusReason}` : shown;
    }
  }
}

import type { ReactNode } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { canAnswer, canRemind, canRevoke, FAMILY_LEFT, MAX_REMINDERS, remindersSent, type ProposalView } from '#shared/domain/proposals.js';
import { NO_LONGER_AVAILABLE } from '#shared/domain/search.js';
import { ActLines } from '#web/components/ActLines';
import { ProfileCard } from '#web/features/familyProfile';
import { ContactBlock } from './ContactBlock';
import type { Side } from './useProposalList';
import type { Transition } from './transitions';

/** The buttons a proposal allows its side, enabled from the shared rules (the server enforces the same). */
function ProposalActions({ item, side, busy, onAsk }: { item: ProposalView; side: Side; busy: boolean; onAsk: (t: Transition) => void }) {
  if (item.interactionType !== 'proposal') return null; // Not Interested marks have no actions.
  if (side === 'received') {
    if (!canAnswer(item)) return null;
    return (
      <>
        <Button size="small" variation="primary" isDisabled={busy} onClick={() => onAsk('accept')}>
          Accept
        </Button>
        <Button size="small" isDisabled={busy} onClick={() => onAsk('reject')}>
          Reject
        </Button>
      </>
    );
  }
  const allReminded = remindersSent(item) >= MAX_REMINDERS;
  return (
    <>
      <Button size="small" isDisabled={busy || !canRemind(item)} onClick={() => onAsk('remind')}>
        {allReminded ? 'Sent Three Reminders' : 'Send Reminder'}
      </Button>
      <Button size="small" isDisabled={busy || !canRevoke(item)} onClick={() => onAsk('revoke')}>
        Revoke
      </Button>
    </>
  );
}

/**
 * One proposal: the other family's card (View opens the modal), its status as the spec labels it,
 * the other family's contact details once accepted, and the buttons the side may use.
 */
export function ProposalCard({
  item,
  side,
  busy,
  onView,
  onAsk,
}: {
  item: ProposalView;
  side: Side;
  busy: boolean;
  onView: (candidateId: string) => void;
  onAsk: (item: ProposalView, transition: Transition) => void;
}) {
  const details: ReactNode = (
    <>
      <p className="proposal-status">
        Status: <strong>{item.status}</strong>
      </p>
      <ActLines acts={item.acts} />
      {item.contact && <ContactBlock contact={item.contact} />}
    </>
  );
  const actions = <ProposalActions item={item} side={side} busy={busy} onAsk={(t) => onAsk(item, t)} />;
  if (!item.candidateProfile) {
    // A family that deleted its profile or account is named so; a hidden profile is 'no longer available'.
    const text = item.familyLeft ? FAMILY_LEFT : NO_LONGER_AVAILABLE;
    return (
      <article className="profile-card" aria-label={text}>
        <p className="profile-card-unavailable">{text}</p>
        {details}
        <div className="profile-card-actions">{actions}</div>
      </article>
    );
  }
  return (
    <ProfileCard card={item.candidateProfile} onView={(c) => onView(c.id)} actions={actions}>
      {details}
    </ProfileCard>
  );
}

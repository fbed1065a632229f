import { useRef, useState, type ReactNode } from 'react';
import { Loader } from '@aws-amplify/ui-react';
import type { ProposalView } from '#shared/domain/proposals.js';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { Alert } from '#web/components/plainControls';
import { api, isApiError } from '#web/lib/api/client';
import { useFailureText } from '#web/lib/useFailureText';
import { CandidateDetailsModal, ProfileGrid } from '#web/features/familyProfile';
import { CandidateActions } from './CandidateActions';
import { ProposalCard } from './ProposalCard';
import { useProposalStandings } from './standing';
import { transitions, type Transition } from './transitions';
import { useProposalList, type Side } from './useProposalList';

/**
 * A proposal tab's list: loading line, cards, the one confirmation dialog and the Candidate Details
 * modal. A confirmed action sends its PATCH and the card shows the server's answer; the outcome is
 * said in the status line, which takes the focus when the pressed button went away or off.
 */
export function ProposalList({
  side,
  userId,
  candidateId,
  label,
  empty,
}: {
  side: Side;
  userId: string;
  candidateId: string;
  /** The list's accessible name. */
  label: string;
  /** What an empty list says. */
  empty: ReactNode;
}) {
  const { list, replace, reload } = useProposalList(side, userId, candidateId);
  const [asking, setAsking] = useState<{ item: ProposalView; transition: Transition } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const failureText = useFailureText();
  const standings = useProposalStandings();

  async function run(item: ProposalView, transition: Transition) {
    const t = transitions[transition];
    setAsking(null);
    setBusyId(item.id);
    setNotice(null);
    try {
      const updated = await api(t.operation, { params: { userId, interactionId: item.id } });
      replace(updated);
      // The tab's count of proposals waiting, and the other lists' cards, follow.
      standings.changed(updated);
      setNotice({ text: t.done(updated), error: false });
    } catch (e) {
      const text = failureText(e, t.failed);
      if (text) setNotice({ text, error: true });
      // Refused as already moved on (three reminders sent, already answered): the card catches up.
      if (isApiError(e) && e.status === 409) reload();
    } finally {
      setBusyId(null);
      // The card's buttons were disabled while waiting, which drops the focus: it goes to the outcome.
      noticeRef.current?.focus();
    }
  }

  if (list.status === 'loading') {
    return (
      <p className="matched-loading" role="status">
        <Loader aria-hidden="true" /> Loading your proposals…
      </p>
    );
  }
  if (list.status === 'failed') {
    return (
      <Alert>
        <p>{list.message}</p>
      </Alert>
    );
  }

  const asked = asking && transitions[asking.transition];
  const viewedCard = list.items.find((p) => p.candidateProfile?.id === viewing)?.candidateProfile;
  return (
    <>
      {/* Both live regions are there from the start, so a change of their text is read out. */}
      <div ref={noticeRef} tabIndex={-1} className="proposal-notice">
        <p role="status" className="cand-note">
          {notice && !notice.error ? notice.text : ''}
        </p>
        <p role="alert" className="save-message save-message--error">
          {notice?.error ? notice.text : ''}
        </p>
      </div>
      {list.items.length === 0 ? (
        empty
      ) : (
        <ProfileGrid columns="search" label={label}>
          {list.items.map((item) => (
            <ProposalCard
              key={item.id}
              item={item}
              side={side}
              busy={busyId === item.id}
              onView={setViewing}
              onAsk={(p, transition) => setAsking({ item: p, transition })}
            />
          ))}
        </ProfileGrid>
      )}
      <CandidateDetailsModal
        candidateId={viewing}
        onClose={() => setViewing(null)}
        actions={
          viewing && (
            <CandidateActions
              userProfileId={userId}
              ownCandidateId={candidateId}
              candidateId={viewing}
              saved={viewedCard?.saved ?? false}
              onBlocked={() => setViewing(null)}
            />
          )
        }
      />
      <ConfirmDialog
        open={asking !== null}
        title={asked?.question ?? ''}
        confirmLabel={asked?.confirmLabel}
        danger={asked?.danger}
        onConfirm={() => asking && void run(asking.item, asking.transition)}
        onCancel={() => setAsking(null)}
      >
        <p>{asking && asked ? asked.body(asking.item) : ''}</p>
      </ConfirmDialog>
    </>
  );
}

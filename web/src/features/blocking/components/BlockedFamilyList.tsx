import { useEffect, useRef, useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { blockTexts, type BlockedFamily } from '#shared/domain/blocks.js';
import { ActLines } from '#web/components/ActLines';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { api } from '#web/lib/api/client';
import { useFailureText } from '#web/lib/useFailureText';
import { spelledDay } from '#web/lib/spelledDates';

/** What every member could see of the family: age, city and country, whichever are known. */
const placeOf = (family: BlockedFamily) =>
  [family.age === null ? '' : `${family.age} years`, family.city, family.country].filter(Boolean).join(', ');

/**
 * The families the member blocked, each with Unblock behind a confirmation. An unblocked family's
 * row leaves and the live region (rendered from the start) says so; focus moves to it, since the
 * row and its button are gone. A refusal shows the server's own message as an alert.
 */
export function BlockedFamilyList({ userId, initial }: { userId: string; initial: BlockedFamily[] }) {
  const [items, setItems] = useState(initial);
  const [asking, setAsking] = useState<BlockedFamily | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [unblocked, setUnblocked] = useState(0);
  const [refused, setRefused] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const failureText = useFailureText();

  // After the confirmation <dialog> has closed (its own effect runs first), so focus is not lost to it.
  useEffect(() => {
    if (unblocked > 0) noticeRef.current?.focus();
  }, [unblocked]);

  async function unblock(family: BlockedFamily) {
    setAsking(null);
    setBusy(family.candidateId);
    setRefused('');
    try {
      await api('unblockFamily', { params: { userId, candidateId: family.candidateId } });
      setItems((list) => list.filter((f) => f.candidateId !== family.candidateId));
      setUnblocked((n) => n + 1);
    } catch (e) {
      const text = failureText(e, 'The family could not be unblocked. Please try again.');
      if (text) setRefused(text);
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <p ref={noticeRef} tabIndex={-1} role="status" className="block-notice">
        {unblocked > 0 ? blockTexts.unblocked : ''}
      </p>
      <p role="alert" className="save-message save-message--error">
        {refused}
      </p>
      {items.length === 0 ? (
        <p>{blockTexts.empty}</p>
      ) : (
        <ul className="blocked-list" aria-label={blockTexts.listTitle}>
          {items.map((family) => (
            <li key={family.candidateId} className="blocked-family">
              <div>
                <p className="blocked-family-name">{family.firstName}</p>
                <p>{placeOf(family)}</p>
                {family.acts?.length ? (
                  <ActLines acts={family.acts} className="cand-note" />
                ) : (
                  <p className="cand-note">Blocked on {spelledDay(family.blockedDate)}</p>
                )}
              </div>
              <Button
                size="small"
                // Several Unblock buttons on the page: each names whose block it lifts.
                aria-label={`${blockTexts.unblock} ${family.firstName}`}
                isDisabled={busy === family.candidateId}
                aria-busy={busy === family.candidateId || undefined}
                onClick={() => setAsking(family)}
              >
                {blockTexts.unblock}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? `${blockTexts.unblock} ${asking.firstName}?` : `${blockTexts.unblock}?`}
        confirmLabel={blockTexts.unblock}
        onConfirm={() => asking && void unblock(asking)}
        onCancel={() => setAsking(null)}
      >
        <p>{blockTexts.unblockConfirm}</p>
      </ConfirmDialog>
    </>
  );
}

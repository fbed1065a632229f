import { useState } from 'react';
import { blockTexts } from '#shared/domain/blockTexts.js';
import { ConfirmedActionButton } from '#web/components/ConfirmedActionButton';
import { api } from '#web/lib/api/lazyClient';
import { useConfirmedAction } from '#web/lib/useConfirmedAction';

/**
 * 'Block this family': after the confirmation, blocks the other family and turns into a disabled
 * 'Blocked'. Outlined in the error colour and small, so it reads as a serious choice without
 * competing with Propose beside it. The outcome is read out in a live region rendered from the
 * start; a refusal shows the server's own message as an alert.
 */
export function BlockButton({
  userProfileId,
  fromCandidateId,
  toCandidateId,
  onBlocked,
}: {
  userProfileId: string;
  /** The member's own candidate profile. */
  fromCandidateId: string;
  /** The other family's candidate profile. */
  toCandidateId: string;
  /** Told once the server kept the block: the place showing the family removes it (and this button with it). */
  onBlocked?: (toCandidateId: string) => void;
}) {
  const [blocked, setBlocked] = useState(false);
  const action = useConfirmedAction(() => 'The family could not be blocked. Please try again.');

  const block = () =>
    action.run(
      () => api('blockFamily', { body: { userProfileId, fromCandidateId, toCandidateId } }),
      () => {
        setBlocked(true);
        onBlocked?.(toCandidateId);
      },
    );

  return (
    <ConfirmedActionButton
      label={blockTexts.button}
      done={blocked}
      doneLabel="Blocked"
      status={blocked ? blockTexts.blocked : ''}
      action={action}
      onConfirm={() => void block()}
      look={{ colorTheme: 'error' }}
      className="save-button block-button"
      question={{ title: blockTexts.confirmTitle, confirmLabel: blockTexts.confirmYes, danger: true, body: <p>{blockTexts.confirm}</p> }}
    />
  );
}

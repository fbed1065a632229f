import { useEffect, useState } from 'react';
import { ConfirmedActionButton } from '#web/components/ConfirmedActionButton';
import { api, isApiError } from '#web/lib/api/lazyClient';
import { useConfirmedAction } from '#web/lib/useConfirmedAction';

/** The spec asks for a confirmation that names what is shared with the other family. */
export const PROPOSE_QUESTION = 'Send a proposal?';
export const PROPOSE_SHARES = 'Your name, e-mail and phone number will be shared with this family if they accept.';
export const PROPOSAL_SENT = 'Your proposal is sent.';

/**
 * 'Propose': after the confirmation, sends the member's candidate's proposal to another family and
 * turns into a disabled 'Proposed'. The outcome is read out in a live region rendered from the
 * start; a refusal (409: a live proposal between the two families already exists, or the 30 days
 * after a revoke or a rejection have not passed — the message names the day; 403: the view gate,
 * 429: the daily limit) shows the server's own message as an alert.
 */
export function ProposeButton({
  userProfileId,
  fromCandidateId,
  toCandidateId,
  proposed = false,
  onProposed,
  onAlreadyBetween,
}: {
  userProfileId: string;
  fromCandidateId: string;
  toCandidateId: string;
  /** Already proposed from another view of the same profile (its card or the modal). */
  proposed?: boolean;
  /** Told once the server kept the proposal (e.g. the saved list then removes the profile). */
  onProposed?: (toCandidateId: string) => void;
  /** Told when the server refuses it as a proposal already between the families (the card's lists are out of date). */
  onAlreadyBetween?: () => void;
}) {
  const [isProposed, setProposed] = useState(proposed);
  const [sent, setSent] = useState('');
  // A refusal's message says what to do instead (e.g. answer the other family's proposal).
  const action = useConfirmedAction((e) =>
    isApiError(e) && e.status === 409 ? 'A proposal between your families already exists.' : 'The proposal could not be sent. Please try again.',
  );

  useEffect(() => {
    if (proposed) setProposed(true);
  }, [proposed]);

  const propose = () => {
    setSent('');
    return action.run(
      () =>
        api('saveUserInteraction', { body: { userProfileId, fromCandidateId, toCandidateId, interactionType: 'proposal' } }).catch((e: unknown) => {
          if (isApiError(e) && e.status === 409) onAlreadyBetween?.();
          throw e;
        }),
      () => {
        setProposed(true);
        setSent(PROPOSAL_SENT);
        onProposed?.(toCandidateId);
      },
    );
  };

  return (
    <ConfirmedActionButton
      label="Propose"
      done={isProposed}
      doneLabel="Proposed"
      status={sent}
      action={action}
      onConfirm={() => void propose()}
      look={isProposed ? undefined : { variation: 'primary' }}
      question={{ title: PROPOSE_QUESTION, confirmLabel: 'Yes, Propose', body: <p>{PROPOSE_SHARES}</p> }}
    />
  );
}

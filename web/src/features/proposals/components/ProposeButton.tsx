import { useEffect, useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { api, isApiError } from '../../../lib/api/client';
import { useFailureText } from '../../discovery';

/** The spec asks for a confirmation that names what is shared with the other family. */
export const PROPOSE_QUESTION = 'Send a proposal?';
export const PROPOSE_SHARES = 'Your name, e-mail and phone number will be shared with this family if they accept.';
export const PROPOSAL_SENT = 'Your proposal is sent.';

/**
 * 'Propose': after the confirmation, sends the member's candidate's proposal to another family and
 * turns into a disabled 'Proposed'. The outcome is read out in a live region rendered from the
 * start; a refusal (409: a live proposal between the two families already exists, 403: the view
 * gate, 429: the daily limit) shows the server's own message as an alert.
 */
export function ProposeButton({
  userProfileId,
  fromCandidateId,
  toCandidateId,
  proposed = false,
  onProposed,
}: {
  userProfileId: string;
  fromCandidateId: string;
  toCandidateId: string;
  /** Already proposed from another view of the same profile (its card or the modal). */
  proposed?: boolean;
  /** Told once the server kept the proposal (e.g. the saved list then removes the profile). */
  onProposed?: (toCandidateId: string) => void;
}) {
  const [isProposed, setProposed] = useState(proposed);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState('');
  const [refused, setRefused] = useState('');
  const failureText = useFailureText();

  useEffect(() => {
    if (proposed) setProposed(true);
  }, [proposed]);

  async function propose() {
    setAsking(false);
    setBusy(true);
    setSent('');
    setRefused('');
    try {
      await api('saveUserInteraction', {
        body: { userProfileId, fromCandidateId, toCandidateId, interactionType: 'proposal' },
      });
      setProposed(true);
      setSent(PROPOSAL_SENT);
      onProposed?.(toCandidateId);
    } catch (e) {
      // A refusal's message says what to do instead (e.g. answer the other family's proposal).
      const fallback = isApiError(e) && e.status === 409 ? 'A proposal between your families already exists.' : 'The proposal could not be sent. Please try again.';
      const text = failureText(e, fallback);
      if (text) setRefused(text);
    } finally {
      setBusy(false);
    }
  }

  // A <div>, not a <span>: it holds the confirmation <dialog>.
  return (
    <div className="save-button">
      <Button
        size="small"
        variation={isProposed ? undefined : 'primary'}
        isDisabled={isProposed || busy}
        aria-busy={busy || undefined}
        onClick={() => setAsking(true)}
      >
        {isProposed ? 'Proposed' : 'Propose'}
      </Button>
      <span role="status" className="save-message">
        {sent}
      </span>
      <span role="alert" className="save-message save-message--error">
        {refused}
      </span>
      <ConfirmDialog
        open={asking}
        title={PROPOSE_QUESTION}
        confirmLabel="Yes, Propose"
        onConfirm={() => void propose()}
        onCancel={() => setAsking(false)}
      >
        <p>{PROPOSE_SHARES}</p>
      </ConfirmDialog>
    </div>
  );
}

import { useEffect, useState } from 'react';
import { Button } from '#web/components/plainControls';
import { api } from '#web/lib/api/lazyClient';
import { useFailureText } from '#web/lib/useFailureText';

/**
 * 'Save To My List': saves the profile to the member's list and turns into a disabled 'Saved'. The
 * server's answer ('added' or 'already in your list') is read out in a polite live region, which
 * is rendered from the start so screen readers announce its change. 'Saved' (and the wait before
 * it) is aria-disabled rather than disabled: a disabled button loses the focus, and the member
 * pressing it stays where they were, on the button now saying Saved.
 */
export function SaveButton({
  candidateId,
  saved,
  userProfileId,
  onSaved,
}: {
  candidateId: string;
  saved: boolean;
  userProfileId: string;
  /** Told once the server kept it (a list shows the same profile elsewhere as Saved too). */
  onSaved?: (candidateId: string) => void;
}) {
  const [isSaved, setSaved] = useState(saved);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [failed, setFailed] = useState(false);
  const failureText = useFailureText();

  useEffect(() => {
    if (saved) setSaved(true);
  }, [saved]);

  async function save() {
    if (isSaved || busy) return;
    setBusy(true);
    setFailed(false);
    setMessage('');
    try {
      const result = await api('saveUserSavedProfile', { body: { userProfileId, candidateId } });
      setSaved(true);
      setMessage(result.message);
      onSaved?.(candidateId);
    } catch (e) {
      const text = failureText(e, 'The profile could not be saved. Please try again.');
      if (text) {
        setFailed(true);
        setMessage(text);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="save-button">
      {/* Outlined: where it stands beside Propose, Propose is the one main action. */}
      <Button
        size="small"
        className={isSaved || busy ? 'amplify-button--disabled' : undefined}
        aria-disabled={isSaved || busy || undefined}
        aria-busy={busy || undefined}
        onClick={() => void save()}
      >
        {isSaved ? 'Saved' : 'Save To My List'}
      </Button>
      <span role="status" className={`save-message${failed ? ' save-message--error' : ''}`}>
        {message}
      </span>
    </span>
  );
}

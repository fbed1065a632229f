import { useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/plainControls';
import type { PhotoRequestShown } from '#shared/domain/photoAccess.js';
import { photoAccessTexts } from '#shared/texts.js';
import { api } from '#web/lib/api/lazyClient';
import { useFailureText } from '#web/lib/useFailureText';

/**
 * 'Request Photos', where a family holds photos back from the member: asks the family once and
 * turns into a disabled 'Requested'. A request the family declined (or an approval it withdrew)
 * says only 'not now'. The server's answer is read out in a polite live region, and focus moves to
 * it: the clicked button is disabled meanwhile, and focus would otherwise drop to the page's body.
 */
export function RequestPhotosButton({ candidateId, request }: { candidateId: string; request: PhotoRequestShown | null | undefined }) {
  const [state, setState] = useState(request ?? null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const failureText = useFailureText();
  const statusRef = useRef<HTMLSpanElement>(null);
  const [answered, setAnswered] = useState(0);
  useEffect(() => {
    if (answered) statusRef.current?.focus();
  }, [answered]);

  async function ask() {
    setBusy(true);
    setMessage('');
    try {
      const result = await api('requestPhotos', { body: { candidateId } });
      setState(result.photoRequest);
      setMessage(result.message);
    } catch (e) {
      const text = failureText(e, 'The request could not be sent. Please try again.');
      if (text) setMessage(text);
    } finally {
      setBusy(false);
      setAnswered((n) => n + 1);
    }
  }

  return (
    <span className="request-photos">
      {state === 'notNow' ? (
        <span className="request-photos-state">{`${photoAccessTexts.onRequest}: ${photoAccessTexts.notNow}`}</span>
      ) : (
        <Button size="small" isDisabled={state === 'requested' || busy} aria-busy={busy || undefined} onClick={() => void ask()}>
          {state === 'requested' ? photoAccessTexts.requested : photoAccessTexts.requestPhotos}
        </Button>
      )}
      <span role="status" className="save-message" tabIndex={-1} ref={statusRef}>
        {message}
      </span>
    </span>
  );
}

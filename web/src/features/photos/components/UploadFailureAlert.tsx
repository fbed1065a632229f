import { useEffect, useRef } from 'react';
import { Alert } from '#web/components/forms';
import type { UploadFailure } from '#web/features/photos/upload/usePhotoUpload';

/**
 * The spec's photo failure text, then the reasons (the server's or the browser's), one a line. It
 * takes the focus when it shows: the Upload button, disabled while it worked, has lost it.
 */
export function UploadFailureAlert({ failure }: { failure: UploadFailure }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [failure]);
  return (
    <div ref={box} tabIndex={-1}>
      <Alert kind="error">
        <p>{failure.message}</p>
        {failure.reasons.map((m) => (
          <p key={m}>{m}</p>
        ))}
      </Alert>
    </div>
  );
}

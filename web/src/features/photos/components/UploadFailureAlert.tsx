import { Alert } from '#web/components/forms';
import type { UploadFailure } from '#web/features/photos/upload/usePhotoUpload';

/** The spec's photo failure text, then the reasons (the server's or the browser's), one a line. */
export function UploadFailureAlert({ failure }: { failure: UploadFailure }) {
  return (
    <Alert kind="error">
      <p>{failure.message}</p>
      {failure.reasons.map((m) => (
        <p key={m}>{m}</p>
      ))}
    </Alert>
  );
}

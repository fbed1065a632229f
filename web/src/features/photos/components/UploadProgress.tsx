import type { UploadPhase } from '#web/features/photos/upload/usePhotoUpload';

const phaseText: Record<UploadPhase, string> = {
  idle: '',
  preparing: 'Preparing the photo…',
  uploading: 'Uploading the photo…',
  confirming: 'Checking the photo…',
};

/**
 * An upload's progress bar (fed by the upload's real progress events) and what it is doing now.
 * The status line is always in the page, empty while idle, so screen readers announce each phase.
 */
export function UploadProgress({ phase, percent }: { phase: UploadPhase; percent: number }) {
  return (
    <>
      {phase !== 'idle' && (
        <div className="upload-progress">
          <progress max="100" value={percent} aria-label="Upload progress" />
          <span className="upload-percent">{percent}%</span>
        </div>
      )}
      <p role="status" className="upload-status">
        {phaseText[phase]}
      </p>
    </>
  );
}

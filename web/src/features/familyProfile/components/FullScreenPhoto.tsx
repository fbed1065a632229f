import { useEffect, useRef } from 'react';
import type { Photo } from '#shared/domain/candidate.js';
import { Button } from '#web/components/plainControls';
import { useSwipe } from './useSwipe';

/**
 * One photo filling the screen, inside the app (a native modal <dialog> over Candidate Details):
 * Previous and Next (and a swipe, and the arrow keys) move through the photos, Escape and Close go
 * back to the details, the focus with them (on the photo that opened it).
 */
export function FullScreenPhoto({
  photos,
  index,
  name,
  onMove,
  onClose,
}: {
  photos: readonly Photo[];
  /** The photo shown; null keeps the viewer closed. */
  index: number | null;
  name: string;
  onMove: (step: 1 | -1) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const swipe = useSwipe(onMove);
  const open = index !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // Close first: the one key a viewer needs, and Enter on it goes back.
      dialog.querySelector<HTMLButtonElement>('.photo-viewer-close')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const photo = index === null ? undefined : photos[index];
  const label = index === null ? '' : `${name}, photo ${index + 1} of ${photos.length}`;
  return (
    <dialog
      ref={ref}
      className="photo-viewer"
      aria-label={label || 'Photo'}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={(e) => {
        // The viewer's own keys stop here: Escape must not close Candidate Details behind it too.
        if (e.key === 'Escape') onClose();
        else if (e.key === 'ArrowRight' && photos.length > 1) onMove(1);
        else if (e.key === 'ArrowLeft' && photos.length > 1) onMove(-1);
        else return;
        e.preventDefault();
        e.stopPropagation();
      }}
    >
      {photo && (
        <>
          <div className="photo-viewer-stage" {...swipe.handlers}>
            <img src={photo.fileURL} alt={label} />
          </div>
          <div className="photo-viewer-bar">
            {photos.length > 1 && (
              <Button aria-label="Previous photo" onClick={() => onMove(-1)}>
                <span aria-hidden="true">‹</span>
              </Button>
            )}
            <span className="photo-viewer-count">
              {index! + 1} of {photos.length}
            </span>
            {photos.length > 1 && (
              <Button aria-label="Next photo" onClick={() => onMove(1)}>
                <span aria-hidden="true">›</span>
              </Button>
            )}
            <Button variation="primary" className="photo-viewer-close" onClick={onClose}>
              Close
            </Button>
          </div>
        </>
      )}
    </dialog>
  );
}

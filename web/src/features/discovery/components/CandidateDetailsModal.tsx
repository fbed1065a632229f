import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Button, Loader } from '@aws-amplify/ui-react';
import type { CandidateProfileView } from '#shared/domain/candidate.js';
import { Actions, Alert } from '../../../components/forms';
import { api } from '../../../lib/api/client';
import { PhotoStrip, ProfileDetails } from '../../candidate';
import { useFailureText } from '../useFailureText';

type Loaded =
  | { state: 'loading' }
  | { state: 'shown'; profile: CandidateProfileView }
  | { state: 'failed'; message: string };

/**
 * The spec's 'Candidate Details' modal: another family's profile as the member may see it (the
 * server shapes it: masked, photos as short-lived signed URLs at the list width 60). A native
 * <dialog> opened with showModal traps focus and makes the page behind it inert; Escape, the Close
 * button and a click on the backdrop close it. Focus goes to its title on opening and back to what
 * opened it (the card's View button) on closing.
 */
export function CandidateDetailsModal({
  candidateId,
  onClose,
  extra,
  actions,
}: {
  /** The profile to show; null keeps the modal closed. */
  candidateId: string | null;
  onClose: () => void;
  /** Shown under the profile's name (e.g. which expectations it meets). */
  extra?: ReactNode;
  /** Buttons beside Close (e.g. Save To My List). */
  actions?: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const failureText = useFailureText();
  const open = candidateId !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      titleRef.current?.focus();
    }
    if (!open && dialog.open) {
      dialog.close();
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    }
  }, [open]);

  // Closing when the page goes away (e.g. a navigation) still hands focus back.
  useEffect(() => () => opener.current?.focus(), []);

  useEffect(() => {
    if (!candidateId) return;
    const controller = new AbortController();
    setLoaded({ state: 'loading' });
    api('getCandidateProfile', { params: { candidateId }, signal: controller.signal })
      .then((profile) => setLoaded({ state: 'shown', profile }))
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        const message = failureText(e, 'The profile could not be loaded. Please try again.');
        if (message) setLoaded({ state: 'failed', message });
      });
    return () => controller.abort();
  }, [candidateId, failureText]);

  // A click whose target is the <dialog> itself landed on the backdrop: the content fills the box.
  const onBackdrop = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget) onClose();
  };

  return (
    <dialog
      ref={ref}
      className="dialog candidate-modal"
      aria-labelledby={titleId}
      onClick={onBackdrop}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={(e) => {
        // Browsers turn Escape into 'cancel' themselves; this covers those (and test DOMs) that do not.
        if (e.key === 'Escape') {
          e.preventDefault();
          onClose();
        }
      }}
    >
      {open && (
        <div className="candidate-modal-body">
          <h2 id={titleId} ref={titleRef} tabIndex={-1} className="candidate-modal-title">
            Candidate Details
          </h2>
          {loaded.state === 'loading' && (
            <p className="candidate-modal-loading" role="status">
              <Loader aria-hidden="true" /> Loading the profile…
            </p>
          )}
          {loaded.state === 'failed' && (
            <Alert>
              <p>{loaded.message}</p>
            </Alert>
          )}
          {loaded.state === 'shown' && (
            <>
              {extra}
              <ProfileDetails profile={loaded.profile} truncate />
              <PhotoStrip
                photos={loaded.profile.photos}
                width={60}
                title="Shared Photos"
                name={loaded.profile.firstName}
                empty="No photos are shared yet."
              />
            </>
          )}
          <Actions justify="flex-end">
            {loaded.state === 'shown' && actions}
            <Button onClick={onClose}>Close</Button>
          </Actions>
        </div>
      )}
    </dialog>
  );
}

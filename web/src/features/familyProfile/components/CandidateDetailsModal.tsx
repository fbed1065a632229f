import { useEffect, useState, type ReactNode } from 'react';
import type { CandidateProfileView } from '#shared/domain/candidate.js';
import { photoAccessTexts } from '#shared/texts.js';
import { Alert, Loader } from '#web/components/plainControls';
import { Modal } from '#web/components/Modal';
import { api } from '#web/lib/api/lazyClient';
import { useFailureText } from '#web/lib/useFailureText';
import { PhotoStrip, ProfileDetails } from '#web/features/candidate';
import { RequestPhotosButton } from './RequestPhotosButton';
import { canPrintBiodata, PrintBiodataLink } from '#web/features/biodata';

type Loaded =
  | { state: 'loading' }
  | { state: 'shown'; profile: CandidateProfileView }
  | { state: 'failed'; message: string };

/**
 * The spec's 'Candidate Details' modal: another family's profile as the member may see it (the
 * server shapes it: masked, photos as short-lived signed URLs at the list width 60), in the one
 * details Modal (focus, Escape, backdrop and Close as every details box).
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
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const failureText = useFailureText();

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

  return (
    <Modal
      open={candidateId !== null}
      title="Candidate Details"
      onClose={onClose}
      className="candidate-modal"
      actions={loaded.state === 'shown' ? actions : undefined}
    >
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
          {/* Once the two families said yes, the other's biodata can be printed. */}
          {canPrintBiodata(loaded.profile) && (
            <p className="candidate-modal-biodata">
              <PrintBiodataLink profile={loaded.profile} />
            </p>
          )}
          <ProfileDetails profile={loaded.profile} truncate />
          <PhotoStrip
            photos={loaded.profile.photos}
            width={60}
            title="Shared Photos"
            name={loaded.profile.firstName}
            empty={loaded.profile.photosHeldBack ? photoAccessTexts.onRequest : 'No photos are shared yet.'}
          />
          {loaded.profile.photosHeldBack && <RequestPhotosButton candidateId={loaded.profile.id} request={loaded.profile.photoRequest} />}
        </>
      )}
    </Modal>
  );
}

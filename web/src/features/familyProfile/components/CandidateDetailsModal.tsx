import { useEffect, useState, type ReactNode } from 'react';
import type { CandidateProfileView } from '#shared/domain/candidate.js';
import { photoAccessTexts } from '#shared/texts.js';
import { Alert, Button, Loader } from '#web/components/plainControls';
import { Modal } from '#web/components/Modal';
import { api } from '#web/lib/api/lazyClient';
import { useFailureText } from '#web/lib/useFailureText';
import { ProfileDetails } from '#web/features/candidate';
import { FitDetails } from './FitDetails';
import { ProfilePhotos } from './ProfilePhotos';
import { RequestPhotosButton } from './RequestPhotosButton';
import { canPrintBiodata, PrintBiodataLink } from '#web/features/biodata';

type Loaded =
  | { state: 'loading' }
  | { state: 'shown'; profile: CandidateProfileView }
  | { state: 'failed'; message: string };

/** What names a profile's dialog and heads it: 'Kavya, 27, Toronto'. */
export const profileTitle = (p: Pick<CandidateProfileView, 'firstName' | 'age' | 'city'>) =>
  [p.firstName, String(p.age), p.city].filter(Boolean).join(', ');

/**
 * The spec's 'Candidate Details' modal: another family's profile as the member may see it (the
 * server shapes it: masked, photos as short-lived signed URLs), in the one details Modal (focus,
 * Escape, backdrop as every details box). It opens on the photo, large, with the name, age, city
 * and work beside it (below it on a phone); the dialog is named after the profile. The actions
 * (composed once by the lists: Save, Propose, More) and Close sit in a bar kept in view.
 */
export function CandidateDetailsModal({
  candidateId,
  onClose,
  actions,
}: {
  /** The profile to show; null keeps the modal closed. */
  candidateId: string | null;
  onClose: () => void;
  /** The action bar's buttons before Close (Save To My List, Propose, More). */
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

  const profile = loaded.state === 'shown' ? loaded.profile : null;
  const place = profile ? [profile.city, profile.state, profile.country].filter(Boolean).join(', ') : '';
  return (
    <Modal
      open={candidateId !== null}
      title={profile ? profileTitle(profile) : 'Candidate Details'}
      onClose={onClose}
      className="candidate-modal"
      header={(heading) =>
        profile ? (
          <div className="candidate-hero">
            <ProfilePhotos
              key={profile.id}
              photos={profile.photos}
              name={profile.firstName}
              empty={profile.photosHeldBack ? photoAccessTexts.onRequest : 'No photos are shared yet.'}
            />
            <div className="candidate-hero-summary">
              <p className="candidate-hero-kicker">Candidate Details</p>
              {heading}
              <p className="candidate-hero-work">{profile.profession}</p>
              <p>
                {profile.height} · {place}
              </p>
              {profile.photosHeldBack && <RequestPhotosButton candidateId={profile.id} request={profile.photoRequest} />}
            </div>
          </div>
        ) : (
          heading
        )
      }
      footer={
        <div className="candidate-action-bar">
          {profile && actions}
          <Button onClick={onClose}>Close</Button>
        </div>
      }
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
      {profile && (
        <>
          {/* Which of the family's expectations the profile meets, and of theirs the family's candidate: the server's account. */}
          {profile.fit && <FitDetails id={profile.id} firstName={profile.firstName} fit={profile.fit} />}
          {/* Once the two families said yes, the other's biodata can be printed. */}
          {canPrintBiodata(profile) && (
            <p className="candidate-modal-biodata">
              <PrintBiodataLink profile={profile} />
            </p>
          )}
          <ProfileDetails profile={profile} truncate />
        </>
      )}
    </Modal>
  );
}

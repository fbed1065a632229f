/**
 * /new/candProfileConfirm?candidateId=…: the new profile is saved, and what became of the photo
 * chosen on the form — uploaded, or not (the spec's failure text, the reasons, and Upload Photos,
 * where the chosen file waits preselected).
 */
import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { Actions, Alert, ButtonLink } from '#web/components/forms';
import { requireSession } from '#web/lib/auth';
import { paths } from '#web/lib/paths';
import { peekPendingPhoto, UploadFailureAlert, type UploadFailure } from '#web/features/photos';

/**
 * What the new-profile form hands over with the navigation (history state, so a reload keeps it):
 * why the photo upload failed, when it did.
 */
export interface ProfileSavedState {
  photoFailure?: UploadFailure;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSession(request);
  const candidateId = session.candidateId ?? new URL(request.url).searchParams.get('candidateId');
  return { candidateId, hasPhoto: session.candidateProfilePhotoFlag, pendingName: peekPendingPhoto()?.name ?? null };
}

export function Component() {
  const { candidateId, hasPhoto, pendingName } = useLoaderData<typeof loader>();
  const { photoFailure } = (useLocation().state ?? {}) as ProfileSavedState;
  // A photo uploaded since (e.g. on the upload page, then Back) outranks an old failure.
  const failure = hasPhoto ? undefined : photoFailure;
  return (
    <section className="page page-narrow">
      <h1>Candidate Profile Saved</h1>
      <Alert kind="success">
        <p>Your candidate profile is saved successfully!</p>
        {hasPhoto && <p>Your photo is uploaded successfully!</p>}
      </Alert>
      {failure && <UploadFailureAlert failure={failure} />}
      {!hasPhoto && (
        <p>
          {failure ? 'Your candidate profile is saved without a photo. ' : ''}
          Please upload at least one photo of the candidate. Until a photo is uploaded you cannot see other profiles.
        </p>
      )}
      {!hasPhoto && pendingName && (
        <p>
          The photo you chose, <strong>{pendingName}</strong>, is ready on the Upload Photos page.
        </p>
      )}
      <Actions>
        {!hasPhoto && candidateId && <ButtonLink to={paths.uploadPhotos(candidateId)}>Upload Photos</ButtonLink>}
        <ButtonLink to={paths.dashboard} variant={hasPhoto ? 'primary' : 'secondary'}>
          Go to My Dashboard
        </ButtonLink>
        {hasPhoto && candidateId && (
          <>
            <ButtonLink to={paths.uploadPhotos(candidateId)} variant="secondary">
              Upload Another Photo
            </ButtonLink>
            <ButtonLink to={paths.photos(candidateId)} variant="secondary">
              Manage Photos
            </ButtonLink>
          </>
        )}
      </Actions>
    </section>
  );
}

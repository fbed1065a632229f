import { useCallback, useState, type FormEvent } from 'react';
import { Button, Loader } from '@aws-amplify/ui-react';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { PHOTO_MAX_COUNT, photoTexts } from '#shared/domain/candidate.js';
import { Actions, Alert, ButtonLink } from '#web/components/forms';
import { api } from '#web/lib/api/client';
import { requireSession } from '#web/lib/auth';
import { paths } from '#web/lib/paths';
import { PhotoFileField } from '#web/features/photos/components/PhotoFileField';
import { PhotoGallery } from '#web/features/photos/components/PhotoGallery';
import { UploadFailureAlert } from '#web/features/photos/components/UploadFailureAlert';
import { UploadProgress } from '#web/features/photos/components/UploadProgress';
import { takePendingPhoto } from '#web/features/photos/pendingPhoto';
import { chosenPhotoProblems } from '#web/features/photos/upload/phonePhoto';
import { recordPhotoKept } from '#web/features/photos/upload/recordPhotoKept';
import { usePhotoUpload } from '#web/features/photos/upload/usePhotoUpload';

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireSession(request);
  const candidateId = params.candidateId ?? '';
  const { items } = await api('getPhotos', { params: { candidateId }, request });
  // A photo chosen on the new-profile form whose upload failed (or was left) is preselected here (once).
  return { candidateId, photos: items, pending: takePendingPhoto() ?? null };
}

export function Component() {
  const { candidateId, photos, pending } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(pending);
  // Only a file that is no image is refused here: its name and size are fixed on upload.
  const errors = file ? chosenPhotoProblems(file) : [];
  const onDone = useCallback(async () => {
    await recordPhotoKept();
    await navigate(paths.photoUploaded(candidateId));
  }, [candidateId, navigate]);
  const { phase, percent, failure, upload, clearFailure, busy } = usePhotoUpload(candidateId, { onDone });
  const full = photos.length >= PHOTO_MAX_COUNT;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (file && errors.length === 0 && !busy) void upload(file);
  };

  return (
    <section className="page">
      <h1>Upload Photos</h1>
      {full ? (
        <Alert kind="info">{`${photoTexts.tooMany} Delete a photo to upload another.`}</Alert>
      ) : (
        <form className="form upload-form" onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
          {failure && <UploadFailureAlert failure={failure} />}
          <PhotoFileField
            file={file}
            errors={errors}
            disabled={busy}
            onChange={(chosen) => {
              setFile(chosen);
              clearFailure();
            }}
          />
          <UploadProgress phase={phase} percent={percent} />
          <Actions>
            <Button
              type="submit"
              variation="primary"
              isDisabled={!file || errors.length > 0 || busy}
              aria-busy={busy || undefined}
              gap="0.5rem"
            >
              {busy && <Loader aria-hidden="true" />}
              Upload
            </Button>
          </Actions>
        </form>
      )}
      <h2>My Photos</h2>
      <PhotoGallery photos={photos} width={200} label="Uploaded photos" />
      <Actions>
        <ButtonLink to={paths.photos(candidateId)} variant="secondary">
          Back
        </ButtonLink>
      </Actions>
    </section>
  );
}

import { useCallback, useState, type FormEvent } from 'react';
import { Button, Loader } from '@aws-amplify/ui-react';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { PHOTO_MAX_COUNT, photoFileProblems, photoTexts } from '#shared/domain/candidate.js';
import { Actions, Alert, ButtonLink } from '../../../components/forms';
import { api } from '../../../lib/api/client';
import { requireSession } from '../../../lib/auth';
import { paths } from '../../../lib/paths';
import { refreshSession } from '../../../lib/refreshSession';
import { PhotoFileField } from '../components/PhotoFileField';
import { PhotoGallery } from '../components/PhotoGallery';
import { takePendingPhoto } from '../pendingPhoto';
import { usePhotoUpload, type UploadPhase } from '../upload/usePhotoUpload';

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireSession(request);
  const candidateId = params.candidateId ?? '';
  const { items } = await api('getPhotos', { params: { candidateId }, request });
  // A photo chosen on the new-profile form is preselected here (once).
  return { candidateId, photos: items, pending: takePendingPhoto() ?? null };
}

const phaseText: Record<UploadPhase, string> = {
  idle: '',
  preparing: 'Preparing the photo…',
  uploading: 'Uploading the photo…',
  confirming: 'Checking the photo…',
};

export function Component() {
  const { candidateId, photos, pending } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(pending);
  const errors = file ? photoFileProblems(file) : [];
  const onDone = useCallback(async () => {
    await refreshSession();
    await navigate(paths.photoUploaded(candidateId));
  }, [candidateId, navigate]);
  const { phase, percent, failure, upload, busy } = usePhotoUpload(candidateId, onDone);
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
          {failure && (
            <Alert kind="error">
              <p>{failure.message}</p>
              {failure.reasons.map((m) => (
                <p key={m}>{m}</p>
              ))}
            </Alert>
          )}
          <PhotoFileField file={file} errors={errors} disabled={busy} onChange={setFile} />
          {busy && (
            <div className="upload-progress">
              <progress max="100" value={percent} aria-label="Upload progress" />
              <span className="upload-percent">{percent}%</span>
            </div>
          )}
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
            <p role="status" className="upload-status">
              {phaseText[phase]}
            </p>
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

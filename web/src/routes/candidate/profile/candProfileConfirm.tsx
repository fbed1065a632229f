/** /new/candProfileConfirm?candidateId=…: the new profile is saved; next, its photos. */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { requireSession } from '../../../auth';
import { peekPendingPhoto } from '../../../components/candidate/pendingPhoto';
import { uploadPhotosPath } from '../../../components/candidate/paths';
import { Actions, Alert, ButtonLink } from '../../../components/forms';

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSession(request);
  const candidateId = session.candidateId ?? new URL(request.url).searchParams.get('candidateId');
  return { candidateId, hasPhoto: session.candidateProfilePhotoFlag, pendingName: peekPendingPhoto()?.name ?? null };
}

export function Component() {
  const { candidateId, hasPhoto, pendingName } = useLoaderData<typeof loader>();
  return (
    <section className="page page-narrow">
      <h1>Candidate Profile Saved</h1>
      <Alert kind="success">
        <p>Your candidate profile is saved successfully!</p>
      </Alert>
      {!hasPhoto && (
        <p>
          Please upload at least one photo of the candidate. Until a photo is uploaded you cannot see other profiles.
        </p>
      )}
      {pendingName && (
        <p>
          The photo you chose, <strong>{pendingName}</strong>, is ready on the Upload Photos page.
        </p>
      )}
      <Actions>
        {candidateId && <ButtonLink to={uploadPhotosPath(candidateId)}>Upload Photos</ButtonLink>}
        <ButtonLink to="/dashboard" variant="secondary">
          Go to My Dashboard
        </ButtonLink>
      </Actions>
    </section>
  );
}

/** /new/candProfileConfirm?candidateId=…: the new profile is saved; next, its photos. */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Actions, Alert, ButtonLink } from '../../../components/forms';
import { requireSession } from '../../../lib/auth';
import { paths } from '../../../lib/paths';
import { peekPendingPhoto } from '../../photos';

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
        {candidateId && <ButtonLink to={paths.uploadPhotos(candidateId)}>Upload Photos</ButtonLink>}
        <ButtonLink to={paths.dashboard} variant="secondary">
          Go to My Dashboard
        </ButtonLink>
      </Actions>
    </section>
  );
}

import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Actions, Alert, ButtonLink } from '#web/components/forms';
import { requireSession } from '#web/lib/auth';
import { paths } from '#web/lib/paths';

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireSession(request);
  const candidateId = new URL(request.url).searchParams.get('candidateId') || params.candidateId || '';
  return { candidateId };
}

export function Component() {
  const { candidateId } = useLoaderData<typeof loader>();
  return (
    <section className="page">
      <h1>Upload Photos</h1>
      <Alert kind="success">Your photo is uploaded successfully!</Alert>
      <Actions>
        <ButtonLink to={paths.uploadPhotos(candidateId)}>Upload Another Photo</ButtonLink>
        <ButtonLink to={paths.photos(candidateId)} variant="secondary">
          Manage Photos
        </ButtonLink>
        <ButtonLink to={paths.dashboard} variant="secondary">
          Go to My Dashboard
        </ButtonLink>
      </Actions>
    </section>
  );
}

import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Actions, ButtonLink } from '#web/components/forms';
import { requireSession } from '#web/lib/auth';
import { paths } from '#web/lib/paths';

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSession(request);
  return { candidateId: session.candidateId, userId: session.id };
}

const hidden = ['My Matched Profiles', 'Search Profile', 'My Saved Profiles', 'My Proposals', 'Received Proposals'];

export function Component() {
  const { candidateId, userId } = useLoaderData<typeof loader>();
  const uploadPath = candidateId ? paths.uploadPhotos(candidateId) : paths.newProfile(userId);
  return (
    <section className="page page-narrow">
      <h1>Logged In SUCCESSFULLY!</h1>
      <p>Your candidate profile has no photo yet. Please upload at least one photo of the candidate.</p>
      <p>Until then your access is limited. These sections stay hidden:</p>
      <ul className="hidden-sections">
        {hidden.map((h) => (
          <li key={h}>{h}</li>
        ))}
      </ul>
      <Actions>
        <ButtonLink to={paths.dashboard} variant="secondary">
          Go to My Dashboard
        </ButtonLink>
        <ButtonLink to={uploadPath}>Upload Photos</ButtonLink>
      </Actions>
    </section>
  );
}

import { useLoaderData } from 'react-router';
import { Actions, ButtonLink } from '../components/forms';
import { readSession } from '../session';

export function loader() {
  return { candidateId: readSession()?.candidateId ?? null };
}

const hidden = ['My Matched Profiles', 'Search Profile', 'My Saved Profiles', 'My Proposals', 'Received Proposals'];

export function Component() {
  const { candidateId } = useLoaderData<typeof loader>();
  const uploadPath = candidateId
    ? `/dashboard/myCandidateProfile/${encodeURIComponent(candidateId)}/myPhotos/uploadphotos`
    : '/dashboard/myCandidateProfile';
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
        <ButtonLink to="/dashboard" variant="secondary">
          Go to My Dashboard
        </ButtonLink>
        <ButtonLink to={uploadPath}>Upload Photos</ButtonLink>
      </Actions>
    </section>
  );
}

import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { requireSession } from '../../auth';

export async function loader({ request }: LoaderFunctionArgs) {
  return { session: await requireSession(request) };
}

/** Placeholder for the candidate profile pages (a later issue builds them). */
export function Component() {
  const { session } = useLoaderData<typeof loader>();
  return (
    <section className="page">
      <h1>My Candidate Profile</h1>
      {session.candidateId ? (
        <p>Viewing and managing the candidate profile, photos and expectations is coming soon.</p>
      ) : (
        <p>You have no candidate profile yet. The candidate details form is coming soon.</p>
      )}
    </section>
  );
}

import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { requireSession } from '../../lib/auth';

export async function loader({ request }: LoaderFunctionArgs) {
  return { session: await requireSession(request) };
}

export function Component() {
  const { session } = useLoaderData<typeof loader>();
  return (
    <section className="page">
      <h1>My Dashboard</h1>
      <p>Hello {session.firstName}. Matched profiles, search, saved profiles and proposals will appear here soon.</p>
    </section>
  );
}

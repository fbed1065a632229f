import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { requireSession } from '../../lib/auth';
import { refreshSession } from '../../lib/refreshSession';
import { ViewGateMessage } from '../../components/ViewGateMessage';

export async function loader({ request }: LoaderFunctionArgs) {
  const stored = await requireSession(request);
  // The gate is read fresh: a volunteer's flag, or a photo added in another tab, changes it.
  return { session: (await refreshSession(request)) ?? stored };
}

export function Component() {
  const { session } = useLoaderData<typeof loader>();
  return (
    <section className="page">
      <h1>My Dashboard</h1>
      {session.viewGate ? (
        <ViewGateMessage gate={session.viewGate} session={session} />
      ) : (
        <p>Hello {session.firstName}. Matched profiles, search, saved profiles and proposals will appear here soon.</p>
      )}
    </section>
  );
}

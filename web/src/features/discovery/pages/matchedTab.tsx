/** /dashboard: the Matched Profiles tab, the one the dashboard opens on (the list itself is matched/). */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { storedSession } from '#web/lib/storedSession';
import { MatchedProfiles } from '#web/features/discovery/matched/MatchedProfiles';

export async function loader({ request }: LoaderFunctionArgs) {
  return { session: storedSession(request) };
}

export function Component() {
  const { session } = useLoaderData<typeof loader>();
  return (
    <>
      <h2>Matched Profiles</h2>
      <MatchedProfiles session={session} />
    </>
  );
}

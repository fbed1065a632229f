/** /dashboard: the Matched Profiles tab, the one the dashboard opens on (the list itself is matched/; its loader, ../loaders.ts). */
import { useLoaderData } from 'react-router';
import { MatchedProfiles } from '#web/features/discovery/matched/MatchedProfiles';
import type { MatchedTabData } from '#web/features/discovery/loaders';

export function Component() {
  const { session, firstPage } = useLoaderData() as MatchedTabData;
  return (
    <>
      <h2>Matched Profiles</h2>
      <MatchedProfiles session={session} firstPage={firstPage} />
    </>
  );
}

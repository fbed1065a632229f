/** /dashboard/receivedProposals: the proposals other families sent to the member's candidate, newest first. */
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../../lib/paths';
import { storedSession } from '../../../lib/storedSession';
import { ProposalList } from '../components/ProposalList';

export async function loader({ request }: LoaderFunctionArgs) {
  return { session: storedSession(request) };
}

export function Component() {
  const { session } = useLoaderData<typeof loader>();
  return (
    <>
      <h2>Received Proposals</h2>
      {session.candidateId && (
        <ProposalList
          side="received"
          userId={session.id}
          candidateId={session.candidateId}
          label="Proposals you received"
          empty={
            <p>
              No family has sent you a proposal yet. Meanwhile, look through your{' '}
              <Link to={paths.matchedProfiles}>Matched Profiles</Link>.
            </p>
          }
        />
      )}
    </>
  );
}

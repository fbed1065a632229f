/** /dashboard/myProposals: the proposals the member's candidate sent (and the Not Interested marks), newest first. */
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
      <h2>My Proposals</h2>
      {/* The dashboard shows its gate message, not this tab, to a member without a candidate profile. */}
      {session.candidateId && (
        <ProposalList
          side="sent"
          userId={session.id}
          candidateId={session.candidateId}
          label="Your proposals"
          empty={
            <p>
              You have not sent a proposal yet. Find families in <Link to={paths.searchProfiles()}>Search Profiles</Link> and
              press Propose on a profile you like.
            </p>
          }
        />
      )}
    </>
  );
}

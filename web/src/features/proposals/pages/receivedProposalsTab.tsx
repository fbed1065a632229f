/** /dashboard/receivedProposals: the proposals other families sent to the member's candidate, newest first. */
import { Link } from 'react-router';
import { paths } from '#web/lib/paths';
import { ProposalsTab } from '#web/features/proposals/components/ProposalsTab';

export { proposalsTabLoader as loader } from '#web/features/proposals/components/ProposalsTab';

export function Component() {
  return (
    <ProposalsTab
      heading="Received Proposals"
      side="received"
      label="Proposals you received"
      empty={
        <p>
          No family has sent you a proposal yet. Meanwhile, look through your{' '}
          <Link to={paths.matchedProfiles}>Matched Profiles</Link>.
        </p>
      }
    />
  );
}

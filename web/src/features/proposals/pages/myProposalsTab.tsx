/** /dashboard/myProposals: the proposals the member's candidate sent (and the Not Interested marks), newest first. */
import { Link } from 'react-router';
import { paths } from '#web/lib/paths';
import { ProposalsTab } from '#web/features/proposals/components/ProposalsTab';

export { proposalsTabLoader as loader } from '#web/features/proposals/components/ProposalsTab';

export function Component() {
  return (
    <ProposalsTab
      heading="My Proposals"
      side="sent"
      label="Your proposals"
      empty={
        <p>
          You have not sent a proposal yet. Find families in <Link to={paths.searchProfiles()}>Search Profiles</Link> and press
          Propose on a profile you like.
        </p>
      }
    />
  );
}

import { Link } from 'react-router';
import { paths } from '#web/lib/paths';
import { useProposalStandings } from '#web/features/proposals';
import { usePhotoRequestsWaiting } from '#web/features/photoRequests';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What waits for the member's answer, counted, at the top of the dashboard: received proposals
 * (to the Received Proposals tab) and photo requests (to Photo Requests, otherwise deep under My
 * Candidate Profile). Nothing is said while nothing waits.
 */
export function Waiting({ userId }: { userId: string }) {
  const proposals = useProposalStandings().receivedWaiting ?? 0;
  const photoRequests = usePhotoRequestsWaiting(userId) ?? 0;
  if (proposals === 0 && photoRequests === 0) return null;
  return (
    <section className="dashboard-waiting" aria-label="Waiting for your answer">
      <ul>
        {proposals > 0 && (
          <li>
            <Link to={paths.receivedProposals}>{plural(proposals, 'proposal waits', 'proposals wait')} for your answer</Link>
          </li>
        )}
        {photoRequests > 0 && (
          <li>
            <Link to={paths.photoRequests}>{plural(photoRequests, 'photo request waits', 'photo requests wait')} for your answer</Link>
          </li>
        )}
      </ul>
    </section>
  );
}

/** A tab's name with its count, 'Received Proposals, 2 waiting': given whole, so no space comes before the comma. */
export const countedTabName = (label: string, count: number | null) => (count ? `${label}, ${count} waiting` : undefined);

/** A tab's count of what waits in it, as a badge; the tab's name says it in words (countedTabName). */
export function TabCount({ count }: { count: number | null }) {
  if (!count) return null;
  return (
    <span className="tab-count" aria-hidden="true">
      {count}
    </span>
  );
}

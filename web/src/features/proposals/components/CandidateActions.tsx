import { lazy, Suspense } from 'react';
import { MoreMenu } from '#web/components/MoreMenu';
import { SaveButton } from '#web/features/familyProfile';
import { BlockButton } from '#web/features/blocking';
import { ProposeOrStanding } from './ProposeOrStanding';

// Its reason field's Amplify UI code loads when More is first drawn (in a modal), not with the
// dashboard's first cards (test/web/dashboard/firstPaintImports.test.tsx).
const ReportButton = lazy(() => import('#web/features/reporting').then((m) => ({ default: m.ReportButton })));

/**
 * What a member can do with another family's profile, composed once for every place that shows it
 * (Candidate Details from Matched, Search, Saved, the proposal tabs and Photo Requests; the profile
 * page): Save To My List and Propose (or where a proposal stands) at hand, Block and Report behind
 * More. A member without a candidate profile of its own may only save and report.
 */
export function CandidateActions({
  userProfileId,
  ownCandidateId,
  candidateId,
  saved,
  onSaved,
  proposed,
  onProposed,
  onBlocked,
}: {
  userProfileId: string;
  /** The member's own candidate profile (null before it has one). */
  ownCandidateId: string | null | undefined;
  /** The other family's candidate profile. */
  candidateId: string;
  saved: boolean;
  onSaved?: (candidateId: string) => void;
  /** Proposed already from another view of the profile (its card). */
  proposed?: boolean;
  onProposed?: (candidateId: string) => void;
  onBlocked?: (candidateId: string) => void;
}) {
  return (
    <>
      <SaveButton candidateId={candidateId} saved={saved} userProfileId={userProfileId} onSaved={onSaved} />
      {ownCandidateId && (
        <ProposeOrStanding
          userProfileId={userProfileId}
          fromCandidateId={ownCandidateId}
          toCandidateId={candidateId}
          proposed={proposed}
          onProposed={onProposed}
        />
      )}
      <MoreMenu>
        {ownCandidateId && (
          <BlockButton userProfileId={userProfileId} fromCandidateId={ownCandidateId} toCandidateId={candidateId} onBlocked={onBlocked} />
        )}
        <Suspense fallback={null}>
          <ReportButton key={candidateId} candidateId={candidateId} />
        </Suspense>
      </MoreMenu>
    </>
  );
}

/**
 * The dashboard's Matched Profiles tab: profiles that fit the member's expectation, best two-way fit
 * first, each card saying how well it fits in both directions; the modal lists which expectations
 * are met. Not Interested (after a confirmation) records the interaction and the card leaves; it is
 * not offered while a proposal between the two families is alive.
 */
import { useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import type { MatchCard, MatchResponse } from '#shared/domain/search.js';
import type { Session } from '#shared/domain/user.js';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { Actions, Alert, Button, ButtonLink, Loader } from '#web/components/plainControls';
import { api } from '#web/lib/api/lazyClient';
import { paths } from '#web/lib/paths';
import { useFailureText } from '#web/lib/useFailureText';
import { CandidateDetailsModal, ProfileCard, ProfileGrid, SaveButton } from '#web/features/familyProfile';
import { useBlockingInList } from '#web/features/blocking';
import { CandidateActions, ProposeOrStanding, useProposalStandings } from '#web/features/proposals';
import { FitLine } from './Fit';
import { useMatchedProfiles } from './useMatchedProfiles';

export const NOT_INTERESTED_QUESTION = 'Are you sure to proceed with Not Interested?';

/** `firstPage`: the first page already asked for (the tab's loader); without it the list asks as it mounts. */
/** Why nothing matched: the must-haves, or (when it is the reason) the other families' gotra rule. */
function emptyListText(leftOutByTheirGotraRule: number | undefined): string {
  if (!leftOutByTheirGotraRule) return 'No profile fits your expectations yet. Fewer must-haves let more profiles in.';
  const those = leftOutByTheirGotraRule === 1
    ? 'the 1 profile that meets your must-haves belongs to a family who asks'
    : `the ${leftOutByTheirGotraRule} profiles that meet your must-haves belong to families who ask`;
  return `No profile fits your expectations yet: ${those} for a partner from another gotra than yours.`;
}

export function MatchedProfiles({ session, firstPage = null }: { session: Session; firstPage?: Promise<MatchResponse> | null }) {
  // The dashboard shows its gate message, not this tab, to a member without a candidate profile.
  if (!session.candidateId) return null;
  return <MatchedList userProfileId={session.id} candidateId={session.candidateId} firstPage={firstPage} />;
}

function MatchedList({ userProfileId, candidateId, firstPage }: { userProfileId: string; candidateId: string; firstPage: Promise<MatchResponse> | null }) {
  const { list, more, loadMore, remove, markSaved } = useMatchedProfiles(candidateId, firstPage);
  // A digest mail links a profile as /dashboard?profile={id}: its Candidate Details open at once.
  const [searchParams, setSearchParams] = useSearchParams();
  const [viewingId, setViewingIdState] = useState<string | null>(() => searchParams.get('profile'));
  const setViewingId = (id: string | null) => {
    setViewingIdState(id);
    if (id === null && searchParams.has('profile')) setSearchParams({}, { replace: true });
  };
  const [asking, setAsking] = useState<MatchCard | null>(null);
  const [dismissing, setDismissing] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  // Proposed on the card or in the modal: both say Proposed.
  const [proposedIds, setProposedIds] = useState<ReadonlySet<string>>(new Set());
  const standings = useProposalStandings();
  // With a proposal alive between the two families, the way out is revoking or rejecting it (the server refuses the mark).
  const proposalAlive = (id: string) => proposedIds.has(id) || standings.standingOf(id) !== undefined;
  const totalRef = useRef<HTMLParagraphElement>(null);
  const failureText = useFailureText();
  // Blocked from the modal: the modal closes and the card leaves.
  const blocking = useBlockingInList((id) => {
    setViewingId(null);
    remove(id);
  });

  // A digest mail forwarded to, or opened by, the family whose own candidate it names: their own
  // profile, not another family's with Propose, Save and Block on it.
  if (viewingId === candidateId) return <Navigate to={paths.myProfile} replace />;

  if (list.status === 'loading') {
    return (
      <p className="matched-loading" role="status">
        <Loader aria-hidden="true" /> Loading your matched profiles…
      </p>
    );
  }
  if (list.status === 'failed') {
    return (
      <Alert>
        <p>{list.message}</p>
      </Alert>
    );
  }
  if (!list.hasExpectation) {
    return (
      <>
        <Alert kind="info">
          <p>You have not stated your expectations yet, so there are no matched profiles. Add them to see the profiles that fit.</p>
        </Alert>
        <Actions>
          <ButtonLink to={paths.addExpectation(candidateId)}>Add My Expectation</ButtonLink>
        </Actions>
      </>
    );
  }

  const viewing = list.items.find((c) => c.id === viewingId) ?? null;
  // A digest link may name a profile beyond the loaded page: the modal loads it by id all the same,
  // and its actions need only the id (the server answers an already saved or proposed one as such).
  const viewedId = viewing?.id ?? viewingId;

  async function dismiss(card: MatchCard) {
    setAsking(null);
    setDismissing(card.id);
    setNotice(null);
    try {
      await api('saveUserInteraction', {
        body: { userProfileId, fromCandidateId: candidateId, toCandidateId: card.id, interactionType: 'notInterested' },
      });
      remove(card.id);
      setNotice({ kind: 'success', text: `${card.firstName}'s profile will not be shown to you again.` });
      // The card and its button are gone: the count line takes the focus instead of the page's top.
      totalRef.current?.focus();
    } catch (e) {
      const text = failureText(e, 'Not Interested could not be recorded. Please try again.');
      if (text) setNotice({ kind: 'error', text });
    } finally {
      setDismissing(null);
    }
  }

  const saveButton = (card: Pick<MatchCard, 'id' | 'saved'>) => (
    <SaveButton candidateId={card.id} saved={card.saved} userProfileId={userProfileId} onSaved={markSaved} />
  );
  const markProposed = (id: string) => setProposedIds((ids) => new Set(ids).add(id));
  const proposeButton = (card: Pick<MatchCard, 'id'>) => (
    <ProposeOrStanding
      userProfileId={userProfileId}
      fromCandidateId={candidateId}
      toCandidateId={card.id}
      proposed={proposedIds.has(card.id)}
      onProposed={markProposed}
    />
  );

  return (
    <div className="matched">
      <p ref={totalRef} tabIndex={-1} className="matched-total">
        {list.total === 1 ? 'Total 1 matched profile' : `Total ${list.total} matched profiles`}
      </p>
      {notice && <Alert kind={notice.kind}>{notice.text}</Alert>}
      {blocking.notice}
      {list.items.length === 0 ? (
        <>
          <p>{emptyListText(list.leftOutByTheirGotraRule)}</p>
          <Actions>
            <ButtonLink to={paths.expectation(candidateId)} variant="secondary">
              My Expectation
            </ButtonLink>
          </Actions>
        </>
      ) : (
        <ProfileGrid columns="matched" label="Matched profiles">
          {list.items.map((card) => (
            <ProfileCard
              key={card.id}
              card={card}
              onView={(c) => setViewingId(c.id)}
              actions={
                <>
                  {saveButton(card)}
                  {proposeButton(card)}
                  {!proposalAlive(card.id) && (
                    <Button size="small" isDisabled={dismissing === card.id} onClick={() => setAsking(card)}>
                      Not Interested
                    </Button>
                  )}
                </>
              }
            >
              <FitLine card={card} />
            </ProfileCard>
          ))}
        </ProfileGrid>
      )}
      {list.items.length < list.total && (
        <div className="matched-more">
          <Button
            onClick={() => void loadMore()}
            isDisabled={more.status === 'loading'}
            aria-busy={more.status === 'loading' || undefined}
          >
            Load more
          </Button>
          {more.status === 'failed' && (
            <Alert>
              <p>{more.message}</p>
            </Alert>
          )}
        </div>
      )}
      <CandidateDetailsModal
        candidateId={viewedId}
        onClose={() => setViewingId(null)}
        actions={
          viewedId && (
            <CandidateActions
              userProfileId={userProfileId}
              ownCandidateId={candidateId}
              candidateId={viewedId}
              saved={viewing?.saved ?? false}
              onSaved={markSaved}
              proposed={proposedIds.has(viewedId)}
              onProposed={markProposed}
              onBlocked={blocking.onBlocked}
            />
          )
        }
      />
      <ConfirmDialog
        open={asking !== null}
        title={NOT_INTERESTED_QUESTION}
        confirmLabel="Yes, Not Interested"
        onConfirm={() => asking && void dismiss(asking)}
        onCancel={() => setAsking(null)}
      >
        <p>{asking ? `${asking.firstName}'s profile will leave your matched profiles and search results for good.` : ''}</p>
      </ConfirmDialog>
    </div>
  );
}

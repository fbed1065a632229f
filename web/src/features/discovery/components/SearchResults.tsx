import { useEffect, useRef, useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { searchTotalText, type AgesUsed, type ProfileCard as Card, type SearchResponse } from '#shared/domain/search.js';
import { searchAgesTexts } from '#shared/texts.js';
import { Alert } from '#web/components/forms';
import { api } from '#web/lib/api/client';
import type { Session } from '#web/lib/session';
import { useFailureText } from '#web/lib/useFailureText';
import { CandidateDetailsModal, ProfileCard, ProfileGrid, SaveButton } from '#web/features/familyProfile';
import { useBlockingInList } from '#web/features/blocking';
import { CandidateActions, ProposeOrStanding } from '#web/features/proposals';
import { searchBody, type RawFilter } from '#web/features/discovery/searchQuery';

/**
 * The ages a search without an age range used (the server chose them: the expectation's, else a
 * window around the candidate's own age), said beside the total so nothing is chosen silently;
 * Change ages takes the member to the form's Minimum Age (opening the folded filters).
 */
function AgesNote({ ages, onChange }: { ages: AgesUsed; onChange: () => void }) {
  const text = ages.from === 'expectation' ? searchAgesTexts.fromExpectation : searchAgesTexts.fromOwnAge;
  return (
    <p className="cand-note search-ages">
      {text(ages.minAge, ages.maxAge)}{' '}
      <Button
        variation="link"
        size="small"
        onClick={onChange}
      >
        {searchAgesTexts.change}
      </Button>
    </p>
  );
}

/**
 * A search's results: the spec's total line (the whole count), the cards of the pages loaded so
 * far and Load more for the next 24. Saving a profile on its card or in the modal marks it Saved
 * in both places.
 */
export function SearchResults({
  first,
  filter,
  session,
  focusOnShow = false,
  onChangeAges,
}: {
  first: SearchResponse;
  filter: RawFilter;
  session: Session;
  /** After a search from the form: the total line takes focus, so it scrolls into view below a long form and is read out. */
  focusOnShow?: boolean;
  /** Change ages: opens the filters and focuses the form's Minimum Age. */
  onChangeAges: () => void;
}) {
  const [items, setItems] = useState<Card[]>(first.items);
  const [page, setPage] = useState(first.page);
  const [total, setTotal] = useState(first.total);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState<string | null>(null);
  const [savedIds, setSavedIds] = useState<ReadonlySet<string>>(new Set());
  const [viewing, setViewing] = useState<string | null>(null);
  const countRef = useRef<HTMLParagraphElement>(null);
  const failureText = useFailureText();
  const totalRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusOnShow) totalRef.current?.focus();
  }, [focusOnShow]);

  const isSaved = (card: Card) => card.saved || savedIds.has(card.id);
  const markSaved = (id: string) => setSavedIds((ids) => new Set(ids).add(id));
  // Proposed on the card or in the modal: both say Proposed.
  const [proposedIds, setProposedIds] = useState<ReadonlySet<string>>(new Set());
  const markProposed = (id: string) => setProposedIds((ids) => new Set(ids).add(id));
  const actionsFor = (card: Card) => (
    <>
      <SaveButton candidateId={card.id} saved={isSaved(card)} userProfileId={session.id} onSaved={markSaved} />
      {session.candidateId && (
        <ProposeOrStanding
          userProfileId={session.id}
          fromCandidateId={session.candidateId}
          toCandidateId={card.id}
          proposed={proposedIds.has(card.id)}
          onProposed={markProposed}
        />
      )}
    </>
  );
  // Blocked from the modal: the modal closes and the family leaves the results.
  const blocking = useBlockingInList((id) => {
    setViewing(null);
    setItems((shown) => shown.filter((c) => c.id !== id));
    setTotal((t) => t - 1);
  });

  async function loadMore() {
    setLoadingMore(true);
    setMoreFailed(null);
    try {
      const next = await api('searchProfiles', { body: searchBody(filter, session.candidateId, page + 1) });
      // A profile updated meanwhile may move to a later page: it is shown once.
      setItems((shown) => [...shown, ...next.items.filter((n) => !shown.some((s) => s.id === n.id))]);
      setPage(next.page);
      setTotal(next.total);
      // The button goes away with the last page: focus moves to the count rather than to nowhere.
      if (next.page * first.pageSize >= next.total) countRef.current?.focus();
    } catch (e) {
      const text = failureText(e, 'More profiles could not be loaded. Please try again.');
      if (text) setMoreFailed(text);
    } finally {
      setLoadingMore(false);
    }
  }

  const more = page * first.pageSize < total;
  const viewed = items.find((c) => c.id === viewing);
  return (
    <section aria-label="Search results">
      <p ref={totalRef} tabIndex={-1} className="search-total">
        {searchTotalText(total)}
      </p>
      {first.agesUsed && <AgesNote ages={first.agesUsed} onChange={onChangeAges} />}
      {blocking.notice}
      {items.length > 0 && (
        <ProfileGrid columns="search" label="Profiles found">
          {items.map((card) => (
            <ProfileCard
              key={card.id}
              card={card}
              onView={(c) => setViewing(c.id)}
              actions={actionsFor(card)}
            />
          ))}
        </ProfileGrid>
      )}
      <div className="search-more">
        {items.length > 0 && (
          <p ref={countRef} tabIndex={-1} role="status" className="cand-note">
            Showing {items.length} of {total}.
          </p>
        )}
        {moreFailed && (
          <Alert>
            <p>{moreFailed}</p>
          </Alert>
        )}
        {more && (
          <Button onClick={() => void loadMore()} isLoading={loadingMore} loadingText="Loading more…">
            Load more
          </Button>
        )}
      </div>
      <CandidateDetailsModal
        candidateId={viewing}
        onClose={() => setViewing(null)}
        actions={
          viewed && (
            <CandidateActions
              userProfileId={session.id}
              ownCandidateId={session.candidateId}
              candidateId={viewed.id}
              saved={isSaved(viewed)}
              onSaved={markSaved}
              proposed={proposedIds.has(viewed.id)}
              onProposed={markProposed}
              onBlocked={blocking.onBlocked}
            />
          )
        }
      />
    </section>
  );
}

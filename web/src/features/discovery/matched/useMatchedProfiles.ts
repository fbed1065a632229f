import { startTransition, useCallback, useEffect, useState } from 'react';
import type { MatchCard, MatchResponse } from '#shared/domain/search.js';
import { api } from '#web/lib/api/lazyClient';
import { useFailureText } from '#web/lib/useFailureText';

const LOAD_FAILED = 'Your matched profiles could not be loaded. Please try again.';
const MORE_FAILED = 'More matched profiles could not be loaded. Please try again.';

export type MatchedList =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'shown'; hasExpectation: boolean; total: number; page: number; items: MatchCard[]; leftOutByTheirGotraRule?: number | undefined };

export type MoreState = { status: 'idle' } | { status: 'loading' } | { status: 'failed'; message: string };

/**
 * The member's matched profiles, a page of 24 at a time: the first page on mounting (or the one
 * `firstPage` already asked for), `loadMore` appends the next. Cards the member dismissed (Not
 * Interested) or saved are changed in place, so the list never reloads under the member's eyes.
 */
export function useMatchedProfiles(candidateId: string, firstPage: Promise<MatchResponse> | null = null) {
  const [list, setList] = useState<MatchedList>({ status: 'loading' });
  const [more, setMore] = useState<MoreState>({ status: 'idle' });
  const failureText = useFailureText();

  useEffect(() => {
    const controller = new AbortController();
    setList({ status: 'loading' });
    // The loader's request is shared, not aborted: StrictMode's second mount uses it too.
    (firstPage ?? api('getMatchingProfiles', { params: { candidateId }, signal: controller.signal }))
      .then((answer) => {
        // A page of cards is a large render: as a transition React draws it in slices that let
        // the browser answer input between them, not in one long task.
        if (!controller.signal.aborted) startTransition(() => setList({ status: 'shown', ...answer }));
      })
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        const message = failureText(e, LOAD_FAILED);
        if (message) setList({ status: 'failed', message });
      });
    return () => controller.abort();
  }, [candidateId, firstPage, failureText]);

  const page = list.status === 'shown' ? list.page : 0;
  const loadMore = useCallback(async () => {
    setMore({ status: 'loading' });
    try {
      const answer = await api('getMatchingProfilesPage', { params: { candidateId, page: String(page + 1) } });
      setList((current) => {
        if (current.status !== 'shown') return current;
        // A card dismissed meanwhile shifts the server's pages: never show one card twice.
        const seen = new Set(current.items.map((c) => c.id));
        return { ...current, total: answer.total, page: answer.page, items: [...current.items, ...answer.items.filter((c) => !seen.has(c.id))] };
      });
      setMore({ status: 'idle' });
    } catch (e) {
      const message = failureText(e, MORE_FAILED);
      setMore(message ? { status: 'failed', message } : { status: 'idle' });
    }
  }, [candidateId, page, failureText]);

  const change = (update: (items: MatchCard[]) => MatchCard[], totalChange = 0) =>
    setList((current) =>
      current.status === 'shown' ? { ...current, items: update(current.items), total: current.total + totalChange } : current,
    );

  /** The card leaves the list (Not Interested): it is gone from the whole count too. */
  const remove = useCallback((id: string) => change((items) => items.filter((c) => c.id !== id), -1), []);
  /** Every view of the card shows it as Saved (its card and the modal). */
  const markSaved = useCallback((id: string) => change((items) => items.map((c) => (c.id === id ? { ...c, saved: true } : c))), []);

  return { list, more, loadMore, remove, markSaved };
}

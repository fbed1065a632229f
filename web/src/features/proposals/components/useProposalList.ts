import { useCallback, useEffect, useState } from 'react';
import type { ProposalView } from '#shared/domain/proposals.js';
import { api } from '#web/lib/api/client';
import { useFailureText } from '#web/lib/useFailureText';

export type Side = 'sent' | 'received';

export type ProposalListState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'shown'; items: ProposalView[] };

const operation = { sent: 'getMySentProposalList', received: 'getMyReceivedProposalList' } as const;

/**
 * One side's proposals, loaded on mounting (the tab shows a loading line meanwhile). A card the
 * member acts on is replaced by the server's answer, so the list never reloads under their eyes
 * (but for `reload`, after a refusal that says the list is out of date).
 */
export function useProposalList(side: Side, userId: string, candidateId: string) {
  const [list, setList] = useState<ProposalListState>({ status: 'loading' });
  const failureText = useFailureText();

  // The list's one load, on mounting and for `reload`. Asked `quietly`, a failure leaves the cards
  // as they were (on mounting, the loading line gives way to the failure's text).
  const load = useCallback(
    ({ signal, quietly }: { signal?: AbortSignal; quietly: boolean }) =>
      api(operation[side], { params: { userId, candidateId }, signal })
        .then(({ items }) => setList({ status: 'shown', items }))
        .catch((e: unknown) => {
          if (signal?.aborted || quietly) return;
          const message = failureText(e, 'Your proposals could not be loaded. Please try again.');
          if (message) setList({ status: 'failed', message });
        }),
    [side, userId, candidateId, failureText],
  );

  useEffect(() => {
    const controller = new AbortController();
    setList({ status: 'loading' });
    void load({ signal: controller.signal, quietly: false });
    return () => controller.abort();
  }, [load]);

  // Asked again quietly (the cards stay meanwhile): after a refusal because another member of the
  // family, or the other family, already moved a proposal on, the cards show where it stands now.
  const reload = useCallback(() => void load({ quietly: true }), [load]);

  const replace = useCallback(
    (view: ProposalView) =>
      setList((current) =>
        current.status === 'shown' ? { ...current, items: current.items.map((p) => (p.id === view.id ? view : p)) } : current,
      ),
    [],
  );

  return { list, replace, reload };
}

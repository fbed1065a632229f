/**
 * Where the member's family stands with each other family, from its two proposal lists: who
 * proposed, when, and whether it was accepted; and how many received proposals wait for an answer
 * (the count on the Received Proposals tab). The dashboard's tab frame provides it, loading the
 * lists once it shows; a card or the modal asks it whether to offer Propose or say where things
 * stand. Until the lists come the cards offer nothing in Propose's place (`checking`), since a press
 * then might be refused. Without the provider, or when the lists could not be loaded, nothing is
 * known, and Propose is offered as ever (the server refuses a second proposal and says why).
 */
import { createContext, startTransition, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
// Types only: the shared module's zod stays out of the dashboard's first paint.
import type { ProposalView } from '#shared/domain/proposals.js';
import { api } from '#web/lib/api/lazyClient';
import { afterFirstPaint } from '#web/lib/afterFirstPaint';

export interface Standing {
  /** 'sent': the member's family proposed; 'received': the other family did. */
  side: 'sent' | 'received';
  state: 'pending' | 'accepted';
  /** When the proposal was made (ISO). */
  date: string;
}

interface ProposalStandings {
  /** The lists are on their way: where any proposal stands is not known yet. */
  checking: boolean;
  standingOf: (candidateId: string) => Standing | undefined;
  /** Received proposals that wait for the member's answer; null until the list comes. */
  receivedWaiting: number | null;
  /** The member proposed just now (a card that draws again later says so). */
  proposed: (toCandidateId: string) => void;
  /** A proposal changed on a proposal tab (accepted, rejected, revoked): the server's answer. */
  changed: (view: ProposalView) => void;
  /** Ask the lists again: the server refused an act because they were out of date (another tab, another member). */
  refresh: () => void;
}

const nothingKnown: ProposalStandings = {
  checking: false,
  standingOf: () => undefined,
  receivedWaiting: null,
  proposed: () => undefined,
  changed: () => undefined,
  refresh: () => undefined,
};
const StandingContext = createContext<ProposalStandings>(nothingKnown);

export const useProposalStandings = () => use(StandingContext);

/** A proposal still alive between the families: waiting for an answer, or accepted (and not withdrawn). */
const liveState = (p: ProposalView): Standing['state'] | null =>
  p.interactionType !== 'proposal' || p.revoked ? null
  : p.responseType === 'pending' ? 'pending'
  : p.responseType === 'accepted' ? 'accepted'
  : null;

interface Lists {
  sent: ProposalView[];
  received: ProposalView[];
}

/** Each other family's standing; an accepted proposal says more than a pending one, the other family's more than ours. */
export function standingsOf({ sent, received }: Lists): Map<string, Standing> {
  const byCandidate = new Map<string, Standing>();
  const rank = (s: Standing) => (s.state === 'accepted' ? 2 : 0) + (s.side === 'received' ? 1 : 0);
  const add = (other: string, standing: Standing) => {
    const had = byCandidate.get(other);
    if (!had || rank(standing) > rank(had)) byCandidate.set(other, standing);
  };
  for (const p of sent) {
    const state = liveState(p);
    if (state) add(p.toCandidateId, { side: 'sent', state, date: p.createdDate });
  }
  for (const p of received) {
    const state = liveState(p);
    if (state) add(p.fromCandidateId, { side: 'received', state, date: p.createdDate });
  }
  return byCandidate;
}

export const waitingCount = (received: readonly ProposalView[]) => received.filter((p) => liveState(p) === 'pending').length;

const replaceIn = (list: ProposalView[], view: ProposalView) => list.map((p) => (p.id === view.id ? view : p));

export function ProposalStandingProvider({ userId, candidateId, children }: { userId: string; candidateId: string; children: ReactNode }) {
  const [lists, setLists] = useState<Lists | null>(null);
  const [failed, setFailed] = useState(false);
  const [asked, setAsked] = useState(0);
  const refresh = useCallback(() => setAsked((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    const params = { params: { userId, candidateId }, signal: controller.signal };
    // After the first cards are painted (the lists are not needed for them),
    // and the cards drawn again with the standings as a transition, not one long task.
    const cancel = afterFirstPaint(() => {
      Promise.all([api('getMySentProposalList', params), api('getMyReceivedProposalList', params)])
        .then(([sent, received]) => startTransition(() => setLists({ sent: sent.items, received: received.items })))
        // Not known, then: the cards offer Propose as they always did.
        .catch(() => {
          if (!controller.signal.aborted) setFailed(true);
        });
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, [userId, candidateId, asked]);

  // Proposals made since the lists came: to whom, and when.
  const [proposedNow, setProposedNow] = useState<ReadonlyMap<string, string>>(new Map());
  const proposed = useCallback((toCandidateId: string) => setProposedNow((m) => new Map(m).set(toCandidateId, new Date().toISOString())), []);
  const changed = useCallback(
    (view: ProposalView) => setLists((l) => l && { sent: replaceIn(l.sent, view), received: replaceIn(l.received, view) }),
    [],
  );

  const value = useMemo<ProposalStandings>(() => {
    if (!lists) return { ...nothingKnown, checking: !failed, proposed, changed, refresh };
    const byCandidate = standingsOf(lists);
    for (const [id, date] of proposedNow) if (!byCandidate.has(id)) byCandidate.set(id, { side: 'sent', state: 'pending', date });
    return { checking: false, standingOf: (id) => byCandidate.get(id), receivedWaiting: waitingCount(lists.received), proposed, changed, refresh };
  }, [lists, failed, proposedNow, proposed, changed, refresh]);

  return <StandingContext value={value}>{children}</StandingContext>;
}

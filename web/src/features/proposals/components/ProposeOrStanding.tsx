import { useState, type ComponentProps } from 'react';
import { ButtonLink } from '#web/components/plainControls';
import { paths } from '#web/lib/paths';
import { ProposeButton } from './ProposeButton';
import { useProposalStandings, type Standing } from './standing';

/** A day as a card says it: '3 Dec', with the year when it is not this one. */
export function shortDay(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const sameYear = date.getUTCFullYear() === now.getUTCFullYear();
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }), timeZone: 'UTC' }).format(date);
}

export const standingTexts = {
  theyProposed: 'Proposed to you — Accept',
  youProposed: (iso: string) => `You proposed on ${shortDay(iso)}`,
  accepted: 'Accepted — Get in touch',
  /** In Propose's place while the family's proposals are on their way. */
  checking: 'Checking…',
} as const;

/**
 * In Propose's place until the family's proposals are known (they come after the first paint): a
 * quiet line in a box of the small button's size, so nothing can be pressed that the server might
 * refuse, and the row keeps its height when Propose or the standing takes its place.
 */
function CheckingLine() {
  return (
    <span className="proposal-checking" aria-busy="true">
      {standingTexts.checking}
    </span>
  );
}

/** Where a live proposal stands, in place of Propose: a way to answer it, to the contacts, or when it was sent. */
function StandingLine({ standing }: { standing: Standing }) {
  if (standing.state === 'accepted') {
    return (
      <ButtonLink to={standing.side === 'sent' ? paths.myProposals : paths.receivedProposals} variant="secondary" className="proposal-standing-link">
        {standingTexts.accepted}
      </ButtonLink>
    );
  }
  if (standing.side === 'received') {
    return (
      <ButtonLink to={paths.receivedProposals} className="proposal-standing-link">
        {standingTexts.theyProposed}
      </ButtonLink>
    );
  }
  return <p className="proposal-standing">{standingTexts.youProposed(standing.date)}</p>;
}

/**
 * Propose, or where things stand when a proposal between the two families is alive ('Proposed to
 * you — Accept', 'You proposed on 3 Dec', 'Accepted — Get in touch'), so a family is not offered a
 * second proposal the server would refuse; 'Checking…' until that is known. Proposed from this
 * button, it says 'Proposed' as ever.
 */
export function ProposeOrStanding(props: ComponentProps<typeof ProposeButton>) {
  const standings = useProposalStandings();
  const [proposedHere, setProposedHere] = useState(false);
  const proposedFromHere = proposedHere || props.proposed;
  if (!proposedFromHere && standings.checking) return <CheckingLine />;
  const standing = standings.standingOf(props.toCandidateId);
  if (standing && !proposedFromHere) return <StandingLine standing={standing} />;
  return (
    <ProposeButton
      {...props}
      onProposed={(id) => {
        setProposedHere(true);
        standings.proposed(id);
        props.onProposed?.(id);
      }}
      onAlreadyBetween={standings.refresh}
    />
  );
}

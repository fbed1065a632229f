import type { ReactNode } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { storedSession } from '#web/lib/storedSession';
import { ProposalList } from './ProposalList';
import type { Side } from './useProposalList';

/** Both proposal tabs' loader: the stored session's ids (the tab frame checks the sign-in). */
export async function proposalsTabLoader({ request }: LoaderFunctionArgs) {
  return { session: storedSession(request) };
}

/**
 * A proposal tab (route module with `proposalsTabLoader` as its loader): its heading, then one side's
 * list. The dashboard shows its gate message, not this tab, to a member without a candidate profile.
 */
export function ProposalsTab({ heading, side, label, empty }: { heading: string; side: Side; label: string; empty: ReactNode }) {
  const { session } = useLoaderData<typeof proposalsTabLoader>();
  return (
    <>
      <h2>{heading}</h2>
      {session.candidateId && (
        <ProposalList side={side} userId={session.id} candidateId={session.candidateId} label={label} empty={empty} />
      )}
    </>
  );
}

import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { CandidateDetailsModal as Modal } from './CandidateDetailsModal';

const CandidateDetailsModalCode = lazy(() => import('./CandidateDetailsModal').then((m) => ({ default: m.CandidateDetailsModal })));

/**
 * The 'Candidate Details' modal, its code (the profile's sections, the field catalogue, photos,
 * biodata link) loaded when a profile is first viewed: a list's cards draw without it. Once opened
 * it stays mounted, so closing it returns the focus as the modal does.
 */
export function CandidateDetailsModal(props: ComponentProps<typeof Modal>) {
  const [wanted, setWanted] = useState(false);
  if (props.candidateId !== null && !wanted) setWanted(true);
  if (!wanted && props.candidateId === null) return null;
  return (
    <Suspense fallback={null}>
      <CandidateDetailsModalCode {...props} />
    </Suspense>
  );
}

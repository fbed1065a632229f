/**
 * Another family's profile as a member sees it, wherever it is shown (search, matched, saved,
 * proposals, another member's profile page): the card, the grid of cards, the 'Candidate Details'
 * modal and the Save To My List button. Discovery, proposals, blocking, reporting and sharing sit
 * above this feature: it imports none of them, so the page that shows a profile hands the modal
 * and the card their action buttons (Propose, Block, Report) as props.
 */
// Its code loads with the first profile viewed (LazyCandidateDetailsModal.tsx).
export { CandidateDetailsModal } from './components/LazyCandidateDetailsModal';
export { ProfileCard } from './components/ProfileCard';
export { ProfileGrid } from './components/ProfileGrid';
export { SaveButton } from './components/SaveButton';
export { RequestPhotosButton } from './components/RequestPhotosButton';
// Only the text: the details themselves load with the modal.
export { NOTHING_STATED } from './components/FitDetails';

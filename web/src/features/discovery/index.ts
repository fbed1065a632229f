/**
 * What the discovery feature offers the app and other features: the dashboard's tab routes and the
 * pieces another page shows a profile with (the card, the grid, the 'Candidate Details' modal and
 * the Save To My List button, which another member's profile page uses too).
 */
export { CandidateDetailsModal } from './components/CandidateDetailsModal';
export { ProfileCard } from './components/ProfileCard';
export { ProfileGrid } from './components/ProfileGrid';
export { SaveButton } from './components/SaveButton';
// For the proposals feature's tabs and its Propose button: the tab loaders' session and the click-failure text.
export { storedSession } from './storedSession';
export { useFailureText } from './useFailureText';
export { useConfirmedAction } from './useConfirmedAction';

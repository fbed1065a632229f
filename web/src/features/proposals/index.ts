/**
 * What the proposals feature offers other features: Propose (or where a proposal stands) for the
 * cards, the actions of another family's profile composed once (Candidate Details and the profile
 * page), and the standings the dashboard's tab frame provides and counts. (The app mounts the two
 * dashboard tabs from routes.tsx, as it does the discovery tabs.)
 */
export { ProposeButton } from './components/ProposeButton';
export { ProposeOrStanding } from './components/ProposeOrStanding';
export { CandidateActions } from './components/CandidateActions';
export { ProposalStandingProvider, useProposalStandings } from './components/standing';

/**
 * What the proposals feature offers other features: the Propose button, which the discovery lists,
 * the 'Candidate Details' modal and another family's profile page carry. (The app mounts the two
 * dashboard tabs from routes.tsx, as it does the discovery tabs.)
 */
export { ProposeButton } from './components/ProposeButton';

/**
 * What the blocking feature offers other features: the Block this family button, which the
 * 'Candidate Details' modal of each discovery list and another family's profile page carry, and
 * the list's side of it (drop the card, say so). (The app mounts Blocked Families from routes.tsx
 * under User Settings.)
 */
export { BlockButton } from './components/BlockButton';
export { useBlockingInList } from './components/useBlockingInList';

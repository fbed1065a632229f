/** What the candidate feature offers other features: the read-only profile as the server sent it. */
export { PhotoStrip } from './components/PhotoStrip';
export { ProfileDetails, lastUpdated } from './components/ProfileDetails';

/** What the photos feature offers other features: the hand-over of a photo chosen on the new-profile form. */
export { peekPendingPhoto, setPendingPhoto } from './pendingPhoto';

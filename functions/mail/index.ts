/**
 * Digests (matches and reminders), held mail's delivery, and the notification settings' service.
 *
 * This index is what other modules may use of this one; a module never imports another's files
 * directly (.dependency-cruiser.cjs). Services are in this folder, their stored records in entities/.
 */
export { notifyIfWanted } from './notices.js';

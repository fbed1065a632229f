/**
 * Mail to members: notices, the match and reminder digests, held mail's delivery, the
 * notification settings, the unsubscribe and frequency links, and bounces and complaints.
 *
 * This index is what other modules may use of this one; a module never imports another's files
 * directly (.dependency-cruiser.cjs). Services are in this folder, their stored records in entities/.
 */
export { notifyFamily, notifyIfWanted } from './notices.js';

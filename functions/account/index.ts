/**
 * The account: session, sign-up and its confirmation, e-mail change, status, deletion and the
 * data export.
 *
 * This index is what other modules may use of this one; a module never imports another's files
 * directly (.dependency-cruiser.cjs). Services are in this folder, their stored records in entities/.
 */
export { disableAccount, isMissingIdentity } from './accountStatus.js';

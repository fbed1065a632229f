/**
 * The volunteers' review: candidate eligibility decisions and reports about profiles.
 *
 * This index is what other modules may use of this one; a module never imports another's files
 * directly (.dependency-cruiser.cjs). Services are in this folder, their stored records in entities/.
 */
// Nothing: no module builds on the review (it is the top floor); the admin app loads its services
// one route at a time.
export {};

/**
 * The directory's page texts (and the listing limit one of them states), apart from
 * classified.ts's schemas so that a page showing a text does not load zod for it.
 */
import { listMyServiceTitle } from './entryTitles.js';

export const MAX_LISTINGS = 5;

export const directoryTexts = {
  selectOption: 'Please Select Search Option(s)',
  detailsTitle: 'Service Provider Details',
  statusQuestion: 'Are you sure to change profile status?',
  shown: 'Y Shown',
  notShown: 'N Not Shown',
  listMyService: listMyServiceTitle,
  tooMany: `A family can list at most ${MAX_LISTINGS} services. Edit one of yours instead: a listing can be changed to another service, disabled or deleted.`,
  pending: 'Waiting for a volunteer to approve it. It will show in the directory once approved.',
  changePending: 'Your changes are waiting for a volunteer to approve them. Until then the directory shows the version approved before.',
  changedSince: 'This listing was changed since you opened it. Please look at it again.',
  sample: 'Sample listing',
  deleteQuestion: 'Delete this listing?',
  deleteBody: (title: string) => `“${title}” is taken out of the service directory for good. This cannot be undone.`,
  deleted: 'Your listing is deleted.',
  /** A listing deleted already (by another member of the family, or in another tab), or not the family's. */
  noSuchListing: 'This listing is no longer there: it may have been deleted already.',
} as const;

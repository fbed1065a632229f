/**
 * Who sees which photo of a candidate: the one rule every route that returns photos
 * asks, on the server, before it signs a single URL. The family chooses one of three settings on
 * Manage Photos; the viewer is who is looking, as the server found out.
 *  - all (the default, also for profiles from before the setting): every member sees every photo;
 *  - first: members see the first photo, the rest once the families accepted a proposal or the
 *    family approved the member's photo request;
 *  - none: members see no photo until then (cards show 'Photos on request').
 * The owner, a connected family (an accepted, unrevoked proposal) and an approved requester see
 * all; a visitor of the shared link sees what a member sees (never approved, never more); a family
 * that a block stands between sees none.
 */
import * as z from 'zod';
import { lazySchema } from './lazySchema.js';

export const photoAccessSettings = ['all', 'first', 'none'] as const;
export type PhotoAccess = (typeof photoAccessSettings)[number];
export const photoAccessSetting = /* @__PURE__ */ lazySchema(() =>
  z.enum(photoAccessSettings));
export const DEFAULT_PHOTO_ACCESS: PhotoAccess = 'all';

export type PhotoViewerKind = 'owner' | 'member' | 'approved' | 'connected' | 'blocked' | 'visitor';

/** How many of the profile's first photos this viewer may see (Infinity: all of them). */
export function visiblePhotoCount(setting: PhotoAccess | undefined, viewer: PhotoViewerKind): number {
  if (viewer === 'blocked') return 0;
  if (viewer === 'owner' || viewer === 'connected' || viewer === 'approved') return Infinity;
  const chosen = setting ?? DEFAULT_PHOTO_ACCESS;
  return chosen === 'all' ? Infinity : chosen === 'first' ? 1 : 0;
}

/** The photos (in their order) this viewer may see. */
export function visiblePhotos<T>(photos: readonly T[], setting: PhotoAccess | undefined, viewer: PhotoViewerKind): T[] {
  const count = visiblePhotoCount(setting, viewer);
  return count === Infinity ? [...photos] : photos.slice(0, count);
}

/** Whether the setting holds anything back from a member at all (only then is a request possible). */
export const holdsBack = (setting: PhotoAccess | undefined) => (setting ?? DEFAULT_PHOTO_ACCESS) !== 'all';

/** A photo request as the requesting family sees it: waiting, or 'not now' (declined or withdrawn: nothing more). */
export const photoRequestShown = /* @__PURE__ */ lazySchema(() =>
  z.enum(['requested', 'notNow']));
export type PhotoRequestShown = z.infer<typeof photoRequestShown>;

export const photoRequestStatuses = ['pending', 'approved', 'declined', 'withdrawn'] as const;
export type PhotoRequestStatus = (typeof photoRequestStatuses)[number];

/** The requester's view of its request's state. */
export const shownToRequester = (status: PhotoRequestStatus | undefined): PhotoRequestShown | null =>
  status === 'pending' ? 'requested' : status === 'declined' || status === 'withdrawn' ? 'notNow' : null;

/** What a member (or visitor) learns about photos held back from them, beside the photos it may see. */
export const heldBackFields = () => ({
  /** Some photos (or all) are held back from this viewer. */
  photosHeldBack: z.boolean().optional(),
  /** The viewer's request for them, if it made one (absent for visitors and the owner). */
  photoRequest: photoRequestShown.nullable().optional(),
});

export const photoAccessInput = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({ photoAccess: photoAccessSetting }));


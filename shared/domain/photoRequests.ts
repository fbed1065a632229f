/** Photo requests as the two families see them: the owner's list, and what a requester sent. */
import * as z from 'zod';
import { lazySchema } from './lazySchema.js';
import { photoRequestShown, photoRequestStatuses } from './photoAccess.js';
import { profileCard } from './search.js';
import { id } from './fields.js';
import { memberActList } from './memberActView.js';

/** One request under Photo Requests (the owner's list): who asked, by their card, and its state. */
export const photoRequestView = /* @__PURE__ */ lazySchema(() =>
  z.object({
    requesterUserId: z.string(),
    requesterCandidateId: z.string(),
    status: z.enum(photoRequestStatuses),
    createdDate: z.string(),
    updatedDate: z.string(),
    /** The requesting family's profile as a result card; null when it is no longer shown. */
    candidateProfile: profileCard.nullable(),
    /** Which of the family's own members last answered the request, and when. */
    acts: memberActList,
  }));

/** A request the family sent (for its data export): to whom, and its state as it sees it. */
export const sentPhotoRequest = /* @__PURE__ */ lazySchema(() =>
  z.object({
    ownerCandidateId: z.string(),
    state: photoRequestShown.or(z.literal('approved')),
    createdDate: z.string(),
  }));

export const photoRequestList = /* @__PURE__ */ lazySchema(() =>
  z.object({ items: z.array(photoRequestView) }));
export type PhotoRequestView = z.infer<typeof photoRequestView>;
export const photoRequestInput = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({ candidateId: id }));

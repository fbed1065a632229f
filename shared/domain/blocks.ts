/**
 * Blocking a family: once a member blocks another family, neither sees the other in search,
 * matches, saved lists or proposals, and the blocked family is never told. The request, the list
 * under User Settings ('Blocked Families') and the texts the pages show.
 */
import * as z from 'zod';
import { lazySchema } from './lazySchema.js';
import { id } from './fields.js';
import { memberActList } from './memberActView.js';

export const blockRequest = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    userProfileId: id,
    /** The member's own candidate profile. */
    fromCandidateId: id,
    /** The other family's candidate profile. */
    toCandidateId: id,
  }));
export type BlockRequest = z.infer<typeof blockRequest>;

/** One blocked family as the Blocked Families list shows it: what every member could see of it. */
export const blockedFamily = /* @__PURE__ */ lazySchema(() =>
  z.object({
    candidateId: z.string(),
    firstName: z.string(),
    age: z.number().nullable(),
    city: z.string(),
    country: z.string(),
    blockedDate: z.string(),
    /** Which of the family's members blocked, and when (absent on blocks from before members were recorded). */
    acts: memberActList,
  }));
export type BlockedFamily = z.infer<typeof blockedFamily>;
export const blockedFamilyList = /* @__PURE__ */ lazySchema(() =>
  z.object({ items: z.array(blockedFamily) }));

// Without zod: the Block button shows these before any schema is needed.
export { blockTexts } from './blockTexts.js';

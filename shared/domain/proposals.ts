/**
 * Proposals between two families: the request and answer shapes, the status labels the spec
 * names, and which actions a proposal allows — one rule for the server (which enforces it with
 * conditional writes) and the cards (which enable the buttons from it).
 */
import * as z from 'zod';
import { lazySchema } from './lazySchema.js';
import { profileCard } from './search.js';
import { id } from './fields.js';
import { responseTypes } from './proposalRules.js';
import { memberActList } from './memberActView.js';

export * from './proposalRules.js';

export const proposalRequest = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    userProfileId: id,
    fromCandidateId: id,
    toCandidateId: id,
    interactionType: z.literal('proposal', 'Not a known interaction'),
    responseType: z.literal('pending').optional(),
    updatedDate: z.string().max(40).optional(),
  }));

export const proposalView = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    interactionType: z.string(),
    fromCandidateId: z.string(),
    toCandidateId: z.string(),
    responseType: z.enum(responseTypes),
    revoked: z.boolean(),
    status: z.string(),
    reminder1UpdatedDate: z.string().optional(),
    reminder2UpdatedDate: z.string().optional(),
    reminder3UpdatedDate: z.string().optional(),
    createdDate: z.string(),
    updatedDate: z.string(),
    /** The other family's card (null when their profile is no longer available). */
    candidateProfile: profileCard.nullable(),
    /** The other family deleted its profile or its account: the card shows FAMILY_LEFT instead. */
    familyLeft: z.boolean().optional(),
    /** Once accepted: the other family's contact person, phone and e-mail, unmasked. */
    /** Which member of the viewer's own family proposed, reminded, revoked or answered, and when (never the other family's). */
    acts: memberActList,
    contact: z
      .object({ contactPersonName: z.string(), contactPhoneCountryCode: z.string(), contactPhoneNumber: z.string(), email: z.string() })
      .nullable(),
  }));
export type ProposalView = z.infer<typeof proposalView>;
export const proposalList = /* @__PURE__ */ lazySchema(() =>
  z.object({ items: z.array(proposalView) }));

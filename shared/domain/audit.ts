/**
 * The volunteers' audit trail: every volunteer action (who, what, which item, when, why) is written
 * once and can only be read — no route edits or deletes an entry.
 */
import * as z from 'zod';
import { lazySchema } from './lazySchema.js';
import { auditKinds } from './auditKinds.js';

export { auditKinds, type AuditKind } from './auditKinds.js';

export const auditEntry = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    /** The volunteer's user id and e-mail at the time. */
    volunteerId: z.string(),
    volunteerEmail: z.string(),
    kind: z.enum(auditKinds),
    /** What the action was on: a listing, category, request, candidate profile, report… */
    itemType: z.string(),
    itemId: z.string(),
    /** A few words naming the item for people (a listing's title, a category's name). */
    itemLabel: z.string(),
    reason: z.string().optional(),
    createdDate: z.string(),
  }));
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditPage = /* @__PURE__ */ lazySchema(() =>
  z.object({ items: z.array(auditEntry), next: z.string().optional() }));

/** Family Activity under User Settings: what the family's members did in the last days, as the family sees it. */
import * as z from 'zod';
import { lazySchema } from './lazySchema.js';
import { memberActKinds } from './memberActs.js';

export const activityEntry = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    act: z.enum(memberActKinds),
    /** The member as recorded when they acted (one who has left since keeps their name). */
    firstName: z.string(),
    relation: z.string().optional(),
    at: z.string(),
    /** The other family's candidate, named as any member sees them (last name starred); null when no longer shown. */
    whom: z.string().nullable(),
  }));
export type ActivityEntry = z.infer<typeof activityEntry>;

export const activityList = /* @__PURE__ */ lazySchema(() =>
  z.object({
    items: z.array(activityEntry),
    /** How many days back the list goes. */
    days: z.number(),
    /** More acts in those days than the list shows (the newest are shown). */
    more: z.boolean(),
  }));
export type ActivityList = z.infer<typeof activityList>;

/** The schema of a family's own act as its pages get it (memberActs.ts has the type and the line it shows). */
import * as z from 'zod';
import { lazySchema } from './lazySchema.js';
import { memberActKinds, type MemberAct } from './memberActs.js';

export const memberActView = /* @__PURE__ */ lazySchema(() =>
  z.object({
    act: z.enum(memberActKinds),
    firstName: z.string(),
    relation: z.string().optional(),
    at: z.string(),
  }) satisfies z.ZodType<MemberAct>);

/** The acts of one item (a proposal, a photo request, a block): present only on the acting family's own view. */
export const memberActList = /* @__PURE__ */ lazySchema(() =>
  z.array(memberActView).optional());

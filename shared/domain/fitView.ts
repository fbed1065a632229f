/**
 * How a profile fits an expectation, as responses carry it: each stated expectation with its label
 * and whether it is met. The matched cards carry it both ways, and so does another family's
 * profile opened from any list (search, saved, proposals), so a family reads the same account
 * wherever it meets a profile.
 */
import * as z from 'zod';
import { lazySchema } from './lazySchema.js';
import { mustHaveFields } from './wants.js';

export const criterion = /* @__PURE__ */ lazySchema(() =>
  z.object({
    field: z.enum(['gender', 'age', 'gotra', ...mustHaveFields]),
    label: z.string(),
    met: z.boolean(),
    mustHave: z.boolean(),
  }));
export const fit = /* @__PURE__ */ lazySchema(() =>
  z.object({ met: z.number().int(), of: z.number().int(), criteria: z.array(criterion) }));
export type FitView = z.infer<typeof fit>;

/** Both directions: how many of *your* expectations the profile meets, and how many of *theirs* you meet. */
export const twoWayFit = /* @__PURE__ */ lazySchema(() => z.object({ yours: fit, theirs: fit }));
export type TwoWayFit = z.infer<typeof twoWayFit>;

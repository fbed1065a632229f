import * as z from 'zod';
import { lazySchema } from '../domain/lazySchema.js';

/** The one error shape every endpoint answers with. */
export const apiErrorSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  }));
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Turns zod issues into `{ field: [messages] }`, the field being the issue's dotted path. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    (out[field] ??= []).push(issue.message);
  }
  return out;
}

/** The SPA's zod runs jitless (no eval probe under the CSP) though main.tsx never imports zod. */
import { describe, expect, it } from 'vitest';
import '#web/lib/zodWithoutEval';
import { z } from 'zod';

describe('zodWithoutEval', () => {
  it('turns on jitless in the config zod reads', () => {
    expect(z.config().jitless).toBe(true);
  });
});

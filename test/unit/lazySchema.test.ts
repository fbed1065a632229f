import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { isLazySchema, lazySchema } from '#shared/domain/lazySchema.js';

describe('a schema built on first use', () => {
  it('builds nothing until touched, then once, and parses as the schema it stands for', () => {
    let builds = 0;
    const name = lazySchema(() => {
      builds += 1;
      return z.string().trim().min(1, 'Name is required');
    });
    const person = lazySchema(() => {
      builds += 1;
      return z.strictObject({ name, age: z.number().int().optional() });
    });
    const withCity = lazySchema(() => person.extend({ city: z.string() }));
    expect(builds).toBe(0);
    expect(withCity.parse({ name: '  Asha ', city: 'Toronto' })).toEqual({ name: 'Asha', city: 'Toronto' });
    expect(builds).toBe(2);
    const refused = person.safeParse({ name: '', extra: 1 });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((i) => i.message)).toEqual(['Name is required', 'Unrecognized key: "extra"']);
    expect(person instanceof z.ZodObject).toBe(true);
    expect(Object.keys(person.shape)).toEqual(['name', 'age']);
    expect(builds).toBe(2);
  });

  it('writes the same JSON Schema as the schema built at once, in both directions', () => {
    const eagerEmail = z.string().trim().max(254).transform((s) => s.toLowerCase());
    const eager = z.object({ email: eagerEmail, phone: eagerEmail.optional(), tags: z.array(eagerEmail).default([]) });
    const lazyEmail = lazySchema(() => z.string().trim().max(254).transform((s) => s.toLowerCase()));
    const lazy = lazySchema(() => z.object({ email: lazyEmail, phone: lazyEmail.optional(), tags: z.array(lazyEmail).default([]) }));
    for (const io of ['input', 'output'] as const) {
      const opts = { io, unrepresentable: 'any', target: 'draft-2020-12' } as const;
      expect(z.toJSONSchema(lazy, opts)).toEqual(z.toJSONSchema(eager, opts));
    }
  });

  it('is how every module-level schema of shared/domain is declared (a cold request builds only what it uses)', async () => {
    const dir = new URL('../../shared/domain/', import.meta.url);
    const eager: string[] = [];
    let standIns = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const module = (await import(new URL(file, dir).href)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (isLazySchema(value)) standIns += 1;
        else if (value instanceof z.ZodType) eager.push(`${file}: ${name}`);
      }
    }
    expect(eager).toEqual([]);
    expect(standIns).toBeGreaterThan(100);
  });
});

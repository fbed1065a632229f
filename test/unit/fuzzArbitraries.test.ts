/**
 * The zod 4 → fast-check walker the route fuzzer draws its requests from: it covers every schema
 * of the route table, what it draws inside mostly fits, what it draws outside mostly does not.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routeList } from '#shared/api/routes/index.js';
import * as lists from '#shared/domain/lists.js';
import { candidateFields } from '#shared/domain/candidate.js';
import { inside, outside, stringsIn, type Vocabulary } from '../integration/fuzzArbitraries.js';

const vocab: Vocabulary = {
  favoured: ['0b6f3a52-1c1e-4d5e-9a57-8c9f3e2d1a00', 'member@example.org', 'secret123', 'portrait.png', 'https://example.org/x'],
  words: [...stringsIn(lists)],
};
const share = (schema: z.ZodType, arb: fc.Arbitrary<unknown>, fits: boolean) =>
  fc.sample(arb, { numRuns: 100, seed: 42 }).filter((v) => schema.safeParse(v).success === fits).length / 100;

const schemas = routeList.flatMap((r) => [
  ...(Object.keys(r.params.shape).length ? [[`${r.operation} params`, r.params] as const] : []),
  ...(r.body ? [[`${r.operation} body`, r.body] as const] : []),
]);

describe('every schema of the route table', () => {
  it.each(schemas)('%s: inside mostly fits, outside mostly does not', (_name, schema) => {
    expect(share(schema, inside(schema, vocab), true)).toBeGreaterThanOrEqual(0.6);
    expect(share(schema, outside(schema, vocab), false)).toBeGreaterThanOrEqual(0.85);
  });
});

describe('the walker', () => {
  it('meets a refine with the vocabulary values it accepts (the candidate form’s choice lists)', () => {
    const gender = candidateFields.shape.gender;
    expect(new Set(fc.sample(inside(gender, vocab), { numRuns: 200, seed: 1 }))).toEqual(new Set(lists.genders));
  });

  it("draws free text over several lines for 'About our family', and times of birth, not only the words it knows", () => {
    const about = fc.sample(inside(candidateFields.shape.aboutFamily, vocab), { numRuns: 300, seed: 1 }).filter((v): v is string => typeof v === 'string');
    expect(about.some((v) => v.includes('\n'))).toBe(true);
    expect(about.some((v) => v.length > 0 && !vocab.words.includes(v) && !vocab.favoured.includes(v))).toBe(true);
    expect(about.every((v) => candidateFields.shape.aboutFamily.safeParse(v).success)).toBe(true);
    const times = fc.sample(inside(candidateFields.shape.birthTime, vocab), { numRuns: 100, seed: 1 });
    expect(times.some((v) => typeof v === 'string' && /^\d\d:\d\d$/.test(v))).toBe(true);
  });

  it('finds the bounds a number refine hides by trying numbers', () => {
    const years = fc.sample(inside(candidateFields.shape.dobYear, vocab), { numRuns: 200, seed: 1 }) as number[];
    expect(years.every((y) => candidateFields.shape.dobYear.safeParse(y).success)).toBe(true);
  });

  it('leaves out optional keys sometimes and keeps required ones always', () => {
    const schema = z.strictObject({ a: z.string(), b: z.string().optional(), c: z.boolean().default(false) });
    const drawn = fc.sample(inside(schema, vocab), { numRuns: 100, seed: 3 }) as Record<string, unknown>[];
    expect(drawn.every((d) => 'a' in d)).toBe(true);
    expect(drawn.some((d) => !('b' in d))).toBe(true);
  });

  it('draws one thing wrong outside: an extra key, a missing key, a value of another kind', () => {
    const schema = z.strictObject({ kind: z.enum(['x', 'y']), n: z.number().int().min(1).max(9) });
    const drawn = fc.sample(outside(schema, vocab), { numRuns: 300, seed: 5 });
    const objects = drawn.filter((d): d is Record<string, unknown> => typeof d === 'object' && d !== null && !Array.isArray(d));
    expect(objects.some((o) => Object.keys(o).length > 2)).toBe(true);
    expect(objects.some((o) => !('kind' in o) || !('n' in o))).toBe(true);
    expect(objects.some((o) => typeof o.n === 'number' && !Number.isInteger(o.n))).toBe(true);
    expect(drawn.some((d) => !objects.includes(d as Record<string, unknown>))).toBe(true);
  });

  it('refuses a kind of schema it does not know, rather than fuzz it with nothing', () => {
    expect(() => inside(z.date(), vocab)).toThrow(/no arbitrary for a zod date/);
    expect(() => outside(z.date(), vocab)).toThrow(/no arbitrary for a zod date/);
  });
});

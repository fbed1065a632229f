/**
 * fast-check arbitraries derived from zod 4 schemas, for the route-table fuzz test (fuzz.test.ts).
 * No package maps zod 4 to fast-check (zod-fast-check stops at zod 3), so this walks each schema's
 * `_zod.def` for the kinds the route table uses, and throws on any other kind, so that a new kind
 * of schema is noticed (test/unit/fuzzArbitraries.test.ts walks every route) rather than fuzzed
 * with nothing.
 *
 * `inside` draws values the schema should accept. What a walker cannot read (a `.refine()` such as
 * the candidate form's choice lists, a `.superRefine()` across fields) is met by the vocabulary: the
 * strings the test knows (selection lists, the members' real ids and e-mails), each leaf keeping
 * those its own schema accepts. `outside` draws values just outside: one field of another type,
 * missing, extra, too long or too short, an unknown enum value, a huge number, odd unicode.
 * Neither is a promise: the fuzz test asks the route's schema itself which side a request is on.
 */
import fc from 'fast-check';
import { z } from 'zod';

type Schema = z.core.$ZodType;
interface Def {
  type: string;
  [key: string]: unknown;
}
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  pattern?: RegExp;
  value?: number;
  inclusive?: boolean;
  format?: string;
}

/** Strings that mean something in this product; each schema leaf keeps those it accepts. */
export interface Vocabulary {
  /** Drawn most: the real ids, names and e-mails a request should name to get past "not found" (repeat one to favour it). */
  favoured: readonly string[];
  /** Drawn less: selection-list values and the like, which most id-shaped leaves would also accept. */
  words: readonly string[];
  /** Drawn first for a field or path param of this name (`candidateId`: the candidates the caller may name). */
  named?: Readonly<Record<string, readonly string[]>>;
}

const defOf = (s: Schema) => s._zod.def as unknown as Def;
const sub = (s: Schema, key: string) => defOf(s)[key] as Schema;
const checksOf = (s: Schema) => ((defOf(s).checks ?? []) as Schema[]).map((c) => c._zod.def as unknown as CheckDef);
const accepts = (s: Schema, v: unknown) => z.safeParse(s, v).success;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Where a number refine hides its bounds, these are tried: counts, ages, heights, months, years. */
const NUMBER_PROBE = [...range(-5, 130), ...range(1900, 2100)];
/** A long text, still well under the 64 KB a body may have, so the schema (not the size cap) answers. */
const LONG = 20_000;

/** Values of every JSON type, for "a field of another type". */
const WRONG_TYPE = fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, '', 'x', [], {}, ['x'], { nested: { deeper: true } });
const HUGE = fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 64, -(2 ** 63), 1e21, 5e-324, -0);
/** Text that has broken parsers, mails, paths and logs elsewhere: control and format characters, lone surrogates, injections. */
export const ODD_TEXT = fc.constantFrom(
  '\u0000', '\ud800', 'a\udc00b', '\u202Eevil', 'zero\u200Bwidth', 'line\u2028sep', '😀'.repeat(30), 'e\u0301'.repeat(40),
  '<script>alert(1)</script>', "'; DROP TABLE x; --", '../../etc/passwd', '${jndi:ldap://x}', '%00', '\r\nBcc: x@example.org',
  '   ', '\t', '__proto__', 'constructor', 'NaN', '-1', '1e999', 'null', 'undefined', 'ﷺ'.repeat(10), '\uFEFFbom',
);
const ANY_TEXT = fc.string({ unit: 'binary', maxLength: 80 });
/** Keys a client might add hoping the server copies them onto an item. */
const EXTRA_KEYS = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'volunteer', 'groups', 'userProfileId', 'id', 'pk', 'ineligible', 'status', 'ownProfile'),
  fc.string({ minLength: 1, maxLength: 20 }),
);

function stringFacts(s: Schema) {
  let min = 0;
  let max = Infinity;
  let custom = false;
  const patterns: RegExp[] = [];
  for (const c of checksOf(s)) {
    if (c.check === 'min_length') min = Math.max(min, c.minimum ?? 0);
    else if (c.check === 'max_length') max = Math.min(max, c.maximum ?? Infinity);
    else if (c.check === 'string_format' && c.pattern) patterns.push(c.pattern);
    else if (c.check === 'custom') custom = true;
  }
  return { min, max, custom, patterns };
}

function numberFacts(s: Schema) {
  let min = -Infinity;
  let max = Infinity;
  let int = false;
  let custom = false;
  for (const c of checksOf(s)) {
    if (c.check === 'number_format' && c.format?.includes('int')) int = true;
    else if (c.check === 'greater_than') min = Math.max(min, (c.value ?? 0) + (c.inclusive ? 0 : 1e-9));
    else if (c.check === 'less_than') max = Math.min(max, (c.value ?? 0) - (c.inclusive ? 0 : 1e-9));
    else if (c.check === 'custom') custom = true;
  }
  return { min, max, int, custom };
}

/** fast-check cannot draw from a lookahead; without it, the pattern's other rules still hold. */
function matching(pattern: RegExp): fc.Arbitrary<string> | undefined {
  const withoutLookaheads = new RegExp(pattern.source.replace(/\(\?[=!][^()]*\)/g, ''), pattern.flags);
  for (const p of [pattern, withoutLookaheads]) {
    try {
      const arb = fc.stringMatching(p);
      fc.sample(arb, 1);
      return arb;
    } catch {
      /* try the next form */
    }
  }
  return undefined;
}

function stringInside(s: Schema, vocab: Vocabulary, key?: string): fc.Arbitrary<unknown> {
  const { min, max, custom, patterns } = stringFacts(s);
  const pick = (from: readonly string[], weight: number) => {
    const known = from.filter((v) => accepts(s, v));
    return known.length ? [{ weight, arbitrary: fc.constantFrom(...known) }] : [];
  };
  const known = [...pick((key && vocab.named?.[key]) || [], 30), ...pick(vocab.favoured, 4), ...pick(vocab.words, 1)];
  // A refine's rule cannot be read, only tried: the known values it accepts are the way in.
  if (custom && known.length) return fc.oneof(...known);
  const pattern = patterns[0] && matching(patterns[0]);
  // Free text is where odd input lives: drawn more than the known words it would also accept.
  const made = pattern ?? fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, min + 40) });
  return fc.oneof(...known, { weight: pattern ? 2 : 5, arbitrary: made });
}

function numberInside(s: Schema): fc.Arbitrary<unknown> {
  const { min, max, int, custom } = numberFacts(s);
  if (custom) {
    const known = NUMBER_PROBE.filter((n) => accepts(s, n));
    if (known.length) return fc.constantFrom(...known);
  }
  const lo = Math.max(min, -1e9);
  const hi = Math.min(max, 1e9);
  return int ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }) : fc.double({ min: lo, max: hi, noNaN: true });
}

/** Whether an object key may be left out (optional, or with a default), looking through pipes. */
function mayBeMissing(s: Schema): boolean {
  const d = defOf(s);
  if (d.type === 'optional' || d.type === 'default') return true;
  return d.type === 'pipe' && mayBeMissing(sub(s, 'in'));
}

/** A pipe is drawn from its output schema unless that is a transform (which says nothing). */
const pipeSource = (s: Schema) => (defOf(sub(s, 'out')).type === 'transform' ? sub(s, 'in') : sub(s, 'out'));

/**
 * What the walker draws may still miss a rule it cannot read (a trim before a length, a regex and a
 * max together, a rule across fields). Where a fair share of draws fits, only fitting ones are kept
 * (a filter that rarely passes would make fast-check spin, so it is used only then).
 */
function fit(s: Schema, arb: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const drawn = fc.sample(arb, { numRuns: 30, seed: 7 });
  const share = drawn.filter((v) => accepts(s, v)).length / drawn.length;
  return share === 1 || share < 0.15 ? arb : arb.filter((v) => accepts(s, v));
}

/** `key`: the name of the object field (or path param) being drawn, for the vocabulary's `named` values. */
export function inside(s: Schema, vocab: Vocabulary, key?: string): fc.Arbitrary<unknown> {
  return fit(s, walk(s, vocab, key));
}

function walk(s: Schema, vocab: Vocabulary, key?: string): fc.Arbitrary<unknown> {
  const d = defOf(s);
  switch (d.type) {
    case 'string':
      return stringInside(s, vocab, key);
    case 'number':
      return numberInside(s);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(d.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(d.values as unknown[]));
    case 'optional':
    case 'default':
      return fc.option(inside(sub(s, 'innerType'), vocab, key), { nil: undefined });
    case 'nullable':
      return fc.option(inside(sub(s, 'innerType'), vocab, key), { nil: null });
    case 'union':
      return fc.oneof(...(d.options as Schema[]).map((o) => inside(o, vocab, key)));
    case 'pipe':
      return inside(pipeSource(s), vocab, key);
    case 'array': {
      const { min, max } = stringFacts(s);
      return fc.array(inside(sub(s, 'element'), vocab, key), { minLength: min, maxLength: Math.min(max, min + 6) });
    }
    case 'object': {
      const shape = d.shape as Record<string, Schema>;
      const arbs = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, inside(v, vocab, k)]));
      const requiredKeys = Object.keys(shape).filter((k) => !mayBeMissing(shape[k]!));
      return fc.record(arbs, { requiredKeys });
    }
    default:
      throw new Error(`fuzzArbitraries: no arbitrary for a zod ${d.type} (add it to inside() and outside())`);
  }
}

export function outside(s: Schema, vocab: Vocabulary): fc.Arbitrary<unknown> {
  const d = defOf(s);
  switch (d.type) {
    case 'string': {
      const { min, max } = stringFacts(s);
      const options: fc.Arbitrary<unknown>[] = [WRONG_TYPE, ODD_TEXT, ANY_TEXT, fc.constant('y'.repeat(LONG))];
      // One character too many of an otherwise fitting value: only the length is wrong.
      if (max < LONG) options.push(stringInside(s, vocab).map((v) => `${String(v)}${'a'.repeat(Math.max(1, max + 1 - String(v).length))}`));
      if (min > 0) options.push(fc.constantFrom('', ' '.repeat(min)));
      return fc.oneof(...options);
    }
    case 'number': {
      const { min, max, int } = numberFacts(s);
      const options: fc.Arbitrary<unknown>[] = [WRONG_TYPE, HUGE, fc.constantFrom('5', '1e3', '0x10')];
      if (Number.isFinite(min)) options.push(fc.constant(Math.floor(min) - 1));
      if (Number.isFinite(max)) options.push(fc.constant(Math.ceil(max) + 1));
      if (int) options.push(fc.double({ min: -1e6, max: 1e6, noNaN: true }).filter((n) => !Number.isInteger(n)));
      return fc.oneof(...options);
    }
    case 'boolean':
      return fc.oneof(WRONG_TYPE, fc.constantFrom('true', 'false', 1, 0));
    case 'enum':
    case 'literal': {
      const values = (d.type === 'enum' ? Object.values(d.entries as Record<string, unknown>) : (d.values as unknown[])).map(String);
      const near = values.flatMap((v) => [v.toUpperCase(), v.toLowerCase(), ` ${v}`, `${v}x`]);
      return fc.oneof(WRONG_TYPE, ANY_TEXT, ODD_TEXT, fc.constantFrom(...near));
    }
    case 'optional':
    case 'default':
    case 'nullable':
      return outside(sub(s, 'innerType'), vocab);
    case 'union':
      return fc.oneof(...(d.options as Schema[]).map((o) => outside(o, vocab)));
    case 'pipe':
      return fc.oneof(outside(sub(s, 'in'), vocab), outside(pipeSource(s), vocab));
    case 'array': {
      const element = sub(s, 'element');
      const { max } = stringFacts(s);
      const options: fc.Arbitrary<unknown>[] = [WRONG_TYPE, fc.array(outside(element, vocab), { minLength: 1, maxLength: 3 })];
      if (max < 1000) options.push(inside(element, vocab).map((v) => Array.from({ length: max + 1 }, () => v)));
      return fc.oneof(...options);
    }
    case 'object':
      return objectOutside(s, vocab);
    default:
      throw new Error(`fuzzArbitraries: no arbitrary for a zod ${d.type} (add it to inside() and outside())`);
  }
}

/** A fitting object with one thing wrong: a field outside, a required field gone, a field too many; or no object at all. */
function objectOutside(s: Schema, vocab: Vocabulary): fc.Arbitrary<unknown> {
  const shape = defOf(s).shape as Record<string, Schema>;
  const base = inside(s, vocab) as fc.Arbitrary<Record<string, unknown>>;
  const keys = Object.keys(shape);
  const required = keys.filter((k) => !mayBeMissing(shape[k]!));
  const options: fc.Arbitrary<unknown>[] = [
    WRONG_TYPE,
    // A computed key makes `__proto__` an own property, as JSON.parse does on the server.
    fc.tuple(base, EXTRA_KEYS, fc.oneof(WRONG_TYPE, ANY_TEXT)).map(([b, k, v]) => ({ ...b, [k]: v })),
  ];
  if (keys.length) {
    options.push(fc.oneof(...keys.map((k) => fc.tuple(base, outside(shape[k]!, vocab)).map(([b, v]) => ({ ...b, [k]: v })))));
  }
  if (required.length) {
    options.push(fc.tuple(base, fc.constantFrom(...required)).map(([b, k]) => Object.fromEntries(Object.entries(b).filter(([key]) => key !== k))));
  }
  return fc.oneof(...options);
}

/** Every string value anywhere in a module's exports (selection lists, options, states by country). */
export function stringsIn(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) stringsIn(v, out);
  return out;
}

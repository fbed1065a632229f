/**
 * Property-based fuzzing of every route of the route table, so no input gets a 5xx. For each route,
 * fast-check draws requests from the route's own zod schemas (path params and body; no route reads
 * a query, so a stray query is only noise) and from just outside them (fuzzArbitraries.ts), plus
 * malformed, empty and oversized JSON and odd path segments, sent with a valid token (a family
 * owning a real candidate profile, another family, a volunteer), with invalid, forged, expired,
 * tampered and disabled-account tokens, and with none (fuzzWorld.ts). Every answer must hold:
 *
 * - never a 5xx; every 4xx is JSON with a non-empty `message`;
 * - a non-public route answers 401 to every invalid token, a volunteer route 403 to members;
 * - a request outside its route's schema is refused (the server asks the same schema);
 * - a refused write leaves the table as it was (tableWitness.ts tells, at the cost of a stat).
 *
 * FUZZ_RUNS (default 100) cases per route, a quarter of that on the routes the table throttles
 * hardest (sign-up, password reset, referral requests: they mail and create Cognito users);
 * FUZZ_SEED (fixed by default, printed by fast-check on failure) replays a run; FUZZ_REPORT=1
 * prints, per route, how many cases got past validation to the handler and what they got.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeList, type RouteDef } from '#shared/api/routes/index.js';
import { baseUrl, call } from './helpers.js';
import { ODD_TEXT, inside, outside, type Vocabulary } from './fuzzArbitraries.js';
import { authorization, buildWorld, invalidKinds, keepHealthy, validKinds, vocabulary, type TokenKind, type World } from './fuzzWorld.js';
import { TableWitness } from './tableWitness.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const MAX_BODY_BYTES = 64 * 1024;

type Route = RouteDef & { operation: string };
type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'text'; text: string } | { kind: 'oversize' };
interface Case {
  token: TokenKind;
  garbage: string;
  params: Record<string, string>;
  /** One path param sent as this raw, already-encoded segment (the schema cannot say what the server decodes). */
  raw?: { key: string; segment: string };
  query: string;
  body: Body;
}

/** Segments that are not what encodeURIComponent makes: bad escapes, overlong UTF-8, dot segments. */
const RAW_SEGMENTS = fc.constantFrom('%', '%zz', '%C0%80', '%ED%A0%80', '%E0%A4%A', '%00', '%2F', '%252F', '..', '.', '%2e%2e', '%FF', 'a%20b', '%F0%9F%98%80');
const MALFORMED_JSON = fc.constantFrom('{"a":', '{', '[', "{'a':1}", '{} {}', '\uFEFF{}', 'NaN', 'undefined', '{"a":1,}', '"', '[1e999]', '['.repeat(5000) + ']'.repeat(5000));

/**
 * A path value as text. Lone surrogates cannot be put in a URL (the server would see U+FFFD, and so
 * does the check), and a URL past Node's 16 KB header limit is refused by the HTTP server itself
 * (431, no body; CloudFront's own limit in AWS) before the app: 2 KB is already far outside any param.
 */
const asText = (v: unknown) => Buffer.from(typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v)), 'utf8').toString('utf8').slice(0, 2048);

/** fast-check prints a counterexample with this: long texts cut, so a failure stays readable. */
function printable<T extends object>(c: T): T {
  const short = (_: string, v: unknown) => (typeof v === 'string' && v.length > 80 ? `${v.slice(0, 40)}…(${v.length} chars)` : v);
  return Object.defineProperty(c, fc.toStringMethod, { value: () => JSON.stringify(c, short), enumerable: false });
}

function tokenArb(route: Route): fc.Arbitrary<TokenKind> {
  const weighted = (w: Record<(typeof validKinds)[number], number>) =>
    fc.oneof(
      ...validKinds.map((k) => ({ weight: w[k], arbitrary: fc.constant<TokenKind>(k) })),
      // Every invalid kind is refused at the same door: a fifth of the cases is plenty for it.
      { weight: 3, arbitrary: fc.constantFrom<TokenKind>(...invalidKinds) },
    );
  if (route.auth === 'volunteer') return weighted({ volunteer: 8, owner: 2, other: 1 });
  return weighted({ owner: 8, other: 2, volunteer: 1 });
}

function paramsArb(route: Route, vocab: Vocabulary): fc.Arbitrary<Pick<Case, 'params' | 'raw'>> {
  const shape = route.params.shape as Record<string, Parameters<typeof outside>[0]>;
  const keys = Object.keys(shape);
  const fitting = (inside(route.params, vocab) as fc.Arbitrary<Record<string, unknown>>).map((p) =>
    Object.fromEntries(Object.entries(p).map(([k, v]) => [k, asText(v)])));
  if (!keys.length) return fc.constant({ params: {} });
  const oneOff = fc.oneof(...keys.map((k) => fc.tuple(fitting, outside(shape[k]!, vocab)).map(([p, v]) => ({ ...p, [k]: asText(v) }))));
  const raw = fc.tuple(fitting, fc.constantFrom(...keys), RAW_SEGMENTS).map(([params, key, segment]) => ({ params, raw: { key, segment } }));
  return fc.oneof(
    { weight: 8, arbitrary: fitting.map((params) => ({ params })) },
    { weight: 3, arbitrary: oneOff.map((params) => ({ params })) },
    { weight: 1, arbitrary: raw },
  );
}

function bodyArb(route: Route, vocab: Vocabulary): fc.Arbitrary<Body> {
  const json = (a: fc.Arbitrary<unknown>) => a.map((value): Body => ({ kind: 'json', value }));
  if (!route.body) {
    // A route without a body schema never reads one: sending one anyway must change nothing.
    return route.method === 'GET' ? fc.constant({ kind: 'none' }) : fc.oneof({ weight: 4, arbitrary: fc.constant<Body>({ kind: 'none' }) }, json(fc.jsonValue()));
  }
  const fitting = inside(route.body, vocab);
  const cut = fc.tuple(fitting, fc.nat()).map(([v, n]): Body => {
    const text = JSON.stringify(v) ?? '';
    return { kind: 'text', text: text.slice(0, n % Math.max(1, text.length)) };
  });
  return fc.oneof(
    { weight: 14, arbitrary: json(fitting) },
    { weight: 8, arbitrary: json(outside(route.body, vocab)) },
    { weight: 1, arbitrary: cut },
    { weight: 1, arbitrary: MALFORMED_JSON.map((text): Body => ({ kind: 'text', text })) },
    { weight: 1, arbitrary: fc.constantFrom<Body>({ kind: 'text', text: '' }, { kind: 'oversize' }) },
  );
}

const queryArb = fc.oneof(
  { weight: 8, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('page', 'userId', '__proto__', 'token', 'x'), fc.oneof(fc.string(), ODD_TEXT), { maxKeys: 3 }).map((q) => `?${new URLSearchParams(q)}`) },
);

function caseArb(route: Route, vocab: Vocabulary): fc.Arbitrary<Case> {
  return fc
    .record({ token: tokenArb(route), garbage: fc.string({ unit: 'grapheme-ascii', maxLength: 300 }), p: paramsArb(route, vocab), query: queryArb, body: bodyArb(route, vocab) })
    .map(({ p, ...rest }) => printable({ ...rest, ...p }));
}

function bodyText(body: Body): string | undefined {
  if (body.kind === 'none') return undefined;
  if (body.kind === 'text') return body.text;
  if (body.kind === 'oversize') return JSON.stringify({ pad: 'y'.repeat(MAX_BODY_BYTES + 10) });
  return JSON.stringify(body.value);
}

/** What the server's validation makes of the request: true or false, or undefined where it cannot be told here. */
function fitsSchema(route: Route, c: Case, text: string | undefined): boolean | undefined {
  if (c.raw) return undefined;
  if (!route.params.safeParse(c.params).success) return false;
  if (!route.body) return true;
  if (text !== undefined && Buffer.byteLength(text) > MAX_BODY_BYTES) return false;
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    return false;
  }
  return route.body.safeParse(parsed).success;
}

const templateOf = (route: Route) => new RegExp(`^${route.path.replace(/\{\w+\}/g, '[^/]+')}$`);

interface Tally {
  cases: number;
  handled: number;
  statuses: Record<number, number>;
}
const tallies = new Map<string, Tally>();

let world: World;
let witness: TableWitness;
beforeAll(async () => {
  world = await buildWorld();
  witness = await TableWitness.start();
  // The witness must see a real write and must not see a read, or its silence proves nothing.
  await call('getSession', { token: world.owner.token });
  expect(await witness.settle(), 'a read seen as a write').toEqual([]);
  const hidden = await call('manageServiceProviderDisplay', {
    token: world.owner.token, params: { providerId: world.owner.listingId }, body: { serviceProviderDisplayFlag: false },
  });
  expect(hidden.status).toBe(200);
  expect(await witness.settle(), 'a write not seen').not.toEqual([]);
  expect(await witness.drift(), 'the journal misread').toEqual([]);
}, 120_000);

afterAll(() => {
  if (!process.env.FUZZ_REPORT) return;
  for (const [op, t] of tallies) console.log(`${op.padEnd(34)} ${String(t.cases).padStart(5)} cases, ${String(t.handled).padStart(4)} past validation: ${JSON.stringify(t.statuses)}`);
});

describe('every route, fuzzed from its schemas', () => {
  it.each(routeList.map((r) => [r.operation, r] as const))('%s', async (operation, route) => {
    await keepHealthy(world);
    const vocab = vocabulary(world);
    const template = templateOf(route);
    const runs = route.throttle && route.throttle.rate <= 2 ? Math.ceil(RUNS / 4) : RUNS;
    const tally: Tally = { cases: 0, handled: 0, statuses: {} };
    tallies.set(operation, tally);

    await fc.assert(
      fc.asyncProperty(caseArb(route, vocab), async (c) => {
        const values = Object.fromEntries(Object.entries(c.params).map(([k, v]) => [k, encodeURIComponent(v)]));
        if (c.raw) values[c.raw.key] = c.raw.segment;
        const url = new URL(`${baseUrl}${route.path.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '')}${c.query}`);
        const text = bodyText(c.body);
        const auth = authorization(world, c.token, c.garbage);
        await witness.settle();
        const res = await fetch(url, {
          method: route.method,
          headers: { ...(auth ? { authorization: auth } : {}), ...(text !== undefined ? { 'content-type': 'application/json' } : {}) },
          body: text,
        });
        const raw = await res.text();
        const changes = await witness.settle();
        let answer: { message?: unknown } | undefined;
        try {
          answer = JSON.parse(raw) as { message?: unknown };
        } catch {
          answer = undefined;
        }
        const said = `${route.method} ${url.pathname.slice(0, 200)} as ${c.token} → ${res.status} ${raw.slice(0, 300)}`;
        const routed = template.test(url.pathname);
        const fits = fitsSchema(route, c, text);
        const tokenValid = route.auth === 'public' || (route.auth === 'volunteer' ? c.token === 'volunteer' : (validKinds as readonly string[]).includes(c.token));
        tally.cases++;
        tally.statuses[res.status] = (tally.statuses[res.status] ?? 0) + 1;
        if (routed && fits && tokenValid) tally.handled++;

        expect(res.status, said).toBeLessThan(500);
        if (res.status >= 400) {
          expect(typeof answer?.message === 'string' && answer.message.trim() !== '', `a ${res.status} without a message: ${said}`).toBe(true);
        }
        if (routed && route.auth !== 'public' && !(validKinds as readonly string[]).includes(c.token)) expect(res.status, said).toBe(401);
        if (routed && route.auth === 'volunteer' && (c.token === 'owner' || c.token === 'other')) expect(res.status, said).toBe(403);
        if (fits === false) expect(res.status, `outside the schema, yet ${said}`).toBeGreaterThanOrEqual(400);
        // A refused code is counted on purpose (the code limits, a change's tries): that count is the only write a refusal may make.
        const written = changes?.filter((c) => !/^(added|changed) (CODELIMIT#\S+ CODELIMIT|USER#\S+ EMAILCHANGE)$/.test(c));
        if (route.method !== 'GET' && res.status >= 400 && written) expect(written, `a refused write changed the table: ${said}`).toEqual([]);
      }),
      { numRuns: runs, seed: SEED },
    );
    // A fuzzer refused at the door everywhere would prove little: each route's handler must be reached.
    if (runs >= 20) expect(tally.handled, `no case of ${operation} got past validation to its handler`).toBeGreaterThan(0);
  }, Math.max(60_000, RUNS * 400));

  it('the copy of the table kept from the journal still matches the table', async () => {
    expect(await witness.drift()).toEqual([]);
  });
});

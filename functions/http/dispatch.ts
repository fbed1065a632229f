/**
 * Builds one endpoint group's Lambda handler from the shared route table: API Gateway's HTTP API
 * (v2) event in, its result object out, with no web Request or Response in between (building them
 * makes Node load its bundled fetch, tens of milliseconds of every cold start; docs/performance.md).
 * The local server turns its requests into the same events, so what the tests run is what AWS runs.
 *
 * Per request: the route matched by method and path, authentication by the route's auth level, zod
 * validation of path params and body (422 with field messages), the response shaped by its schema
 * (unknown fields are stripped, so nothing undeclared leaves the server), domain errors mapped to
 * 4xx, and the request's observability (./requestContext.ts). Handlers only see validated input.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { fieldErrors } from '#shared/api/errors.js';
import { routeListOf, type RouteDef } from '#shared/api/routes/define.js';
import type { Caller } from '../lib/caller.js';
import type { HttpApiEvent, HttpResult, LambdaContext } from './httpApiEvent.js';
import { withRequestContext } from './requestContext.js';
import { assertNoLocalEndpoints, config } from '../lib/config.js';
import { AppError, badRequest, forbidden } from '../lib/errors.js';
import { logger } from '../lib/logger.js';

const MAX_BODY_BYTES = 64 * 1024;

// The bearer-token check (aws-jwt-verify and the account read behind it) is imported on the first
// member or volunteer call: with the bundle split into chunks (infra/bundling.ts), a public route's
// cold request (the directory's pages) loads and builds none of it.
const authModule = () => import('./auth.js');

/** One group's routes, as its file in shared/api/routes/ declares them. */
type GroupRoutes = Record<string, RouteDef>;

export interface HandlerInput<R extends RouteDef> {
  params: z.output<R['params']>;
  body: R['body'] extends z.ZodType ? z.output<R['body']> : undefined;
  /** Present on member and volunteer routes. */
  caller: R['auth'] extends 'public' ? Caller | undefined : Caller;
}
export type Handler<R extends RouteDef> = (input: HandlerInput<R>) => Promise<z.input<R['response']>>;
export type GroupHandlers<T extends GroupRoutes> = { [Op in keyof T]: Handler<T[Op]> };

export type { HttpApiEvent, HttpResult, LambdaContext };
/** The event fields the dispatcher reads. */
type HttpEvent = Pick<HttpApiEvent, 'rawPath' | 'headers' | 'body' | 'isBase64Encoded'> & { requestContext: { http: { method: string } } };
/** A group's Lambda handler; the context is absent when a test or the local server calls it. */
export type GroupHandler = (event: HttpEvent, context?: Partial<LambdaContext>) => Promise<HttpResult>;

/** A GET route outside the table (the OpenAPI document), answered as JSON. */
export type ExtraRoute = () => Promise<unknown>;

export interface GroupDispatchOptions {
  /**
   * The server-side volunteer check (./auth.ts), given by the groups that have volunteer
   * routes: it asks Cognito, so the other groups' Lambdas leave the Cognito SDK out of their bundle.
   */
  requireVolunteer?: (caller: Caller) => Promise<void>;
  /** GET routes outside the table, by path (the OpenAPI document). */
  extra?: Record<string, ExtraRoute>;
}

const errorBody = (message: string, errors?: Record<string, string[]>) => (errors ? { message, errors } : { message });

/**
 * No API answer may be kept by a browser or a shared cache: member answers and their errors carry
 * personal data, the shared profile carries contact details, and the rest is cheap to ask again.
 * On every answer under /api/, errors too.
 */
const json = (statusCode: number, value: unknown, api = true): HttpResult => ({
  statusCode,
  headers: api ? { 'content-type': 'application/json', 'cache-control': 'no-store' } : { 'content-type': 'application/json' },
  body: JSON.stringify(value),
  isBase64Encoded: false,
});

/** A header's value; API Gateway's v2 event names them in lower case, a hand-made event may not. */
function header(event: HttpEvent, name: string): string | undefined {
  const headers = event.headers ?? {};
  if (headers[name] !== undefined) return headers[name];
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value;
  return undefined;
}

function readJson(event: HttpEvent): unknown {
  const raw = event.body ?? '';
  const text = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new AppError(413, 'The request is too large.');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/**
 * In AWS, CloudFront adds `x-origin-verify` with a secret only it and the API know, so a request
 * sent to the API's own URL (around CloudFront's WAF and rate limits) is refused before anything
 * else runs. Hashing both sides makes the comparison constant-time whatever the lengths.
 */
function verifyOrigin(event: HttpEvent): void {
  const secret = config.originVerifySecret;
  if (secret && !timingSafeEqual(sha256(header(event, 'x-origin-verify') ?? ''), sha256(secret))) throw forbidden();
}

/** A path param's value as the client meant it; a malformed escape is kept as sent (and the schema judges it). */
function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

interface Compiled {
  operation?: string;
  method: string;
  pattern: RegExp;
  keys: string[];
  serve: (event: HttpEvent, params: Record<string, string>) => Promise<unknown>;
}

/** `{name}` placeholders (API Gateway's and OpenAPI's way) as one path segment each. */
function compile(path: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = path.split(/\{(\w+)\}/).map((part, i) => {
    if (i % 2) {
      keys.push(part);
      return '([^/]+)';
    }
    return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return { pattern: new RegExp(`^${source.join('')}$`), keys };
}

/** Builds a group's handler from its own routes (shared/api/routes/<group>.ts) and a handler for each. */
export function createGroupDispatch<T extends GroupRoutes>(routes: T, handlers: GroupHandlers<T>, options: GroupDispatchOptions = {}): GroupHandler {
  assertNoLocalEndpoints();
  const { requireVolunteer, extra = {} } = options;
  const compiled: Compiled[] = Object.entries(extra).map(([path, answer]) => ({ method: 'GET', ...compile(path), serve: () => answer() }));
  for (const route of routeListOf(routes)) {
    const handler = (handlers as Record<string, Handler<RouteDef>>)[route.operation];
    if (!handler) throw new Error(`No handler for ${route.operation}`);
    const volunteerCheck = route.auth === 'volunteer' ? requireVolunteer : undefined;
    if (route.auth === 'volunteer' && !volunteerCheck) throw new Error(`${route.operation} is a volunteer route: give its app the volunteer check`);
    compiled.push({
      operation: route.operation, method: route.method, ...compile(route.path),
      serve: async (event, rawParams) => {
        let caller: Caller | undefined;
        if (route.auth !== 'public') {
          const { authenticate } = await authModule();
          caller = await authenticate(header(event, 'authorization'), { whileDeleting: route.whileDeleting });
          if (volunteerCheck) await volunteerCheck(caller);
        }
        const params = route.params.safeParse(rawParams);
        if (!params.success) throw new AppError(422, 'Please correct the highlighted fields.', fieldErrors(params.error.issues));
        let body: unknown;
        // A route without a body schema never reads the body, whatever its type: the one-click
        // unsubscribe's `List-Unsubscribe=One-Click` form (RFC 8058) is ignored, not refused.
        if (route.body) {
          const parsed = route.body.safeParse(readJson(event));
          if (!parsed.success) throw new AppError(422, 'Please correct the highlighted fields.', fieldErrors(parsed.error.issues));
          body = parsed.data;
        }
        const result = await handler({ params: params.data, body, caller } as never);
        return route.response.parse(result);
      },
    });
  }

  const match = (method: string, path: string) => {
    for (const route of compiled) {
      if (route.method !== method) continue;
      const found = route.pattern.exec(path);
      if (found) return { route, params: Object.fromEntries(route.keys.map((key, i) => [key, decodeParam(found[i + 1]!)])) };
    }
    return undefined;
  };

  return async (event, context) => {
    const method = event.requestContext.http.method;
    const path = event.rawPath;
    // Only the API's paths reach a group's Lambda in AWS; locally the server sends it nothing else.
    if (!path.startsWith('/api/')) return json(404, errorBody('Not found!'), false);
    const found = match(method, path);
    return withRequestContext({ operation: found?.route.operation, lambdaContext: context }, async () => {
      try {
        verifyOrigin(event);
        if (!found) return json(404, errorBody('Not found!'));
        return json(200, await found.route.serve(event, found.params));
      } catch (err) {
        if (err instanceof AppError) return json(err.status, errorBody(err.message, err.errors));
        logger.error('Unhandled error', { method, path, error: err });
        return json(500, errorBody('Something went wrong!'));
      }
    });
  };
}

/**
 * Builds one endpoint group's Hono app from the shared route table: authentication by the route's
 * auth level, zod validation of path params and body (422 with field messages), the response
 * shaped by its schema (unknown fields are stripped, so nothing undeclared leaves the server), and
 * domain errors mapped to 4xx. Handlers only see validated input.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { fieldErrors } from '#shared/api/errors.js';
import { routeListOf, toColonPath, type RouteDef } from '#shared/api/routes/define.js';
import type { Caller } from '../lib/caller.js';
import { nameOperations, requestContext } from './requestContext.js';
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

export interface GroupAppOptions {
  /**
   * The server-side volunteer check (./auth.ts), given by the groups that have volunteer
   * routes: it asks Cognito, so the other groups' Lambdas leave the Cognito SDK out of their bundle.
   */
  requireVolunteer?: (caller: Caller) => Promise<void>;
  /** Routes outside the table (the OpenAPI document). */
  extra?: (app: Hono) => void;
}

const errorBody = (message: string, errors?: Record<string, string[]>) => (errors ? { message, errors } : { message });

async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
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
const originVerify: MiddlewareHandler = async (c, next) => {
  const secret = config.originVerifySecret;
  if (secret && !timingSafeEqual(sha256(c.req.header('x-origin-verify') ?? ''), sha256(secret))) throw forbidden();
  await next();
};

/**
 * No API answer may be kept by a browser or a shared cache: member answers and their errors carry
 * personal data, the shared profile carries contact details, and the rest is cheap to ask again.
 * Set before anything runs, so error answers carry it too.
 */
const noStore: MiddlewareHandler = async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
};

/** Builds a group's app from its own routes (shared/api/routes/<group>.ts) and a handler for each. */
export function createGroupApp<T extends GroupRoutes>(routes: T, handlers: GroupHandlers<T>, options: GroupAppOptions = {}): Hono {
  assertNoLocalEndpoints();
  const { requireVolunteer, extra } = options;
  const routeList = routeListOf(routes);
  nameOperations(routeList);
  const app = new Hono();
  // Every API path: the group apps are also mounted together on the local server, beside the SPA.
  app.use('/api/*', requestContext, noStore, originVerify);
  extra?.(app);
  for (const route of routeList) {
    const handler = (handlers as Record<string, Handler<RouteDef>>)[route.operation];
    if (!handler) throw new Error(`No handler for ${route.operation}`);
    const volunteerCheck = route.auth === 'volunteer' ? requireVolunteer : undefined;
    if (route.auth === 'volunteer' && !volunteerCheck) throw new Error(`${route.operation} is a volunteer route: give its app the volunteer check`);
    app.on(route.method, toColonPath(route.path), async (c) => {
      let caller: Caller | undefined;
      if (route.auth !== 'public') {
        const { authenticate } = await authModule();
        caller = await authenticate(c.req.header('authorization'), { whileDeleting: route.whileDeleting });
        if (volunteerCheck) await volunteerCheck(caller);
      }
      const params = route.params.safeParse(c.req.param());
      if (!params.success) throw new AppError(422, 'Please correct the highlighted fields.', fieldErrors(params.error.issues));
      let body: unknown;
      // A route without a body schema never reads the body, whatever its type: the one-click
      // unsubscribe's `List-Unsubscribe=One-Click` form (RFC 8058) is ignored, not refused.
      if (route.body) {
        const parsed = route.body.safeParse(await readJson(c));
        if (!parsed.success) throw new AppError(422, 'Please correct the highlighted fields.', fieldErrors(parsed.error.issues));
        body = parsed.data;
      }
      const result = await handler({ params: params.data, body, caller } as never);
      return c.json(route.response.parse(result) as object, 200);
    });
  }
  app.notFound((c) => c.json(errorBody('Not found!'), 404));
  app.onError((err, c) => {
    if (err instanceof AppError) return c.json(errorBody(err.message, err.errors), err.status);
    logger.error('Unhandled error', { method: c.req.method, path: c.req.path, error: err });
    return c.json(errorBody('Something went wrong!'), 500);
  });
  return app;
}

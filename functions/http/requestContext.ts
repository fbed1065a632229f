/**
 * Per-request observability for the group apps: every log line written while a request runs
 * carries its request id and operation, a 4xx answer counts as a refusal by reason, and the
 * request's metrics are flushed when it ends, whatever happened.
 *
 * The keys live on the one module-wide logger. In Lambda an execution environment serves one
 * request at a time, so removing them at the end is enough for nothing to leak into the next
 * request. The local server runs all requests in one process: there, overlapping requests can
 * mislabel each other's lines (a development-only blemish, not worth a per-request logger).
 */
import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { LambdaContext } from 'hono/aws-lambda';
import { matchedRoutes } from 'hono/route';
import { toColonPath } from '#shared/api/routes/define.js';
import type { AppError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { countRefusal, flushMetrics } from '../lib/metrics.js';

/** Every status the app builder refuses with, named for the `reason` dimension of `Refusals`. */
const refusalReasons: Record<AppError['status'], string> = {
  400: 'badRequest',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  410: 'gone',
  413: 'tooLarge',
  422: 'validation',
  429: 'tooMany',
};

/** The reason a 4xx answer is counted under; undefined for any other answer. */
export function refusalReason(status: number): string | undefined {
  if (status < 400 || status > 499) return undefined;
  return refusalReasons[status as AppError['status']] ?? 'otherClientError';
}

// Across all groups built in this process: locally every group app is mounted on one server, so a
// request can pass through another group's middleware first. In a Lambda only its own group's.
const operationByRoute = new Map<string, string>();

/** Each group app names its routes' operations here when it is built (./app.ts). */
export function nameOperations(routes: readonly { operation: string; method: string; path: string }[]): void {
  for (const r of routes) operationByRoute.set(`${r.method} ${toColonPath(r.path)}`, r.operation);
}

/** The operation of the route that answers this request, if one matched (the router knows before any middleware runs). */
function operationOf(c: Context): string | undefined {
  for (const route of matchedRoutes(c)) {
    const operation = operationByRoute.get(`${route.method} ${route.path}`);
    if (operation) return operation;
  }
  return undefined;
}

/** hono/aws-lambda hands the invocation's context to the app as `c.env.lambdaContext`. */
function lambdaContextOf(c: Context): LambdaContext | undefined {
  const env = c.env as { lambdaContext?: LambdaContext } | undefined;
  return env?.lambdaContext?.awsRequestId ? env.lambdaContext : undefined;
}

// Locally the group apps are mounted together and each brings this middleware along: the first
// one to see a request does the work, the others pass it on.
const handled = new WeakSet<Request>();

export const requestContext: MiddlewareHandler = async (c, next) => {
  if (handled.has(c.req.raw)) return next();
  handled.add(c.req.raw);
  const lambdaContext = lambdaContextOf(c);
  // In Lambda the logger's own context: `function_request_id` (the id in the Lambda's REPORT line
  // and API Gateway's logs), `cold_start` and the function's name. Locally the same key, made up.
  // hono's LambdaContext lacks the deprecated callback methods of the aws-lambda type, unused here.
  if (lambdaContext) logger.addContext(lambdaContext as unknown as Parameters<typeof logger.addContext>[0]);
  else logger.appendKeys({ function_request_id: randomUUID() });
  const operation = operationOf(c);
  if (operation) logger.appendKeys({ operation });
  try {
    await next();
    // Errors were answered by the app's onError by now, so the status is the one the caller gets.
    const reason = refusalReason(c.res.status);
    if (reason) countRefusal(reason);
  } finally {
    await flushMetrics();
    logger.resetKeys();
  }
};

/**
 * Per-request observability for the group dispatchers (./dispatch.ts): every log line written
 * while a request runs carries its request id and operation, a 4xx answer counts as a refusal by
 * reason, and the request's metrics are flushed when it ends, whatever happened.
 *
 * The keys live on the one module-wide logger. In Lambda an execution environment serves one
 * request at a time, so removing them at the end is enough for nothing to leak into the next
 * request. The local server runs all requests in one process: there, overlapping requests can
 * mislabel each other's lines (a development-only blemish, not worth a per-request logger).
 */
import { randomUUID } from 'node:crypto';
import type { AppError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { countRefusal, flushMetrics } from '../lib/metrics.js';
import type { LambdaContext } from './httpApiEvent.js';

/** Every status the dispatcher refuses with, named for the `reason` dimension of `Refusals`. */
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

export interface RequestFacts {
  /** The operation of the route that answers, if one matched (the dispatcher knows before anything runs). */
  operation?: string;
  /** The invocation's context in Lambda; absent locally and in tests. */
  lambdaContext?: Partial<LambdaContext>;
}

/** Runs one request's answer with its keys on every log line, counting a refusal and flushing the metrics at the end. */
export async function withRequestContext<R extends { statusCode: number }>(facts: RequestFacts, answer: () => Promise<R>): Promise<R> {
  // In Lambda the logger's own context: `function_request_id` (the id in the Lambda's REPORT line
  // and API Gateway's logs), `cold_start` and the function's name. Locally the same key, made up.
  if (facts.lambdaContext?.awsRequestId) logger.addContext(facts.lambdaContext as LambdaContext);
  else logger.appendKeys({ function_request_id: randomUUID() });
  if (facts.operation) logger.appendKeys({ operation: facts.operation });
  try {
    // Errors are answered inside, so the status is the one the caller gets.
    const result = await answer();
    const reason = refusalReason(result.statusCode);
    if (reason) countRefusal(reason);
    return result;
  } finally {
    await flushMetrics();
    logger.resetKeys();
  }
}

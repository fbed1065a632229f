/**
 * API Gateway's HTTP API (payload 2.0) event and the result a Lambda answers it with, as far as this
 * project builds or reads them: the group dispatchers (./dispatch.ts) read them, the local server
 * (infra/local/apiEvent.ts) and the Lambda tests (test/lambdaEvent.ts) build them. Our own small
 * types: aws-lambda's are a types-only package the dependency rules cannot resolve.
 */
import type { logger } from '../lib/logger.js';

export interface HttpApiEvent {
  version: '2.0';
  routeKey: string;
  rawPath: string;
  rawQueryString: string;
  cookies?: string[];
  /** Named in lower case by API Gateway. */
  headers: Record<string, string | undefined>;
  requestContext: {
    accountId: string;
    apiId: string;
    domainName: string;
    domainPrefix: string;
    http: { method: string; path: string; protocol: string; sourceIp: string; userAgent: string };
    requestId: string;
    routeKey: string;
    stage: string;
    time: string;
    timeEpoch: number;
  };
  body?: string;
  isBase64Encoded: boolean;
}

/** What a group's Lambda answers API Gateway. */
export interface HttpResult {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  isBase64Encoded: false;
}

/** The Lambda invocation's context, as Powertools Logger takes it (its type is aws-lambda's). */
export type LambdaContext = Parameters<typeof logger.addContext>[0];

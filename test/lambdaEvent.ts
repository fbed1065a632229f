/**
 * An HTTP API (v2) event as API Gateway sends it to a Lambda: how the Lambda tests
 * (test/integration/lambda.test.ts) and the cold-request benchmark (bench/lambdas.ts) call a
 * handler the way AWS does. Plain JSON, so it can be handed to another process.
 */
import type { HttpApiEvent } from '#functions/http/dispatch.js';

export interface EventOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export function httpApiEvent(method: string, path: string, opts: EventOptions = {}): HttpApiEvent {
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: { host: 'example.execute-api.us-east-1.amazonaws.com', 'content-type': 'application/json', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    requestContext: {
      accountId: '123456789012', apiId: 'example', domainName: 'example.execute-api.us-east-1.amazonaws.com', domainPrefix: 'example',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
      requestId: 'req-1', routeKey: `${method} ${path}`, stage: '$default', time: '', timeEpoch: Date.now(),
    },
    ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
    isBase64Encoded: false,
  };
}

/**
 * What operators see of a request: log lines carrying its request id and operation (and nothing of
 * them once it is over), refusals counted by reason as CloudWatch EMF, and nothing of the metrics
 * printed outside Lambda. Requests go through a real group's dispatch; none gets as far as AWS.
 */
import type { LambdaContext } from '#functions/http/dispatch.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profilemgmtDispatch } from '#functions/profilemgmt/app.js';
import { usermgmtDispatch } from '#functions/usermgmt/app.js';
import { logger } from '#functions/lib/logger.js';
import { METRICS_NAMESPACE, metricsEnabled } from '#functions/lib/metrics.js';
import { refusalReason } from '#functions/http/requestContext.js';
import type { Group } from '#shared/api/routes/index.js';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalListener } from '../../infra/local/server.js';
import { httpApiEvent } from '../lambdaEvent.js';

/** Every JSON document written out: the metrics and the logger's lines (warnings and errors on stderr). */
let printed: Record<string, unknown>[] = [];
const capture = (chunk: string | Uint8Array) => {
  for (const line of String(chunk).split('\n')) {
    if (line.trim().startsWith('{')) printed.push(JSON.parse(line) as Record<string, unknown>);
  }
  return true;
};
beforeEach(() => {
  printed = [];
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  // No emulator, no table: a route that reaches the data fails before any network call.
  vi.stubEnv('TABLE_NAME', '');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

type Emf = { _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }[] } } & Record<string, unknown>;
const emfDocuments = () => printed.filter((d): d is Emf => '_aws' in d);
const logLines = () => printed.filter((d) => 'message' in d);

const badSignup = () => usermgmtDispatch(httpApiEvent('POST', '/api/usermgmt/saveUserProfile', { body: { userEmail: 'not-an-address' } }));
const get = (path: string, context?: LambdaContext) => usermgmtDispatch(httpApiEvent('GET', path), context);
// Passes validation, then fails reading the table: an unhandled error, which the app logs.
const lookupPath = '/api/usermgmt/validateReferCode/7KQ2MZ4P';

describe('metrics switch', () => {
  it('is on in Lambda and off elsewhere, unless POWERTOOLS_METRICS_DISABLED decides', () => {
    expect(metricsEnabled({})).toBe(false);
    expect(metricsEnabled({ AWS_LAMBDA_FUNCTION_NAME: 'rishta-usermgmt' })).toBe(true);
    expect(metricsEnabled({ AWS_LAMBDA_FUNCTION_NAME: 'rishta-usermgmt', POWERTOOLS_METRICS_DISABLED: 'true' })).toBe(false);
    expect(metricsEnabled({ POWERTOOLS_METRICS_DISABLED: 'false' })).toBe(true);
  });

  it('names every refusal the app builder answers with, and nothing else', () => {
    expect(refusalReason(422)).toBe('validation');
    expect(refusalReason(401)).toBe('unauthorized');
    expect(refusalReason(403)).toBe('forbidden');
    expect(refusalReason(404)).toBe('notFound');
    expect(refusalReason(409)).toBe('conflict');
    expect(refusalReason(429)).toBe('tooMany');
    expect(refusalReason(200)).toBeUndefined();
    expect(refusalReason(500)).toBeUndefined();
  });
});

describe('refusals', () => {
  it('locally print nothing', async () => {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', undefined);
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', undefined);
    expect((await badSignup()).statusCode).toBe(422);
    expect(emfDocuments()).toEqual([]);
  });

  it('with metrics on, are one EMF document in the rishta namespace, by reason and service', async () => {
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    expect((await badSignup()).statusCode).toBe(422);
    const [doc, ...more] = emfDocuments();
    expect(more).toEqual([]);
    const [directive] = doc!._aws.CloudWatchMetrics;
    expect(directive!.Namespace).toBe(METRICS_NAMESPACE);
    expect(directive!.Metrics.map((m) => m.Name)).toEqual(['Refusals']);
    expect(directive!.Dimensions[0]).toEqual(expect.arrayContaining(['service', 'reason']));
    expect(doc).toMatchObject({ Refusals: 1, reason: 'validation', service: expect.any(String) });
  });

  it('are counted once on the local server, which hands each request to its group\'s dispatch', async () => {
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    const handlers = { usermgmt: usermgmtDispatch, profilemgmt: profilemgmtDispatch } as Record<Group, typeof usermgmtDispatch>;
    const server = createServer(createLocalListener(handlers, {} as Parameters<typeof createLocalListener>[1], '/nonexistent', {}));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${origin}/api/usermgmt/saveUserProfile`, { method: 'POST', body: '{}' })).status).toBe(422);
      expect(emfDocuments()).toMatchObject([{ Refusals: 1, reason: 'validation' }]);
      expect((await fetch(`${origin}${lookupPath}`)).status).toBe(500);
      expect(logLines().at(-1)).toMatchObject({ operation: 'validateReferCode' });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('count an unknown API path as not found', async () => {
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    expect((await get('/api/usermgmt/noSuchThing')).statusCode).toBe(404);
    expect(emfDocuments()).toMatchObject([{ Refusals: 1, reason: 'notFound' }]);
  });
});

describe('log lines of a request', () => {
  it('carry the operation and a request id, made up locally; nothing of them outlives the request', async () => {
    const first = await get(lookupPath);
    const second = await get(lookupPath);
    expect([first.statusCode, second.statusCode]).toEqual([500, 500]);
    const [a, b] = logLines();
    expect(a).toMatchObject({ message: 'Unhandled error', operation: 'validateReferCode', function_request_id: expect.any(String) });
    expect(b).toMatchObject({ operation: 'validateReferCode' });
    expect(b!.function_request_id).not.toBe(a!.function_request_id);

    logger.info('between requests');
    const after = logLines().at(-1)!;
    expect(after.message).toBe('between requests');
    expect(after).not.toHaveProperty('operation');
    expect(after).not.toHaveProperty('function_request_id');
  });

  it('in Lambda carry the invocation\'s request id', async () => {
    const lambdaContext = {
      awsRequestId: 'c6af9ac6-7b61-11e6-9a41-93e812345678', functionName: 'rishta-usermgmt', functionVersion: '$LATEST',
      invokedFunctionArn: 'arn:aws:lambda:us-east-1:123456789012:function:rishta-usermgmt', memoryLimitInMB: '512',
    } as LambdaContext;
    // What the Lambda runtime passes the handler beside the event.
    expect((await get(lookupPath, lambdaContext)).statusCode).toBe(500);
    expect(logLines().at(-1)).toMatchObject({
      operation: 'validateReferCode', function_request_id: lambdaContext.awsRequestId, function_name: 'rishta-usermgmt',
    });
  });

  it('never carry the request body', async () => {
    await badSignup();
    await get('/api/usermgmt/validateReferCode/7KQ2MZ4P');
    expect(JSON.stringify(printed)).not.toContain('not-an-address');
  });
});

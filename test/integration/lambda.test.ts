/**
 * The Lambda entry points themselves (what API Gateway invokes in AWS), called with HTTP API v2
 * events against the emulators: the same apps as the local server, through hono/aws-lambda.
 */
import type { LambdaContext, LambdaEvent } from 'hono/aws-lambda';
import { describe, expect, it } from 'vitest';
import { texts } from '../../shared/texts.js';
import { freshReferral, newMember } from './helpers.js';

function event(method: string, path: string, opts: { body?: unknown; token?: string } = {}): LambdaEvent {
  // An HTTP API (v2) event as API Gateway sends it; hono's union type wants the exact variant.
  return ({
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: { host: 'example.execute-api.us-east-1.amazonaws.com', 'content-type': 'application/json', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
    requestContext: {
      accountId: '123456789012', apiId: 'example', domainName: 'example.execute-api.us-east-1.amazonaws.com', domainPrefix: 'example',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
      requestId: 'req-1', routeKey: `${method} ${path}`, stage: '$default', time: '', timeEpoch: Date.now(),
    },
    body: opts.body === undefined ? null : JSON.stringify(opts.body),
    isBase64Encoded: false,
  }) as unknown as LambdaEvent;
}
const context = {} as LambdaContext;

type Result = { statusCode: number; body: string };

describe('Lambda handlers', () => {
  it('usermgmt answers a public lookup and a member call', async () => {
    const { handler } = await import('../../functions/usermgmt/handler.js');
    const referral = await freshReferral();
    const ok = (await handler(event('GET', `/api/usermgmt/validateReferCode/${referral.referralCode}`), context)) as Result;
    expect(ok.statusCode).toBe(200);
    expect(JSON.parse(ok.body)).toEqual({ id: referral.id });
    const bad = (await handler(event('POST', '/api/usermgmt/saveUserProfile', { body: { userEmail: 'x' } }), context)) as Result;
    expect(bad.statusCode).toBe(422);
    const m = await newMember();
    const session = (await handler(event('GET', '/api/usermgmt/session', { token: m.token }), context)) as Result;
    expect(JSON.parse(session.body)).toMatchObject({ id: m.id });
    const none = (await handler(event('GET', '/api/usermgmt/validateReferCode/ZZZZ9999'), context)) as Result;
    expect(JSON.parse(none.body)).toEqual({ message: texts.referralInvalid });
  });

  it('admin refuses members', async () => {
    const { handler } = await import('../../functions/admin/handler.js');
    const m = await newMember();
    const res = (await handler(event('GET', '/api/admin/referralRequests', { token: m.token }), context)) as Result;
    expect(res.statusCode).toBe(403);
  });

});

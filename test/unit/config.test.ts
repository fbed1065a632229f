/**
 * A deployed Lambda must never be pointed at a local emulator by a stray variable: the endpoint
 * overrides are refused whenever the code runs in Lambda.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { assertNoLocalEndpoints, config } from '#functions/lib/config.js';

const overrides = {
  cognito: 'COGNITO_ENDPOINT',
  dynamodb: 'DYNAMODB_ENDPOINT',
  s3: 'S3_ENDPOINT',
  ses: 'SES_ENDPOINT',
} as const;

const saved = { ...process.env };
afterEach(() => {
  for (const name of ['AWS_LAMBDA_FUNCTION_NAME', ...Object.values(overrides)]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe('local endpoint overrides', () => {
  it.each(Object.entries(overrides))('%s: used locally, refused with a clear error in Lambda', (service, variable) => {
    delete process.env.AWS_LAMBDA_FUNCTION_NAME;
    // Only this one override is set (a test run may inherit others from its environment).
    for (const other of Object.values(overrides)) delete process.env[other];
    process.env[variable] = 'http://127.0.0.1:9999';
    const read = () => config.endpoints[service as keyof typeof overrides];
    expect(read()).toBe('http://127.0.0.1:9999');
    expect(() => assertNoLocalEndpoints()).not.toThrow();

    process.env.AWS_LAMBDA_FUNCTION_NAME = 'rishta-usermgmt';
    expect(read).toThrow(new RegExp(`${variable} .*Lambda`));
    expect(() => assertNoLocalEndpoints()).toThrow(new RegExp(variable));
  });

  it('in Lambda without overrides, the SDK defaults apply', () => {
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'rishta-usermgmt';
    for (const variable of Object.values(overrides)) delete process.env[variable];
    expect(config.endpoints.cognito).toBeUndefined();
    expect(config.endpoints.dynamodb).toBeUndefined();
    expect(() => assertNoLocalEndpoints()).not.toThrow();
  });
});

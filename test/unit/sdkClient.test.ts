/**
 * The functions' AWS SDK clients carry no logger middleware (functions/lib/sdkClient.ts): it walked
 * every command's output through its schema for a logger that prints nothing. A client built
 * as the SDK makes it does carry it, so the name removed is the SDK's own.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { cognito } from '#functions/lib/cognito.js';
import { ddb } from '#functions/lib/dynamodb.js';
import { s3 } from '#functions/lib/s3.js';
import { SDK_LOGGER_MIDDLEWARE } from '#functions/lib/sdkClient.js';
import { ses } from '#functions/lib/ses.js';

const names = (client: { middlewareStack: { identify(): string[] } }) => client.middlewareStack.identify().map((entry) => entry.split(' ')[0]);

describe('the functions\' SDK clients', () => {
  it('are built by the SDK with its logger middleware', () => {
    expect(names(new DynamoDBClient({ region: 'us-east-1' }))).toContain(SDK_LOGGER_MIDDLEWARE);
  });

  it('leave it out, every one of them, and keep the rest of the stack', () => {
    const fresh = names(new DynamoDBClient({ region: 'us-east-1' }));
    for (const client of [ddb(), s3(), ses(), cognito()]) {
      const stack = names(client);
      expect(stack).not.toContain(SDK_LOGGER_MIDDLEWARE);
      expect(stack).toContain('retryMiddleware');
    }
    expect(names(ddb())).toEqual(fresh.filter((name) => name !== SDK_LOGGER_MIDDLEWARE));
  });
});

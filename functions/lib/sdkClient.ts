/**
 * What every AWS SDK client of the functions leaves out. The SDK's logger middleware hands each
 * command's input and output to the client's logger, first walking them through the operation's
 * schema to hide sensitive fields; it does that even for the default logger, which prints nothing.
 * For a Query of a thousand items the walk was the largest part of the call's CPU (the search
 * benchmark's profile, docs/performance.md). No client here is given a logger (the functions log
 * through Powertools, never the SDK's traffic), so the middleware goes.
 */
interface SdkClient {
  middlewareStack: { remove(toRemove: string): boolean };
}

export const SDK_LOGGER_MIDDLEWARE = 'loggerMiddleware';

export function withoutOperationLog<C extends SdkClient>(client: C): C {
  client.middlewareStack.remove(SDK_LOGGER_MIDDLEWARE);
  return client;
}

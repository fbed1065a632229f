import { Logger } from '@aws-lambda-powertools/logger';
import { mapBundleStackTraces } from './stackTraces.js';

// Every function logs: its stacks are mapped to the source from here, when one is read (no --enable-source-maps).
mapBundleStackTraces(import.meta.url);

/** The endpoint group or job a function serves (infra/lambda.ts sets it), in logs and metrics alike. */
export const serviceName = () => process.env.POWERTOOLS_SERVICE_NAME ?? 'rishta';

/**
 * Structured logs. Never log request bodies, passwords or tokens. During a request every line also
 * carries its request id and operation (../http/requestContext.ts adds them).
 */
export const logger = new Logger({
  serviceName: serviceName(),
  logLevel: (process.env.LOG_LEVEL as 'INFO' | 'WARN' | 'ERROR' | 'DEBUG' | undefined) ?? 'INFO',
});

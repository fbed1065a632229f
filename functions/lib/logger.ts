import { Logger } from '@aws-lambda-powertools/logger';

/** Structured logs. Never log request bodies, passwords or tokens. */
export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'rishta',
  logLevel: (process.env.LOG_LEVEL as 'INFO' | 'WARN' | 'ERROR' | 'DEBUG' | undefined) ?? 'INFO',
});

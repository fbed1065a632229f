/**
 * EventBridge job 'matchDigest'. The schedule and the Lambda are deployed now (infra/jobs.ts); the digest
 * itself arrives with the proposals and matching issues, which bring the data it reads.
 */
import { logger } from '../lib/logger.js';

export const handler = async (): Promise<{ job: string; mailsSent: number }> => {
  logger.info('matchDigest ran; no digest is defined yet');
  return { job: 'matchDigest', mailsSent: 0 };
};

/**
 * EventBridge job 'reminderDigest'. The schedule and the Lambda are deployed now (infra/jobs.ts); the digest
 * itself arrives with the proposals and matching issues, which bring the data it reads.
 */
import { logger } from '../lib/logger.js';

export const handler = async (): Promise<{ job: string; mailsSent: number }> => {
  logger.info('reminderDigest ran; no digest is defined yet');
  return { job: 'reminderDigest', mailsSent: 0 };
};

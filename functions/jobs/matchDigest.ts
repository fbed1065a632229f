/** EventBridge Scheduler job 'matchDigest' (infra/jobSchedules.ts): the weekly digest of new matched profiles. */
import type { JobContext, JobEvent } from '../lib/jobRun.js';
import { runMatchDigest } from '../mail/matchDigest.js';

export const handler = (event?: JobEvent, context?: JobContext) => runMatchDigest(event, context);

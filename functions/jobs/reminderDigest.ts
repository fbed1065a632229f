/** EventBridge Scheduler job 'reminderDigest' (infra/jobSchedules.ts): the daily digest of proposals waiting, and their expiry. */
import type { JobContext, JobEvent } from '../lib/jobRun.js';
import { runReminderDigest } from '../mail/reminderDigest.js';

export const handler = (event?: JobEvent, context?: JobContext) => runReminderDigest(event, context);

/** EventBridge Scheduler job 'heldMail' (infra/jobSchedules.ts): sends the proposal mails held 10 minutes, unless the family saw the news on the site. */
import type { JobContext, JobEvent } from '../lib/jobRun.js';
import { runHeldMail } from '../mail/heldMail.js';

export const handler = (event?: JobEvent, context?: JobContext) => runHeldMail(event, context);

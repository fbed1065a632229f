/**
 * No npm package runs EventBridge Scheduler locally, so `npm start` fires the same job handlers
 * on the same expressions (infra/jobSchedules.ts, in the same time zone) with the same event: the
 * scheduled time. A run still going when the next is due is not started twice.
 */
import { Cron } from 'croner';
import { JOB_TIME_ZONE, jobNames, jobSchedules, localCron, type JobName } from '../jobSchedules.js';

type JobHandler = (event: { scheduledTime: string }) => Promise<unknown>;

const loadJob = async (name: JobName) => ((await import(`../../functions/jobs/${name}.js`)) as { handler: JobHandler }).handler;

export interface LocalScheduler {
  /** When each job next runs (for the start banner). */
  nextRuns(): Record<JobName, Date | null>;
  stop(): void;
}

export function startScheduler(log: (line: string) => void = console.log): LocalScheduler {
  const crons = jobNames.map(
    (name) =>
      new Cron(localCron(jobSchedules[name]), { name, timezone: JOB_TIME_ZONE, protect: true }, async (self: Cron) => {
        const scheduledTime = (self.currentRun() ?? new Date()).toISOString();
        try {
          const result = await (await loadJob(name))({ scheduledTime });
          log(`[job ${name}] ${JSON.stringify(result)}`);
        } catch (error) {
          log(`[job ${name}] failed: ${(error as Error).message}`);
        }
      }),
  );
  return {
    nextRuns: () => Object.fromEntries(crons.map((c, i) => [jobNames[i]!, c.nextRun()])) as Record<JobName, Date | null>,
    stop: () => crons.forEach((c) => c.stop()),
  };
}

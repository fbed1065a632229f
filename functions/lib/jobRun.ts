/**
 * What a scheduled job gets from EventBridge Scheduler and how it keeps to its time. The schedule
 * passes its scheduled time (`<aws.scheduler.scheduled-time>`), so a retried or doubled invocation
 * works on the same period as the first; tests pass a moved time the same way.
 */
import { logger } from './logger.js';

export interface JobEvent {
  /** ISO time the run was scheduled for; the job's "now". Absent when run by hand: the real now. */
  scheduledTime?: string;
}

/** The part of the Lambda context a job reads; absent when run by hand (then it has all the time it needs). */
export interface JobContext {
  getRemainingTimeInMillis(): number;
}

export interface JobResult {
  job: string;
  /** The period the run worked on (a day, or a week's Monday). */
  period: string;
  /** False when the run stopped before its time ran out; the next run of the period picks up the rest. */
  complete: boolean;
  counts: Record<string, number>;
}

export function jobNow(event: JobEvent | undefined): Date {
  const at = event?.scheduledTime ? new Date(event.scheduledTime) : new Date();
  return Number.isNaN(at.getTime()) ? new Date() : at;
}

/** Stop taking new work this long before the Lambda timeout: one member's mail must finish. */
export const SAFETY_MARGIN_MS = 30_000;

/** True while the run may start another unit of work. */
export const hasTimeLeft = (context: JobContext | undefined) => () =>
  !context || context.getRemainingTimeInMillis() > SAFETY_MARGIN_MS;

/** `yyyy-mm-dd` (UTC) of a time. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The Monday (UTC) of a time's week, as `yyyy-mm-dd`: the match digest's period. */
export function weekOf(at: Date): string {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return dayOf(d);
}

/** Counts of a run, by outcome and more, for the job's log line and result. */
export function counter() {
  const counts: Record<string, number> = {};
  return { counts, add: (key: string, n = 1) => void (counts[key] = (counts[key] ?? 0) + n) };
}

/**
 * The opening of a run of a job done once a day (the digests): its time and period, its counts, its
 * clock, and the job's state as `readState` reads it. `done` is the run's answer when an earlier run
 * already finished the period (nothing more to do).
 */
export async function openDailyRun<S extends { lastPeriod: string }>(
  job: string, event: JobEvent | undefined, context: JobContext | undefined, readState: (job: string) => Promise<S | undefined>,
) {
  const at = jobNow(event);
  const period = dayOf(at);
  const { counts, add } = counter();
  const state = await readState(job);
  let done: JobResult | undefined;
  if (state && state.lastPeriod >= period) {
    logger.info(`${job}: the period is already done`, { period });
    done = { job, period, complete: true, counts };
  }
  return { at, period, counts, add, state, done, timeLeft: hasTimeLeft(context) };
}

/**
 * The scheduled jobs' times, declared once: the CDK stack turns them into EventBridge Scheduler
 * schedules (infra/jobs.ts) and `npm start` fires the same handlers on the same expressions
 * (infra/local/scheduler.ts). Times are in the community's time zone, so a digest arrives in the
 * morning in North America whatever the season.
 *
 * Each job runs at the first hour of its window and again each hour after it: the first run does
 * the period's work; a later one finds the period finished and stops at once, or picks up what a
 * run cut short by the Lambda time limit left (per-member markers keep every mail single).
 */
export const JOB_TIME_ZONE = 'America/Toronto';

export interface JobSchedule {
  minute: number;
  /** A frequent job: every this many minutes, all day (then `minute` and `hours` are not read). */
  everyMinutes?: number;
  /** First and last hour of the window (local time). */
  hours: readonly [number, number];
  /** A weekly job's day (AWS's and croner's three-letter names); daily when absent. */
  weekDay?: 'MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT' | 'SUN';
  /** The job's mails carry signed unsubscribe and frequency links: only such a job holds the key. */
  signsLinks?: boolean;
  description: string;
}

export const jobSchedules = {
  reminderDigest: { minute: 0, hours: [9, 12], signsLinks: true, description: 'Daily: proposals waiting over 3 days, and expiry after 30 days' },
  // Daily: a family whose 'New matched profiles' is weekly gets its digest on Mondays only.
  matchDigest: { minute: 0, hours: [10, 13], signsLinks: true, description: 'Daily (weekly for families who chose weekly, on Mondays): matched profiles new since the last digest' },
  // The proposal mails held 10 minutes (not sent when the family saw the news on the site).
  heldMail: { minute: 0, hours: [0, 23], everyMinutes: 5, description: 'Every 5 minutes: proposal mails held 10 minutes, unless seen on the site' },
} as const satisfies Record<string, JobSchedule>;

export type JobName = keyof typeof jobSchedules;
export const jobNames = Object.keys(jobSchedules) as JobName[];

const hourRange = (s: JobSchedule) => `${s.hours[0]}-${s.hours[1]}`;

/** EventBridge Scheduler's six-field cron (minutes hours day-of-month month day-of-week year). */
export const awsCron = (s: JobSchedule) =>
  s.everyMinutes ? `cron(0/${s.everyMinutes} * * * ? *)` : `cron(${s.minute} ${hourRange(s)} ${s.weekDay ? '?' : '*'} * ${s.weekDay ?? '?'} *)`;

/** The same expression for croner (five fields, no year), which the local scheduler uses. */
export const localCron = (s: JobSchedule) =>
  s.everyMinutes ? `*/${s.everyMinutes} * * * *` : `${s.minute} ${hourRange(s)} ${s.weekDay ? '?' : '*'} * ${s.weekDay ?? '?'}`;

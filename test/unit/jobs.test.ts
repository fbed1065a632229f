/**
 * The job schedules are declared once and read two ways (EventBridge Scheduler's cron and croner's
 * for `npm start`): both must fire at the same local times. And the small time rules the digests
 * lean on: a proposal's last activity, a week's period.
 */
import { Cron } from 'croner';
import { describe, expect, it } from 'vitest';
import { lastActivityOf } from '#shared/domain/proposals.js';
import { dayOf, hasTimeLeft, jobNow, weekOf } from '#functions/lib/jobRun.js';
import { awsCron, JOB_TIME_ZONE, jobSchedules, localCron } from '../../infra/jobSchedules.js';

describe('job schedules', () => {
  it('the local scheduler fires the daily digest at 9, 10, 11 and 12 in Toronto, every day, across the clock change', () => {
    const runs = new Cron(localCron(jobSchedules.reminderDigest), { timezone: JOB_TIME_ZONE, paused: true })
      .nextRuns(8, new Date('2026-10-31T00:00:00Z')).map((d) => d.toISOString());
    expect(runs).toEqual([
      '2026-10-31T13:00:00.000Z', '2026-10-31T14:00:00.000Z', '2026-10-31T15:00:00.000Z', '2026-10-31T16:00:00.000Z', // EDT
      '2026-11-01T14:00:00.000Z', '2026-11-01T15:00:00.000Z', '2026-11-01T16:00:00.000Z', '2026-11-01T17:00:00.000Z', // EST
    ]);
    expect(awsCron(jobSchedules.reminderDigest)).toBe('cron(0 9-12 * * ? *)');
  });

  it('the match digest runs daily, 10 to 13 in Toronto (a weekly family gets it on Mondays only)', () => {
    const runs = new Cron(localCron(jobSchedules.matchDigest), { timezone: JOB_TIME_ZONE, paused: true }).nextRuns(5, new Date('2026-11-24T00:00:00Z'));
    expect(runs.map((d) => d.toISOString())).toEqual([
      '2026-11-24T15:00:00.000Z', '2026-11-24T16:00:00.000Z', '2026-11-24T17:00:00.000Z', '2026-11-24T18:00:00.000Z', '2026-11-25T15:00:00.000Z',
    ]);
    expect(awsCron(jobSchedules.matchDigest)).toBe('cron(0 10-13 * * ? *)');
  });

  it('the held proposal mails go out every 5 minutes, all day, both ways the same', () => {
    const runs = new Cron(localCron(jobSchedules.heldMail), { timezone: JOB_TIME_ZONE, paused: true }).nextRuns(3, new Date('2026-11-24T23:58:00Z'));
    expect(runs.map((d) => d.toISOString())).toEqual(['2026-11-25T00:00:00.000Z', '2026-11-25T00:05:00.000Z', '2026-11-25T00:10:00.000Z']);
    expect(awsCron(jobSchedules.heldMail)).toBe('cron(0/5 * * * ? *)');
  });
});

describe('job time rules', () => {
  it('a run works on the period of its scheduled time, not of the moment a retry starts', () => {
    expect(dayOf(jobNow({ scheduledTime: '2026-12-01T14:00:00Z' }))).toBe('2026-12-01');
    expect(weekOf(new Date('2026-12-06T23:59:00Z'))).toBe('2026-11-30'); // Sunday belongs to Monday's week
    expect(weekOf(new Date('2026-11-30T00:00:00Z'))).toBe('2026-11-30');
    expect(Math.abs(jobNow({ scheduledTime: 'not a time' }).getTime() - Date.now())).toBeLessThan(5_000);
  });

  it('stops taking work 30 seconds before the Lambda time limit; run by hand, it has all the time it needs', () => {
    expect(hasTimeLeft({ getRemainingTimeInMillis: () => 31_000 })()).toBe(true);
    expect(hasTimeLeft({ getRemainingTimeInMillis: () => 29_000 })()).toBe(false);
    expect(hasTimeLeft(undefined)()).toBe(true);
  });

  it('a proposal is last acted on at its latest reminder, or when it was sent', () => {
    const p = { responseType: 'pending' as const, revoked: false, createdDate: '2026-01-01T00:00:00Z' };
    expect(lastActivityOf(p)).toBe('2026-01-01T00:00:00Z');
    expect(lastActivityOf({ ...p, reminder1UpdatedDate: '2026-01-05T00:00:00Z', reminder2UpdatedDate: '2026-01-09T00:00:00Z' })).toBe('2026-01-09T00:00:00Z');
  });
});

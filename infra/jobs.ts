/**
 * Scheduled e-mail digests: EventBridge Scheduler schedules (in the community's time zone; scheduled
 * rules are the legacy way) invoking functions/jobs/*, with retries and a dead-letter queue for
 * invocations that could not be delivered. The schedule passes its scheduled time, so a retried
 * invocation works on the same period as the first.
 */
import { Duration, Stack, TimeZone } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { ContextAttribute, Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { jobEntry } from './bundling.js';
import { appFunction, type AppFunction } from './lambda.js';
import { JOB_TIME_ZONE, jobNames, jobSchedules, type JobName } from './jobSchedules.js';
import { acknowledge, acknowledgeWildcardResources } from './nag.js';

export { jobNames, jobSchedules, type JobName } from './jobSchedules.js';

export interface JobsProps {
  environment: Record<string, string>;
  /** The link-signing key's variables, for the jobs that sign links (`signsLinks`) only. */
  signingEnvironment: Record<string, string>;
}

export class Jobs extends Construct {
  readonly functions: Record<JobName, AppFunction>;
  readonly deadLetters: Queue;

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    this.deadLetters = new Queue(this, 'DeadLetters', {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    acknowledge(this.deadLetters, 'AwsSolutions-SQS3', 'This queue is the dead-letter queue of the job schedules.');
    const functions = {} as Record<JobName, AppFunction>;
    for (const name of jobNames) {
      const when = jobSchedules[name];
      const fn = appFunction(this, name, {
        entry: jobEntry(name),
        service: name,
        environment: { ...props.environment, ...('signsLinks' in when && when.signsLinks ? props.signingEnvironment : {}) },
        // Digests walk many members and stop 30 s before this (functions/lib/jobRun.ts); API handlers keep 10 s.
        timeout: Duration.minutes(5),
        description: `rishta job ${name}`,
      });
      // One role per schedule, allowed to invoke only its own job (and write to the dead-letter queue).
      const role = new Role(this, `${name}ScheduleRole`, {
        assumedBy: new ServicePrincipal('scheduler.amazonaws.com', { conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } } }),
      });
      acknowledgeWildcardResources(role, [`${fn.functionArn}:*`], 'The job\'s own function and its versions (grantInvoke); no other function.');
      new Schedule(this, `${name}Schedule`, {
        description: `rishta ${name}: ${when.description}`,
        schedule: ScheduleExpression.cron({
          ...('everyMinutes' in when
            ? { minute: `0/${when.everyMinutes}`, hour: '*' }
            : { minute: String(when.minute), hour: `${when.hours[0]}-${when.hours[1]}` }),
          ...('weekDay' in when ? { weekDay: when.weekDay as string } : {}),
          timeZone: TimeZone.of(JOB_TIME_ZONE),
        }),
        target: new LambdaInvoke(fn, {
          input: ScheduleTargetInput.fromObject({ scheduledTime: ContextAttribute.scheduledTime }),
          role,
          deadLetterQueue: this.deadLetters,
          retryAttempts: 3,
          maxEventAge: Duration.hours(1),
        }),
      });
      functions[name] = fn;
    }
    this.functions = functions;
  }
}

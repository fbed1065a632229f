/** Scheduled e-mail digests: EventBridge rules running functions/jobs/*. */
import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule, type CronOptions } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { appFunction } from './lambda.js';

/** Cron in UTC; the local start script runs the same handlers on the same expressions. */
export const jobSchedules = {
  reminderDigest: { minute: '0', hour: '14' },
  matchDigest: { minute: '0', hour: '15', weekDay: 'MON' },
} as const satisfies Record<string, CronOptions>;

export type JobName = keyof typeof jobSchedules;
export const jobNames = Object.keys(jobSchedules) as JobName[];

export interface JobsProps {
  environment: Record<string, string>;
}

export class Jobs extends Construct {
  readonly functions: Record<JobName, NodejsFunction>;

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    const functions = {} as Record<JobName, NodejsFunction>;
    for (const name of jobNames) {
      const fn = appFunction(this, name, {
        entry: `functions/jobs/${name}.ts`,
        service: name,
        environment: props.environment,
        // Digests walk many members; API handlers keep the 10 s limit.
        timeout: Duration.minutes(5),
        description: `rishta job ${name}`,
      });
      new Rule(this, `${name}Schedule`, {
        description: `rishta ${name}`,
        schedule: Schedule.cron(jobSchedules[name]),
        targets: [new LambdaFunction(fn)],
      });
      functions[name] = fn;
    }
    this.functions = functions;
  }
}

/**
 * Bounces and complaints, CDK side: SES's configuration set (every send names it), its event destination
 * (bounces and complaints to EventBridge's default bus), the rule that hands exactly those events to
 * the mail feedback handler, and the handler's least privilege (one PutItem on the table).
 */
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { groups } from '#shared/api/routes/index.js';
import { jobNames } from '../../infra/jobSchedules.js';
import { RishtaStack } from '../../infra/stack.js';

const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
const template = Template.fromStack(new RishtaStack(app, 'Rishta', { env: { account: '123456789012', region: 'us-east-1' } }));

type Resource = { Type: string; Properties: Record<string, any> };
const entries = (type: string) => Object.entries(template.findResources(type)) as [string, Resource][];
const one = (type: string) => {
  const found = entries(type);
  expect(found, type).toHaveLength(1);
  return found[0]!;
};
const fnEntry = (service: string) => {
  const found = entries('AWS::Lambda::Function').filter(([, f]) => f.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME === service);
  expect(found, service).toHaveLength(1);
  return found[0]!;
};
const statementsOf = (fn: Resource) => {
  const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
  return entries('AWS::IAM::Policy').map(([, p]) => p)
    .filter((p) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
    .flatMap((p) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown; Condition?: unknown }[]);
};
const list = <T>(v: T | T[]) => (Array.isArray(v) ? v : [v]);

describe('SES bounces and complaints', () => {
  const [setId, set] = one('AWS::SES::ConfigurationSet');
  const setRef = { Ref: setId };

  it('1. has one configuration set with reputation metrics and no SES suppression list (deletion forgets the app\'s own mark; an SES entry would outlive it)', () => {
    expect(set.Properties.ReputationOptions).toEqual({ ReputationMetricsEnabled: true });
    // An empty list overrides the account-level suppression list too.
    expect(set.Properties.SuppressionOptions).toEqual({ SuppressedReasons: [] });
  });

  it('2. sends its bounces and complaints, nothing else, to the default EventBridge bus', () => {
    const [, destination] = one('AWS::SES::ConfigurationSetEventDestination');
    expect(destination.Properties.ConfigurationSetName).toEqual(setRef);
    const d = destination.Properties.EventDestination;
    expect(d.Enabled).toBe(true);
    expect([...d.MatchingEventTypes].sort()).toEqual(['bounce', 'complaint']);
    expect(JSON.stringify(d.EventBridgeDestination.EventBusArn)).toContain(':event-bus/default');
    expect(d.SnsDestination).toBeUndefined();
  });

  it("3. every sending Lambda names the set (MAIL_CONFIGURATION_SET) and may send in it, only as the site's address", () => {
    for (const service of [...groups, ...jobNames]) {
      const [, fn] = fnEntry(service);
      expect(fn.Properties.Environment.Variables.MAIL_CONFIGURATION_SET, service).toEqual(setRef);
      const send = statementsOf(fn).filter((s) => list(s.Action).includes('ses:SendEmail'));
      if (service === 'classified') {
        expect(send, service).toEqual([]);
        continue;
      }
      expect(send, service).toHaveLength(1);
      // The identities (as before) and this configuration set, by its generated name.
      const setArn = list(send[0]!.Resource).map((r) => JSON.stringify(r)).filter((r) => r.includes(':configuration-set/'));
      expect(setArn, service).toHaveLength(1);
      expect(setArn[0], service).toContain(JSON.stringify(setRef));
      expect(send[0]!.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'no-reply@example.org' } });
    }
  });

  it("4. a rule hands exactly this set's SES bounce and complaint events to the handler, which only EventBridge from that rule may invoke", () => {
    const [ruleId, rule] = one('AWS::Events::Rule');
    const [fnId] = fnEntry('mailFeedback');
    expect(rule.Properties.EventBusName).toBeUndefined(); // the default bus
    expect(rule.Properties.EventPattern).toEqual({
      source: ['aws.ses'],
      'detail-type': ['Email Bounced', 'Email Complaint Received'],
      detail: { mail: { tags: { 'ses:configuration-set': [setRef] } } },
    });
    expect(rule.Properties.Targets).toEqual([expect.objectContaining({ Arn: { 'Fn::GetAtt': [fnId, 'Arn'] } })]);
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction', Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [fnId, 'Arn'] }, SourceArn: { 'Fn::GetAtt': [ruleId, 'Arn'] },
    });
    const invokers = entries('AWS::Lambda::Permission').map(([, p]) => p.Properties)
      .filter((p) => JSON.stringify(p.FunctionName).includes(fnId));
    expect(invokers).toHaveLength(1);
  });

  it('5. the handler may put items on the table and write its own logs, nothing more', () => {
    const [, fn] = fnEntry('mailFeedback');
    expect(Object.keys(fn.Properties.Environment.Variables).sort()).toEqual(
      ['MAIL_CONFIGURATION_SET', 'POWERTOOLS_SERVICE_NAME', 'TABLE_NAME'],
    );
    expect(fn.Properties.Environment.Variables.MAIL_CONFIGURATION_SET).toEqual(setRef);
    const statements = statementsOf(fn);
    const actions = statements.flatMap((s) => list(s.Action)).sort();
    expect(actions).toEqual(['dynamodb:PutItem', 'logs:CreateLogStream', 'logs:PutLogEvents']);
    const put = statements.find((s) => list(s.Action).includes('dynamodb:PutItem'))!;
    expect(put.Resource).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^DataTable/), 'Arn'] });
  });
});

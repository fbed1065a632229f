/** The Rishta stack: wires the concerns together, grants, and outputs. */
import { CfnOutput, Stack, Token, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { groups, type Group } from '#shared/api/routes/index.js';
import { Api } from './api.js';
import { Auth } from './auth.js';
import { settings } from './config.js';
import { Data } from './data.js';
import { Jobs, type JobName } from './jobs.js';
import { UnsubscribeKey } from './unsubscribeKey.js';
import { groupEntry, triggerEntry } from './bundling.js';
import { appFunction, type AppFunction } from './lambda.js';
import { AccessLogs } from './logs.js';
import { Mail } from './mail.js';
import { OriginVerify, originVerifyEnv } from './originVerify.js';
import { grantPermissions, mailFeedbackPermissions, permissions, preSignUpPermissions } from './permissions.js';
import { securityHeaders } from './securityHeaders.js';
import { SiteFirewall } from './waf.js';
import { Web } from './web.js';

/**
 * The one region the stack deploys to. A web ACL for CloudFront must be created in us-east-1;
 * keeping the whole stack there (rather than a second WAF stack wired by cross-region references)
 * keeps one stack, one bootstrap and the one `npx cdk deploy`, and us-east-1 serves the North
 * American families the site is for.
 */
export const stackRegion = 'us-east-1';

export class RishtaStack extends Stack {
  readonly data: Data;
  readonly auth: Auth;
  readonly api: Api;
  readonly web: Web;
  readonly handlers: Record<Group, AppFunction>;
  readonly jobs: Jobs;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, { description: 'rishta: referral-only matrimonial matchmaking', ...props });
    if (!Token.isUnresolved(this.region) && this.region !== stackRegion) {
      throw new Error(`the rishta stack deploys to ${stackRegion} (WAF for CloudFront lives there), not ${this.region}`);
    }
    const cfg = settings(this);

    const logs = new AccessLogs(this, 'AccessLogs');
    this.data = new Data(this, 'Data', { logBucket: logs.bucket });
    const mail = new Mail(this, 'Mail', { mailFrom: cfg.mailFrom });
    const preSignUp = appFunction(this, 'preSignUpFn', {
      entry: triggerEntry('preSignUp'),
      service: 'preSignUp',
      environment: { TABLE_NAME: this.data.table.tableName },
      description: 'rishta Cognito pre-sign-up: admits only the sign-ups the API holds',
    });
    this.auth = new Auth(this, 'Auth', { mail, preSignUp });
    this.api = new Api(this, 'Api', {
      issuer: this.auth.issuer,
      audience: this.auth.client.userPoolClientId,
      throttle: cfg.apiThrottle,
    });
    const originVerify = new OriginVerify(this, 'OriginVerify');
    const firewall = new SiteFirewall(this, 'Firewall');
    // The site needs only the API's id; the Lambdas then get the site URL (APP_URL) without a cycle.
    this.web = new Web(this, 'Web', {
      apiDomainName: this.api.domainName,
      distDir: cfg.webDist,
      originVerifyValue: originVerify.value,
      webAclArn: firewall.webAcl.attrArn,
      logBucket: logs.bucket,
      customDomain: cfg.domainName && cfg.certificateArn ? { domainName: cfg.domainName, certificateArn: cfg.certificateArn } : undefined,
      // The SPA signs in with Cognito and shows and uploads photos straight from and to the bucket.
      securityHeaders: securityHeaders({
        cognito: this.auth.endpoint,
        photos: `https://${this.data.photoBucket.bucketRegionalDomainName}`,
        embeds: cfg.supportVideos.map((v) => v.url),
      }),
    });
    // After the distribution exists: the photo bucket answers browsers from the site's own origin.
    this.data.allowBrowserUploadsFrom(cfg.siteOrigin ?? this.web.siteUrl);

    const environment: Record<string, string> = {
      TABLE_NAME: this.data.table.tableName,
      PHOTO_BUCKET: this.data.photoBucket.bucketName,
      USER_POOL_ID: this.auth.userPool.userPoolId,
      USER_POOL_CLIENT_ID: this.auth.client.userPoolClientId,
      USER_POOL_REGISTRATION_CLIENT_ID: this.auth.registrationClient.userPoolClientId,
      MAIL_FROM: cfg.mailFrom,
      MAIL_CONFIGURATION_SET: mail.configurationSet.configurationSetName,
      VOLUNTEER_EMAIL: cfg.volunteerEmail,
      APP_URL: this.web.siteUrl,
    };

    // Only the functions that sign (the jobs) or check (usermgmt) unsubscribe links hold the key.
    const unsubscribeKey = new UnsubscribeKey(this, 'UnsubscribeKey', cfg.unsubscribeKeyGeneration).environment;
    const handlers = {} as Record<Group, AppFunction>;
    for (const group of groups) {
      handlers[group] = appFunction(this, `${group}Fn`, {
        entry: groupEntry(group),
        service: group,
        // Only the API Lambdas check the header CloudFront adds; the jobs are not reached over HTTP.
        environment: { ...environment, [originVerifyEnv]: originVerify.value, ...(group === 'usermgmt' ? unsubscribeKey : {}) },
        description: `rishta API /api/${group}/*`,
      });
    }
    this.handlers = handlers;
    this.jobs = new Jobs(this, 'Jobs', { environment, signingEnvironment: unsubscribeKey });

    const targets = { table: this.data.table, photoBucket: this.data.photoBucket, userPool: this.auth.userPool, mail };
    const functions: [Group | JobName, AppFunction][] = [
      ...Object.entries(handlers) as [Group, AppFunction][],
      ...Object.entries(this.jobs.functions) as [JobName, AppFunction][],
    ];
    for (const [name, fn] of functions) grantPermissions(fn.role!, permissions[name], targets);
    grantPermissions(preSignUp.role!, preSignUpPermissions, targets);

    // SES's bounces and complaints (EventBridge, infra/mail.ts) mark addresses undeliverable.
    const mailFeedback = appFunction(this, 'mailFeedbackFn', {
      entry: triggerEntry('mailFeedback'),
      service: 'mailFeedback',
      environment: { TABLE_NAME: this.data.table.tableName, MAIL_CONFIGURATION_SET: mail.configurationSet.configurationSetName },
      description: 'rishta SES bounces and complaints: marks an address undeliverable',
    });
    grantPermissions(mailFeedback.role!, mailFeedbackPermissions, targets);
    mail.routeFeedbackTo(mailFeedback);

    this.api.addRoutes(handlers);
    this.web.deploy({
      apiBase: '/api',
      userPoolId: this.auth.userPool.userPoolId,
      userPoolClientId: this.auth.client.userPoolClientId,
      authFlowType: 'USER_SRP_AUTH',
      supportVideos: cfg.supportVideos,
    });

    const out = (name: string, value: string, description: string) =>
      new CfnOutput(this, name, { value, description });
    out('SiteUrl', this.web.siteUrl, 'The website (and the API under /api)');
    out('ApiUrl', this.api.httpApi.apiEndpoint, 'The HTTP API endpoint (use the site URL + /api in clients)');
    out('TableName', this.data.table.tableName, 'DynamoDB table');
    out('PhotoBucketName', this.data.photoBucket.bucketName, 'Private photo bucket');
    out('UserPoolId', this.auth.userPool.userPoolId, 'Cognito user pool');
    out('UserPoolClientId', this.auth.client.userPoolClientId, 'Cognito SPA client');
    out('Region', this.region, 'Region');
    out('SpaBucketName', this.web.bucket.bucketName, 'SPA bucket');
    out('DistributionId', this.web.distribution.distributionId, 'CloudFront distribution');
    out('MailFrom', cfg.mailFrom, 'SES sender address (the volunteer CLI mails from it)');
    out('VolunteerEmail', cfg.volunteerEmail, 'Where referral requests are mailed');
  }
}

/** The Rishta stack: wires the concerns together, grants, and outputs. */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';
import { groups, type Group } from '../shared/api/routes.js';
import { Api } from './api.js';
import { Auth } from './auth.js';
import { settings } from './config.js';
import { Data } from './data.js';
import { Jobs } from './jobs.js';
import { appFunction } from './lambda.js';
import { Mail } from './mail.js';
import { Web } from './web.js';

/** Groups that create, disable and sign out Cognito users. */
export const cognitoAdminGroups: readonly Group[] = ['usermgmt', 'admin'];
/** Groups that touch photos (the jobs too, for clean-up). */
export const photoGroups: readonly Group[] = ['profilemgmt'];

export class RishtaStack extends Stack {
  readonly data: Data;
  readonly auth: Auth;
  readonly api: Api;
  readonly web: Web;
  readonly handlers: Record<Group, NodejsFunction>;
  readonly jobs: Jobs;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, { description: 'rishta: referral-only matrimonial matchmaking', ...props });
    const cfg = settings(this);

    this.data = new Data(this, 'Data', { siteOrigin: cfg.siteOrigin });
    const mail = new Mail(this, 'Mail', { mailFrom: cfg.mailFrom });
    this.auth = new Auth(this, 'Auth', { mail });
    this.api = new Api(this, 'Api', {
      issuer: this.auth.issuer,
      audience: this.auth.client.userPoolClientId,
      throttle: cfg.apiThrottle,
    });
    // The site needs only the API's id; the Lambdas then get the site URL (APP_URL) without a cycle.
    this.web = new Web(this, 'Web', { apiDomainName: this.api.domainName, distDir: cfg.webDist });

    const environment: Record<string, string> = {
      TABLE_NAME: this.data.table.tableName,
      PHOTO_BUCKET: this.data.photoBucket.bucketName,
      USER_POOL_ID: this.auth.userPool.userPoolId,
      USER_POOL_CLIENT_ID: this.auth.client.userPoolClientId,
      MAIL_FROM: cfg.mailFrom,
      VOLUNTEER_EMAIL: cfg.volunteerEmail,
      APP_URL: this.web.siteUrl,
    };

    const handlers = {} as Record<Group, NodejsFunction>;
    for (const group of groups) {
      handlers[group] = appFunction(this, `${group}Fn`, {
        entry: `functions/${group}/handler.ts`,
        service: group,
        environment,
        description: `rishta API /api/${group}/*`,
      });
    }
    this.handlers = handlers;
    this.jobs = new Jobs(this, 'Jobs', { environment });

    const all = [...Object.values(handlers), ...Object.values(this.jobs.functions)];
    for (const fn of all) {
      this.data.table.grantReadWriteData(fn);
      mail.grantSend(fn);
    }
    for (const fn of [...photoGroups.map((g) => handlers[g]), ...Object.values(this.jobs.functions)]) {
      this.data.photoBucket.grantReadWrite(fn);
      this.data.photoBucket.grantDelete(fn);
    }
    for (const group of cognitoAdminGroups) this.auth.grantAdmin(handlers[group]);

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

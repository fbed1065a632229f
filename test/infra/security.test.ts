/**
 * The security review, CDK side: least privilege per Lambda, WAF and the CloudFront->API header
 * secret, the photo bucket's CORS origin, access logs, MFA and the cdk-nag
 * AwsSolutions pack with no unacknowledged finding.
 */
import { App, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { groups, routeList } from '#shared/api/routes/index.js';
import { RishtaStack } from '../../infra/stack.js';
import { photoCors } from './cfnValues.js';

const env = { account: '123456789012', region: 'us-east-1' };
const context = { 'aws:cdk:bundling-stacks': [] };
const build = (extra: Record<string, unknown> = {}) => {
  const app = new App({ context: { ...context, ...extra } });
  const stack = new RishtaStack(app, 'Rishta', { env });
  return { app, stack, template: Template.fromStack(stack) };
};
const main = build();
const template = main.template;

type Resource = { Type: string; Properties: Record<string, any> };
type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: Record<string, any> };
const entries = (type: string, t = template) => Object.entries(t.findResources(type)) as [string, Resource][];
/** The logical id of the one resource of a type (whose id starts with `prefix`). */
const idOf = (type: string, prefix = '') => {
  const found = entries(type).filter(([id]) => id.startsWith(prefix));
  expect(found, `${type} ${prefix}`).toHaveLength(1);
  return found[0]![0];
};
const resources = (type: string, t = template) => entries(type, t).map(([, r]) => r);
const list = <T>(v: T | T[]) => (Array.isArray(v) ? v : [v]);
const json = (v: unknown) => JSON.stringify(v);

const jobs = ['reminderDigest', 'matchDigest', 'heldMail'] as const;
const fnByService = (service: string) => {
  const found = resources('AWS::Lambda::Function').filter((f) => f.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME === service);
  expect(found, service).toHaveLength(1);
  return found[0]!;
};
const statementsOf = (fn: Resource): Statement[] => {
  const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
  return resources('AWS::IAM::Policy')
    .filter((p) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
    .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
};
const actionsOf = (fn: Resource) => [...new Set(statementsOf(fn).flatMap((s) => list(s.Action)))].sort();
const roleOf = (fn: Resource) => template.toJSON().Resources[fn.Properties.Role['Fn::GetAtt'][0]] as Resource;

const logs = ['logs:CreateLogStream', 'logs:PutLogEvents'];
const mail = ['ses:SendEmail', 'ses:SendRawEmail'];
const ddb = (...a: string[]) => a.map((x) => `dynamodb:${x}`);
const cognito = (...a: string[]) => a.map((x) => `cognito-idp:${x}`);
/** What each function's code calls (read from functions/: app -> services -> repositories). */
const expected: Record<string, string[]> = {
  usermgmt: [
    ...logs, ...mail, ...ddb('GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'),
    // Data rights: the export signs photo URLs; deleting an account removes its photos and its Cognito user.
    's3:GetObject', 's3:DeleteObject', 's3:ListBucket',
    // Change E-mail sets the proved address (AdminUpdateUserAttributes).
    ...cognito('AdminGetUser', 'AdminDisableUser', 'AdminUserGlobalSignOut', 'AdminListGroupsForUser', 'AdminDeleteUser', 'AdminUpdateUserAttributes'),
  ],
  profilemgmt: [
    ...logs, ...mail, ...ddb('GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'),
    's3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:ListBucket',
  ],
  admin: [...logs, ...mail, ...ddb('GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem'), ...cognito('AdminListGroupsForUser', 'AdminDisableUser', 'AdminUserGlobalSignOut')],
  userinteract: [...logs, ...mail, ...ddb('GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'), 's3:GetObject'],
  // An owner's delete of a listing is a DeleteItem.
  classified: [...logs, ...ddb('GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem')],
  // Query only on gsi3 (its pending proposals); expiry is an UpdateItem, the markers Put and Delete.
  reminderDigest: [...logs, ...mail, ...ddb('GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem')],
  matchDigest: [...logs, ...mail, ...ddb('GetItem', 'BatchGetItem', 'Query', 'PutItem', 'DeleteItem')],
  // Query only on gsi3 (the held mails due); the mailOnce lease is an UpdateItem, a sent or dropped mail a Delete.
  heldMail: [...logs, ...mail, ...ddb('GetItem', 'BatchGetItem', 'Query', 'UpdateItem', 'DeleteItem')],
};

describe('least privilege', () => {
  it('1. grants each Lambda exactly the actions its code calls, none with a wildcard', () => {
    expect(Object.keys(expected).sort()).toEqual([...groups, ...jobs].sort());
    for (const [service, actions] of Object.entries(expected)) {
      const fn = fnByService(service);
      expect(actionsOf(fn), service).toEqual([...actions].sort());
      expect(actionsOf(fn).filter((a) => a.includes('*')), service).toEqual([]);
      // no AWS-managed policy (the basic execution role allows logs on every log group)
      expect(roleOf(fn).Properties.ManagedPolicyArns, service).toBeUndefined();
    }
  });

  it('2. gives no Lambda AdminAddUserToGroup, and no policy a bare * action', () => {
    for (const p of resources('AWS::IAM::Policy')) {
      for (const s of p.Properties.PolicyDocument.Statement as Statement[]) {
        for (const a of list(s.Action)) {
          expect(a).not.toBe('*');
          expect(a).not.toMatch(/^[a-z0-9-]+:\*$/);
          // volunteer CLI only (the volunteer's own credentials)
          expect(a).not.toMatch(/^cognito-idp:(AdminAddUserToGroup|AdminEnableUser|\*)/);
        }
      }
    }
    // Only the member's own account deletion (usermgmt) removes an identity.
    for (const service of [...groups, ...jobs].filter((s) => s !== 'usermgmt')) {
      expect(actionsOf(fnByService(service)), service).not.toContain('cognito-idp:AdminDeleteUser');
    }
  });

  it('3. scopes resources: photo prefixes, named indexes, the pool, the sender address', () => {
    const profile = statementsOf(fnByService('profilemgmt'));
    const objects = profile.find((s) => list(s.Action).includes('s3:PutObject'))!;
    expect(json(objects.Resource)).toContain('/uploads/*');
    expect(json(objects.Resource)).toContain('/photos/*');
    expect(list(objects.Resource)).toHaveLength(2);
    for (const service of [...jobs, 'admin', 'classified']) {
      expect(actionsOf(fnByService(service)).filter((a) => a.startsWith('s3:')), service).toEqual([]);
    }
    // usermgmt reads and deletes (an account deletion) photos and uploads, and never writes one.
    const accountPhotos = statementsOf(fnByService('usermgmt')).find((s) => list(s.Action).includes('s3:GetObject'))!;
    expect(list(accountPhotos.Action).sort()).toEqual(['s3:DeleteObject', 's3:GetObject']);
    expect(list(accountPhotos.Resource)).toHaveLength(2);
    // The proposal lists sign their cards' photo URLs: reading photos/ only, never uploads/ or a write.
    for (const service of ['userinteract']) {
      const cardPhotos = statementsOf(fnByService(service)).find((s) => list(s.Action).includes('s3:GetObject'))!;
      expect(list(cardPhotos.Action), service).toEqual(['s3:GetObject']);
      expect(list(cardPhotos.Resource), service).toHaveLength(1);
      expect(json(cardPhotos.Resource), service).toContain('/photos/*');
    }
    const searchIndexes = statementsOf(fnByService('profilemgmt')).find((s) => json(s.Resource).includes('/index/'))!;
    expect(json(searchIndexes.Resource)).toContain('/index/search"');
    expect(json(searchIndexes.Resource)).toContain('/index/gsi1"');
    for (const service of [...jobs, 'profilemgmt', 'userinteract', 'classified']) {
      expect(actionsOf(fnByService(service)).filter((a) => a.startsWith('cognito-idp:')), service).toEqual([]);
    }
    for (const fn of resources('AWS::Lambda::Function').filter((f) => f.Properties.Runtime === 'nodejs22.x')) {
      for (const s of statementsOf(fn)) {
        const text = json(s.Resource);
        expect(text).not.toContain('/index/*');
        if (list(s.Action).some((a) => a.startsWith('ses:'))) {
          expect(s.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'no-reply@example.org' } });
        }
        if (list(s.Action).some((a) => a.startsWith('cognito-idp:'))) expect(s.Resource).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^AuthUsers/), 'Arn'] });
      }
    }
    // The daily digest queries only the pending list (gsi3), never the table or another index.
    const digest = statementsOf(fnByService('reminderDigest'));
    expect(digest.filter((s) => list(s.Action).includes('dynamodb:Query')).map((s) => json(s.Resource))).toEqual([expect.stringContaining('/index/gsi3"')]);
    const gsi = statementsOf(fnByService('usermgmt')).find((s) => json(s.Resource).includes('/index/'))!;
    expect(list(gsi.Action)).toEqual(['dynamodb:Query']);
    expect(json(gsi.Resource)).toContain('/index/gsi1"');
  });
});

describe('WAF and origin secret', () => {
  const [aclId, acl] = entries('AWS::WAFv2::WebACL')[0] ?? [];
  const rules = (acl?.Properties.Rules ?? []) as any[];
  const rateRules = rules.filter((r) => r.Statement.RateBasedStatement);
  const scope = (r: any) => {
    const [method, path] = r.Statement.RateBasedStatement.ScopeDownStatement.AndStatement.Statements.map((s: any) => s.ByteMatchStatement);
    return { method: method.SearchString as string, path: path.SearchString as string, position: path.PositionalConstraint as string };
  };

  it('4. puts a CLOUDFRONT web ACL with per-IP rate limits on the throttled public routes in front of the site', () => {
    template.resourceCountIs('AWS::WAFv2::WebACL', 1);
    expect(acl!.Properties.Scope).toBe('CLOUDFRONT');
    const [dist] = resources('AWS::CloudFront::Distribution');
    expect(dist!.Properties.DistributionConfig.WebACLId).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });

    // the routes the issue names...
    const limited = rateRules.map((r) => `${scope(r).method} ${scope(r).path}`).sort();
    expect(limited).toEqual([
      // The public directory; the first page and further pages share one path prefix.
      'GET /api/classified/getAllCategories',
      'GET /api/classified/getServiceProviders/',
      'GET /api/classified/getServiceProviders/',
      'GET /api/classified/getSubCategoriesForCategory/',
      'GET /api/profilemgmt/getSharedProfile/',
      // A family's invitation link: its page, and the invitee's sign-up.
      'GET /api/usermgmt/invitation/',
      'GET /api/usermgmt/validateReferCode/',
      'POST /api/usermgmt/confirmResetUserPassword',
      'POST /api/usermgmt/confirmSignup',
      'POST /api/usermgmt/invitation/confirm',
      'POST /api/usermgmt/invitation/signup',
      'POST /api/usermgmt/mailFrequency/',
      'POST /api/usermgmt/requestReferralCode',
      'POST /api/usermgmt/resendSignupCode',
      'POST /api/usermgmt/resetUserPassword',
      'POST /api/usermgmt/saveUserProfile',
      'POST /api/usermgmt/unsubscribe/',
    ]);
    // ...are exactly the route table's throttled public routes
    const fromTable = routeList.filter((r) => r.auth === 'public' && r.throttle);
    expect(rateRules).toHaveLength(fromTable.length);
    for (const r of rateRules) {
      const s = r.Statement.RateBasedStatement;
      expect(s.AggregateKeyType).toBe('IP');
      expect(s.Limit).toBeGreaterThanOrEqual(10);
      const route0 = fromTable.find((t) => t.method === scope(r).method && t.path.startsWith(scope(r).path))!;
      // One-click unsubscribes come from mail providers' few addresses: their own, wider limit.
      expect(s.Limit).toBeLessThanOrEqual(route0.throttle!.perClient ?? (scope(r).method === 'GET' ? 100 : 10));
      expect(r.Action.Block.CustomResponse.ResponseCode).toBe(429);
      const route = fromTable.find((t) => t.method === scope(r).method && t.path.startsWith(scope(r).path))!;
      expect(scope(r).position).toBe(route.path.includes('{') ? 'STARTS_WITH' : 'EXACTLY');
    }
    expect(new Set(rules.map((r) => r.Priority)).size).toBe(rules.length);
    const managed = rules.find((r) => r.Statement.ManagedRuleGroupStatement);
    expect(managed.Statement.ManagedRuleGroupStatement).toMatchObject({ VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet' });
  });

  it('5. refuses regions other than us-east-1, where WAF for CloudFront lives', () => {
    const app = new App({ context });
    expect(() => new RishtaStack(app, 'Elsewhere', { env: { account: '123456789012', region: 'eu-west-1' } })).toThrow(/us-east-1/);
  });

  it('6. sends a generated secret header to the API origin, and gives every API Lambda the same value', () => {
    const [dist] = resources('AWS::CloudFront::Distribution');
    const config = dist!.Properties.DistributionConfig;
    const api = config.CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    const origin = config.Origins.find((o: any) => o.Id === api.TargetOriginId);
    const header = (origin.OriginCustomHeaders as { HeaderName: string; HeaderValue: unknown }[]).find((h) => h.HeaderName === 'x-origin-verify');
    expect(header).toBeDefined();
    const [secretId, secret] = entries('AWS::SecretsManager::Secret')[0]!;
    expect(secret.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 48, ExcludePunctuation: true });
    expect(header!.HeaderValue).toEqual({ 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']] });
    for (const group of groups) {
      expect(fnByService(group).Properties.Environment.Variables.ORIGIN_VERIFY_SECRET, group).toEqual(header!.HeaderValue);
    }
    // the SPA origin does not get it
    const spa = config.Origins.find((o: any) => o.Id !== api.TargetOriginId);
    expect(spa.OriginCustomHeaders).toBeUndefined();
  });
});

describe('photo bucket CORS', () => {
  it('7. allows the site\'s own CloudFront origin by default, and the siteOrigin context when given', () => {
    const distId = idOf('AWS::CloudFront::Distribution');
    // put by a custom resource once the distribution exists (infra/data.ts says why)
    const cors = photoCors(template);
    expect(cors.bucket).toBe(`<${idOf('AWS::S3::Bucket', 'DataPhotos')}>`);
    expect(cors.rules).toEqual([
      expect.objectContaining({ AllowedMethods: ['POST', 'GET'], AllowedOrigins: [`https://<${distId}.DomainName>`] }),
    ]);
    // the custom resource may put the photo bucket's CORS and nothing else
    const corsPolicy = resources('AWS::IAM::Policy').find((p) => json(p.Properties.PolicyDocument).includes('s3:PutBucketCors'))!;
    expect(corsPolicy.Properties.PolicyDocument.Statement).toEqual([
      expect.objectContaining({ Action: 's3:PutBucketCors', Effect: 'Allow', Resource: { 'Fn::GetAtt': [idOf('AWS::S3::Bucket', 'DataPhotos'), 'Arn'] } }),
    ]);
    const custom = build({ siteOrigin: 'https://rishta.example.org' }).template;
    expect(photoCors(custom).rules[0]!.AllowedOrigins).toEqual(['https://rishta.example.org']);
  });
});

describe('logging, TLS, MFA and cdk-nag', () => {
  it('8. logs API requests, S3 access and CloudFront requests', () => {
    const [stage] = resources('AWS::ApiGatewayV2::Stage');
    const logGroupId = idOf('AWS::Logs::LogGroup', 'ApiAccessLogs');
    expect(stage!.Properties.AccessLogSettings.DestinationArn).toEqual({ 'Fn::GetAtt': [logGroupId, 'Arn'] });
    expect(JSON.parse(stage!.Properties.AccessLogSettings.Format)).toMatchObject({ ip: '$context.identity.sourceIp', status: '$context.status' });
    const buckets = entries('AWS::S3::Bucket');
    const logBucketId = idOf('AWS::S3::Bucket', 'AccessLogs');
    const others = buckets.filter(([id]) => id !== logBucketId);
    expect(others).toHaveLength(2); // photos, SPA
    for (const [, b] of others) expect(b.Properties.LoggingConfiguration.DestinationBucketName).toEqual({ Ref: logBucketId });
    const [dist] = resources('AWS::CloudFront::Distribution');
    expect(dist!.Properties.DistributionConfig.Logging.Bucket).toEqual({ 'Fn::GetAtt': [logBucketId, 'RegionalDomainName'] });
  });

  it('9. offers members optional TOTP MFA, no SMS', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', { MfaConfiguration: 'OPTIONAL', EnabledMfas: ['SOFTWARE_TOKEN_MFA'] });
  });

  it('10. pins TLS 1.2 on CloudFront when a custom domain and certificate are given', () => {
    const arn = 'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555';
    const custom = build({ domainName: 'rishta.example.org', certificateArn: arn }).template;
    const [dist] = resources('AWS::CloudFront::Distribution', custom);
    expect(dist!.Properties.DistributionConfig).toMatchObject({
      Aliases: ['rishta.example.org'],
      ViewerCertificate: { AcmCertificateArn: arn, MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
    });
    custom.hasOutput('SiteUrl', { Value: 'https://rishta.example.org' });
    expect(() => build({ domainName: 'rishta.example.org' })).toThrow(/certificateArn/);
  });

  const findings = (app: App) =>
    new AwsSolutionsChecks(app).validateScope(app).violations
      .flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} at ${r.resourceLogicalId}`));

  it('11. passes the cdk-nag AwsSolutions pack: every finding fixed or acknowledged with a reason', () => {
    expect(findings(main.app)).toEqual([]);
    const custom = build({ domainName: 'rishta.example.org', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/x' });
    expect(findings(custom.app)).toEqual([]);
    // acknowledgements are per resource and carry a reason
    const acks = main.stack.node.findAll().flatMap((c) => c.node.metadata.filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY));
    expect(acks.length).toBeGreaterThan(0);
    for (const a of acks) for (const reason of Object.values(a.data as Record<string, string>)) expect(reason.length).toBeGreaterThan(20);
  });

  it('12. runs as a validation plugin at synth without a failure', () => {
    // A fresh app: Template.fromStack has synthesized the others already, and synth runs once.
    const app = new App({ context });
    new RishtaStack(app, 'Rishta', { env });
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    expect(() => app.synth()).not.toThrow();
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { groups, routeList } from '#shared/api/routes/index.js';
import { tableDesign } from '#functions/store/table.js';
import { awsCron, JOB_TIME_ZONE, jobNames, jobSchedules } from '../../infra/jobSchedules.js';

const searchProjection = tableDesign.indexes.find((i) => i.name === 'search')?.include ?? [];
import { RishtaStack } from '../../infra/stack.js';
import { registrationClient, spaClient, verifyBeforeUpdate } from '../../infra/identityClients.js';
import { codeMail } from '../../infra/codeMail.js';
import { lambdaEntries } from '../../infra/bundling.js';
import { photoCors } from './cfnValues.js';

const context = { 'aws:cdk:bundling-stacks': [] };
const build = (extra: Record<string, unknown> = {}) => {
  const app = new App({ context: { ...context, ...extra } });
  const stack = new RishtaStack(app, 'Rishta', { env: { account: '123456789012', region: 'us-east-1' } });
  return { app, template: Template.fromStack(stack) };
};
const synth = (extra: Record<string, unknown> = {}) => build(extra).template;
const main = build();
const template = main.template;

/** The config.json that Source.jsonData staged as an asset (with deploy-time markers for tokens). */
function stagedConfig(): Record<string, unknown> {
  const dir = main.app.synth().directory;
  const found = readdirSync(dir)
    .filter((d) => d.startsWith('asset.') && existsSync(join(dir, d, 'config.json')))
    .map((d) => JSON.parse(readFileSync(join(dir, d, 'config.json'), 'utf8')) as Record<string, unknown>);
  expect(found).toHaveLength(1);
  return found[0]!;
}

type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string };
const resources = (type: string, props?: Record<string, unknown>) =>
  Object.values(template.findResources(type, props ? { Properties: props } : undefined)) as Resource[];
const appFunctions = () => resources('AWS::Lambda::Function', { Runtime: 'nodejs22.x' });
const fnByService = (service: string) => {
  const found = appFunctions().filter((f) => f.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME === service);
  expect(found, service).toHaveLength(1);
  return found[0]!;
};
const policyOf = (fn: Resource) => {
  const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
  return resources('AWS::IAM::Policy')
    .filter((p) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
    .flatMap((p) => p.Properties.PolicyDocument.Statement as { Action: string | string[] }[])
    .flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
};

describe('Rishta stack', () => {
  it('1. has one on-demand table with PITR, deletion protection, TTL and the four GSIs', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.resourceCountIs('AWS::DynamoDB::GlobalTable', 0);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }, { AttributeName: 'sk', KeyType: 'RANGE' }],
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: true,
      TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
      AttributeDefinitions: Match.arrayWith(
        ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'spk', 'ssk', 'gsi3pk', 'gsi3sk'].map((name) => ({
          AttributeName: name, AttributeType: 'S',
        })),
      ),
    });
    const [table] = resources('AWS::DynamoDB::Table');
    const indexes = table!.Properties.GlobalSecondaryIndexes as any[];
    expect(indexes.map((i) => i.IndexName).sort()).toEqual(['gsi1', 'gsi2', 'gsi3', 'search']);
    const keys = (name: string) => indexes.find((i) => i.IndexName === name).KeySchema;
    for (const [name, pk, sk] of [['gsi1', 'gsi1pk', 'gsi1sk'], ['gsi2', 'gsi2pk', 'gsi2sk'], ['gsi3', 'gsi3pk', 'gsi3sk'], ['search', 'spk', 'ssk']]) {
      expect(keys(name!)).toEqual([{ AttributeName: pk, KeyType: 'HASH' }, { AttributeName: sk, KeyType: 'RANGE' }]);
    }
    expect(indexes.find((i) => i.IndexName === 'gsi1').Projection).toEqual({ ProjectionType: 'ALL' });
    expect(indexes.find((i) => i.IndexName === 'gsi2').Projection).toEqual({ ProjectionType: 'ALL' });
    // The jobs' lists (pending proposals, newly listed profiles) need only the keys.
    expect(indexes.find((i) => i.IndexName === 'gsi3').Projection).toEqual({ ProjectionType: 'KEYS_ONLY' });
    const search = indexes.find((i) => i.IndexName === 'search').Projection;
    expect(search.ProjectionType).toBe('INCLUDE');
    expect([...search.NonKeyAttributes].sort()).toEqual([...searchProjection].sort());
    // Only the packed card: a wide search reads ~140 bytes a profile (docs/data-model.md).
    expect(searchProjection).toEqual(['sc']);
  });

  it('2. has a private photo bucket with CORS for uploads and expiring unconfirmed uploads', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true,
      },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([Match.objectLike({ Prefix: 'uploads/', ExpirationInDays: 1, Status: 'Enabled' })]),
      },
    });
    // enforceSSL
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
    // CORS (put once the site exists, infra/data.ts): the default origin is the site's own
    // (test/infra/security.test.ts), never '*'
    const cors = photoCors(template);
    expect(cors.bucket).toMatch(/^<DataPhotos\w+>$/);
    expect(cors.rules).toEqual([
      expect.objectContaining({ AllowedMethods: ['POST', 'GET'], AllowedOrigins: [expect.not.stringContaining('*')], AllowedHeaders: ['*'] }),
    ]);
    // the site origin comes from context
    expect(photoCors(synth({ siteOrigin: 'https://rishta.example.org' })).rules[0]!.AllowedOrigins).toEqual(['https://rishta.example.org']);
  });

  it('3. has a Cognito pool with e-mail sign-in confirmed by a mailed code, SES mail, volunteers group and SPA client', () => {
    template.resourceCountIs('AWS::Cognito::UserPool', 1);
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      // Change E-mail sets a new address once its mailed code proves it (not "required": the SPA's
      // client may not write it, and Cognito wants required attributes writable by every client).
      Schema: Match.arrayWith([Match.objectLike({ Name: 'email', Required: false, Mutable: true })]),
      // A change of address waits for its verification; the old address signs in meanwhile.
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: [...verifyBeforeUpdate] },
      // SignUp (by the API only: the pre-sign-up trigger below) mails a code that confirms the address.
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      AutoVerifiedAttributes: ['email'],
      VerificationMessageTemplate: Match.objectLike({ DefaultEmailOption: 'CONFIRM_WITH_CODE', EmailMessage: codeMail.body, EmailSubject: codeMail.subject }),
      LambdaConfig: { PreSignUp: { 'Fn::GetAtt': [Match.stringLikeRegexp('^preSignUpFn'), 'Arn'] } },
      Policies: {
        PasswordPolicy: {
          MinimumLength: 6, RequireLowercase: false, RequireUppercase: false, RequireNumbers: false, RequireSymbols: false,
        },
      },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      EmailConfiguration: Match.objectLike({
        EmailSendingAccount: 'DEVELOPER', From: 'no-reply@example.org',
        // Cognito's codes go in the configuration set too: a code that bounces marks its address.
        ConfigurationSet: { Ref: Match.stringLikeRegexp('^MailSending') },
      }),
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'volunteers' });
    template.resourceCountIs('AWS::Cognito::UserPoolClient', 2);
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ClientName: spaClient.name,
      GenerateSecret: false,
      PreventUserExistenceErrors: 'ENABLED',
      AccessTokenValidity: 60,
      TokenValidityUnits: Match.objectLike({ AccessToken: 'minutes' }),
    });
    const byName = (name: string) => resources('AWS::Cognito::UserPoolClient').find((c) => c.Properties.ClientName === name)!;
    const spa = byName(spaClient.name);
    expect([...spa.Properties.ExplicitAuthFlows].sort()).toEqual([...spaClient.authFlows].sort());
    // The SPA's client id is public: a member's own token may write no attribute the API owns
    // (the address, names, phone); the local pool is given the same list (infra/identityClients.ts).
    expect(spa.Properties.WriteAttributes).toEqual([...spaClient.writeAttributes]);
    for (const owned of ['email', 'name', 'given_name', 'family_name', 'phone_number']) expect(spa.Properties.WriteAttributes).not.toContain(owned);
    // The API's registration client writes the address at SignUp and signs nobody in (no custom-auth triggers).
    const registration = byName(registrationClient.name);
    expect([...registration.Properties.ExplicitAuthFlows].sort()).toEqual([...registrationClient.authFlows].sort());
    expect(registration.Properties.WriteAttributes).toEqual([...registrationClient.writeAttributes]);
    expect(resources('AWS::Cognito::UserPool')[0]!.Properties.LambdaConfig).not.toHaveProperty('DefineAuthChallenge');
  });

  it('4. has an SES identity for the sender address from context', () => {
    template.resourceCountIs('AWS::SES::EmailIdentity', 1);
    template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'no-reply@example.org' });
    const custom = synth({ mailFrom: 'hello@rishta.example.org' });
    custom.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'hello@rishta.example.org' });
    custom.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ MAIL_FROM: 'hello@rishta.example.org', VOLUNTEER_EMAIL: 'hello@rishta.example.org' }) },
    });
  });

  it('3b. the pre-sign-up trigger reads only the claim items of the table, and Cognito alone may invoke it', () => {
    const trigger = fnByService('preSignUp');
    expect(trigger.Properties.Environment.Variables).toEqual({ TABLE_NAME: expect.anything(), POWERTOOLS_SERVICE_NAME: 'preSignUp' });
    expect(trigger.Properties.Environment.Variables.TABLE_NAME).toEqual({ Ref: expect.stringMatching(/^DataTable/) });
    expect(policyOf(trigger).filter((a) => !a.startsWith('logs:'))).toEqual(['dynamodb:GetItem']);
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction', Principal: 'cognito-idp.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [Match.stringLikeRegexp('^preSignUpFn'), 'Arn'] },
    });
  });

  it('5. has one Node 22 arm64 Lambda per group plus three jobs and the pre-sign-up trigger, with environment and grants', () => {
    expect(appFunctions()).toHaveLength(groups.length + 5); // + the mail feedback handler (test 11)
    const services = [...groups, 'reminderDigest', 'matchDigest', 'heldMail'];
    for (const service of services) {
      const fn = fnByService(service);
      expect(fn.Properties.Architectures).toEqual(['arm64']);
      expect(fn.Properties.MemorySize).toBe(512);
      expect(fn.Properties.Handler).toBe('index.handler');
      expect(Object.keys(fn.Properties.Environment.Variables)).toEqual(expect.arrayContaining([
        'TABLE_NAME', 'PHOTO_BUCKET', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'USER_POOL_REGISTRATION_CLIENT_ID', 'MAIL_FROM', 'VOLUNTEER_EMAIL', 'APP_URL',
        'POWERTOOLS_SERVICE_NAME',
      ]));
      // Business metrics (functions/lib/metrics.ts) are on in Lambda unless one of these switches them off.
      expect(fn.Properties.Environment.Variables, service).not.toHaveProperty('POWERTOOLS_METRICS_DISABLED');
      expect(fn.Properties.Environment.Variables, service).not.toHaveProperty('POWERTOOLS_DEV');
      // every function reads the table; the exact grants per function: test/infra/security.test.ts
      const actions = policyOf(fn);
      expect(actions, service).toEqual(expect.arrayContaining(['dynamodb:GetItem']));
      const photos = service === 'profilemgmt';
      // usermgmt deletes (never writes) photos: an account deleted with everything (data rights)
      expect(actions.some((a) => a.startsWith('s3:DeleteObject')), service).toBe(photos || service === 'usermgmt');
      expect(actions.includes('s3:PutObject'), service).toBe(photos);
      // Accounts come from SignUp (no IAM action); only usermgmt reads and deletes users.
      expect(actions.includes('cognito-idp:AdminCreateUser'), service).toBe(false);
      expect(actions.includes('cognito-idp:AdminGetUser'), service).toBe(service === 'usermgmt');
    }
    for (const group of groups) expect(fnByService(group).Properties.Timeout).toBe(10);
  });

  it('6. routes every entry of the route table, JWT exactly on non-public routes, and throttles public ones', () => {
    const routesIn = resources('AWS::ApiGatewayV2::Route');
    expect(routesIn).toHaveLength(routeList.length + 1);
    for (const r of routeList) {
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: `${r.method} ${r.path}`,
        AuthorizationType: r.auth === 'public' ? 'NONE' : 'JWT',
        ...(r.auth === 'public' ? {} : { AuthorizerId: Match.anyValue() }),
      });
    }
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'GET /api/openapi.json', AuthorizationType: 'NONE' });
    // one integration per group that has routes (usermgmt always: it serves the OpenAPI document)
    const routedGroups = new Set<string>([...routeList.map((r) => r.group), 'usermgmt']);
    template.resourceCountIs('AWS::ApiGatewayV2::Integration', routedGroups.size);
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      JwtConfiguration: {
        Audience: [{ Ref: Match.stringLikeRegexp('Spa') }],
        Issuer: { 'Fn::Join': ['', ['https://cognito-idp.us-east-1.amazonaws.com/', { Ref: Match.anyValue() }]] },
      },
    });

    const throttled = routeList.filter((r) => r.auth === 'public' && r.throttle);
    expect(throttled.length).toBeGreaterThan(0);
    const [stage] = resources('AWS::ApiGatewayV2::Stage');
    expect(stage!.Properties.DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: expect.any(Number), ThrottlingBurstLimit: expect.any(Number),
    });
    for (const r of throttled) {
      expect(stage!.Properties.RouteSettings[`${r.method} ${r.path}`]).toEqual({
        ThrottlingRateLimit: r.throttle!.rate, ThrottlingBurstLimit: r.throttle!.burst,
      });
    }
    expect(Object.keys(stage!.Properties.RouteSettings)).toHaveLength(throttled.length);
  });

  it('7. schedules the digests with EventBridge Scheduler: declared once, in a time zone, with the scheduled time, retries and a dead-letter queue', () => {
    // Scheduled rules are the legacy way: the one EventBridge rule is the mail feedback's (test 11).
    expect(resources('AWS::Events::Rule').filter((r) => r.Properties.ScheduleExpression)).toEqual([]);
    template.resourceCountIs('AWS::Scheduler::Schedule', 3);
    template.resourceCountIs('AWS::SQS::Queue', 1);
    const [queueId] = Object.keys(template.findResources('AWS::SQS::Queue'));
    const fnId = (service: string) =>
      Object.entries(template.findResources('AWS::Lambda::Function'))
        .find(([, f]) => f.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME === service)![0];
    for (const name of jobNames) {
      const schedules = resources('AWS::Scheduler::Schedule').filter((r) => r.Properties.Target.Arn['Fn::GetAtt']?.[0] === fnId(name));
      expect(schedules, name).toHaveLength(1);
      const { Properties: p } = schedules[0]!;
      expect(p.ScheduleExpression, name).toBe(awsCron(jobSchedules[name]));
      expect(p.ScheduleExpressionTimezone).toBe(JOB_TIME_ZONE);
      expect(p.State).toBe('ENABLED');
      expect(JSON.parse(p.Target.Input)).toEqual({ scheduledTime: '<aws.scheduler.scheduled-time>' });
      expect(p.Target.DeadLetterConfig).toEqual({ Arn: { 'Fn::GetAtt': [queueId, 'Arn'] } });
      expect(p.Target.RetryPolicy).toEqual({ MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 3600 });
      // The schedule's role may invoke its own job and write to the dead-letter queue, nothing else.
      const roleId = p.Target.RoleArn['Fn::GetAtt'][0] as string;
      const statements = resources('AWS::IAM::Policy')
        .filter((pol) => (pol.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
        .flatMap((pol) => pol.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
      const allowed = statements.flatMap((st) => (Array.isArray(st.Action) ? st.Action : [st.Action]).map((a) => `${a} ${JSON.stringify(st.Resource)}`));
      expect(allowed.sort(), name).toEqual([
        `lambda:InvokeFunction ${JSON.stringify([{ 'Fn::GetAtt': [fnId(name), 'Arn'] }, { 'Fn::Join': ['', [{ 'Fn::GetAtt': [fnId(name), 'Arn'] }, ':*']] }])}`,
        `sqs:SendMessage ${JSON.stringify({ 'Fn::GetAtt': [queueId, 'Arn'] })}`,
      ].sort());
    }
    // The unsubscribe key: the digests sign links with it and usermgmt checks them; no other function (not heldMail) holds it.
    const withKey = appFunctions().filter((f) => f.Properties.Environment?.Variables?.UNSUBSCRIBE_SECRET)
      .map((f) => f.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME).sort();
    expect(withKey).toEqual(['matchDigest', 'reminderDigest', 'usermgmt']);
    // Rotating it by hand (docs/operations.md): a new generation changes exactly those three functions.
    const generationOf = (t: Template) => Object.values(t.findResources('AWS::Lambda::Function', { Properties: { Runtime: 'nodejs22.x' } }))
      .filter((f) => f.Properties.Environment?.Variables?.UNSUBSCRIBE_KEY_GENERATION)
      .map((f) => `${f.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME}=${f.Properties.Environment.Variables.UNSUBSCRIBE_KEY_GENERATION}`).sort();
    expect(generationOf(template)).toEqual(['matchDigest=1', 'reminderDigest=1', 'usermgmt=1']);
    expect(generationOf(synth({ unsubscribeKeyGeneration: '2' }))).toEqual(['matchDigest=2', 'reminderDigest=2', 'usermgmt=2']);
    expect(awsCron(jobSchedules.reminderDigest)).toBe('cron(0 9-12 * * ? *)');
    expect(awsCron(jobSchedules.matchDigest)).toBe('cron(0 10-13 * * ? *)');
    // The held proposal mails: every 5 minutes, all day.
    const held = resources('AWS::Scheduler::Schedule').find((r) => r.Properties.Target.Arn['Fn::GetAtt']?.[0] === fnId('heldMail'))!;
    expect(held.Properties.ScheduleExpression).toBe('cron(0/5 * * * ? *)');
  });

  it('8. serves the private SPA bucket and /api/* through CloudFront, with an SPA rewrite and runtime config', () => {
    template.resourceCountIs('AWS::CloudFront::Distribution', 1);
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
      FunctionCode: Match.stringLikeRegexp('index\\.html'),
    });
    const [dist] = resources('AWS::CloudFront::Distribution');
    const config = dist!.Properties.DistributionConfig;
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/SpaRewrite/), 'FunctionARN'] } },
    ]);
    const api = config.CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    expect(api).toMatchObject({
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // AllViewerExceptHostHeader
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PATCH', 'DELETE', 'PUT', 'OPTIONS', 'HEAD']),
      ViewerProtocolPolicy: 'redirect-to-https',
    });
    expect(api.FunctionAssociations).toBeUndefined();
    const apiOrigin = config.Origins.find((o: any) => o.Id === api.TargetOriginId);
    expect(JSON.stringify(apiOrigin.DomainName)).toContain('.execute-api.us-east-1.');
    expect(apiOrigin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    // the SPA bucket: private, no website hosting
    const spa = Object.entries(template.findResources('AWS::S3::Bucket'))
      .filter(([id]) => !id.startsWith('DataPhotos') && !id.startsWith('AccessLogs')).map(([, b]) => b);
    expect(spa).toHaveLength(1);
    expect(spa[0]!.Properties.WebsiteConfiguration).toBeUndefined();
    expect(spa[0]!.Properties.PublicAccessBlockConfiguration).toMatchObject({ BlockPublicAcls: true, RestrictPublicBuckets: true });
    // config.json is always deployed, with values from the stack (the hashed assets' own
    // deployment comes with a built SPA: test/infra/webDeployment.test.ts)
    template.resourceCountIs('Custom::CDKBucketDeployment', existsSync('web/dist') ? 2 : 1);
    const [deployment] = resources('Custom::CDKBucketDeployment').filter((d) => d.Properties.DistributionPaths);
    expect(deployment!.Properties.DistributionPaths).toEqual(['/*']);
    const markers = JSON.stringify(deployment!.Properties.SourceMarkers);
    const runtime = stagedConfig();
    expect(runtime).toMatchObject({
      apiBase: '/api', region: 'us-east-1', authFlowType: 'USER_SRP_AUTH',
      userPoolId: expect.stringMatching(/^<<marker:/), userPoolClientId: expect.stringMatching(/^<<marker:/),
    });
    expect(markers).toContain(`"${runtime.userPoolId as string}":{"Ref":"AuthUsers`);
    expect(markers).toContain(`"${runtime.userPoolClientId as string}":{"Ref":"AuthUsersSpa`);
    const videos = runtime.supportVideos as { title: string; url: string }[];
    expect(videos.map((v) => v.title)).toEqual([
      'How to create a candidate profile', 'How to manage your profile', 'How to search profiles', 'How to create a shared profile',
    ]);
    for (const v of videos) expect(v.url).toMatch(/^https:\/\/www\.youtube\.com\/embed\//);
    // without a built SPA only config.json is deployed, and nothing already there is pruned
    const noDist = synth({ webDist: 'web/no-such-dist' });
    noDist.hasResourceProperties('Custom::CDKBucketDeployment', { Prune: false });
    const [only] = Object.values(noDist.findResources('Custom::CDKBucketDeployment'));
    expect(only!.Properties.SourceObjectKeys).toHaveLength(1);
  });

  it('9. outputs what the operators and the SPA need', () => {
    const outputs = Object.keys(template.findOutputs('*'));
    expect(outputs).toEqual(expect.arrayContaining([
      'SiteUrl', 'ApiUrl', 'TableName', 'PhotoBucketName', 'UserPoolId', 'UserPoolClientId', 'Region', 'SpaBucketName',
      'DistributionId', 'MailFrom', 'VolunteerEmail',
    ]));
  });

  it('10. retains the user pool, the table and the photo bucket', () => {
    const retained = (type: string, props?: Record<string, unknown>) => {
      const found = resources(type, props);
      expect(found.length, type).toBeGreaterThan(0);
      for (const r of found) expect(r.DeletionPolicy, type).toBe('Retain');
    };
    retained('AWS::Cognito::UserPool');
    retained('AWS::DynamoDB::Table');
    const photos = Object.entries(template.findResources('AWS::S3::Bucket')).filter(([id]) => id.startsWith('DataPhotos'));
    expect(photos).toHaveLength(1);
    expect(photos[0]![1].DeletionPolicy).toBe('Retain');
  });

  it('deploys no Lambda of its own but those of infra/bundling.ts, which the bundles test and `npm run bench -- lambdas` build', () => {
    const deployed = appFunctions().map((f) => f.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME as string);
    expect(deployed.sort()).toEqual(lambdaEntries.map((l) => l.name).sort());
  });

  it('starts no Lambda with --enable-source-maps (it parses every chunk\'s map at each cold start; functions/lib/stackTraces.ts maps a stack when one is logged)', () => {
    const options = appFunctions().map((f) => f.Properties.Environment?.Variables?.NODE_OPTIONS ?? '');
    expect(options.filter((o: string) => o.includes('source-maps'))).toEqual([]);
  });
});

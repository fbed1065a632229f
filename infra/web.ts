/** The SPA: a private bucket behind CloudFront, which also sends /api/* to the HTTP API. */
import { existsSync } from 'node:fs';
import { CfnResource, CustomResource, Duration, Stack } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods, CachePolicy, Distribution, Function as CfFunction, FunctionCode, FunctionEventType,
  FunctionRuntime, HeadersFrameOption, HeadersReferrerPolicy, HttpVersion, OriginProtocolPolicy, OriginRequestPolicy,
  PriceClass, ResponseHeadersPolicy, SecurityPolicyProtocol, ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source, type ISource } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { fromRoot } from './config.js';
import { logPrefixes } from './logs.js';
import { acknowledge, acknowledgeAllWildcards } from './nag.js';
import { originVerifyHeader } from './originVerify.js';
import type { SecurityHeaders } from './securityHeaders.js';
import { prerenderedPages } from '../web/prerenderedPages.js';
import { HASHED_DIR, IMMUTABLE } from './webCaching.js';
import type { SiteConfig } from '#shared/api/siteConfig.js';

/** The pre-rendered public pages (web/prerender.ts): URL path → object key, for the rewrite function. */
const pageKeys = Object.fromEntries(Object.entries(prerenderedPages).map(([urlPath, file]) => [urlPath, `/${file}`]));

/**
 * Viewer-request on the SPA behavior only: a pre-rendered public page's path gets its HTML file; any
 * other path without a file extension is a client-side route and gets index.html. /api/* has its
 * own behavior, so API 403/404 answers reach the client as they are.
 */
export const spaRewriteCode = `var pages = ${JSON.stringify(pageKeys)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var page = pages[uri];
  if (typeof page === 'string') {
    request.uri = page;
    return request;
  }
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/** What the SPA reads from /config.json at start (no emulator URL in AWS). */
export type RuntimeConfig = Omit<SiteConfig, 'userPoolEndpoint'>;

export interface WebProps {
  /** Domain of the HTTP API's default endpoint. */
  apiDomainName: string;
  /** The built SPA, relative to the repository root. */
  distDir?: string;
  /** Sent to the API origin in the `x-origin-verify` header (infra/originVerify.ts). */
  originVerifyValue: string;
  /** The web ACL (WAF, CLOUDFRONT scope) in front of the whole site. */
  webAclArn: string;
  /** Receives CloudFront standard logs and the SPA bucket's server access logs. */
  logBucket: IBucket;
  /** Optional custom domain and its ACM certificate (in us-east-1). */
  customDomain?: { domainName: string; certificateArn: string };
  /** The site's security headers (infra/securityHeaders.ts), sent on every answer. */
  securityHeaders: SecurityHeaders;
}

/**
 * The header set as a CloudFront policy. `override`: CloudFront's value wins over an origin's
 * (S3 sends none; the API's own answers get the same set).
 */
function headersPolicy(scope: Construct, set: SecurityHeaders): ResponseHeadersPolicy {
  const referrerPolicy = Object.values(HeadersReferrerPolicy).find((p) => p === set.referrerPolicy);
  if (!referrerPolicy) throw new Error(`CloudFront has no referrer policy ${set.referrerPolicy}`);
  return new ResponseHeadersPolicy(scope, 'SecurityHeaders', {
    comment: 'rishta security headers (infra/securityHeaders.ts)',
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: set.contentSecurityPolicy, override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(set.strictTransportSecurity.maxAgeSeconds),
        includeSubdomains: set.strictTransportSecurity.includeSubDomains,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption[set.frameOptions], override: true },
      referrerPolicy: { referrerPolicy, override: true },
    },
    // CloudFront's security behaviour has no Permissions-Policy field: a custom header carries it.
    customHeadersBehavior: { customHeaders: [{ header: 'Permissions-Policy', value: set.permissionsPolicy, override: true }] },
  });
}

/** A BucketDeployment's CloudFormation custom resource. */
function resourceOf(deployment: BucketDeployment): CfnResource {
  const custom = deployment.node.children.find((c): c is CustomResource => c instanceof CustomResource);
  if (!custom) throw new Error(`${deployment.node.path} has no custom resource`);
  return custom.node.defaultChild as CfnResource;
}

export class Web extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly siteUrl: string;
  private readonly distDir: string;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    this.distDir = fromRoot(props.distDir ?? 'web/dist');

    this.bucket = new Bucket(this, 'Spa', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: logPrefixes.spa,
    });

    const spaRewrite = new CfFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(spaRewriteCode),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Client-side routes get /index.html',
    });

    const domain = props.customDomain;
    const responseHeadersPolicy = headersPolicy(this, props.securityHeaders);
    this.distribution = new Distribution(this, 'Site', {
      comment: 'rishta',
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: logPrefixes.cloudfront,
      // With a custom domain CloudFront can refuse TLS below 1.2; its default certificate cannot.
      ...(domain
        ? {
          domainNames: [domain.domainName],
          certificate: Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn),
          minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
        }
        : {}),
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        responseHeadersPolicy,
        compress: true,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(props.apiDomainName, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            // CloudFront replaces a viewer's header of the same name with this one.
            customHeaders: { [originVerifyHeader]: props.originVerifyValue },
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy,
          compress: true,
        },
      },
    });
    this.siteUrl = `https://${domain ? domain.domainName : this.distribution.distributionDomainName}`;
    acknowledge(this.distribution, 'AwsSolutions-CFR1', 'No geo restriction: families abroad (relatives in India, for one) view shared profiles.');
    if (!domain) {
      acknowledge(this.distribution, 'AwsSolutions-CFR4',
        "CloudFront's default certificate cannot pin TLS 1.2; give context domainName and certificateArn to enforce it.");
    }
  }

  /**
   * Uploads the built SPA (when web/dist exists) and writes /config.json from stack values, in two
   * deployments by cache lifetime: Vite's content-hashed files under assets/ cached a year as
   * immutable (first, so the HTML never names a file not there yet; old ones are kept), then
   * everything else (index.html, the pre-rendered pages, config.json) no-cache, and CloudFront
   * invalidated. The filters also bound the prune: the second never deletes assets/.
   */
  deploy(config: Omit<RuntimeConfig, 'region'>): BucketDeployment {
    const runtimeConfig: RuntimeConfig = { ...config, region: Stack.of(this).region };
    const hasDist = existsSync(this.distDir);
    const sources: ISource[] = [];
    if (hasDist) sources.push(Source.asset(this.distDir));
    sources.push(Source.jsonData('config.json', runtimeConfig));
    const hashed = `${HASHED_DIR}/*`;
    const deployment = new BucketDeployment(this, 'Deploy', {
      destinationBucket: this.bucket,
      sources,
      // Vite's manifest (.vite/) is for the benchmark, not the site.
      exclude: [hashed, '.vite/*'],
      // Without a build only config.json is written, and the site already there is kept.
      prune: hasDist,
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    if (hasDist) {
      const assets = new BucketDeployment(this, 'DeployAssets', {
        destinationBucket: this.bucket,
        sources: [Source.asset(this.distDir)],
        exclude: ['*'],
        include: [hashed],
        // Kept: a tab opened before a deployment still loads its (old) lazy pages.
        prune: false,
        cacheControl: [CacheControl.fromString(IMMUTABLE)],
        memoryLimit: 512,
      });
      // Between the two custom resources only: a construct-wide dependency also reaches the
      // upload handler they share, which is a cycle.
      resourceOf(deployment).addDependency(resourceOf(assets));
    }
    // CDK's own upload function (one per stack, at its root): its runtime, managed policy and
    // asset-bucket permissions are CDK's to choose. It runs at deploy time only.
    const stack = Stack.of(this);
    for (const internal of stack.node.children.filter((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'))) {
      acknowledge(internal, 'AwsSolutions-L1', 'CDK BucketDeployment handler: CDK pins its runtime.');
      acknowledge(internal, 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        'CDK BucketDeployment handler: CDK attaches the basic execution policy.');
      acknowledgeAllWildcards(internal, 'CDK BucketDeployment handler: copies the built SPA from the asset bucket and invalidates CloudFront.');
    }
    return deployment;
  }
}

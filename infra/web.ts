/** The SPA: a private bucket behind CloudFront, which also sends /api/* to the HTTP API. */
import { existsSync } from 'node:fs';
import { Stack } from 'aws-cdk-lib';
import {
  AllowedMethods, CachePolicy, Distribution, Function as CfFunction, FunctionCode, FunctionEventType,
  FunctionRuntime, HttpVersion, OriginProtocolPolicy, OriginRequestPolicy, PriceClass,
  ResponseHeadersPolicy, ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source, type ISource } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { fromRoot, type SupportVideo } from './config.js';

/**
 * Viewer-request on the SPA behavior only: a path without a file extension is a client-side route
 * and gets index.html. /api/* has its own behavior, so API 403/404 answers reach the client as they are.
 */
export const spaRewriteCode = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/** What the SPA reads from /config.json at start. */
export interface RuntimeConfig {
  apiBase: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  authFlowType: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH';
  supportVideos: SupportVideo[];
}

export interface WebProps {
  /** Domain of the HTTP API's default endpoint. */
  apiDomainName: string;
  /** The built SPA, relative to the repository root. */
  distDir?: string;
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
    });

    const spaRewrite = new CfFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(spaRewriteCode),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Client-side routes get /index.html',
    });

    this.distribution = new Distribution(this, 'Site', {
      comment: 'rishta',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
        compress: true,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(props.apiDomainName, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          compress: true,
        },
      },
    });
    this.siteUrl = `https://${this.distribution.distributionDomainName}`;
  }

  /** Uploads the built SPA (when web/dist exists) and writes /config.json from stack values. */
  deploy(config: Omit<RuntimeConfig, 'region'>): BucketDeployment {
    const runtimeConfig: RuntimeConfig = { ...config, region: Stack.of(this).region };
    const hasDist = existsSync(this.distDir);
    const sources: ISource[] = [];
    if (hasDist) sources.push(Source.asset(this.distDir));
    sources.push(Source.jsonData('config.json', runtimeConfig));
    return new BucketDeployment(this, 'Deploy', {
      destinationBucket: this.bucket,
      sources,
      // Without a build only config.json is written, and the site already there is kept.
      prune: hasDist,
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
  }
}

/** Access logs: one private bucket for S3 server access logs and CloudFront standard logs. */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledge } from './nag.js';

/** Where each source writes inside the log bucket. */
export const logPrefixes = {
  photos: 's3/photos/',
  spa: 's3/spa/',
  cloudfront: 'cloudfront/',
} as const;

export class AccessLogs extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // CloudFront standard logging writes with an ACL, so the bucket keeps ACLs (owner preferred).
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      // Logs hold visitors' IP addresses: keep them long enough to look into abuse, no longer.
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(this.bucket, 'AwsSolutions-S1', 'This is the access log bucket; logging it into itself would loop.');
  }
}

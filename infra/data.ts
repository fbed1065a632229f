/** The one DynamoDB table and the private photo bucket. */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { UPLOAD_PREFIX } from '#functions/repositories/photoStore.js';
import { tableDesign } from '#functions/repositories/table.js';
import { logPrefixes } from './logs.js';

export interface DataProps {
  /** Receives the photo bucket's server access logs. */
  logBucket: IBucket;
}

export class Data extends Construct {
  readonly table: Table;
  readonly photoBucket: Bucket;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    const s = AttributeType.STRING;

    this.table = new Table(this, 'Table', {
      partitionKey: { name: tableDesign.partitionKey, type: s },
      sortKey: { name: tableDesign.sortKey, type: s },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      timeToLiveAttribute: tableDesign.ttlAttribute,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of tableDesign.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: s },
        sortKey: { name: index.sortKey, type: s },
        ...(index.keysOnly
          ? { projectionType: ProjectionType.KEYS_ONLY }
          : index.include
            ? { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: index.include }
            : { projectionType: ProjectionType.ALL }),
      });
    }

    this.photoBucket = new Bucket(this, 'Photos', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: logPrefixes.photos,
      lifecycleRules: [
        // Presigned uploads land under this prefix and expire unless the server confirms (moves) them.
        { id: 'unconfirmed-uploads', prefix: UPLOAD_PREFIX, expiration: Duration.days(1) },
        { id: 'incomplete-multipart', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /**
   * Lets browsers post photos (presigned form) and read them (signed URLs) from the site's origin.
   * Called once the distribution exists: the origin defaults to its address, and the bucket does
   * not feed the distribution, so the reference makes no cycle.
   */
  allowBrowserUploadsFrom(origin: string): void {
    this.photoBucket.addCorsRule({
      allowedMethods: [HttpMethods.POST, HttpMethods.GET],
      allowedOrigins: [origin],
      allowedHeaders: ['*'],
      maxAge: 3000,
    });
  }
}

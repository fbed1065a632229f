/** The one DynamoDB table and the private photo bucket. */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { tableDesign } from '../functions/repositories/table.js';

/** Presigned uploads land under this prefix and expire unless the server confirms (moves) them. */
export const uploadPrefix = 'uploads/';

export interface DataProps {
  siteOrigin: string;
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
        ...(index.include
          ? { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: index.include }
          : { projectionType: ProjectionType.ALL }),
      });
    }

    this.photoBucket = new Bucket(this, 'Photos', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      cors: [
        {
          allowedMethods: [HttpMethods.POST, HttpMethods.GET],
          allowedOrigins: [props.siteOrigin],
          allowedHeaders: ['*'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        { id: 'unconfirmed-uploads', prefix: uploadPrefix, expiration: Duration.days(1) },
        { id: 'incomplete-multipart', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}

/** The one DynamoDB table and the private photo bucket. */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/** Attributes copied into the sparse `search` index (a compact card per visible profile). */
export const searchProjection = [
  'candidateId', 'userProfileId', 'gender', 'dobYear', 'heightInches', 'gotra', 'marriageStatus',
  'foodHabits', 'profession', 'education', 'nativeLanguage', 'immiStatus', 'country', 'state',
  'birthCountry', 'broughtUpCountry', 'searchText', 'updatedDate',
];

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
      partitionKey: { name: 'pk', type: s },
      sortKey: { name: 'sk', type: s },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      timeToLiveAttribute: 'ttl',
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // CloudFormation adds one GSI per update: every index the data model needs is declared up front.
    this.table.addGlobalSecondaryIndex({
      indexName: 'gsi1',
      partitionKey: { name: 'gsi1pk', type: s },
      sortKey: { name: 'gsi1sk', type: s },
      projectionType: ProjectionType.ALL,
    });
    this.table.addGlobalSecondaryIndex({
      indexName: 'gsi2',
      partitionKey: { name: 'gsi2pk', type: s },
      sortKey: { name: 'gsi2sk', type: s },
      projectionType: ProjectionType.ALL,
    });
    this.table.addGlobalSecondaryIndex({
      indexName: 'search',
      partitionKey: { name: 'searchPk', type: s },
      sortKey: { name: 'searchSk', type: s },
      projectionType: ProjectionType.INCLUDE,
      nonKeyAttributes: searchProjection,
    });

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

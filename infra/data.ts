/** The one DynamoDB table and the private photo bucket. */
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId, type AwsSdkCall } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { UPLOAD_PREFIX } from '#functions/store/photoStore.js';
import { tableDesign } from '#functions/store/table.js';
import { logPrefixes } from './logs.js';
import { acknowledge } from './nag.js';

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
   * The rule is put by a custom resource once the distribution exists, not declared on the bucket:
   * the site's security headers name the bucket (CSP connect-src, img-src) and the rule names the
   * site, so as bucket properties the two would make a circle CloudFormation cannot order.
   * Nothing else may set the bucket's CORS (a later PutBucketCors replaces the whole set).
   */
  allowBrowserUploadsFrom(origin: string): AwsCustomResource {
    const bucket = this.photoBucket;
    const putCors: AwsSdkCall = {
      service: 'S3',
      action: 'PutBucketCors',
      parameters: {
        Bucket: bucket.bucketName,
        CORSConfiguration: {
          CORSRules: [{ AllowedMethods: ['POST', 'GET'], AllowedOrigins: [origin], AllowedHeaders: ['*'], MaxAgeSeconds: 3000 }],
        },
      },
      physicalResourceId: PhysicalResourceId.of(`${bucket.bucketName}-cors`),
    };
    // onUpdate serves the create too; on delete nothing is undone: the bucket is retained, with its rule.
    const cors = new AwsCustomResource(this, 'PhotoCors', {
      onUpdate: putCors,
      policy: AwsCustomResourcePolicy.fromSdkCalls({ resources: [bucket.bucketArn] }),
      installLatestAwsSdk: false,
    });
    // CDK's one handler for every AwsCustomResource of the stack, at its root.
    const handler = Stack.of(this).node.tryFindChild(`AWS${AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, '')}`);
    if (handler) {
      acknowledge(handler, 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        'CDK AwsCustomResource handler: CDK attaches the basic execution policy; it runs at deploy time only.');
    }
    return cors;
  }
}

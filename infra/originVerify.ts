/**
 * A shared secret between CloudFront and the HTTP API: CloudFront's /api/* origin sends it in a
 * header and every API Lambda refuses requests without it (functions/http/dispatch.ts), so the API
 * cannot be called around CloudFront and its WAF. Secrets Manager generates the value at deploy
 * time (it is never in the repository or the template); CloudFormation resolves the one dynamic
 * reference into both places, so they always match.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { acknowledge } from './nag.js';

export const originVerifyHeader = 'x-origin-verify';
/** The Lambda environment variable holding the same value. */
export const originVerifyEnv = 'ORIGIN_VERIFY_SECRET';

export class OriginVerify extends Construct {
  readonly secret: Secret;
  /** `{{resolve:secretsmanager:...}}`: for the origin header and the Lambda environment only. */
  readonly value: string;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: 'rishta: header value CloudFront sends to the HTTP API (x-origin-verify)',
      // Letters and digits only: it travels in an HTTP header.
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.value = this.secret.secretValue.unsafeUnwrap();
    acknowledge(this.secret, 'AwsSolutions-SMG4',
      'Not rotated: CloudFormation copies it into CloudFront and the Lambdas only when they change; it only proves a request came through CloudFront.');
  }
}

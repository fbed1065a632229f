/**
 * The key that signs the digests' one-click unsubscribe links (functions/lib/unsubscribeToken.ts):
 * the jobs sign with it, the usermgmt API checks it. Secrets Manager generates it at deploy time
 * (never in the repository or the template); CloudFormation resolves the dynamic reference into the
 * two functions' environment. Not rotated: a new key would void the links in mails already sent.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { acknowledge } from './nag.js';

/** The Lambda environment variable holding the key (functions/lib/config.ts reads it). */
export const unsubscribeKeyEnv = 'UNSUBSCRIBE_SECRET';

export class UnsubscribeKey extends Construct {
  /** `{{resolve:secretsmanager:...}}`: for the Lambda environment only. */
  readonly value: string;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const secret = new Secret(this, 'Secret', {
      description: 'rishta: signs the digest mails\' unsubscribe links',
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.value = secret.secretValue.unsafeUnwrap();
    acknowledge(secret, 'AwsSolutions-SMG4', 'Not rotated: a new key would void the unsubscribe links of mails already sent.');
  }
}

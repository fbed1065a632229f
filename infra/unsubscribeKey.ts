/**
 * The key that signs the digests' one-click unsubscribe links (functions/lib/unsubscribeToken.ts):
 * the jobs sign with it, the usermgmt API checks it. Secrets Manager generates it at deploy time
 * (never in the repository or the template); CloudFormation resolves the dynamic reference into the
 * three functions' environment. Not rotated on a schedule: a new key voids the links in mails already
 * sent. Rotated by hand when it may have leaked (docs/operations.md): a new secret value, then a
 * deploy with a new `unsubscribeKeyGeneration` — CloudFormation re-reads a dynamic reference only
 * when it updates the resource, and the changed generation variable is what makes it update them.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { acknowledge } from './nag.js';

/** The Lambda environment variable holding the key (functions/lib/config.ts reads it). */
export const unsubscribeKeyEnv = 'UNSUBSCRIBE_SECRET';
/** Beside it, the key's generation: read by no code, it only makes a deploy update the functions. */
export const unsubscribeKeyGenerationEnv = 'UNSUBSCRIBE_KEY_GENERATION';

export class UnsubscribeKey extends Construct {
  /** The key (`{{resolve:secretsmanager:...}}`) and its generation, for the environment of the functions that hold it. */
  readonly environment: Record<string, string>;

  /** `generation`: the context value `unsubscribeKeyGeneration` (docs/operations.md, rotating the key). */
  constructor(scope: Construct, id: string, generation: string) {
    super(scope, id);
    const secret = new Secret(this, 'Secret', {
      description: 'rishta: signs the digest mails\' unsubscribe links',
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.environment = { [unsubscribeKeyEnv]: secret.secretValue.unsafeUnwrap(), [unsubscribeKeyGenerationEnv]: generation };
    acknowledge(secret, 'AwsSolutions-SMG4', 'Not rotated: a new key would void the unsubscribe links of mails already sent.');
  }
}

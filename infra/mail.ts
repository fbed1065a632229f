/** SES: the sender identity used by Cognito and by the app's own mail. */
import { Stack } from 'aws-cdk-lib';
import { Effect, PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface MailProps {
  mailFrom: string;
}

export class Mail extends Construct {
  readonly identity: EmailIdentity;
  readonly mailFrom: string;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    this.mailFrom = props.mailFrom;
    // Creating it sends a verification mail; until it is verified (and while the account is in the
    // SES sandbox) mail goes only to verified addresses.
    this.identity = new EmailIdentity(this, 'Sender', { identity: Identity.email(props.mailFrom) });
  }

  /**
   * ses:SendEmail (SES v2 SendEmail; raw too), only as the site's sender address. On every identity
   * of the account and region: in the sandbox SES also authorizes against the verified recipient's
   * identity, and an operator may verify the whole domain instead of the address.
   */
  grantSend(grantee: IGrantable): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [this.anyIdentityArn],
        conditions: { StringEquals: { 'ses:FromAddress': this.mailFrom } },
      }),
    );
  }

  /** Every SES identity of the account and region (see grantSend). */
  get anyIdentityArn(): string {
    return Stack.of(this).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' });
  }
}

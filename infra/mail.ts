/**
 * SES: the sender identity used by Cognito and by the app's own mail, and the configuration set
 * every send names, whose bounce and complaint events go to the mail feedback handler.
 *
 * The events go to EventBridge's default bus (SES's event destination), and a rule on it invokes
 * the handler, rather than through an SNS topic: only AWS can put an event with the source
 * `aws.ses` on a bus (PutEvents refuses `aws.` sources), so a forged event cannot reach the
 * handler and no message signature needs checking; there is no topic to encrypt or to open to
 * SES; the invoke permission names the rule alone; and the event's `detail` is SES's own event JSON.
 */
import { Stack } from 'aws-cdk-lib';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Effect, PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import {
  ConfigurationSet, EmailIdentity, EmailSendingEvent, EventDestination, Identity,
} from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { mailFeedbackDetailTypes } from '#functions/triggers/mailFeedback.js';

export interface MailProps {
  mailFrom: string;
}

export class Mail extends Construct {
  readonly identity: EmailIdentity;
  readonly mailFrom: string;
  /** Every send names it (MAIL_CONFIGURATION_SET; Cognito's user pool too). */
  readonly configurationSet: ConfigurationSet;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    this.mailFrom = props.mailFrom;
    // Creating it sends a verification mail; until it is verified (and while the account is in the
    // SES sandbox) mail goes only to verified addresses.
    this.identity = new EmailIdentity(this, 'Sender', { identity: Identity.email(props.mailFrom) });
    // Reputation metrics: the bounce and complaint rates of this set in CloudWatch (docs/operations.md).
    // No SES suppression list for this set (not even the account's): the app's own undeliverable
    // mark stops its mail, and account deletion forgets that mark. An SES entry would outlive the
    // deletion, and Cognito (which sends through this set) would never deliver the code to that
    // address when it signs up again.
    this.configurationSet = new ConfigurationSet(this, 'Sending', {
      reputationMetrics: true,
      disableSuppressionList: true,
    });
    this.configurationSet.addEventDestination('Feedback', {
      destination: EventDestination.eventBus(EventBus.fromEventBusName(this, 'DefaultBus', 'default')),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
  }

  /**
   * A rule on the default bus sends this configuration set's bounce and complaint events (and
   * nothing else) to `handler`; EventBridge alone may invoke it, and only from this rule.
   */
  routeFeedbackTo(handler: IFunction): Rule {
    return new Rule(this, 'FeedbackRule', {
      description: 'rishta: SES bounces and complaints of the configuration set -> the mail feedback handler',
      eventPattern: {
        source: ['aws.ses'],
        detailType: [...mailFeedbackDetailTypes],
        detail: { mail: { tags: { 'ses:configuration-set': [this.configurationSet.configurationSetName] } } },
      },
      targets: [new LambdaFunction(handler, { retryAttempts: 10 })],
    });
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
        // A send that names a configuration set is authorized against it as well as the identity.
        resources: [this.anyIdentityArn, this.configurationSetArn],
        conditions: { StringEquals: { 'ses:FromAddress': this.mailFrom } },
      }),
    );
  }

  get configurationSetArn(): string {
    return Stack.of(this).formatArn({ service: 'ses', resource: 'configuration-set', resourceName: this.configurationSet.configurationSetName });
  }

  /** Every SES identity of the account and region (see grantSend). */
  get anyIdentityArn(): string {
    return Stack.of(this).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' });
  }
}

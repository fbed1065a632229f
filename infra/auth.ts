/**
 * Cognito: the user pool, the SPA client, volunteers. Accounts are made by the API after a referral
 * check: it registers the user with Cognito's SignUp, Cognito mails the address a code, and the
 * API's confirmation (ConfirmSignUp) proves the address before the account exists. SignUp needs
 * self sign-up on the pool, and the SPA's client id is public, so the pre-sign-up trigger admits
 * only the sign-ups the API holds a claim for (functions/triggers/preSignUp.ts).
 */
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  AccountRecovery, ClientAttributes, Mfa, UserPool, UserPoolClient, UserPoolEmail, VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { Mail } from './mail.js';
import { registrationClient, spaClient } from './identityClients.js';
import { acknowledge } from './nag.js';
import { codeMail } from './codeMail.js';

export const volunteersGroup = 'volunteers';

export interface AuthProps {
  mail: Mail;
  /** Admits a SignUp only for a sign-up the API is holding (functions/triggers/preSignUp.ts). */
  preSignUp: IFunction;
}

export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  /** The API's own client for SignUp, its code and password resets: it issues no tokens (infra/identityClients.ts). */
  readonly registrationClient: UserPoolClient;
  /** The issuer written into the tokens (and checked by the API's JWT authorizer). */
  readonly issuer: string;
  /** The user pools' endpoint the SPA signs in through (the site's CSP lets it connect there). */
  readonly endpoint: string;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const region = Stack.of(this).region;

    this.userPool = new UserPool(this, 'Users', {
      // Only for SignUp by the API: the pre-sign-up trigger refuses any other caller.
      selfSignUpEnabled: true,
      userVerification: { emailStyle: VerificationEmailStyle.CODE, emailSubject: codeMail.subject, emailBody: codeMail.body },
      lambdaTriggers: { preSignUp: props.preSignUp },
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      // Mutable: Change E-mail sets a new address once its mailed code proves it (account/emailChange.ts).
      // Not "required": Cognito wants every client to be able to write a required attribute, and the
      // SPA's client may not write it. Every user has one anyway: it is the sign-in name.
      standardAttributes: { email: { required: false, mutable: true } },
      // A change of address waits for its verification: Cognito keeps the old one until then.
      keepOriginal: { email: true },
      passwordPolicy: {
        minLength: 6,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      // Members who want it can add an authenticator app; SMS is not offered (cost, SIM swaps).
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // In the configuration set: a confirmation code that bounces marks its address as the app's mail does.
      email: UserPoolEmail.withSES({ fromEmail: props.mail.mailFrom, sesRegion: region, configurationSetName: props.mail.configurationSet.configurationSetName }),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(this.userPool, 'AwsSolutions-COG1',
      'The spec recommends at least 6 characters and no composition rules, for parents and grandparents.');
    acknowledge(this.userPool, 'AwsSolutions-COG2',
      'MFA is offered (TOTP), not required: many parents and grandparents cannot run an authenticator app.');
    acknowledge(this.userPool, 'AwsSolutions-COG8',
      'Threat protection needs the Plus feature plan, billed per active user; Cognito still locks out repeated failed sign-ins.');
    // Cognito refuses an unknown SES identity, so the identity is created first.
    this.userPool.node.addDependency(props.mail.identity);

    this.userPool.addGroup('Volunteers', {
      groupName: volunteersGroup,
      description: 'Volunteers: referral codes, user administration',
    });

    this.client = this.userPool.addClient('Spa', {
      userPoolClientName: spaClient.name,
      generateSecret: false,
      disableOAuth: true,
      authFlows: { userSrp: true, userPassword: true, adminUserPassword: true },
      // The client id is public: a member's own access token may write nothing the API owns
      // (the same list as infra/identityClients.ts, which the local pool is given; a stack test holds them together).
      writeAttributes: new ClientAttributes().withStandardAttributes({ locale: true }),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    this.registrationClient = this.userPool.addClient('Registration', {
      userPoolClientName: registrationClient.name,
      generateSecret: false,
      disableOAuth: true,
      // Custom authentication without challenge triggers: nobody can sign in through this client.
      authFlows: { custom: true },
      writeAttributes: new ClientAttributes().withStandardAttributes({ email: true }),
      preventUserExistenceErrors: true,
    });

    this.endpoint = `https://cognito-idp.${region}.amazonaws.com`;
    this.issuer = `${this.endpoint}/${this.userPool.userPoolId}`;
  }
}

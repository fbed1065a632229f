/** Cognito: the user pool (accounts are created by the API after a referral check), the SPA client, volunteers. */
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  AccountRecovery, UserPool, UserPoolClient, UserPoolEmail,
} from 'aws-cdk-lib/aws-cognito';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import type { Mail } from './mail.js';

export const volunteersGroup = 'volunteers';

/** What usermgmt and admin do on the pool (ForgotPassword, ConfirmForgotPassword and ChangePassword are public APIs). */
export const adminActions = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:AdminInitiateAuth',
];

export interface AuthProps {
  mail: Mail;
}

export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  /** The issuer written into the tokens (and checked by the API's JWT authorizer). */
  readonly issuer: string;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const region = Stack.of(this).region;

    this.userPool = new UserPool(this, 'Users', {
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: false } },
      passwordPolicy: {
        minLength: 6,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      email: UserPoolEmail.withSES({ fromEmail: props.mail.mailFrom, sesRegion: region }),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // Cognito refuses an unknown SES identity, so the identity is created first.
    this.userPool.node.addDependency(props.mail.identity);

    this.userPool.addGroup('Volunteers', {
      groupName: volunteersGroup,
      description: 'Volunteers: referral codes, user administration',
    });

    this.client = this.userPool.addClient('Spa', {
      generateSecret: false,
      disableOAuth: true,
      authFlows: { userSrp: true, userPassword: true, adminUserPassword: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    this.issuer = `https://cognito-idp.${region}.amazonaws.com/${this.userPool.userPoolId}`;
  }

  /** The Admin* calls of sign-up, password reset by volunteers, disabling and sign-out. */
  grantAdmin(grantee: IGrantable): void {
    this.userPool.grant(grantee, ...adminActions);
  }
}

/**
 * The Cognito client, created on first use. Only the Lambdas whose code reaches the user pool
 * (sign-up, passwords, account status, the volunteer check) hold it; static for the reason ./s3.ts
 * gives.
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { config } from './config.js';
import { withoutOperationLog } from './sdkClient.js';

let client: CognitoIdentityProviderClient | undefined;

export const cognito = () =>
  (client ??= withoutOperationLog(new CognitoIdentityProviderClient({ region: config.region, endpoint: config.endpoints.cognito })));

/**
 * The local Cognito: cognito-local composed in-process, with the shims the product needs where the
 * emulator differs from AWS (see design.md): disabled users cannot sign in or refresh, the refresh
 * target newer Amplify versions call is mapped to InitiateAuth, global sign-out revokes the user's
 * refresh tokens, a user's groups can be listed by e-mail as well as by username, a wrong
 * password is NotAuthorized as in AWS, sign-up runs the pool's pre-sign-up check (the deployed
 * trigger's own handler) and can resend its code, the codes Cognito mails (sign-up
 * confirmation, forgot password) go out through the local SES, as Cognito's SES link does, and each
 * app client is held to what it was created with, as AWS holds it: its sign-in flows and the
 * attributes it may write (infra/identityClients.ts), so a member's own token cannot change the address.
 * One addition for tests, which AWS ignores: a sign-in may ask for its tokens' time (SIGNED_IN_AT).
 */
import { createPublicKey, verify } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { codeMail } from '../codeMail.js';
import { verifyBeforeUpdate } from '../identityClients.js';
import { AtomicDataStoreFactory } from './cognitoStore.js';

const require = createRequire(import.meta.url);
/* eslint-disable @typescript-eslint/no-explicit-any -- cognito-local's internals are untyped here */
const { createServer } = require('cognito-local/lib/server/server.js');
const { Router } = require('cognito-local/lib/server/Router.js');
const { DefaultConfig } = require('cognito-local/lib/server/config.js');
const services = require('cognito-local/lib/services/index.js');
const { CognitoServiceFactoryImpl } = require('cognito-local/lib/services/cognitoService.js');
const { MessageDeliveryService } = require('cognito-local/lib/services/messageDelivery/messageDelivery.js');
const { JwtTokenGenerator } = require('cognito-local/lib/services/tokenGenerator.js');
const { UserPoolServiceFactoryImpl } = require('cognito-local/lib/services/userPoolService.js');
const { otp } = require('cognito-local/lib/services/otp.js');
const { InvalidParameterError, InvalidPasswordError, NotAuthorizedError, UserLambdaValidationError, UserNotFoundError } = require('cognito-local/lib/errors.js');
const { selectAppropriateDeliveryMethod } = require('cognito-local/lib/services/messageDelivery/deliveryMethod.js');
const emulatorKey = createPublicKey({ key: require('cognito-local/lib/keys/cognitoLocal.public.json').jwk, format: 'jwk' });
const pino = require('pino');

export const LOCAL_POOL_ID = 'us-east-1_LocalPool';
/** Tokens name AWS as issuer so the production verifier (aws-jwt-verify) accepts them unchanged. */
const ISSUER_DOMAIN = 'https://cognito-idp.us-east-1.amazonaws.com';

/**
 * A sign-in's `ClientMetadata` key the local Cognito alone reads: its tokens are stamped at this
 * epoch second instead of now. Token times are whole seconds and the API keeps a sign-in made in
 * the second of a password change (the member's own, right after it), so a test opens the session
 * the change must end a second back instead of waiting for the clock (test/integration/sessions.test.ts).
 * AWS passes ClientMetadata only to Lambda triggers, and the web app sends none.
 */
export const SIGNED_IN_AT = 'local:signedInAt';

export interface LocalCognito {
  url: string;
  server: Server;
  cognito: any;
  stop(): Promise<void>;
}

/** As Cognito does before acting on an access token: its signature (the emulator's own key) and expiry. */
function accessTokenClaims(token: string): { sub: string; client_id: string } {
  const [head, body, signature] = token.split('.');
  const signed = head && body && signature && verify('RSA-SHA256', Buffer.from(`${head}.${body}`), emulatorKey, Buffer.from(signature, 'base64url'));
  const claims = signed ? (JSON.parse(Buffer.from(body, 'base64url').toString()) as { sub: string; client_id: string; exp: number }) : undefined;
  if (!claims || claims.exp * 1000 < Date.now()) throw new NotAuthorizedError('Invalid Access Token');
  return claims;
}

/** Sends Cognito's own messages (reset codes) as mail through the local SES. */
function sesMessageSender(sesEndpoint: string, from: string) {
  const ses = new SESv2Client({ region: 'us-east-1', endpoint: sesEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  return {
    async sendEmail(_ctx: unknown, _user: unknown, destination: string, message: { __code?: string; emailSubject?: string; emailMessage?: string }) {
      await ses.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [destination] },
          Content: {
            Simple: {
              Subject: { Data: message.emailSubject ?? codeMail.subject },
              Body: { Text: { Data: message.emailMessage ?? codeMail.body.replace('{####}', message.__code ?? '') } },
            },
          },
        }),
      );
    },
    async sendSms() {},
  };
}

export async function startCognito(opts: { dataDir: string; port: number; sesEndpoint: string; mailFrom: string }): Promise<LocalCognito> {
  mkdirSync(opts.dataDir, { recursive: true });
  const logger = pino({ level: process.env.COGNITO_LOG_LEVEL ?? 'silent' });
  const ctx = { logger };
  const config = { ...DefaultConfig, TokenConfig: { IssuerDomain: ISSUER_DOMAIN }, UserPoolDefaults: { UsernameAttributes: ['email'] } };
  const clock = new services.DateClock();
  const dataStoreFactory = new AtomicDataStoreFactory(opts.dataDir);
  const cognitoFactory = new CognitoServiceFactoryImpl(opts.dataDir, dataStoreFactory, new UserPoolServiceFactoryImpl(clock, dataStoreFactory));
  const cognito = await cognitoFactory.create(ctx, config.UserPoolDefaults);
  const pools: any[] = await cognito.listUserPools(ctx);
  if (!pools.some((p) => p.Id === LOCAL_POOL_ID)) {
    await cognito.createUserPool(ctx, {
      Id: LOCAL_POOL_ID,
      Name: 'rishta-local',
      UsernameAttributes: ['email'],
      // As infra/auth.ts: sign-up mails the address a code to confirm it.
      AutoVerifiedAttributes: ['email'],
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: [...verifyBeforeUpdate] },
      Policies: { PasswordPolicy: { MinimumLength: 6, RequireUppercase: false, RequireLowercase: false, RequireNumbers: false, RequireSymbols: false } },
    });
  } else {
    // A data folder made before sign-up confirmed addresses: its pool learns to mail the code.
    const pool = await cognito.getUserPool(ctx, LOCAL_POOL_ID);
    if (!pool.options.AutoVerifiedAttributes?.includes('email')) await pool.updateOptions(ctx, { ...pool.options, AutoVerifiedAttributes: ['email'] });
    if (!pool.options.UserAttributeUpdateSettings) {
      await pool.updateOptions(ctx, { ...pool.options, UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: [...verifyBeforeUpdate] } });
    }
  }
  const triggers = new services.TriggersService(clock, cognito, { enabled: () => false }, { decrypt: async (x: unknown) => x });
  const svc = {
    clock,
    cognito,
    config,
    messages: new services.MessagesService(triggers, new MessageDeliveryService(sesMessageSender(opts.sesEndpoint, opts.mailFrom))),
    otp,
    // The emulator hands a sign-in's ClientMetadata no further than its triggers: the time asked for
    // comes with the request's context (see the InitiateAuth shim below).
    tokenGenerator: {
      generate(c: { signedInAt?: number }, ...rest: unknown[]) {
        const stamp = c.signedInAt ? { get: () => new Date(c.signedInAt! * 1000) } : clock;
        return new JwtTokenGenerator(stamp, triggers, config.TokenConfig).generate(c, ...rest);
      },
    },
    triggers,
  };
  const stock = Router(svc);

  async function refuseDisabled(c: any, req: any) {
    const params = req.AuthParameters ?? {};
    const pool = req.UserPoolId ? await cognito.getUserPool(c, req.UserPoolId) : await cognito.getUserPoolForClientId(c, req.ClientId);
    const user = params.REFRESH_TOKEN
      ? await pool.getUserByRefreshToken(c, params.REFRESH_TOKEN)
      : params.USERNAME
        ? await pool.getUserByUsername(c, params.USERNAME)
        : undefined;
    if (user && user.Enabled === false) throw new NotAuthorizedError('User is disabled.');
  }

  /** As AWS: a client signs in only through the flows it was created with. */
  async function assertFlowAllowed(c: any, clientId: string, flow: string) {
    const client = await cognito.getAppClient(c, clientId);
    const flows: string[] | undefined = client?.ExplicitAuthFlows;
    if (flows?.length && !flows.includes(`ALLOW_${flow}`)) throw new InvalidParameterError(`${flow} flow not enabled for this client`);
  }

  /** As AWS: a client writes only the attributes it was given (none listed: every standard one). */
  async function assertMayWrite(c: any, clientId: string, names: string[]) {
    const client = await cognito.getAppClient(c, clientId);
    const writable: string[] | undefined = client?.WriteAttributes;
    if (writable?.length && names.some((n) => !writable.includes(n))) throw new NotAuthorizedError('A client attempted to write unauthorized attribute');
  }

  const attributeNames = (list: unknown) => ((list ?? []) as { Name: string }[]).map((a) => a.Name);

  async function userNamed(c: any, poolId: string, username: string) {
    const user = await (await cognito.getUserPool(c, poolId)).getUserByUsername(c, username);
    if (!user) throw new UserNotFoundError('User does not exist.');
    return user;
  }

  /**
   * As AWS does on global sign-out: refresh tokens issued until now stop working (the emulator
   * looks a refresh token up in the user's list, so emptying the list revokes them all).
   */
  async function revokeRefreshTokens(c: any, poolId: string, username: string) {
    const user = await userNamed(c, poolId, username);
    await (await cognito.getUserPool(c, poolId)).saveUser(c, { ...user, RefreshTokens: [] });
    return {};
  }

  /** As the deployed pool's pre-sign-up trigger: the same handler, with the event AWS gives it. */
  async function preSignUp(req: any) {
    const { handler } = await import('#functions/triggers/preSignUp.js');
    const userAttributes = Object.fromEntries(((req.UserAttributes ?? []) as { Name: string; Value: string }[]).map((a) => [a.Name, a.Value]));
    userAttributes.email ??= String(req.Username ?? '');
    try {
      await handler({ triggerSource: 'PreSignUp_SignUp', request: { userAttributes, clientMetadata: req.ClientMetadata }, response: {} });
    } catch (e) {
      throw new UserLambdaValidationError(`PreSignUp failed with error ${e instanceof Error ? e.message : String(e)}.`);
    }
  }

  /** The emulator has no ResendConfirmationCode: a new code for an unconfirmed user, mailed as SignUp mails it. */
  async function resendConfirmationCode(c: any, req: any) {
    const pool = await cognito.getUserPoolForClientId(c, req.ClientId);
    const user = await pool.getUserByUsername(c, req.Username);
    if (!user) throw new UserNotFoundError('User does not exist.');
    if (user.UserStatus !== 'UNCONFIRMED') throw new InvalidParameterError('User is already confirmed.');
    const delivery = selectAppropriateDeliveryMethod(pool.options.AutoVerifiedAttributes ?? [], user);
    const code = otp();
    await svc.messages.deliver(c, 'ResendCode', req.ClientId, pool.options.Id, user, code, req.ClientMetadata, delivery);
    await pool.saveUser(c, { ...user, ConfirmationCode: code, UserLastModifiedDate: clock.get() });
    return { CodeDeliveryDetails: delivery };
  }

  /** AWS answers a wrong password with NotAuthorizedException; the emulator with InvalidPassword. */
  const asAwsWrongPassword = (e: unknown) => {
    throw e instanceof InvalidPasswordError ? new NotAuthorizedError('Incorrect username or password.') : e;
  };

  const router = (target: string) => {
    switch (target) {
      case 'InitiateAuth':
      case 'AdminInitiateAuth':
        return async (c: any, req: any) => {
          await assertFlowAllowed(c, req.ClientId, String(req.AuthFlow));
          await refuseDisabled(c, req);
          const at = Number(req.ClientMetadata?.[SIGNED_IN_AT]);
          return stock(target)(Number.isInteger(at) && at > 0 ? { ...c, signedInAt: at } : c, req).catch(asAwsWrongPassword);
        };
      case 'GetTokensFromRefreshToken':
        return async (c: any, req: any) => {
          const initiate = { ClientId: req.ClientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: req.RefreshToken } };
          await refuseDisabled(c, initiate);
          const res = await stock('InitiateAuth')(c, initiate);
          return { AuthenticationResult: { ...res.AuthenticationResult, RefreshToken: req.RefreshToken } };
        };
      case 'ChangePassword':
        return async (c: any, req: any) => stock(target)(c, req).catch(asAwsWrongPassword);
      case 'SignUp':
        return async (c: any, req: any) => {
          // The address is the user name, written as the `email` attribute.
          await assertMayWrite(c, req.ClientId, ['email', ...attributeNames(req.UserAttributes)]);
          await preSignUp(req);
          return stock(target)(c, req);
        };
      case 'ConfirmSignUp':
        // AWS marks the address verified when its code confirms the sign-up (the pool auto-verifies e-mail); the emulator does not.
        return async (c: any, req: any) => {
          const res = await stock(target)(c, req);
          const pool = await cognito.getUserPoolForClientId(c, req.ClientId);
          const user = await pool.getUserByUsername(c, req.Username);
          const attributes = (user.Attributes as { Name: string; Value: string }[]).filter((a) => a.Name !== 'email_verified');
          await pool.saveUser(c, { ...user, Attributes: [...attributes, { Name: 'email_verified', Value: 'true' }] });
          return res;
        };
      case 'ResendConfirmationCode':
        return resendConfirmationCode;
      case 'UpdateUserAttributes':
      case 'DeleteUserAttributes':
        return async (c: any, req: any) => {
          const claims = accessTokenClaims(String(req.AccessToken ?? ''));
          await assertMayWrite(c, claims.client_id, target === 'UpdateUserAttributes' ? attributeNames(req.UserAttributes) : (req.UserAttributeNames ?? []));
          return stock(target)(c, req);
        };
      case 'AdminUserGlobalSignOut':
        return async (c: any, req: any) => revokeRefreshTokens(c, req.UserPoolId, req.Username);
      case 'GlobalSignOut':
        return async (c: any, req: any) => {
          const claims = accessTokenClaims(String(req.AccessToken ?? ''));
          const pool = await cognito.getUserPoolForClientId(c, claims.client_id);
          return revokeRefreshTokens(c, pool.options.Id, claims.sub);
        };
      case 'AdminListGroupsForUser':
        // The emulator matches group members against the name as given; AWS accepts an alias (the e-mail) too.
        return async (c: any, req: any) => stock(target)(c, { ...req, Username: (await userNamed(c, req.UserPoolId, req.Username)).Username });
      default:
        return stock(target);
    }
  };

  const server = createServer(router, logger, { port: opts.port, hostname: '127.0.0.1', development: false, https: false }, svc);
  const http: Server = await server.start();
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  return {
    url: `http://127.0.0.1:${port}`,
    server: http,
    cognito,
    async stop() {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      // Saves of requests answered just now finish before the process may exit.
      await dataStoreFactory.flushed();
    },
  };
}

/**
 * The whole product on one machine: emulators, bootstrap, and the API + SPA server. Used by
 * `npm start`, the volunteer CLI and the test setups (each with its own data folder and ports).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import type { GroupHandler } from '#functions/http/dispatch.js';
import type { Group } from '#shared/api/routes/index.js';
import { headerValues, securityHeaders } from '../securityHeaders.js';
import { ensureBucket, ensureTable, ensureUserPool } from './bootstrap.js';
import { LOCAL_POOL_ID } from './cognito.js';
import { startEmulators } from './emulators.js';
import { startMailSimulator, type MailSimulator } from './mailSimulator.js';
import { createLocalListener } from './server.js';
import { localSupportVideos } from './siteDefaults.js';

export interface LocalStackOptions {
  dataDir: string;
  /** 0 picks a free port. */
  port: number;
  webDist?: string;
  accessTokenSeconds?: number;
  /**
   * A DynamoDB already running elsewhere (the search benchmark's emulator in its own process), used
   * in place of the in-process dynalite. `npm start` and the tests leave it out.
   */
  dynamodbEndpoint?: string;
}

export interface LocalStack {
  url: string;
  mailViewerUrl: string;
  firstStart: boolean;
  env: Record<string, string>;
  stop(): Promise<void>;
}

export class PortBusyError extends Error {}

function assertPortFree(port: number): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', () => reject(new PortBusyError(`Port ${port} is already in use; stop what uses it or set PORT to another port.`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

export const stackFile = (dataDir: string) => path.join(dataDir, 'local-stack.json');

/**
 * The secret signing the digests' unsubscribe links: made once per data folder and kept there, so
 * the links in mails already sent keep working after a restart (in AWS it is a stack secret).
 */
function unsubscribeSecret(dataDir: string): string {
  const file = path.join(dataDir, 'unsubscribe-secret');
  try {
    // 'wx': two starts on one folder at once keep the first one's secret.
    if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  return readFileSync(file, 'utf8').trim();
}

export async function startLocalStack(opts: LocalStackOptions): Promise<LocalStack> {
  // The Lambdas run Node 22; locally Node 20 is supported, so the SDK's upgrade notice is noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  await assertPortFree(opts.port);
  mkdirSync(opts.dataDir, { recursive: true });
  const mailFrom = 'no-reply@rishta.local';
  const emulators = await startEmulators(opts.dataDir, mailFrom, { dynamodbEndpoint: opts.dynamodbEndpoint });
  let mailSimulator: MailSimulator | undefined;
  try {
    const tableName = 'rishta';
    const photoBucket = 'rishta-photos';
    const firstStart = await ensureTable(emulators.dynamodb, tableName);
    await ensureBucket(emulators.s3, photoBucket);
    const { clientId, registrationClientId } = await ensureUserPool(emulators.cognito.url, { accessTokenSeconds: opts.accessTokenSeconds });

    const env: Record<string, string> = {
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      TABLE_NAME: tableName,
      PHOTO_BUCKET: photoBucket,
      USER_POOL_ID: LOCAL_POOL_ID,
      USER_POOL_CLIENT_ID: clientId,
      USER_POOL_REGISTRATION_CLIENT_ID: registrationClientId,
      MAIL_FROM: mailFrom,
      MAIL_CONFIGURATION_SET: 'rishta-local',
      VOLUNTEER_EMAIL: 'volunteers@rishta.local',
      UNSUBSCRIBE_SECRET: unsubscribeSecret(opts.dataDir),
      DYNAMODB_ENDPOINT: emulators.dynamodb,
      S3_ENDPOINT: emulators.s3,
      SES_ENDPOINT: emulators.ses,
      COGNITO_ENDPOINT: emulators.cognito.url,
      POWERTOOLS_SERVICE_NAME: 'rishta-local',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'WARN',
    };
    Object.assign(process.env, env);

    // Imported only now, so every handler reads the environment above.
    const apps: Record<Group, GroupHandler> = {
      usermgmt: (await import('#functions/usermgmt/app.js')).usermgmtDispatch,
      profilemgmt: (await import('#functions/profilemgmt/app.js')).profilemgmtDispatch,
      userinteract: (await import('#functions/userinteract/app.js')).userinteractDispatch,
      classified: (await import('#functions/classified/app.js')).classifiedDispatch,
      admin: (await import('#functions/admin/app.js')).adminDispatch,
    };
    // A new table gets the directory's domains, categories and samples: the first `npm start` and
    // every test stack (a new data folder) start with a directory to browse. Idempotent anyway.
    if (firstStart) await (await import('#functions/directory/directorySeed.js')).seedDirectory();
    // Sends to the simulator addresses (bounce@simulator.local, …) come back as SES's events would.
    mailSimulator = startMailSimulator((await import('#functions/triggers/mailFeedback.js')).handler, env.MAIL_CONFIGURATION_SET!);
    const siteConfig = {
      apiBase: '/api', region: 'us-east-1', userPoolId: LOCAL_POOL_ID, userPoolClientId: clientId,
      userPoolEndpoint: emulators.cognito.url, authFlowType: 'USER_PASSWORD_AUTH' as const, supportVideos: localSupportVideos,
    };
    // The same headers as CloudFront's, with the emulators' origins in place of Cognito's and S3's.
    const headers = headerValues(securityHeaders({
      cognito: emulators.cognito.url, photos: emulators.s3, embeds: localSupportVideos.map((v) => v.url),
    }));
    const server = createHttpServer(createLocalListener(apps, siteConfig, opts.webDist ?? path.resolve('web/dist'), headers));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(opts.port, '127.0.0.1', () => resolve());
    });
    // Stopping under load (Ctrl-C with a browser or a benchmark still sending): server.close()
    // only stops new connections, and a kept-alive connection that is never idle would be served
    // for ever. Once stopping, every answer closes its connection, and idle ones are swept.
    let stopping = false;
    server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
      if (stopping) res.shouldKeepAlive = false;
    });
    const port = (server.address() as AddressInfo).port;
    const url = `http://localhost:${port}`;
    env.APP_URL = url;
    process.env.APP_URL = url;
    writeFileSync(stackFile(opts.dataDir), JSON.stringify({ url, env }, null, 2));
    return {
      url,
      mailViewerUrl: `${emulators.ses}/`,
      firstStart,
      env,
      async stop() {
        rmSync(stackFile(opts.dataDir), { force: true });
        stopping = true;
        const sweep = setInterval(() => server.closeIdleConnections(), 50);
        // Requests in flight are answered (and their writes land) before the emulators stop.
        await new Promise<void>((resolve) => server.close(() => resolve()));
        clearInterval(sweep);
        await mailSimulator?.stop();
        await emulators.stop();
      },
    };
  } catch (e) {
    await mailSimulator?.stop();
    await emulators.stop();
    throw e;
  }
}

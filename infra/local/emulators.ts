/**
 * The AWS emulators, each an npm package started in this process on 127.0.0.1: dynalite
 * (DynamoDB), s3rver (S3), cognito-local (Cognito, see cognito.ts) and aws-ses-v2-local (SES).
 * Port 0 picks a free port. Data lives under `dataDir` and survives restarts (mail is in memory).
 * A benchmark may bring its own DynamoDB (another process) instead of the in-process dynalite.
 */
import { mkdirSync } from 'node:fs';
import type { AddressInfo, Server } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { startCognito, type LocalCognito } from './cognito.js';

const require = createRequire(import.meta.url);
const dynalite = require('dynalite');
const S3rver = require('s3rver');
const sesServer = require('aws-ses-v2-local').default as (c: { host: string; port: number }) => Promise<Server>;

export interface Emulators {
  dynamodb: string;
  s3: string;
  ses: string;
  cognito: LocalCognito;
  stop(): Promise<void>;
}

const portOf = (s: Server) => (s.address() as AddressInfo).port;
const close = (s: { close(cb: () => void): unknown }) => new Promise<void>((resolve) => s.close(() => resolve()));

function listen(server: Server, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** `dynamodbEndpoint`: use that DynamoDB (another process's) and start no dynalite here. */
export async function startEmulators(dataDir: string, mailFrom: string, opts: { dynamodbEndpoint?: string | undefined } = {}): Promise<Emulators> {
  for (const dir of ['dynamodb', 's3', 'cognito']) mkdirSync(path.join(dataDir, dir), { recursive: true });
  const ddbServer = opts.dynamodbEndpoint
    ? undefined
    : await listen(dynalite({ path: path.join(dataDir, 'dynamodb'), createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 }), 0);
  const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(dataDir, 's3'), configureBuckets: [] });
  const s3Address: AddressInfo = await s3rver.run();
  const ses = await sesServer({ host: '127.0.0.1', port: 0 });
  const sesUrl = `http://127.0.0.1:${portOf(ses)}`;
  const cognito = await startCognito({ dataDir: path.join(dataDir, 'cognito'), port: 0, sesEndpoint: sesUrl, mailFrom });
  return {
    dynamodb: ddbServer ? `http://127.0.0.1:${portOf(ddbServer)}` : opts.dynamodbEndpoint!,
    s3: `http://127.0.0.1:${s3Address.port}`,
    ses: sesUrl,
    cognito,
    async stop() {
      await Promise.all([ddbServer && close(ddbServer), s3rver.close(), close(ses), cognito.stop()]);
    },
  };
}

/**
 * The one way this app builds a Node Lambda: a folder of ESM code split into chunks, built by local
 * esbuild with the options of infra/bundling.ts (the entry `index.mjs` and the chunks its routes
 * load on first call), Node 22 on arm64. NodejsFunction cannot deploy split code (it bundles into
 * one file), so the folder is a plain asset, built at synth as NodejsFunction builds its file.
 */
import { AssetHashType, Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { buildSync } from 'esbuild';
import { LAMBDA_ENTRY_FILE, lambdaBuild } from './bundling.js';
import { repoRoot } from './config.js';
import { acknowledge } from './nag.js';

export type AppFunction = LambdaFunction;

/** The function's folder, built by esbuild into the asset's output folder (no Docker: esbuild is a dependency). */
function bundledCode(entry: string): Code {
  return Code.fromAsset(repoRoot, {
    // The hash of what is deployed, not of the whole repository.
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      image: Runtime.NODEJS_22_X.bundlingImage,
      local: {
        tryBundle(outputDir: string) {
          buildSync({ ...lambdaBuild(entry, outputDir), logLevel: 'error' });
          return true;
        },
      },
    },
  });
}

export interface AppFunctionProps {
  /** Entry file, relative to the repository root; it exports `handler`. */
  entry: string;
  /** POWERTOOLS_SERVICE_NAME: the endpoint group or job name. */
  service: string;
  environment: Record<string, string>;
  timeout?: Duration;
  description?: string;
}

export function appFunction(scope: Construct, id: string, props: AppFunctionProps): AppFunction {
  const logGroup = new LogGroup(scope, `${id}Logs`, {
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  // Its own role, without the AWS-managed basic execution policy (logs on every log group): it may
  // write its own log group, and gets the rest from infra/permissions.ts.
  const role = new Role(scope, `${id}Role`, {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    description: `rishta ${props.service}`,
  });
  logGroup.grantWrite(role);
  const fn = new LambdaFunction(scope, id, {
    role,
    code: bundledCode(props.entry),
    handler: `${LAMBDA_ENTRY_FILE.replace(/\.mjs$/, '')}.handler`,
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    memorySize: 512,
    timeout: props.timeout ?? Duration.seconds(10),
    description: props.description,
    logGroup,
    environment: {
      ...props.environment,
      POWERTOOLS_SERVICE_NAME: props.service,
      // No NODE_OPTIONS=--enable-source-maps: it parsed every loaded chunk's map at each cold start;
      // functions/lib/stackTraces.ts maps a stack when one is logged instead.
    },
  });
  acknowledge(fn, 'AwsSolutions-L1', 'Node 22 on purpose: the bundle targets node22 and the code is tested on it; runtimes move as a change of their own.');
  return fn;
}

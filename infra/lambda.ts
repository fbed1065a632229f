/** The one way this app builds a Node Lambda: ESM bundle by local esbuild (infra/bundling.ts), Node 22 on arm64. */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { lambdaEsbuildOptions as esbuild } from './bundling.js';
import { fromRoot, repoRoot } from './config.js';
import { acknowledge } from './nag.js';

const outputFormat = { esm: OutputFormat.ESM, cjs: OutputFormat.CJS } as const;

export interface AppFunctionProps {
  /** Entry file, relative to the repository root; it exports `handler`. */
  entry: string;
  /** POWERTOOLS_SERVICE_NAME: the endpoint group or job name. */
  service: string;
  environment: Record<string, string>;
  timeout?: Duration;
  description?: string;
}

export function appFunction(scope: Construct, id: string, props: AppFunctionProps): NodejsFunction {
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
  const fn = new NodejsFunction(scope, id, {
    role,
    entry: fromRoot(props.entry),
    handler: 'handler',
    projectRoot: repoRoot,
    depsLockFilePath: fromRoot('package-lock.json'),
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    memorySize: 512,
    timeout: props.timeout ?? Duration.seconds(10),
    description: props.description,
    logGroup,
    environment: {
      ...props.environment,
      POWERTOOLS_SERVICE_NAME: props.service,
      NODE_OPTIONS: '--enable-source-maps',
    },
    // The options of infra/bundling.ts, in NodejsFunction's names (it always bundles for platform node).
    bundling: {
      format: outputFormat[esbuild.format],
      target: esbuild.target,
      minify: esbuild.minify,
      sourceMap: esbuild.sourcemap,
      sourcesContent: esbuild.sourcesContent,
      mainFields: esbuild.mainFields,
      banner: esbuild.banner.js,
      externalModules: esbuild.external,
    },
  });
  acknowledge(fn, 'AwsSolutions-L1', 'Node 22 on purpose: the bundle targets node22 and the code is tested on it; runtimes move as a change of their own.');
  return fn;
}

/**
 * How every Lambda of the stack is bundled, declared once: the CDK stack (infra/lambda.ts) builds
 * each function's folder with these options, and `npm run bench -- lambdas` (bench/lambdas.ts) builds
 * the same bundles with them, so the sizes and cold requests it prints are those of what is deployed
 * (test/infra/bundles.test.ts checks what each bundle holds). Loads no CDK and no esbuild (only its
 * types), so the benchmark and the test do not either.
 *
 * package.json's `sideEffects` names every folder but `functions/`: no server module does anything
 * at import that another relies on, so esbuild leaves out a module none of whose exports a Lambda
 * uses, with what it imports. A module's `index.ts` may then name all its services and entities
 * without every Lambda that reaches it loading them all. (`shared/` stays listed: the web's build
 * reads the same field, and its chunks are measured as they are.)
 */
import type { BuildOptions } from 'esbuild';
import { groups, type Group } from '#shared/api/routes/define.js';
import { fromRoot, repoRoot } from './config.js';
import { jobNames, type JobName } from './jobSchedules.js';

/** ESM bundles have no `require`; some CommonJS dependencies call it for Node built-ins. */
export const esmRequireBanner =
  "import { createRequire as __cjsRequire } from 'node:module'; const require = __cjsRequire(import.meta.url);";

/**
 * The esbuild options, as esbuild's build API names them. Split into chunks: the entry `index.mjs`
 * holds what every request needs, and what a module reached only through `import()` needs (a
 * route's services, the SES client) is in chunks loaded on its first call, so a cold request loads
 * only its path's code. A function is therefore a folder (infra/lambda.ts deploys it as one).
 */
export const lambdaEsbuildOptions = {
  platform: 'node' as const,
  format: 'esm' as const,
  splitting: true,
  entryNames: 'index',
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  target: 'node22',
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  // The ESM builds of dependencies (the SDK's dist-es): esbuild can drop what an entry never uses.
  mainFields: ['module', 'main'],
  banner: { js: esmRequireBanner },
  // Bundle the AWS SDK too: the versions the code was tested with, not the runtime's.
  external: [] as string[],
} satisfies BuildOptions;

/** The entry of an endpoint group's Lambda (relative to the repository root); it exports `handler`. */
export const groupEntry = (group: Group) => `functions/${group}/handler.ts`;
/** The entry of a scheduled job's Lambda. */
export const jobEntry = (job: JobName) => `functions/jobs/${job}.ts`;

/** The Lambdas AWS invokes outside the API and the schedule: Cognito's pre-sign-up trigger, SES's bounces and complaints. */
export const triggerNames = ['preSignUp', 'mailFeedback'] as const;
export type TriggerName = (typeof triggerNames)[number];
/** The entry of a trigger's Lambda. */
export const triggerEntry = (trigger: TriggerName) => `functions/triggers/${trigger}.ts`;

/** Every Lambda of the stack: the endpoint groups', the jobs' and the triggers' (test/infra/stack.test.ts holds the stack to this list). */
export const lambdaEntries: readonly { name: Group | JobName | TriggerName; entry: string }[] = [
  ...groups.map((group) => ({ name: group, entry: groupEntry(group) })),
  ...jobNames.map((job) => ({ name: job, entry: jobEntry(job) })),
  ...triggerNames.map((trigger) => ({ name: trigger, entry: triggerEntry(trigger) })),
];

/** The file of a function's folder that Lambda loads first (its handler is `index.handler`). */
export const LAMBDA_ENTRY_FILE = 'index.mjs';

/** esbuild's build options for one function's folder (entry relative to the repository root): `index.mjs` and its chunks. */
export const lambdaBuild = (entry: string, outdir: string): BuildOptions => ({
  ...lambdaEsbuildOptions,
  entryPoints: [fromRoot(entry)],
  bundle: true,
  outdir,
  absWorkingDir: repoRoot,
});

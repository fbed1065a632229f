/**
 * `npm run bench -- lambdas`: what each Lambda costs at a cold start. Builds every endpoint group's
 * and every job's bundle exactly as the CDK stack does (the esbuild options of infra/bundling.ts)
 * into a temporary folder, and prints its minified size and its module initialisation time — the
 * median over fresh `node` processes of the time `await import(bundle)` takes, measured inside the
 * process — beside two baselines built the same way in the same run: a hello-world handler and a
 * handler that only creates the DynamoDB document client (bench/lambdaBaselines/). The processes
 * take turns (one of each bundle per round), so a busy moment of the machine falls on all alike.
 *
 * `--quick` (CI) still builds and imports every bundle, twice. `--keep` keeps the folder, with
 * each bundle's esbuild metafile (meta.json) to see what is inside.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { lambdaBuild, lambdaEntries } from '../infra/bundling.js';
import { jobNames } from '../infra/jobSchedules.js';

const quick = process.argv.includes('--quick');
const keep = process.argv.includes('--keep');
const PROCESSES = quick ? 2 : 10;
const TARGET = { size: 1.25, init: 1.3 };
const DYNAMODB_ONLY = 'baseline: DynamoDB document client only';

const bundles = [
  { name: 'baseline: hello world', entry: 'bench/lambdaBaselines/helloWorld.ts' },
  { name: DYNAMODB_ONLY, entry: 'bench/lambdaBaselines/dynamoDbOnly.ts' },
  ...lambdaEntries.map(({ name, entry }) => ({ name: (jobNames as readonly string[]).includes(name) ? `job ${name}` : name, entry })),
];

/**
 * The environment a deployed function starts with (infra/stack.ts), with dummy values: what
 * functions/lib/config.ts reads is only read, never used to call anything, while importing.
 */
const lambdaEnvironment = (service: string): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  AWS_REGION: 'us-east-1',
  AWS_LAMBDA_FUNCTION_NAME: `rishta-${service}`,
  NODE_OPTIONS: '--enable-source-maps',
  // This machine's Node may be older than the Lambda runtime's; the SDK's warning about it is noise here.
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  POWERTOOLS_SERVICE_NAME: service,
  TABLE_NAME: 'rishta-bench',
  PHOTO_BUCKET: 'rishta-bench-photos',
  USER_POOL_ID: 'us-east-1_bench',
  USER_POOL_CLIENT_ID: 'benchclient',
  MAIL_FROM: 'no-reply@example.org',
  VOLUNTEER_EMAIL: 'volunteers@example.org',
  APP_URL: 'https://rishta.example.org',
  UNSUBSCRIBE_SECRET: 'x'.repeat(48),
  ORIGIN_VERIFY_SECRET: 'bench-origin-secret',
});

/**
 * Run in each fresh process: times the import alone (wall clock, and the CPU time the process
 * spent on it, which other work on a busy machine hardly moves), and checks the bundle has a handler.
 */
const importOnce = `
const cpu = process.cpuUsage();
const started = performance.now();
const bundle = await import(process.argv[1]);
const ms = performance.now() - started;
const used = process.cpuUsage(cpu);
if (typeof bundle.handler !== 'function') throw new Error('no handler exported');
console.log(JSON.stringify({ ms, cpuMs: (used.user + used.system) / 1000 }));
`;

/** The AWS SDK service clients with code in the bundle (what tree-shaking left of them), from esbuild's metafile. */
function sdkClients(meta: Metafile): string[] {
  const found = new Set<string>();
  for (const output of Object.values(meta.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const match = /node_modules\/@aws-sdk\/client-([^/]+)\//.exec(input);
      if (match?.[1] && bytesInOutput > 0) found.add(match[1]);
    }
  }
  return [...found].sort();
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const outDir = mkdtempSync(path.join(tmpdir(), 'rishta-lambdas-'));
try {
  const built = [];
  for (const bundle of bundles) {
    const dir = path.join(outDir, bundle.name.replace(/\W+/g, '-'));
    mkdirSync(dir);
    const outfile = path.join(dir, 'index.mjs');
    const result = await build({ ...lambdaBuild(bundle.entry, outfile), metafile: true, logLevel: 'warning' });
    writeFileSync(path.join(dir, 'meta.json'), JSON.stringify(result.metafile));
    built.push({ ...bundle, outfile, kib: statSync(outfile).size / 1024, clients: sdkClients(result.metafile), times: [] as number[], cpuTimes: [] as number[] });
  }

  for (let round = 0; round < PROCESSES; round++) {
    for (const bundle of built) {
      const run = spawnSync(process.execPath, ['--input-type=module', '-e', importOnce, pathToFileURL(bundle.outfile).href], {
        env: lambdaEnvironment(bundle.name), encoding: 'utf8', timeout: 60_000,
      });
      if (run.status !== 0) throw new Error(`${bundle.name}: the bundle did not load\n${run.stderr}`);
      const { ms, cpuMs } = JSON.parse(run.stdout.trim().split('\n').pop()!) as { ms: number; cpuMs: number };
      bundle.times.push(ms);
      bundle.cpuTimes.push(cpuMs);
    }
  }

  const floor = built.find((b) => b.name === DYNAMODB_ONLY)!;
  const rows = built.map((b) => {
    const size = b.kib / floor.kib;
    const init = median(b.times) / median(floor.times);
    const cpu = median(b.cpuTimes) / median(floor.cpuTimes);
    // The targets are on the wall-clock time; the CPU time beside it says whether a miss is the machine's.
    const verdict = b.name.startsWith('baseline') ? '' : `${size <= TARGET.size ? 'PASS' : 'MISS'} / ${init <= TARGET.init ? 'PASS' : 'MISS'}`;
    return [
      b.name, b.kib.toFixed(1), size.toFixed(2),
      `${median(b.times).toFixed(1)} (${Math.min(...b.times).toFixed(1)}–${Math.max(...b.times).toFixed(1)})`, init.toFixed(2),
      median(b.cpuTimes).toFixed(1), cpu.toFixed(2), b.clients.join(', ') || '—', verdict,
    ];
  });
  console.log(`\nLambda bundles (esbuild options of infra/bundling.ts), node ${process.version}, median of ${PROCESSES} fresh processes each${quick ? ' (quick: no figure means anything)' : ''}\n`);
  console.log(`| bundle | KiB (minified) | size ÷ DynamoDB-only | init ms (min–max) | init ÷ DynamoDB-only | init CPU ms | CPU ÷ DynamoDB-only | AWS SDK clients inside | size ≤ ${TARGET.size}× / init ≤ ${TARGET.init}× |`);
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  if (keep) console.log(`\nBundles and their metafiles kept in ${outDir}`);
} finally {
  if (!keep) rmSync(outDir, { recursive: true, force: true });
}

/**
 * `npm run bench -- lambdas`: what each Lambda costs at a cold request. Builds every endpoint
 * group's and every job's bundle exactly as the CDK stack does (infra/bundling.ts) into a temporary
 * folder, starts a throw-away local stack, and for each bundle runs fresh `node` processes that
 * import the bundle and serve the group's most common request (bench/lambdaRequests.ts) against the
 * stack's emulators, with the environment the local stack gives its handlers. Beside them, in the
 * same run and taking turns with them (one process of each bundle per round, so a busy moment of
 * the machine falls on all alike), the baseline: a bundle built the same way that creates the
 * DynamoDB document client and does one GetItem (bench/lambdaBaselines/dynamoDbOnly.ts).
 *
 * Printed per bundle: the bytes the cold request loads (entry and the chunks it imports on that
 * path: judged) and the bundle's total, the cold request (import + first call, median over the
 * processes; wall clock judged, CPU beside it), and PASS/MISS against the targets.
 *
 * `--quick` (CI) runs every bundle's request twice. `--keep` keeps the folder, with each bundle's
 * esbuild metafile (meta.json) to see what is inside. `--profile` adds, per bundle, one more cold
 * request under the CPU profiler and prints where its CPU went, by source (./lambdaProfile.ts).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { LAMBDA_ENTRY_FILE, lambdaBuild, lambdaEntries, triggerNames } from '../infra/bundling.js';
import { jobNames, type JobName } from '../infra/jobSchedules.js';
import { startLocalStack } from '../infra/local/stack.js';
import { profileMedian } from './lambdaProfile.js';
import { coldRequestScript, coldRequests, loadedFilesHooks, registerHooks, type Invocation } from './lambdaRequests.js';

const quick = process.argv.includes('--quick');
const keep = process.argv.includes('--keep');
const profile = process.argv.includes('--profile');
/** Sources printed per bundle with `--profile`, and the profiles each figure is the median of. */
const PROFILE_TOP = 12;
const PROFILE_RUNS = 5;
const PROCESSES = quick ? 2 : 10;
const TARGET = { size: 1.25, cold: 1.5 };
const BASELINE = 'baseline: DynamoDB client + one GetItem';

const isJob = (name: string): name is JobName => (jobNames as readonly string[]).includes(name);
const isTrigger = (name: string) => (triggerNames as readonly string[]).includes(name);
// The triggers run once per sign-up or bounce, not on a member's request: the targets are the groups' and the jobs'.
const bundles = [
  { name: BASELINE, service: 'baseline', entry: 'bench/lambdaBaselines/dynamoDbOnly.ts' },
  ...lambdaEntries.filter(({ name }) => !isTrigger(name)).map(({ name, entry }) => ({ name: isJob(name) ? `job ${name}` : name, service: name, entry })),
];

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

/** The JavaScript files of a bundle's folder (the entry and any chunks; not the source maps). */
const jsFiles = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.m?js$/.test(f)).map((f) => path.join(dir, f));

/**
 * Runs node with these arguments and waits for it without blocking this process: the emulators
 * the fresh process calls run here.
 */
function runNode(args: string[], env: NodeJS.ProcessEnv): Promise<{ status: number | null; signal: string | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, args, { env, encoding: 'utf8', timeout: 60_000 }, (error, stdout, stderr) => {
      const failed = error as (Error & { code?: number | string; signal?: string }) | null;
      resolve({ status: failed ? (typeof failed.code === 'number' ? failed.code : null) : 0, signal: failed?.signal ?? null, stdout, stderr });
    });
  });
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const outDir = mkdtempSync(path.join(tmpdir(), 'rishta-lambdas-'));
const dataDir = path.join(outDir, 'stack-data');
const stack = await startLocalStack({ dataDir, port: 0 });
try {
  const requests = await coldRequests(stack);
  const invocation = (service: string, round: number): Invocation =>
    service === 'baseline' ? requests.baseline : isJob(service) ? requests.jobs(round)[service] : requests.groups[service as keyof typeof requests.groups];
  /** The environment the local stack gives its handlers (emulator endpoints, table, pool), as a deployed function's (infra/stack.ts). */
  const environment = (service: string): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH,
    ...stack.env,
    POWERTOOLS_SERVICE_NAME: service,
    // As infra/lambda.ts: no NODE_OPTIONS=--enable-source-maps (functions/lib/stackTraces.ts maps a stack when one is logged).
    // This machine's Node may be older than the Lambda runtime's; the SDK's warning about it is noise here.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
  const hooksFile = path.join(outDir, 'loadedFilesHooks.mjs');
  writeFileSync(hooksFile, loadedFilesHooks);

  const built = [];
  for (const bundle of bundles) {
    const dir = path.join(outDir, bundle.name.replace(/\W+/g, '-'));
    mkdirSync(dir);
    const entryFile = path.join(dir, LAMBDA_ENTRY_FILE);
    const result = await build({ ...lambdaBuild(bundle.entry, dir), metafile: true, logLevel: 'warning' });
    writeFileSync(path.join(dir, 'meta.json'), JSON.stringify(result.metafile));
    const totalBytes = jsFiles(dir).reduce((sum, f) => sum + statSync(f).size, 0);
    // One untimed process notes the files the cold request loads.
    const log = path.join(dir, 'loaded.txt');
    writeFileSync(log, '');
    const survey = await runNode(['--import', `data:text/javascript,${encodeURIComponent(registerHooks(pathToFileURL(hooksFile).href))}`,
      '--input-type=module', '-e', coldRequestScript, pathToFileURL(entryFile).href, JSON.stringify(invocation(bundle.service, 0))],
    { ...environment(bundle.service), LOADED_FILES_LOG: log });
    if (survey.status !== 0) throw new Error(`${bundle.name}: the cold request failed (${survey.status ?? survey.signal})\n${survey.stderr}${survey.stdout}`);
    const loaded = new Set(readFileSync(log, 'utf8').split('\n').filter(Boolean).map((u) => fileURLToPath(u)).filter((f) => f.startsWith(dir + path.sep)));
    const loadedBytes = [...loaded].reduce((sum, f) => sum + statSync(f).size, 0);
    built.push({
      ...bundle, entryFile, loadedKib: loadedBytes / 1024, totalKib: totalBytes / 1024, files: loaded.size, clients: sdkClients(result.metafile),
      label: invocation(bundle.service, 0).label, times: [] as number[], cpuTimes: [] as number[], importTimes: [] as number[],
    });
  }

  for (let round = 1; round <= PROCESSES; round++) {
    for (const bundle of built) {
      const run = await runNode(['--input-type=module', '-e', coldRequestScript, pathToFileURL(bundle.entryFile).href, JSON.stringify(invocation(bundle.service, round))],
        environment(bundle.service));
      if (run.status !== 0) throw new Error(`${bundle.name}: the cold request failed (${run.status ?? run.signal})\n${run.stderr}`);
      const { importMs, ms, cpuMs } = JSON.parse(run.stdout.trim().split('\n').pop()!) as { importMs: number; ms: number; cpuMs: number };
      bundle.importTimes.push(importMs);
      bundle.times.push(ms);
      bundle.cpuTimes.push(cpuMs);
    }
  }

  const floor = built.find((b) => b.name === BASELINE)!;
  const rows = built.map((b) => {
    const size = b.loadedKib / floor.loadedKib;
    const cold = median(b.times) / median(floor.times);
    const cpu = median(b.cpuTimes) / median(floor.cpuTimes);
    // The targets are on the wall-clock time; the CPU time beside it says whether a miss is the machine's.
    const verdict = b === floor ? '' : `${size <= TARGET.size ? 'PASS' : 'MISS'} / ${cold <= TARGET.cold ? 'PASS' : 'MISS'}`;
    return [
      b.name, b.label, `${b.loadedKib.toFixed(1)} (${b.files} file${b.files === 1 ? '' : 's'})`, b.totalKib.toFixed(1), size.toFixed(2),
      median(b.importTimes).toFixed(1), `${median(b.times).toFixed(1)} (${Math.min(...b.times).toFixed(1)}–${Math.max(...b.times).toFixed(1)})`, cold.toFixed(2),
      median(b.cpuTimes).toFixed(1), cpu.toFixed(2), b.clients.join(', ') || '—', verdict,
    ];
  });
  console.log(`\nLambda cold requests (bundles built with infra/bundling.ts, local emulators), node ${process.version}, median of ${PROCESSES} fresh processes each${quick ? ' (quick: no figure means anything)' : ''}`);
  console.log('KiB loaded: the JavaScript the cold request loads (judged); total: every file of the bundle. Cold request: import + the first call, wall clock (judged) and CPU.\n');
  console.log(`| bundle | cold request | KiB loaded (files) | KiB total | loaded ÷ baseline | import ms | cold request ms (min–max) | cold ÷ baseline | cold CPU ms | CPU ÷ baseline | AWS SDK clients inside | size ≤ ${TARGET.size}× / cold ≤ ${TARGET.cold}× |`);
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  if (profile) {
    console.log(`\nCPU self time of a cold request per bundle, by source: ms, median of ${PROFILE_RUNS} profiled processes; the ${PROFILE_TOP} largest; total = the medians' sum`);
    for (const bundle of built) {
      const top = await profileMedian(PROFILE_RUNS, async (nodeArgs, i) => {
        const run = await runNode([...nodeArgs, '--input-type=module', '-e', coldRequestScript, pathToFileURL(bundle.entryFile).href,
          JSON.stringify(invocation(bundle.service, PROCESSES + 1 + i))], environment(bundle.service));
        if (run.status !== 0) throw new Error(`${bundle.name}: the profiled cold request failed (${run.status ?? run.signal})\n${run.stderr}`);
      });
      const total = top.reduce((sum, [, ms]) => sum + ms, 0);
      console.log(`\n${bundle.name} (${bundle.label}): ${total.toFixed(1)} ms`);
      for (const [source, ms] of top.slice(0, PROFILE_TOP)) console.log(`  ${ms.toFixed(1).padStart(6)}  ${source}`);
    }
  }
  if (keep) console.log(`\nBundles and their metafiles kept in ${outDir}`);
} finally {
  await stack.stop();
  if (!keep) rmSync(outDir, { recursive: true, force: true });
}

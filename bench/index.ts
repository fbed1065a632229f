/**
 * `npm run bench [-- <name>…] [-- --quick]`: runs the benchmarks in order, each in its own process
 * (each starts its own throw-away local stack, and the handlers read the environment of the stack
 * they were loaded with). No name runs them all; `--quick` is passed to each (CI runs
 * `npm run bench -- --quick` so no benchmark can rot).
 *   calls   bench/run.ts     the main calls beside raw GetItem and static-file baselines
 *   search  bench/search.ts  search and matched profiles at 5,000 and 50,000 profiles beside a raw
 *                            Query of the same index ranges and a Scan, the emulator in its own
 *                            process; `--runs=N` repeats the 50,000 stage, `--profiles=200000` adds a 200,000 stage
 *   lambdas bench/lambdas.ts each Lambda bundle's size and cold request (a fresh process: import and the
 *                            group's most common call on the emulators) beside a DynamoDB-client + GetItem bundle;
 *                            `--profile` adds where each cold request's CPU went, by source
 *   web     bench/web.ts     the first page's JS and CSS (gzip) beside a hello-world React page, and
 *                            Lighthouse (mobile) on home, sign-in and the dashboard
 *   digests bench/digests.ts the daily and weekly digest jobs over 5,000 and 50,000 families (emulated
 *                            SES, the Lambda time limit counted down) beside a raw Query of the same members
 *   load    bench/load.ts    a member mix at concurrency 10 and 50 (throughput, p50/p99, errors) beside
 *                            a static file and a raw GetItem driven the same way
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const benchmarks = {
  calls: 'run.ts',
  search: 'search.ts',
  lambdas: 'lambdas.ts',
  web: 'web.ts',
  digests: 'digests.ts',
  load: 'load.ts',
} as const;
type Name = keyof typeof benchmarks;

const args = process.argv.slice(2);
const flags = args.filter((a) => a.startsWith('--'));
const names = args.filter((a) => !a.startsWith('--'));
const unknown = names.filter((a) => !(a in benchmarks));
if (unknown.length) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; known: ${Object.keys(benchmarks).join(', ')}`);
  process.exit(2);
}

for (const name of (names.length ? names : Object.keys(benchmarks)) as Name[]) {
  console.log(`\n== bench: ${name} ${flags.join(' ')}`);
  const file = fileURLToPath(new URL(benchmarks[name], import.meta.url));
  // Same node, same tsx loader (process.execArgv) as this runner.
  const run = spawnSync(process.execPath, [...process.execArgv, file, ...flags], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

/**
 * `npm run bench -- lambdas --profile`: where a bundle's cold request spends its CPU. Extra
 * processes per bundle run the same cold request under V8's sampling profiler (`--cpu-prof`); each
 * sample's self time is put on the source it maps back to through the bundle's source map (a
 * package under node_modules by its name, a file of the repository by its path), so the minified
 * chunks read as the code they came from. Node's own work (module loading, compiling, the garbage
 * collector) keeps V8's names. One profile of a busy machine can put 100 ms on whatever ran when
 * another process took the core, so each source's figure is its median over several profiles.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A source's group: the package for node_modules, the repository path otherwise. */
function ownerOf(source: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inPackage) return inPackage[1]!;
  const repoPath = /(?:^|\/)((?:functions|shared|bench|infra)\/.+)$/.exec(source);
  return repoPath ? repoPath[1]! : source;
}

/** Self time (ms) of a profile, by the source each sample maps to, most first. */
export function selfTimeBySource(profileFile: string): [string, number][] {
  const profile = JSON.parse(readFileSync(profileFile, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const maps = new Map<string, SourceMap | undefined>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      let map: SourceMap | undefined;
      try {
        map = new SourceMap(JSON.parse(readFileSync(`${fileURLToPath(url)}.map`, 'utf8')) as SourceMapPayload);
      } catch {
        map = undefined;
      }
      maps.set(url, map);
    }
    return maps.get(url);
  };
  const keyOf = (node: ProfileNode): string => {
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    if (!url) return `(${functionName.replace(/^\(|\)$/g, '') || 'anonymous'})`;
    if (!url.startsWith('file:')) return `${url.startsWith('node:') ? url : 'node internals'}`;
    const entry = mapOf(url)?.findEntry(lineNumber, columnNumber);
    const source = entry && 'originalSource' in entry ? entry.originalSource : undefined;
    return source ? ownerOf(source) : path.basename(url);
  };
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const key = keyOf(node);
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}

/** Each source's median self time over `runs` profiles (a source absent from a profile counts 0 there), most first. */
export async function profileMedian(runs: number, run: (nodeArgs: string[], i: number) => Promise<void>): Promise<[string, number][]> {
  const profiles: Map<string, number>[] = [];
  for (let i = 0; i < runs; i++) profiles.push(new Map(await profileOnce((nodeArgs) => run(nodeArgs, i))));
  const sources = new Set(profiles.flatMap((p) => [...p.keys()]));
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return [...sources].map((source) => [source, median(profiles.map((p) => p.get(source) ?? 0))] as [string, number]).sort((a, b) => b[1] - a[1]);
}

/** Runs `run` with node arguments that write one CPU profile, and answers its self time by source. */
async function profileOnce(run: (nodeArgs: string[]) => Promise<void>): Promise<[string, number][]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rishta-profile-'));
  try {
    // A fine interval: a cold request is a few hundred milliseconds.
    await run(['--cpu-prof', `--cpu-prof-dir=${dir}`, '--cpu-prof-interval=250']);
    const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error('no CPU profile written');
    return selfTimeBySource(path.join(dir, file));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

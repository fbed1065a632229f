/**
 * Readable stack traces from a minified Lambda bundle, paid for only when a stack is read.
 *
 * Node's `--enable-source-maps` reads and parses the source map of every chunk as it loads, on
 * every cold start, whether or not anything fails: 15–50 ms of a cold request's CPU here (more for
 * the groups that load more chunks). Enabling it later (`process.setSourceMapsEnabled`) does not
 * help: Node keeps only the maps of modules loaded while it was on. So the functions run without
 * it, and an error's stack is mapped here when it is formatted (the logger's `error` field, or the
 * Lambda runtime's report of an error a handler threw): the `.map` file beside each chunk of the
 * stack is read then, once per chunk and process. Frames point at the source files (absolute
 * paths of the machine that built the bundle, as `--enable-source-maps` printed them); function
 * names stay the minified ones.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The parsed map of each bundle file met in a stack (null: it has none). */
const maps = new Map<string, { map: SourceMap; dir: string } | null>();

function mapOf(file: string) {
  let found = maps.get(file);
  if (found === undefined) {
    try {
      found = { map: new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))), dir: path.dirname(file) };
    } catch {
      found = null;
    }
    maps.set(file, found);
  }
  return found;
}

/** A position in a bundle file (`file:///…/chunk.mjs:1:2345`), as a stack frame names it. */
const BUNDLE_POSITION = /(file:\/\/[^\s()]+?\.mjs):(\d+):(\d+)/g;

/** The frame with each bundle position replaced by its source file, line and column (positions without a map stay). */
export function sourceMappedFrame(frame: string): string {
  return frame.replace(BUNDLE_POSITION, (position, url: string, line: string, column: string) => {
    const found = mapOf(fileURLToPath(url));
    const entry = found?.map.findEntry(Number(line) - 1, Number(column) - 1);
    if (!found || !entry || !('originalSource' in entry)) return position;
    return `${path.resolve(found.dir, entry.originalSource)}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  });
}

/**
 * Maps the stacks of this process's errors when the module at `moduleUrl` is part of a bundle
 * with source maps (a `.map` beside it); run from source (tsx, the tests), stacks are left to Node.
 */
export function mapBundleStackTraces(moduleUrl: string): void {
  if (!moduleUrl.startsWith('file:') || !existsSync(`${fileURLToPath(moduleUrl)}.map`)) return;
  Error.prepareStackTrace = (error: Error, callSites: NodeJS.CallSite[]) => {
    let head: string;
    try {
      head = Error.prototype.toString.call(error);
    } catch {
      head = 'Error';
    }
    return [head, ...callSites.map((site) => `    at ${sourceMappedFrame(String(site))}`)].join('\n');
  };
}

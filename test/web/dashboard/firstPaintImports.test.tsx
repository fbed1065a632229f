/**
 * What the dashboard draws first must not wait for Amplify UI's code (a 22 kB gzip chunk), its
 * frame not for zod (25 kB) either: the static imports of the dashboard's frame, its tab frame and
 * the Matched tab, followed through the source. (Dynamic imports are not followed: they load later.)
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('#web/')) base = path.join(repoRoot, 'web/src', spec.slice(5));
  else if (spec.startsWith('#shared/')) base = path.join(repoRoot, 'shared', spec.slice(8));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  base = base.replace(/\.js$/, '');
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`cannot resolve ${spec} from ${from}`);
}

/** Every package a file loads through static value imports (not `import type`), with the file that imports it. */
function packagesReached(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [path.join(repoRoot, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^(?:import|export)\s+(type\s+)?[^'";]*?from\s+'([^']+)'/gm)) {
      if (match[1]) continue;
      const spec = match[2]!;
      const resolved = resolveImport(file, spec);
      if (resolved) queue.push(resolved);
      else if (!packages.has(spec)) packages.set(spec, path.relative(repoRoot, file));
    }
  }
  return packages;
}

const isAmplifyUi = (pkg: string) => pkg.startsWith('@aws-amplify/ui');
const isZod = (pkg: string) => pkg === 'zod' || pkg.startsWith('zod/');

describe("the dashboard's first paint", () => {
  // The heading (the page's largest paint) and the tabs: neither Amplify UI nor zod.
  // The loaders' session check (lib/auth reads /config.json) too: the heading waits for the loaders.
  // frame.tsx is in the entry itself: the frame and heading a first visit draws before the route modules come.
  it.each(['web/src/app/dashboard/frame.tsx', 'web/src/app/dashboard/layout.tsx', 'web/src/app/dashboard/tabsFrame.tsx', 'web/src/lib/auth/index.ts', 'web/src/lib/storedSession.ts'])('%s imports neither Amplify UI nor zod statically', (entry) => {
    const reached = packagesReached(entry);
    expect(Object.fromEntries([...reached].filter(([pkg]) => isAmplifyUi(pkg) || isZod(pkg)))).toEqual({});
    // The walk did read the source: react-router is reached from each.
    expect(reached.has('react-router')).toBe(true);
  });

  it('reads /config.json as zod did: defaults, and a missing field refused', async () => {
    const { parseConfig } = await import('#web/lib/config');
    expect(parseConfig({ region: 'r', userPoolId: 'p', userPoolClientId: 'c' })).toEqual({
      apiBase: '/api',
      region: 'r',
      userPoolId: 'p',
      userPoolClientId: 'c',
      authFlowType: 'USER_SRP_AUTH',
      supportVideos: [],
    });
    expect(parseConfig({ region: 'r', userPoolId: 'p', userPoolClientId: 'c', userPoolEndpoint: 'http://x', authFlowType: 'USER_PASSWORD_AUTH', supportVideos: [{ title: 't', url: 'u' }] })).toMatchObject({
      userPoolEndpoint: 'http://x',
      authFlowType: 'USER_PASSWORD_AUTH',
      supportVideos: [{ title: 't', url: 'u' }],
    });
    expect(() => parseConfig({ region: 'r', userPoolId: 'p' })).toThrow(/userPoolClientId/);
    expect(() => parseConfig({ region: 'r', userPoolId: 'p', userPoolClientId: 'c', authFlowType: 'X' })).toThrow(/authFlowType/);
  });

  // The router draws the heading once every matched route's code is in, the Matched tab's included:
  // its cards load the API client (zod) with their first call, not before.
  it('web/src/features/discovery/pages/matchedTab.tsx imports neither Amplify UI nor zod statically', () => {
    const reached = packagesReached('web/src/features/discovery/pages/matchedTab.tsx');
    expect(Object.fromEntries([...reached].filter(([pkg]) => isAmplifyUi(pkg) || isZod(pkg)))).toEqual({});
    expect(reached.has('react-router')).toBe(true);
  });

  // The home page hydrates its pre-rendered markup: no Amplify UI.
  it.each(['web/src/features/site/pages/home.tsx'])('%s does not import Amplify UI statically', (entry) => {
    const reached = packagesReached(entry);
    expect(Object.fromEntries([...reached].filter(([pkg]) => isAmplifyUi(pkg)))).toEqual({});
    expect(reached.has('react-router')).toBe(true);
  });
});

/**
 * Amplify UI's theme sheet (`@aws-amplify/ui-react/styles/base.css`) declares the custom properties
 * of every Amplify component, about 1,600, 11 kB of the 25 kB gzip stylesheet every page waits for
 * before its first paint. The app imports the styles of a few components only (main.tsx), so most
 * `--amplify-components-…` properties are read by nothing. This build plugin drops those from the
 * theme sheet as it is loaded (before Vite hashes the stylesheet, so a file name still changes with
 * its content). Kept: every property that is not a component's (colours, space, fonts: Amplify's
 * style props name those from script), and every component property that a kept property, an
 * Amplify stylesheet imported anywhere under web/src, or any file under web/src names.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const THEME_SHEET = /@aws-amplify[\\/]ui-react[\\/]dist[\\/]styles[\\/]base\.css$/;
const COMPONENT_PROPERTY = /(--amplify-components-[\w-]+)\s*:[^;{}]*;/g;
const PROPERTY_NAME = /--amplify-[\w-]+/g;

/**
 * `sheet` without the declarations of component properties outside the closure of `named` (the
 * properties named elsewhere): a kept declaration keeps every property its value names.
 */
export function pruneComponentProperties(sheet: string, named: Iterable<string>): string {
  const values = new Map<string, string[]>();
  for (const m of sheet.matchAll(/(--amplify-[\w-]+)\s*:([^;{}]*);/g)) {
    values.set(m[1]!, [...(values.get(m[1]!) ?? []), m[2]!]);
  }
  const keep = new Set<string>();
  const queue = [...named, ...[...values.keys()].filter((name) => !name.startsWith('--amplify-components-'))];
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (keep.has(name)) continue;
    keep.add(name);
    for (const value of values.get(name) ?? []) queue.push(...(value.match(PROPERTY_NAME) ?? []));
  }
  return sheet.replace(COMPONENT_PROPERTY, (declaration, name: string) => (keep.has(name) ? declaration : ''));
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : /\.(css|tsx?)$/.test(e.name) ? [path.join(dir, e.name)] : []);

/** Every `--amplify-…` name the app's sources and the Amplify stylesheets they import mention. */
function namedProperties(srcDir: string, amplifyStyles: string): Set<string> {
  const named = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const name of text.match(PROPERTY_NAME) ?? []) named.add(name);
    for (const m of text.matchAll(/@aws-amplify\/ui-react\/styles\/(\w+)\.css/g)) {
      if (m[1] === 'base') continue;
      for (const name of readFileSync(path.join(amplifyStyles, `${m[1]}.css`), 'utf8').match(PROPERTY_NAME) ?? []) named.add(name);
    }
  }
  return named;
}

export function amplifyThemePruning(srcDir: string, amplifyStyles: string): Plugin {
  return {
    name: 'rishta:amplify-theme-pruning',
    enforce: 'pre',
    transform(code, id) {
      if (!THEME_SHEET.test(id.split('?')[0]!)) return null;
      return { code: pruneComponentProperties(code, namedProperties(srcDir, amplifyStyles)), map: null };
    },
  };
}

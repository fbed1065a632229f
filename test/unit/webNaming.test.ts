/**
 * The web's naming rule (docs/development.md, "The code in detail"), checked so a new file that breaks it fails `npm test`:
 * - a module of React components is PascalCase, named after its component (`ProfileCard.tsx`) or the
 *   group it holds (`ContactSections.tsx`); every other module is camelCase: route modules (`pages/*`,
 *   anything exporting the router's `Component`), hooks, helpers, a component's helpers kept beside others;
 * - a name of more words is never written all lowercase (`referralCode`, not `referralcode`) and an
 *   acronym is a word (`editPubUrl`, not `editPubURL`);
 * - a feature's index.ts is its public face: some other folder imports it;
 * - an import in web/src is `./x` (same folder) or `#web/...`, never `../`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const webSrc = 'web/src';
const files = (readdirSync(webSrc, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
  .map((file) => path.join(webSrc, file).split(path.sep).join('/'))
  .sort();
const nameOf = (file: string) => path.basename(file).replace(/\.tsx?$/, '');
const textOf = (file: string) => readFileSync(file, 'utf8');

/** The names (functions, constants, classes) a module exports itself; type exports do not count. */
const exportsOf = (file: string) => [...textOf(file).matchAll(/^export (?:async )?(?:function|const|class) (\w+)/gm)].map((m) => m[1]!);
const isComponentName = (name: string) => /^[A-Z][a-z]\w*$/.test(name);
const isRouteModule = (file: string) => file.includes('/pages/') || exportsOf(file).includes('Component');
const isComponentModule = (file: string) => {
  const names = exportsOf(file);
  return !isRouteModule(file) && names.length > 0 && names.every(isComponentName);
};

/** The one-word names in use: an all-lowercase name must be one word, so a new one is added here on purpose. */
const ONE_WORD_NAMES = new Set([
  'amplify', 'categories', 'classified', 'client', 'config', 'confirm', 'directory', 'eligibility', 'events', 'expectation',
  'failure', 'form', 'forms', 'frame', 'home', 'horoscope', 'index', 'layout', 'loaders', 'main', 'new', 'notices', 'paths', 'prerender', 'reencode', 'reports',
  'router', 'routes', 'session', 'standing', 'support', 'texts', 'transitions', 'unsubscribe', 'view',
]);

describe('web file names', () => {
  it('finds the web files', () => {
    expect(files.length).toBeGreaterThan(150);
    expect(files).toContain('web/src/features/referral/pages/referralCode.tsx');
  });

  it('are PascalCase or camelCase words, acronyms written as words', () => {
    const odd = files.filter((file) => !/^[A-Za-z][A-Za-z0-9]*$/.test(nameOf(file)) || /[A-Z]{3,}|[A-Z]{2}$/.test(nameOf(file)));
    expect(odd).toEqual([]);
  });

  it('write no compound all lowercase', () => {
    const lowercase = files.filter((file) => /^[a-z]+$/.test(nameOf(file)) && !ONE_WORD_NAMES.has(nameOf(file)));
    expect(lowercase).toEqual([]);
  });

  it('are camelCase for route modules', () => {
    expect(files.filter((file) => isRouteModule(file) && /^[A-Z]/.test(nameOf(file)))).toEqual([]);
  });

  it('are PascalCase exactly for modules of components', () => {
    const wrong = files.filter((file) => {
      const name = nameOf(file);
      if (name === 'index') return false;
      const ownComponent = exportsOf(file).includes(name[0]!.toUpperCase() + name.slice(1));
      const pascal = /^[A-Z]/.test(name);
      return pascal ? !(ownComponent || isComponentModule(file)) : (ownComponent && !isRouteModule(file)) || isComponentModule(file);
    });
    expect(wrong).toEqual([]);
  });
});

describe('web imports', () => {
  it("cross folders through #web/, never ../", () => {
    const climbing = files.filter((file) => /(?:from|import\()\s*'\.\.\//.test(textOf(file)));
    expect(climbing).toEqual([]);
  });

  it("reach a feature's index.ts from outside the feature (no index nobody imports)", () => {
    const indexes = files.filter((file) => nameOf(file) === 'index' && file.startsWith(`${webSrc}/features/`));
    const unused = indexes.filter((index) => {
      const folder = path.dirname(index);
      const specifier = `'#web/${folder.slice(webSrc.length + 1)}'`;
      return !files.some((file) => !file.startsWith(`${folder}/`) && textOf(file).includes(specifier));
    });
    expect(indexes.length).toBeGreaterThan(0);
    expect(unused).toEqual([]);
  });
});

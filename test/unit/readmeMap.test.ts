/**
 * The README's "Map of the code" names every top-level folder, every folder under functions/ and
 * every web feature folder, one line each, so a newcomer's map never leaves one out nor names one
 * that is gone: a folder added or removed without its line fails `npm test`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The folders the map's code block names: each line starts with one, ending in '/'. */
function mapFolders(readme: string): string[] {
  const section = /^## Map of the code\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1] ?? '';
  const block = /^```\n([\s\S]*?)^```$/m.exec(section)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => /^(\S+)\/\s/.exec(line)?.[1])
    .filter((folder): folder is string => folder !== undefined);
}

/** Folders in `dir`, skipping what git ignores (installed packages, local data, build output). */
function foldersIn(dir: string): string[] {
  const ignored = new Set(['.git', ...readFileSync('.gitignore', 'utf8').split('\n').filter((l) => l.endsWith('/')).map((l) => l.slice(0, -1))]);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !ignored.has(entry.name))
    .map((entry) => (dir === '.' ? entry.name : `${dir}/${entry.name}`))
    .sort();
}

const mapped = mapFolders(readFileSync('README.md', 'utf8'));
const mappedUnder = (dir: string) => mapped.filter((folder) => folder.startsWith(`${dir}/`) && !folder.slice(dir.length + 1).includes('/')).sort();

describe("the README's map of the code", () => {
  it('reads the folders from the map', () => {
    expect(mapFolders('## Map of the code\n\n```\nfunctions/          the backend\nfunctions/lib/      config\n```\n\n## Next\n')).toEqual(['functions', 'functions/lib']);
    expect(mapped).toContain('functions');
  });

  it('names each folder once', () => {
    expect(mapped.filter((folder, i) => mapped.indexOf(folder) !== i)).toEqual([]);
  });

  it.each(['functions', 'web/src/features'])('names every folder under %s/, and none that does not exist', (dir) => {
    expect(mappedUnder(dir)).toEqual(foldersIn(dir));
  });

  it('names every top-level folder, and none that does not exist', () => {
    expect(mapped.filter((folder) => !folder.includes('/')).sort()).toEqual(foldersIn('.'));
  });
});

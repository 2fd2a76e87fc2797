import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PARTS, findFolderCycles, findImportCycles } from '../../../scripts/import-cycles';

let dir: string | undefined;

/** Writes `files` (path to source) into a fresh folder and returns it. */
function project(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  return dir;
}

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('findImportCycles()', () => {
  it('finds no import cycle in any part of the project', () => {
    expect(findImportCycles(PARTS)).toEqual([]);
  });

  it('reports two modules that import each other', () => {
    const root = project({
      'a/one.ts': "import { two } from './two';\nexport const one = () => two;\n",
      'a/two.ts': "import { one } from './one';\nexport const two = () => one;\n",
    });
    expect(findImportCycles(['a'], root)).toEqual([['a/one.ts', 'a/two.ts']]);
  });

  it('counts a type-only import and an export-from as links of a ring across folders', () => {
    const root = project({
      'a/one.ts': "import type { Two } from '../b/two';\nexport type One = Two[];\n",
      'b/two.ts': "export { three as Two } from './three';\n",
      'b/three.ts': "import type { One } from '../a/one';\nexport type three = One | string;\n",
    });
    expect(findImportCycles(['a', 'b'], root)).toEqual([['a/one.ts', 'b/two.ts', 'b/three.ts']]);
  });

  it('leaves out a dynamic import back to the importer', () => {
    const root = project({
      'a/one.ts': "import { two } from './two';\nexport const one = () => two;\n",
      'a/two.ts': "export const two = () => import('./one');\n",
    });
    expect(findImportCycles(['a'], root)).toEqual([]);
  });
});

describe('findFolderCycles()', () => {
  it('finds no ring among the folders of server/: they import downward only', () => {
    expect(findFolderCycles('server')).toEqual([]);
  });

  it('reports folders that import each other though no file ring exists, with the top-level files as nodes', () => {
    const root = project({
      'server/a/one.ts': "import { three } from '../b/three';\nexport const one = () => three;\n",
      'server/b/two.ts': "import { four } from '../a/four';\nexport const two = () => four;\n",
      'server/b/three.ts': 'export const three = 3;\n',
      'server/a/four.ts': "import { five } from '../five';\nexport const four = five;\n",
      'server/five.ts': 'export const five = 5;\n',
      'server/c/six.ts': "import { one } from '../a/one';\nexport const six = one;\n",
    });
    expect(findImportCycles(['server'], root)).toEqual([]);
    expect(findFolderCycles('server', root)).toEqual([['a', 'b']]);
  });

  it('finds none when the folders import one way', () => {
    const root = project({
      'server/routes/r.ts': "import { s } from '../orders/s';\nexport const r = s;\n",
      'server/orders/s.ts': "import { d } from '../data/d';\nexport const s = d;\n",
      'server/data/d.ts': 'export const d = 1;\n',
    });
    expect(findFolderCycles('server', root)).toEqual([]);
  });
});

describe('the files of server/', () => {
  it('each have a name of their own, so a file is found by what it holds', () => {
    const root = join(import.meta.dirname, '../../..');
    const names = new Map<string, string[]>();
    for (const file of readdirSync(join(root, 'server'), { recursive: true, encoding: 'utf8' })) {
      if (!/\.(ts|tsx|sql)$/.test(file)) continue;
      const name = basename(file);
      names.set(name, [...(names.get(name) ?? []), file]);
    }
    expect([...names.values()].filter((files) => files.length > 1)).toEqual([]);
  });
});

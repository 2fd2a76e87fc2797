/**
 * Finds cycles among the static imports of the project's TypeScript files (`import` and `export … from`,
 * type-only ones included, since they tie two modules' meanings together just the same). Dynamic
 * `import()` is left out: a lazily loaded chunk may import back what loaded it. Module names are
 * resolved with TypeScript's own resolver and the project's tsconfig, so the graph is the compiler's.
 *
 * `npm exec -- tsx scripts/import-cycles.ts [folder…]` prints the cycles of those folders (default: all);
 * tests/unit/scripts/import-cycles.test.ts keeps them at none.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..');

/** The folders of the project's own code. */
export const PARTS = ['core', 'client', 'server', 'widget', 'site/src', 'scripts'] as const;

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The module names a file imports statically. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const names: string[] = [];
  for (const statement of source.statements) {
    const specifier =
      ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)
        ? statement.moduleSpecifier
        : undefined;
    if (specifier && ts.isStringLiteral(specifier)) names.push(specifier.text);
  }
  return names;
}

/**
 * Gives the import cycles among the files under `dirs` (paths relative to `root`), each as the list of
 * files around it, starting at its alphabetically first file: at least one cycle through every group
 * of files that import each other in a ring, and an empty list when there is none.
 */
export function findImportCycles(dirs: readonly string[], root: string = ROOT): string[][] {
  const configFile = ts.readConfigFile(join(ROOT, 'tsconfig.json'), (p) => ts.sys.readFile(p));
  const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, ROOT);
  const files = dirs.flatMap((d) => sourceFiles(resolve(root, d)));
  const inScope = new Set(files);
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const targets = staticImports(file)
      .map((name) => ts.resolveModuleName(name, file, options, ts.sys).resolvedModule?.resolvedFileName)
      .filter((target): target is string => target !== undefined && inScope.has(resolve(target)))
      .map((target) => resolve(target));
    edges.set(file, targets);
  }

  // Depth-first search; a back edge to a file on the current path closes a cycle.
  const cycles = new Map<string, string[]>();
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (file: string) => {
    path.push(file);
    onPath.add(file);
    for (const next of edges.get(file) ?? []) {
      if (onPath.has(next)) {
        const cycle = path.slice(path.indexOf(next)).map((f) => relative(root, f));
        const start = cycle.indexOf([...cycle].sort()[0]!);
        const rotated = [...cycle.slice(start), ...cycle.slice(0, start)];
        cycles.set(rotated.join(' -> '), rotated);
      } else if (!done.has(next)) {
        visit(next);
      }
    }
    path.pop();
    onPath.delete(file);
    done.add(file);
  };
  for (const file of files.sort()) if (!done.has(file)) visit(file);
  return [...cycles.values()];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dirs = process.argv.slice(2);
  const cycles = findImportCycles(dirs.length > 0 ? dirs : PARTS);
  for (const cycle of cycles) console.log([...cycle, cycle[0]].join(' -> '));
  console.log(cycles.length === 0 ? 'No import cycles.' : `${cycles.length} import cycle(s).`);
  process.exitCode = cycles.length === 0 ? 0 : 1;
}

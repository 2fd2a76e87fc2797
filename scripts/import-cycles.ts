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

/** The static import graph of the files under `dirs` (absolute paths), each file to the files it imports. */
function importGraph(dirs: readonly string[], root: string): Map<string, string[]> {
  const configFile = ts.readConfigFile(join(ROOT, 'tsconfig.json'), (p) => ts.sys.readFile(p));
  const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, ROOT);
  const files = dirs.flatMap((d) => sourceFiles(resolve(root, d)));
  const inScope = new Set(files);
  const edges = new Map<string, string[]>();
  for (const file of files.sort()) {
    const targets = staticImports(file)
      .map((name) => ts.resolveModuleName(name, file, options, ts.sys).resolvedModule?.resolvedFileName)
      .filter((target): target is string => target !== undefined && inScope.has(resolve(target)))
      .map((target) => resolve(target));
    edges.set(file, targets);
  }
  return edges;
}

/** The cycles of a directed graph, each once, starting at its alphabetically first node. */
function cyclesOf(edges: Map<string, string[]>): string[][] {
  // Depth-first search; a back edge to a node on the current path closes a cycle.
  const cycles = new Map<string, string[]>();
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (node: string) => {
    path.push(node);
    onPath.add(node);
    for (const next of edges.get(node) ?? []) {
      if (onPath.has(next)) {
        const cycle = path.slice(path.indexOf(next));
        const start = cycle.indexOf([...cycle].sort()[0]!);
        const rotated = [...cycle.slice(start), ...cycle.slice(0, start)];
        cycles.set(rotated.join(' -> '), rotated);
      } else if (!done.has(next)) {
        visit(next);
      }
    }
    path.pop();
    onPath.delete(node);
    done.add(node);
  };
  for (const node of [...edges.keys()].sort()) if (!done.has(node)) visit(node);
  return [...cycles.values()];
}

/**
 * Gives the import cycles among the files under `dirs` (paths relative to `root`), each as the list of
 * files around it, starting at its alphabetically first file: at least one cycle through every group
 * of files that import each other in a ring, and an empty list when there is none.
 */
export function findImportCycles(dirs: readonly string[], root: string = ROOT): string[][] {
  return cyclesOf(importGraph(dirs, root)).map((cycle) => cycle.map((f) => relative(root, f)));
}

/**
 * The folder-level graph of `dir` (relative to `root`): each folder directly under it is one node and
 * each file directly in it is a node of its own; an import between two nodes is an arrow. Layers only
 * hold when the folders import one way, so a ring of folders is a cycle even when no ring of files is.
 */
export function folderGraph(dir: string, root: string = ROOT): Map<string, string[]> {
  const base = resolve(root, dir);
  const nodeOf = (file: string) => relative(base, file).split(/[\\/]/)[0]!;
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of importGraph([dir], root)) {
    const from = nodeOf(file);
    const arrows = folders.get(from) ?? new Set<string>();
    for (const target of targets) if (nodeOf(target) !== from) arrows.add(nodeOf(target));
    folders.set(from, arrows);
  }
  return new Map([...folders].map(([node, arrows]) => [node, [...arrows].sort()]));
}

/**
 * The rings among the folders (and top-level files) of `dir`: each group of nodes that reach each other
 * through imports (a strongly connected component of more than one node), its members sorted.
 */
export function findFolderCycles(dir: string, root: string = ROOT): string[][] {
  const edges = folderGraph(dir, root);
  // Tarjan's algorithm: one depth-first pass, each node's lowest reachable index on the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const rings: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const ring: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      ring.push(member);
    } while (member !== node);
    if (ring.length > 1) rings.push(ring.sort());
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return rings.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dirs = process.argv.slice(2);
  const cycles = findImportCycles(dirs.length > 0 ? dirs : PARTS);
  for (const cycle of cycles) console.log([...cycle, cycle[0]].join(' -> '));
  console.log(cycles.length === 0 ? 'No import cycles.' : `${cycles.length} import cycle(s).`);
  const rings = findFolderCycles('server');
  for (const ring of rings) console.log(`server/ folders importing each other: ${ring.join(', ')}`);
  console.log(
    rings.length === 0 ? 'No folder cycles in server/.' : `${rings.length} folder cycle(s) in server/.`,
  );
  process.exitCode = cycles.length === 0 && rings.length === 0 ? 0 : 1;
}

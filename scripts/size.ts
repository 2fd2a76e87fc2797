/**
 * The widget's size budget (`npm run size`). In one run it builds, with the same Rollup plugins, a
 * bare custom element made the same way as the widget from the design's stack (React, react-dom, r2wc,
 * zustand and ky, and nothing else: scripts/size-floor/entry.tsx) and the widget itself, then compares the gzip size of the
 * JavaScript the widget's first step loads (the entry, every chunk it imports statically, and the
 * Dutch messages chunk it loads before showing anything) against the floor. Exits 1 above the budget. The floor
 * without ky (scripts/size-floor/bare.tsx, the floor until issue 29) is printed beside it.
 * It also lists the first step's largest modules, so the next cut starts from a measurement.
 */
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { rollup, type OutputChunk } from 'rollup';
// @ts-expect-error -- the Rollup config is plain JavaScript without type declarations.
import { plugins, preserveEntrySignatures } from '../rollup.config.mjs';

/** The largest allowed ratio of the widget's first step to the floor. */
export const BUDGET_RATIO = 1.25;

const ROOT = join(import.meta.dirname, '..');

async function build(input: string, include: string[]): Promise<OutputChunk[]> {
  const bundle = await rollup({
    input: join(ROOT, input),
    plugins: plugins(include),
    preserveEntrySignatures,
    logLevel: 'silent',
  });
  const { output } = await bundle.generate({ format: 'es', chunkFileNames: 'chunks/[name]-[hash].js' });
  await bundle.close();
  return output.filter((o): o is OutputChunk => o.type === 'chunk');
}

const gz = (code: string) => gzipSync(code, { level: 9 }).length;

/** Sums the gzip size of `entry` and every chunk reachable from it through static imports. */
function staticClosure(chunks: OutputChunk[], entry: OutputChunk): OutputChunk[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<OutputChunk>();
  const visit = (c: OutputChunk) => {
    if (seen.has(c)) return;
    seen.add(c);
    for (const name of c.imports) {
      const next = byName.get(name);
      if (next) visit(next);
    }
  };
  visit(entry);
  return [...seen];
}

/** How many of the first step's modules `npm run size` lists. */
const TOP_MODULES = Number(process.env.SIZE_TOP ?? 15);

/**
 * The `count` largest modules of `chunks` as printable lines: the bytes each contributes to its chunk
 * (tree-shaken, before the minifier runs on the whole chunk) and its own gzip size (modules compress better together, so these overstate
 * the share of each in the chunk's gzip total), largest first. Package modules are named from the
 * package on, the project's from the root.
 */
function largestModules(chunks: OutputChunk[], count: number): string[] {
  const rows = chunks.flatMap((chunk) =>
    Object.entries(chunk.modules).map(([id, module]) => ({
      name: id
        .replaceAll('\\', '/')
        .replace(/^.*\/node_modules\//, '')
        .replace(`${ROOT.replaceAll('\\', '/')}/`, ''),
      bytes: module.renderedLength,
      gzip: gz(module.code ?? ''),
    })),
  );
  rows.sort((a, b) => b.bytes - a.bytes);
  const kb = (n: number) => `${(n / 1024).toFixed(1)}`.padStart(6);
  return rows.slice(0, count).map((r) => `${kb(r.bytes)} KiB  ${kb(r.gzip)} KiB gzip  ${r.name}`);
}

async function main(): Promise<void> {
  const [floorChunks, bareChunks, widgetChunks] = await Promise.all([
    build('scripts/size-floor/entry.tsx', ['scripts/size-floor']),
    build('scripts/size-floor/bare.tsx', ['scripts/size-floor']),
    build('widget/index.ts', ['widget', 'client', 'core']),
  ]);
  const entrySize = (chunks: OutputChunk[]) =>
    chunks.filter((c) => c.isEntry).reduce((sum, c) => sum + gz(c.code), 0);
  const floor = entrySize(floorChunks);
  const bare = entrySize(bareChunks);
  const entry = widgetChunks.find((c) => c.isEntry);
  const messages = widgetChunks.find((c) =>
    c.facadeModuleId?.replaceAll('\\', '/').endsWith('widget/i18n/start-nl.ts'),
  );
  if (!entry || !messages) throw new Error('The widget build has no entry or no Dutch messages chunk.');
  const first = [...staticClosure(widgetChunks, entry), messages];
  const widget = first.reduce((sum, c) => sum + gz(c.code), 0);
  const ratio = widget / floor;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(`Size floor (React + react-dom + r2wc + zustand + ky element): ${kb(floor)} gzip`);
  console.log(
    `Widget first step (${first.map((c) => `${c.fileName} ${kb(gz(c.code))}`).join(', ')}): ${kb(widget)} gzip`,
  );
  console.log(
    `Ratio ${ratio.toFixed(4)} (budget ${BUDGET_RATIO}; ${Math.round(floor * BUDGET_RATIO - widget)} bytes gzip to spare)`,
  );
  console.log(
    `For comparison, the floor without ky (until issue 29): ${kb(bare)} gzip, ratio ${(widget / bare).toFixed(3)}`,
  );
  console.log(
    `Largest modules of the first step (bytes after tree-shaking, before minification; gzip of each alone):`,
  );
  for (const line of largestModules(first, TOP_MODULES)) console.log(`  ${line}`);
  const later = widgetChunks.filter((c) => !first.includes(c));
  console.log(`Loaded on demand: ${later.map((c) => `${c.name} ${kb(gz(c.code))}`).join(', ')}`);
  if (ratio > BUDGET_RATIO) {
    console.error(
      `Over budget: the first step is ${ratio.toFixed(3)} times the floor; the limit is ${BUDGET_RATIO}.`,
    );
    process.exit(1);
  }
}

await main();

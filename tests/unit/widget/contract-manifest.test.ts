/**
 * The element's public contract is declared once (widget/contract.ts) and everything that repeats it
 * is held to the manifest built from it: the README's tables, the custom properties and their
 * fallbacks in widget/styles.ts, the `part` names the components render, and the attributes the
 * element observes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildManifest, CONTRACT, type ManifestElement } from '../../../scripts/custom-elements-manifest';
import { ATTRIBUTES } from '../../../widget/contract';
import { STYLES } from '../../../widget/styles';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');

const element = (manifest = buildManifest()): ManifestElement => {
  const declaration = manifest.modules[0]?.declarations[0];
  if (!declaration) throw new Error('The manifest declares no element.');
  return declaration;
};

/**
 * The markdown tables under the heading `### heading` of the README's embedding section, each as its
 * rows of cells (header and rule left out).
 */
function readmeTables(readme: string, heading: string): string[][][] {
  const section = readme.slice(readme.indexOf('## Embedding the booking wizard'));
  const start = section.indexOf(`### ${heading}\n`);
  if (start < 0) throw new Error(`README has no "### ${heading}" in "Embedding the booking wizard".`);
  // Up to the next heading of either level.
  const next = section.slice(start + 1).search(/\n##/);
  const text = section.slice(start, next < 0 ? undefined : start + 1 + next);
  const tables: string[][][] = [];
  let rows: string[][] | null = null;
  for (const line of text.split('\n')) {
    if (!line.startsWith('|')) {
      rows = null;
      continue;
    }
    if (!rows) {
      rows = [];
      tables.push(rows);
      continue; // the header row
    }
    if (/^\|[-| ]+\|$/.test(line)) continue; // the rule under the header
    rows.push(
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
  }
  return tables;
}

/** The rows of the first table under `### heading`. */
const readmeTable = (readme: string, heading: string) => readmeTables(readme, heading)[0] ?? [];

/** The names in backticks of a table cell: "`talic`, `uid`" gives talic and uid. */
const names = (cell: string | undefined) => [...(cell ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

/** The `part` names used in the .tsx files under widget/: part="a b" and part: 'a'. */
function partsInComponents(): string[] {
  const files = (readdirSync(join(ROOT, 'widget'), { recursive: true }) as string[]).filter((f) =>
    f.endsWith('.tsx'),
  );
  const used = new Set<string>();
  for (const file of files) {
    const text = readFileSync(join(ROOT, 'widget', file), 'utf8');
    for (const m of text.matchAll(/\bpart(?:="([^"]*)"|: '([^']*)')/g))
      for (const name of (m[1] ?? m[2] ?? '').split(/\s+/)) if (name) used.add(name);
  }
  return [...used].sort();
}

/** Reads a CSS value the way the styles may write it: #fff is #ffffff, no space after commas. */
const css = (value: string) =>
  value
    .trim()
    .replace(/\s*,\s*/g, ',')
    .replace(/^#([0-9a-f])([0-9a-f])([0-9a-f])$/i, '#$1$1$2$2$3$3')
    .toLowerCase();

const sorted = (list: string[]) => [...list].sort();

describe('the custom elements manifest built from widget/contract.ts', () => {
  it('declares <transfer-booking> in the custom-elements-manifest format', () => {
    const manifest = buildManifest();
    expect(manifest.schemaVersion).toBe('2.1.0');
    expect(manifest.modules[0]?.exports).toEqual([
      {
        kind: 'custom-element-definition',
        name: 'transfer-booking',
        declaration: { name: 'TransferBooking', module: 'widget/index.ts' },
      },
    ]);
    const el = element(manifest);
    expect(el).toMatchObject({ kind: 'class', customElement: true, tagName: 'transfer-booking' });
    expect(el.description).toMatch(/^Books an airport transfer/);
    expect(el.events.find((e) => e.name === 'tb-step')?.type.text).toBe('CustomEvent<TbStepDetail>');
    expect(el.cssProperties.find((p) => p.name === '--tb-font')?.default).toBe('system-ui, sans-serif');
    for (const item of [...el.attributes, ...el.events, ...el.cssParts, ...el.cssProperties])
      expect(item.description, item.name).not.toBe('');
  });

  it('has the attributes the element observes, as r2wc names their properties', () => {
    const el = element();
    expect(el.attributes.map((a) => a.fieldName)).toEqual([...ATTRIBUTES]);
    expect(el.members.map((m) => [m.name, m.attribute])).toEqual(
      el.attributes.map((a) => [a.fieldName, a.name]),
    );
  });

  it("matches the README's attributes table", () => {
    const rows = readmeTable(README, 'Attributes');
    expect(sorted(rows.flatMap((row) => names(row[0])))).toEqual(
      sorted(element().attributes.map((a) => a.name)),
    );
  });

  it("matches the README's events table", () => {
    const rows = readmeTable(README, 'Events');
    expect(sorted(rows.flatMap((row) => names(row[0])))).toEqual(sorted(element().events.map((e) => e.name)));
  });

  it("matches the README's theming tables: each property with its default and text, each part with its text", () => {
    const [properties = [], parts = []] = readmeTables(README, 'Theming');
    expect(properties.map(([name, value, text]) => [names(name)[0], names(value)[0], text])).toEqual(
      element().cssProperties.map((p) => [p.name, p.default, p.description]),
    );
    expect(parts.map(([name, text]) => [names(name)[0], text])).toEqual(
      element().cssParts.map((p) => [p.name, p.description]),
    );
  });

  it('names every --tb-* property widget/styles.ts uses, whose fallbacks are the declared defaults', () => {
    const declared = new Map(element().cssProperties.map((p) => [p.name, css(p.default ?? '')]));
    const uses = [...STYLES.matchAll(/var\((--tb-[a-z-]+),([^)]*)\)/g)];
    expect(uses.length).toBeGreaterThan(0);
    expect(sorted([...new Set(STYLES.match(/--tb-[a-z-]+/g))])).toEqual(sorted([...declared.keys()]));
    for (const [, name, fallback] of uses) expect(css(fallback!), name).toBe(declared.get(name!));
  });

  it('names every part the components render, and no other', () => {
    expect(partsInComponents()).toEqual(sorted(element().cssParts.map((p) => p.name)));
  });
});

describe('the drift checks', () => {
  it('notice a README without one of the parts', () => {
    const drifted = README.replace(/^\| `price` \|.*\n/m, '');
    expect(drifted).not.toBe(README);
    expect(readmeTables(drifted, 'Theming')[1]?.map(([name]) => names(name)[0])).not.toEqual(
      element().cssParts.map((p) => p.name),
    );
  });

  it('notice a contract tag removed from widget/contract.ts', () => {
    const source = readFileSync(CONTRACT, 'utf8');
    const drifted = source.replace(/^ \* @attr \[pax=2\].*\n/m, '');
    expect(drifted).not.toBe(source);
    expect(element(buildManifest(drifted)).attributes.map((a) => a.fieldName)).not.toEqual([...ATTRIBUTES]);
  });

  it('refuse an event without a detail type, and a detail type without an event', () => {
    const source = readFileSync(CONTRACT, 'utf8');
    expect(() => buildManifest(source.replace("'tb-price': TbPriceDetail;\n", ''))).toThrow(/tb-price/);
    expect(() => buildManifest(source.replace(/^ \* @event tb-price.*\n/m, ''))).toThrow(/tb-price/);
  });
});

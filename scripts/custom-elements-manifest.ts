/**
 * Generates the custom elements manifest of `<transfer-booking>` (the `custom-elements.json` format of
 * https://github.com/webcomponents/custom-elements-manifest, schema 2.1.0, which editors and Storybook
 * read) from the one declaration of its public contract: the `@attr`, `@event`, `@csspart` and
 * `@cssproperty` tags of widget/contract.ts, read with the TypeScript compiler API. The element is made
 * by r2wc rather than a class of its own, so @custom-elements-manifest/analyzer, which looks for
 * element classes, finds nothing there to read (0.11.0 listed three constants and no element).
 *
 * The widget build (rollup.config.mjs) writes it to dist/widget/custom-elements.json, served at
 * /widget/custom-elements.json; `node --import tsx scripts/custom-elements-manifest.ts` prints it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** The contract's source file. */
export const CONTRACT = join(import.meta.dirname, '..', 'widget', 'contract.ts');

/** One attribute of the element, with the property r2wc gives it. */
export interface ManifestAttribute {
  name: string;
  fieldName: string;
  type: { text: string };
  description: string;
  default?: string;
}

/** One event of the element. */
export interface ManifestEvent {
  name: string;
  type: { text: string };
  description: string;
}

/** One CSS part or CSS custom property of the element. */
export interface ManifestCssItem {
  name: string;
  description: string;
  default?: string;
}

/** The element's declaration in the manifest. */
export interface ManifestElement {
  kind: 'class';
  customElement: true;
  name: string;
  tagName: string;
  description: string;
  attributes: ManifestAttribute[];
  members: { kind: 'field'; name: string; type: { text: string }; attribute: string; description: string }[];
  events: ManifestEvent[];
  cssParts: ManifestCssItem[];
  cssProperties: ManifestCssItem[];
}

/** The manifest: one module, the entry that defines the element. */
export interface CustomElementsManifest {
  schemaVersion: '2.1.0';
  readme: string;
  modules: {
    kind: 'javascript-module';
    path: string;
    declarations: ManifestElement[];
    exports: {
      kind: 'custom-element-definition';
      name: string;
      declaration: { name: string; module: string };
    }[];
  }[];
}

/** A tag's text: `name - description` or `[name=default] - description`. */
const TAG_TEXT = /^(?:\[([^\]=]+)=([^\]]*)\]|(\S+))\s+-\s+([\s\S]+)$/;

/** Splits one contract tag into its name, default and description; fails the build on any other form. */
function parseTag(tag: ts.JSDocTag): ManifestCssItem {
  const text = (ts.getTextOfJSDocComment(tag.comment) ?? '').replace(/\s+/g, ' ').trim();
  const match = TAG_TEXT.exec(text);
  if (!match) throw new Error(`widget/contract.ts: cannot read @${tag.tagName.text} ${text}`);
  const [, withDefault, value, plain, description] = match;
  return {
    name: (withDefault ?? plain ?? '').trim(),
    description: (description ?? '').trim(),
    ...(withDefault ? { default: (value ?? '').trim() } : {}),
  };
}

/** Turns `api-base` into the property name `apiBase`, as r2wc does. */
const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The detail type of each event, from the TransferBookingEventDetails interface. */
function eventDetails(source: ts.SourceFile): Map<string, string> {
  const details = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isInterfaceDeclaration(statement) || statement.name.text !== 'TransferBookingEventDetails')
      continue;
    for (const member of statement.members) {
      if (ts.isPropertySignature(member) && member.type && ts.isStringLiteral(member.name))
        details.set(member.name.text, member.type.getText(source));
    }
  }
  return details;
}

/** Builds the manifest from the contract's source text (widget/contract.ts unless given). */
export function buildManifest(text: string = readFileSync(CONTRACT, 'utf8')): CustomElementsManifest {
  const source = ts.createSourceFile('contract.ts', text, ts.ScriptTarget.Latest, true);
  // Every JSDoc block before each statement; getJSDocCommentsAndTags would give only the nearest one.
  const docs = source.statements.flatMap((s) => (s as { jsDoc?: ts.JSDoc[] }).jsDoc ?? []);
  const doc = docs.find((d) => d.tags?.some((t) => t.tagName.text === 'attr'));
  if (!doc) throw new Error('widget/contract.ts has no JSDoc block with @attr tags.');
  const tags = (name: string) => (doc.tags ?? []).filter((t) => t.tagName.text === name).map(parseTag);
  const details = eventDetails(source);

  const attributes = tags('attr').map(({ name, description, default: value }) => ({
    name,
    fieldName: camel(name),
    type: { text: 'string' },
    description,
    ...(value !== undefined ? { default: value } : {}),
  }));
  const events = tags('event').map(({ name, description }) => {
    const detail = details.get(name);
    if (!detail)
      throw new Error(`widget/contract.ts: @event ${name} is missing from TransferBookingEventDetails.`);
    return { name, type: { text: `CustomEvent<${detail}>` }, description };
  });
  const unlisted = [...details.keys()].filter((name) => !events.some((e) => e.name === name));
  if (unlisted.length > 0) throw new Error(`widget/contract.ts: no @event tag for ${unlisted.join(', ')}.`);

  const element: ManifestElement = {
    kind: 'class',
    customElement: true,
    name: 'TransferBooking',
    tagName: 'transfer-booking',
    // The block's first paragraph describes the element; the rest is for the code's readers.
    description: (ts.getTextOfJSDocComment(doc.comment) ?? '')
      .split(/\n\s*\n/)[0]!
      .replace(/\s+/g, ' ')
      .trim(),
    attributes,
    members: attributes.map((a) => ({
      kind: 'field',
      name: a.fieldName,
      type: a.type,
      attribute: a.name,
      description: a.description,
    })),
    events,
    cssParts: tags('csspart').map(({ name, description }) => ({ name, description })),
    cssProperties: tags('cssproperty'),
  };
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: 'widget/index.ts',
        declarations: [element],
        exports: [
          {
            kind: 'custom-element-definition',
            name: element.tagName,
            declaration: { name: element.name, module: 'widget/index.ts' },
          },
        ],
      },
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(buildManifest(), null, 2));
}

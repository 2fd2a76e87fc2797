/**
 * The API's answer shapes are declared once, in core's *-types.ts files (issue 25, "Shapes that cross
 * HTTP once"): the server builds its answers to them and the site imports them. This test keeps copies
 * from coming back: no interface or type alias in site/src may carry the name of one core exports from
 * those files, and no call of the site's HTTP helpers may spell an answer's shape inline
 * (`get<{ … }>(…)`) instead of naming core's type. Both detectors are first shown to catch a probe, so
 * a detector that silently stopped matching fails here too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { EventBody, FeedbackEntry, OrganiserRequestBody, RegistrationBody } from '../../../core';
import type { NewUserBody } from '../../../server/accounts/schemas';
import type { EditEventBody, NewEventBody } from '../../../server/events/event-input';
import type { OrganiserRequestBody as OrganiserRequestSchema } from '../../../server/events/organiser-service';
import type { accountFeedbackBody, linkFeedbackBody } from '../../../server/routes/feedback';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const CORE = join(ROOT, 'core');
const SITE = join(ROOT, 'site', 'src');

/** The calls of the site's HTTP helpers and of ky whose first type argument is an answer's shape. */
const CALLS = new Set(['get', 'post', 'put', 'delete', 'patch', 'json']);

/** Every file under `dir` whose name passes `keep`, as paths. */
function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && keep(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/** The TypeScript of a site file: an .astro file's frontmatter, any other file whole. */
function scriptOf(path: string, text: string): string {
  if (!path.endsWith('.astro')) return text;
  return /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
}

/** Parses `text` as the TypeScript (or TSX) of `path`. */
function parse(path: string, text: string): ts.SourceFile {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(path, scriptOf(path, text), ts.ScriptTarget.Latest, true, kind);
}

/** Every node of `file`, depth first. */
function nodesOf(file: ts.SourceFile): ts.Node[] {
  const out: ts.Node[] = [];
  const visit = (n: ts.Node) => {
    out.push(n);
    ts.forEachChild(n, visit);
  };
  visit(file);
  return out;
}

const isExported = (n: ts.Node) =>
  ts.canHaveModifiers(n) && (ts.getModifiers(n) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The interfaces and type aliases `file` exports by declaring them. */
function exportedShapes(file: ts.SourceFile): string[] {
  return file.statements
    .filter((s) => (ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s)) && isExported(s))
    .map((s) => (s as ts.InterfaceDeclaration | ts.TypeAliasDeclaration).name.text);
}

/** The interfaces and type aliases `file` declares anywhere, with their line. */
function declaredShapes(file: ts.SourceFile): { name: string; line: number }[] {
  return nodesOf(file)
    .filter((n) => ts.isInterfaceDeclaration(n) || ts.isTypeAliasDeclaration(n))
    .map((n) => {
      const d = n as ts.InterfaceDeclaration | ts.TypeAliasDeclaration;
      return { name: d.name.text, line: file.getLineAndCharacterOfPosition(d.getStart()).line + 1 };
    });
}

/** Whether `t` spells an object shape inline, bare or as an array of one. */
function isInlineShape(t: ts.TypeNode): boolean {
  if (ts.isTypeLiteralNode(t)) return true;
  if (ts.isArrayTypeNode(t)) return isInlineShape(t.elementType);
  return false;
}

/** The HTTP calls of `file` that name their answer with type arguments. */
function typedCalls(file: ts.SourceFile): ts.CallExpression[] {
  return nodesOf(file)
    .filter((n): n is ts.CallExpression => ts.isCallExpression(n))
    .filter((call) => {
      const callee = call.expression;
      const name = ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : ts.isIdentifier(callee)
          ? callee.text
          : '';
      return CALLS.has(name) && (call.typeArguments ?? []).length > 0;
    });
}

const lineOf = (file: ts.SourceFile, n: ts.Node) => file.getLineAndCharacterOfPosition(n.getStart()).line + 1;

/** The lines of `file` where an HTTP call names its answer's shape inline instead of by a type. */
function inlineAnswers(file: ts.SourceFile): number[] {
  return typedCalls(file)
    .filter((call) => (call.typeArguments ?? []).some(isInlineShape))
    .map((call) => lineOf(file, call));
}

/** The type named by `t`, bare or as an array of it, or null. */
function referenceName(t: ts.TypeNode): string | null {
  if (ts.isArrayTypeNode(t)) return referenceName(t.elementType);
  return ts.isTypeReferenceNode(t) && ts.isIdentifier(t.typeName) ? t.typeName.text : null;
}

/**
 * The shapes `file` declares itself rather than naming another type: interfaces, and type aliases of
 * anything but a type's name (`type Coupon = BackofficeCoupon` only gives core's type a local name).
 */
function ownShapes(file: ts.SourceFile): string[] {
  return nodesOf(file)
    .filter(
      (n) => ts.isInterfaceDeclaration(n) || (ts.isTypeAliasDeclaration(n) && referenceName(n.type) === null),
    )
    .map((n) => (n as ts.InterfaceDeclaration | ts.TypeAliasDeclaration).name.text);
}

/** The calls of `file` whose answer is a shape that `own` (the site's own shapes) declares, with the name. */
function ownAnswers(file: ts.SourceFile, own: Set<string>): { name: string; line: number }[] {
  return typedCalls(file).flatMap((call) =>
    (call.typeArguments ?? [])
      .map(referenceName)
      .filter((name): name is string => name !== null && own.has(name))
      .map((name) => ({ name, line: lineOf(file, call) })),
  );
}

/** The answer shapes core declares once: what its *-types.ts files export. */
function coreShapes(): Set<string> {
  const names = new Set<string>();
  for (const path of filesUnder(CORE, (n) => n.endsWith('-types.ts'))) {
    for (const name of exportedShapes(parse(path, readFileSync(path, 'utf8')))) names.add(name);
  }
  return names;
}

/** The site's sources: TypeScript, TSX and the frontmatter of Astro files. */
const siteFiles = () => filesUnder(SITE, (n) => /\.(ts|tsx|astro)$/.test(n));

describe("the API's answer shapes, declared once in core", () => {
  const shapes = coreShapes();

  it("finds core's answer types (the detector reads core's *-types.ts files)", () => {
    // A handful from each file; an empty or tiny set means the files moved or the parse broke.
    for (const name of ['ManageView', 'BackofficeOrderDetail', 'PortalOrder', 'EventInfo', 'UserData'])
      expect(shapes).toContain(name);
    expect(shapes.size).toBeGreaterThan(40);
  });

  it('catches a copy and an inline answer in a probe', () => {
    const probe = parse(
      'site/src/probe.tsx',
      [
        "import type { ManageView } from '../../core';",
        'interface BackofficeOrderDetail { order: unknown }',
        'function f() { type PortalOrder = { id: number }; return 1; }',
        "const a = http.get<{ valid: boolean }>('vat/1');",
        "const b = http.post<{ id: number }[]>('x', {});",
        "const c = http.get<ManageView>('billomanage/1');",
      ].join('\n'),
    );
    expect(declaredShapes(probe).filter((d) => shapes.has(d.name))).toEqual([
      { name: 'BackofficeOrderDetail', line: 2 },
      { name: 'PortalOrder', line: 3 },
    ]);
    expect(inlineAnswers(probe)).toEqual([4, 5]);
    const local = parse(
      'site/src/probe.ts',
      [
        'interface Detail { id: number }',
        'type Coupon = BackofficeCoupon;',
        "const d = http.get<Detail>('x');",
        "const e = http.get<Coupon[]>('y');",
      ].join('\n'),
    );
    expect(ownAnswers(local, new Set(ownShapes(local)))).toEqual([{ name: 'Detail', line: 3 }]);
  });

  it("site/src declares no interface or type of the same name as one of core's answer types", () => {
    const copies = siteFiles().flatMap((path) =>
      declaredShapes(parse(path, readFileSync(path, 'utf8')))
        .filter((d) => shapes.has(d.name))
        .map((d) => `${relative(ROOT, path)}:${d.line} ${d.name}`),
    );
    expect(copies, 'import these from core instead of declaring them again').toEqual([]);
  });

  it("site/src's HTTP calls name their answers by type, never as an inline shape", () => {
    const inline = siteFiles().flatMap((path) =>
      inlineAnswers(parse(path, readFileSync(path, 'utf8'))).map((line) => `${relative(ROOT, path)}:${line}`),
    );
    expect(inline, "declare the answer in core's *-types.ts files and name it").toEqual([]);
  });

  it("site/src's HTTP calls read answers typed in core, not shapes the site declares itself", () => {
    const files = siteFiles().map((path) => ({ path, file: parse(path, readFileSync(path, 'utf8')) }));
    const own = new Set(files.flatMap(({ file }) => ownShapes(file)));
    const found = files.flatMap(({ path, file }) =>
      ownAnswers(file, own).map((a) => `${relative(ROOT, path)}:${a.line} ${a.name}`),
    );
    expect(found, "declare the answer in core's *-types.ts files and import it").toEqual([]);
  });
});

describe("the bodies the site sends, declared in core, are taken by the server's schemas", () => {
  // Checked when compiling (npm run typecheck covers tests/): a schema that no longer takes the body
  // the site builds breaks the build, not a visitor's request.
  it('an event (billoevents/newevent, editevent)', () => {
    expectTypeOf<EventBody>().toExtend<z.input<typeof NewEventBody>>();
    expectTypeOf<EventBody & { id: number }>().toExtend<z.input<typeof EditEventBody>>();
  });

  it('an organiser request (billoevents/registration)', () => {
    expectTypeOf<OrganiserRequestBody>().toExtend<z.input<typeof OrganiserRequestSchema>>();
  });

  it('an account (billousers/newuser)', () => {
    expectTypeOf<RegistrationBody>().toExtend<z.input<typeof NewUserBody>>();
  });

  it('feedback (feedback/link/{token}, feedback/newfeedback)', () => {
    expectTypeOf<FeedbackEntry>().toExtend<z.input<typeof linkFeedbackBody>>();
    expectTypeOf<FeedbackEntry & { orderid: number }>().toExtend<z.input<typeof accountFeedbackBody>>();
  });
});

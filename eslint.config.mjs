import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/*
 * The boundaries of ARCHITECTURE.md, as import-path patterns (gitignore syntax, matched against the
 * string after `from`, e.g. '../../server/data/database'). Each part gets one list of what it may not
 * import; scripts/ and tests/ are tooling and may import any part. tests/unit/lint/boundaries.test.ts
 * proves every rule still reports what it should.
 */

/** Forbids every import of the part `name`. */
const part = (name, message) => ({ group: [`**/${name}`, `**/${name}/**`], message });

/** Forbids importing the part `name` other than through its index.ts (plus the named other entries). */
const throughIndex = (name, ...entries) => ({
  group: [`**/${name}/*`, `!**/${name}/index`, ...entries.map((entry) => `!**/${name}/${entry}`)],
  message: `Import ${name}/ through its index.ts, which states its public API.`,
});

const NO_SERVER = part('server', 'Only server/ and scripts/ import server/; the others call it over HTTP.');
const NO_SITE = part('site', 'Nothing imports site/.');
const NO_WIDGET = part('widget', 'Nothing imports widget/; the site embeds the built widget by its URL.');
const NO_CLIENT = part('client', 'Only widget/ and site/ use client/, the browser side of the API.');
const CORE_INDEX = throughIndex('core');
const CLIENT_INDEX = throughIndex('client');
/**
 * The widget and the site reach the API only through client/ (ky: timeouts, retries with backoff for
 * idempotent calls, the token refresh, the envelope read once): no raw fetch or XMLHttpRequest, under
 * any name the page gives them, and no second ky instance.
 */
const RAW_HTTP_MESSAGE =
  'The widget and the site call the API through client/ (ky: timeouts, retries of idempotent calls, token refresh).';
const NO_RAW_HTTP = {
  'no-restricted-globals': [
    'error',
    ...['fetch', 'XMLHttpRequest'].map((name) => ({ name, message: RAW_HTTP_MESSAGE })),
  ],
  'no-restricted-properties': [
    'error',
    ...['globalThis', 'window', 'self'].flatMap((object) =>
      ['fetch', 'XMLHttpRequest'].map((property) => ({ object, property, message: RAW_HTTP_MESSAGE })),
    ),
  ],
};
const NO_KY = part('ky', 'Only client/ uses ky: call the API through client/index.ts.');
const CORE_PURE = {
  group: ['react', 'react-*', 'ky', 'pg', '@electric-sql/*', 'hono', 'hono/*', 'node:*'],
  message: 'core/ is pure: no framework, HTTP, DOM or database.',
};

/**
 * The boundary rule of one part, from its forbidden groups. typescript-eslint's version of the rule,
 * since it can let a group allow type-only imports.
 */
const forbid = (...patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });

/** SQL stays in server/data/ (ARCHITECTURE.md, "Server layers"): a query call or an SQL statement elsewhere. */
const SQL_MESSAGE = 'SQL lives in server/data/ only: call (or add) a repository function there.';
const SQL_OUTSIDE_DATA = [
  {
    selector: "CallExpression[callee.property.name='query']:not([callee.object.property.name='req'])",
    message: SQL_MESSAGE,
  },
  {
    selector: "CallExpression[callee.property.name='exec'][arguments.0.type=/^(Literal|TemplateLiteral)$/]",
    message: SQL_MESSAGE,
  },
  {
    selector: 'TemplateElement[value.raw=/^\\s*(SELECT|INSERT INTO|UPDATE|DELETE FROM|WITH) /]',
    message: SQL_MESSAGE,
  },
  { selector: 'Literal[value=/^\\s*(SELECT|INSERT INTO|UPDATE|DELETE FROM|WITH) /]', message: SQL_MESSAGE },
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '.data', '.astro', 'site/src/env.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['widget/**/*.tsx', 'site/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Tests read untyped JSON answers of the API.
    files: ['tests/**/*.ts', 'tests/**/*.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // core/ stays pure: no framework, HTTP, DOM or database imports, and none of the other parts.
    files: ['core/**/*.ts'],
    rules: {
      ...forbid(CORE_PURE, NO_SERVER, NO_SITE, NO_WIDGET, NO_CLIENT),
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'fetch'],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'core/ takes `now` as a parameter.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'core/ takes `now` as a parameter.',
        },
      ],
    },
  },
  {
    // client/ talks to the API for widget and site: it may use core, nothing else of ours.
    files: ['client/**/*.ts'],
    rules: forbid(NO_SERVER, NO_SITE, NO_WIDGET, CORE_INDEX),
  },
  {
    files: ['widget/**/*.ts', 'widget/**/*.tsx'],
    rules: { ...forbid(NO_SERVER, NO_SITE, CORE_INDEX, CLIENT_INDEX, NO_KY), ...NO_RAW_HTTP },
  },
  {
    files: ['site/**/*.ts', 'site/**/*.tsx', 'site/**/*.mjs'],
    rules: { ...forbid(NO_SERVER, NO_WIDGET, CORE_INDEX, CLIENT_INDEX, NO_KY), ...NO_RAW_HTTP },
  },
  {
    // The password-strength rule is a second entry of core: its dictionaries weigh megabytes, so only
    // the server loads it, and the index (which every browser bundle reads) leaves it out.
    files: ['server/**/*.ts'],
    rules: forbid(NO_CLIENT, NO_SITE, NO_WIDGET, NO_KY, throughIndex('core', 'password-strength')),
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/data/**'],
    rules: { 'no-restricted-syntax': ['error', ...SQL_OUTSIDE_DATA] },
  },
);

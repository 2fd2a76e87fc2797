/**
 * Builds the widget bundle and the site when their sources changed since the last build (or always
 * with --force). A build's inputs are hashed into dist/.stamp-<target>, so a fresh clone builds once
 * and a restart with nothing changed builds nothing.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { precompress } from './precompress';

const ROOT = join(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');

interface Target {
  name: string;
  inputs: string[];
  /** Environment settings the build reads, so a change of one rebuilds (the site's PUBLIC_URL). */
  env?: string[];
  /** Files outside the project's folders that the build reads (absolute paths), found at each check. */
  extraFiles?: () => string[];
  output: string;
  command: string[];
}

const TARGETS: Target[] = [
  {
    name: 'widget',
    inputs: [
      'widget',
      'client',
      'core',
      'rollup.config.mjs',
      'scripts/custom-elements-manifest.ts',
      'tsconfig.json',
      'package-lock.json',
    ],
    output: 'widget/transfer-booking.js',
    command: ['rollup', '-c', 'rollup.config.mjs', '--silent'],
  },
  {
    name: 'site',
    // The account islands use client/ (HTTP client and session); the widget's styles are hashed into the
    // pages' CSP manifest, which scripts/csp-hashes.ts writes at the end of the site build.
    inputs: [
      'site',
      'client',
      'core',
      'widget',
      'astro.config.mjs',
      'scripts/csp-hashes.ts',
      'scripts/legal-fragments.ts',
      'server/http/page-policy.ts',
      'package-lock.json',
    ],
    // The operator's identity is written into the pages (site/src/operator.ts): a change of the file,
    // of its logo or of OPERATOR_FILE rebuilds them.
    env: ['PUBLIC_URL', 'OPERATOR_FILE'],
    extraFiles: operatorFiles,
    output: 'site/index.html',
    command: ['astro', 'build', '--silent'],
  },
];

/** operator.json (or the file OPERATOR_FILE names) and the logo it names, when they exist. */
function operatorFiles(): string[] {
  const path = resolve(ROOT, process.env.OPERATOR_FILE?.trim() || 'operator.json');
  if (!existsSync(path)) return [];
  let logo: unknown;
  try {
    logo = (JSON.parse(readFileSync(path, 'utf8')) as { logo?: unknown }).logo;
  } catch {
    // An invalid file still takes part in the hash; the build itself says what is wrong with it.
  }
  const logoPath = typeof logo === 'string' && logo ? resolve(dirname(path), logo) : undefined;
  return logoPath && existsSync(logoPath) ? [path, logoPath] : [path];
}

function files(path: string): string[] {
  const abs = join(ROOT, path);
  if (!existsSync(abs)) return [];
  if (statSync(abs).isFile()) return [path];
  return readdirSync(abs, { withFileTypes: true })
    .filter((e) => !e.name.startsWith('.') && e.name !== 'node_modules')
    .flatMap((e) => files(join(path, e.name)));
}

function inputHash(t: Target): string {
  const h = createHash('sha256');
  for (const f of t.inputs.flatMap(files).sort())
    h.update(relative(ROOT, join(ROOT, f))).update(readFileSync(join(ROOT, f)));
  for (const name of t.env ?? []) h.update(`${name}=${process.env[name] ?? ''}`);
  for (const file of t.extraFiles?.() ?? []) h.update(file).update(readFileSync(file));
  return h.digest('hex');
}

/** Builds every stale target; returns the names of the targets built. */
export function buildStale(force = false): string[] {
  mkdirSync(DIST, { recursive: true });
  const built: string[] = [];
  for (const t of TARGETS) {
    const stamp = join(DIST, `.stamp-${t.name}`);
    const hash = inputHash(t);
    if (
      !force &&
      existsSync(join(DIST, t.output)) &&
      existsSync(stamp) &&
      readFileSync(stamp, 'utf8') === hash
    )
      continue;
    const started = performance.now();
    process.stdout.write(`Building ${t.name}… `);
    const [cmd, ...args] = t.command as [string, ...string[]];
    execFileSync(join(ROOT, 'node_modules', '.bin', cmd), args, {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      // The tools' `#!/usr/bin/env node` must find the project's Node (>= 22), not an older system one.
      env: {
        ...process.env,
        PATH: `${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
        ASTRO_TELEMETRY_DISABLED: '1',
      },
    });
    writeFileSync(stamp, hash);
    console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    built.push(t.name);
  }
  // Every text file is sent compressed as built (server/http/static-files.ts); only new or rebuilt
  // files are compressed again.
  precompress(DIST);
  return built;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    buildStale(process.argv.includes('--force'));
  } catch {
    console.error('The build failed; the messages above say why.');
    process.exit(1);
  }
}

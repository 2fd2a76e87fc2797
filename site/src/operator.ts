/**
 * The operator's identity for the pages, read at build time (the pages are static) from the same file
 * the server reads: operator.json in the project, or the file `OPERATOR_FILE` names, checked by core's
 * readOperatorIdentity. An invalid file fails the build with the same sentences that stop the server;
 * no file gives the example identity, which every page marks (components/OperatorExample.astro).
 * `npm start` rebuilds the site when this file or OPERATOR_FILE changes (scripts/build.ts).
 * Build-time only: it reads the disk, so no browser script may import it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, extname, resolve } from 'node:path';
import metadata from 'libphonenumber-js/max/metadata';
import { EXAMPLE_OPERATOR, readOperatorIdentity, type OperatorIdentity } from '../../core';

const MIME: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
};

function load(): { identity: OperatorIdentity; logo: string | undefined } {
  const named = process.env.OPERATOR_FILE?.trim();
  const path = resolve(named || 'operator.json');
  if (!existsSync(path)) {
    if (named) throw new Error(`OPERATOR_FILE names ${path}, which does not exist.`);
    return { identity: EXAMPLE_OPERATOR, logo: undefined };
  }
  const reading = readOperatorIdentity(readFileSync(path, 'utf8'), path, metadata);
  if (!reading.ok) throw new Error(reading.errors.join('\n'));
  const { logo } = reading.identity;
  if (!logo) return { identity: reading.identity, logo: undefined };
  const logoPath = resolve(dirname(path), logo);
  if (!existsSync(logoPath)) throw new Error(`${path}: "logo" names ${logoPath}, which does not exist.`);
  // Inlined as a data: URL (the pages' CSP allows data: images), so the static site needs no copy step.
  const data = readFileSync(logoPath).toString('base64');
  return { identity: reading.identity, logo: `data:${MIME[extname(logoPath).toLowerCase()]};base64,${data}` };
}

const loaded = load();

/** The operator as the pages show it: footer, contact, phone, jobs, privacy and terms pages. */
export const OPERATOR: OperatorIdentity = loaded.identity;

/** The operator's logo as a data: URL, or undefined when operator.json names none. */
export const OPERATOR_LOGO: string | undefined = loaded.logo;

/**
 * Reads the operator's identity at start (issue 13): operator.json, or the file `OPERATOR_FILE` names,
 * checked by core's readOperatorIdentity. The site's build reads the same file the same way
 * (site/src/operator.ts), so pages, e-mails and receipts name the same company.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import metadata from 'libphonenumber-js/max/metadata';
import { EXAMPLE_OPERATOR, readOperatorIdentity, type OperatorIdentity } from '../../core';

/** The file read when `OPERATOR_FILE` is unset, relative to the working folder (the project's root). */
export const DEFAULT_OPERATOR_FILE = 'operator.json';

/** The identity, with the logo's absolute path when operator.json names one. */
export interface LoadedOperator {
  identity: OperatorIdentity;
  logoPath: string | undefined;
}

/**
 * Loads the identity from `env.OPERATOR_FILE` (default {@link DEFAULT_OPERATOR_FILE}). A missing default
 * file gives the example identity; a missing named file, invalid JSON or an invalid field throws
 * `fail` with one sentence per problem, one per line.
 */
export function loadOperatorIdentity(
  env: Readonly<Record<string, string | undefined>>,
  fail: (message: string) => Error,
): LoadedOperator {
  const named = env.OPERATOR_FILE?.trim();
  const path = resolve(named || DEFAULT_OPERATOR_FILE);
  if (!existsSync(path)) {
    if (named) throw fail(`OPERATOR_FILE names ${path}, which does not exist.`);
    return { identity: EXAMPLE_OPERATOR, logoPath: undefined };
  }
  const reading = readOperatorIdentity(readFileSync(path, 'utf8'), path, metadata);
  if (!reading.ok) throw fail(reading.errors.join('\n'));
  const { logo } = reading.identity;
  const logoPath = logo ? resolve(dirname(path), logo) : undefined;
  if (logoPath && !existsSync(logoPath)) {
    throw fail(`${path}: "logo" names ${logoPath}, which does not exist.`);
  }
  return { identity: reading.identity, logoPath };
}

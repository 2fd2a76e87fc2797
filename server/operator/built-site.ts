/**
 * The pages carry the operator's identity of the build (site/src/operator.ts writes it beside them as
 * dist/site-operator.json). In production nothing is rebuilt at start, so a release built before
 * operator.json was written, or with another one, would show another company than the e-mails and
 * receipts: `npm start` compares the two and refuses the start (scripts/start.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OperatorIdentity } from '../../core';

/** The file, in the dist folder, that names the identity the pages were built with. */
export const SITE_OPERATOR_FILE = 'site-operator.json';

/**
 * Returns one sentence when the site in `distDir` was built with another identity than `identity`
 * (or by a build that did not record one), else undefined.
 */
export function siteOperatorMismatch(distDir: string, identity: OperatorIdentity): string | undefined {
  const file = join(distDir, SITE_OPERATOR_FILE);
  let built: unknown;
  try {
    built = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  } catch {
    built = undefined;
  }
  if (JSON.stringify(built) === JSON.stringify(identity)) return undefined;
  return `the site in ${distDir} was built with another operator identity than the one the server reads; run npm run build again with the same operator.json or OPERATOR_FILE.`;
}

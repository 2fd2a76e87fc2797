/**
 * `npm start`: in development, build whatever is stale, then run the one server process. With
 * NODE_ENV=production nothing is built at start: the release was built once (`npm run build`), and a
 * missing build stops the start with one sentence.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadOperatorIdentity } from '../server/operator/identity-file';
import { siteOperatorMismatch } from '../server/operator/built-site';
import { isProduction } from '../server/production';
import { buildStale } from './build';

const DIST = join(import.meta.dirname, '..', 'dist');

if (isProduction(process.env)) {
  for (const built of ['widget/transfer-booking.js', 'site/index.html']) {
    if (!existsSync(join(DIST, built))) {
      console.error(
        `Cannot start: dist/${built} is missing; run npm run build once before starting in production.`,
      );
      process.exit(1);
    }
  }
  // An invalid operator.json is left to the server, which names the problem in its own sentence.
  let mismatch: string | undefined;
  try {
    mismatch = siteOperatorMismatch(DIST, loadOperatorIdentity(process.env, (m) => new Error(m)).identity);
  } catch {
    mismatch = undefined;
  }
  if (mismatch) {
    console.error(`Cannot start: ${mismatch}`);
    process.exit(1);
  }
} else {
  try {
    buildStale();
  } catch {
    console.error('Cannot start: the build failed; the messages above say why.');
    process.exit(1);
  }
}
await import('../server/main');

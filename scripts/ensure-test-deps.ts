/**
 * Makes sure the Debian packages the tests use are there: Chromium (browser tests) and the PostgreSQL
 * server (the DATABASE_URL tests). Installs them when running as root, otherwise says in one sentence how.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const hasPostgres =
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) => existsSync(join('/usr/lib/postgresql', v, 'bin', 'initdb')));

const missing = [...(existsSync(chromium) ? [] : ['chromium']), ...(hasPostgres ? [] : ['postgresql'])];
if (missing.length > 0) {
  if (process.getuid?.() === 0) {
    console.log(`Installing Debian's ${missing.join(' and ')} for the tests…`);
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
  } else {
    console.error(
      `Missing for the tests: run "sudo apt-get install -y ${missing.join(' ')}" (Debian) and run npm test again.`,
    );
    process.exit(1);
  }
}

/**
 * Makes sure Debian's Chromium is there for the browser tests: installs the package when running as
 * root, otherwise says in one sentence how to get it.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(path)) {
  if (process.getuid?.() === 0) {
    console.log("Installing Debian's chromium package for the browser tests…");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  } else {
    console.error(
      'Chromium is missing: run "sudo apt-get install -y chromium" (Debian) and run npm test again.',
    );
    process.exit(1);
  }
}

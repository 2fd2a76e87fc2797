/** The operator's release command behind `npm run admin -- set-version` (scripts/admin.ts). */
import { z } from 'zod';
import type { Queryable } from '../data/database';
import { setVersion as storeVersion } from '../settings/app-settings-service';
import { check, flag, requiredText, type AdminOptions } from './command-options';

/** `set-version`: stores the version (and hotfix flag) /api/version answers. */
export async function setVersion(db: Queryable, options: AdminOptions): Promise<string[]> {
  const o = check(z.object({ version: requiredText(40), hotfix: flag.default(false) }), options);
  await storeVersion(db, o);
  return [`Version ${o.version}${o.hotfix ? ' (hotfix: open pages reload)' : ''}.`];
}

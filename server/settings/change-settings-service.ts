/**
 * The operator's settings of changing a booking in place (issue 27): the change limit in hours and how
 * a lower price goes back (server/manage/revision-settings.ts reads them). Each change is audited.
 */
import type { ChangeRefund } from '../../core';
import { recordAudit, type AuditActor } from '../backoffice/audit';
import type { Database } from '../data/database';
import { writeSetting } from '../data/settings/settings-repo';
import { readRevisionSettings, type RevisionSettings } from '../manage/revision-settings';

/** The settings to change; an absent one stays. */
export interface ChangeSettingsChange {
  changeLimitHours?: number | undefined;
  changeRefund?: ChangeRefund | undefined;
}

/** Changes the settings of `change` as `by` in one transaction and answers them as they now stand. */
export async function changeRevisionSettings(
  db: Database,
  change: ChangeSettingsChange,
  by: AuditActor,
): Promise<RevisionSettings> {
  return db.transaction(async (tx) => {
    const before = await readRevisionSettings(tx);
    const writes: ['change_limit_hours' | 'change_refund', string, string][] = [];
    if (change.changeLimitHours !== undefined)
      writes.push(['change_limit_hours', String(before.changeLimitHours), String(change.changeLimitHours)]);
    if (change.changeRefund !== undefined)
      writes.push(['change_refund', before.changeRefund, change.changeRefund]);
    for (const [key, was, value] of writes) {
      await writeSetting(tx, key, value);
      await recordAudit(tx, by, {
        action: 'setting.change',
        entity: 'setting',
        entityId: key,
        before: was,
        after: value,
      });
    }
    return readRevisionSettings(tx);
  });
}

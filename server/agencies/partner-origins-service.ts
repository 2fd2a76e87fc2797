/**
 * The origins a partner's page may send the customer back to after paying (issue 28), listed by the
 * operator per partner in the back office. Each addition and removal is audited in its transaction.
 */
import { parsePartnerOrigin, PARTNER_ORIGIN_MAX, type PartnerOrigins } from '../../core';
import { recordAudit, type AuditActor } from '../backoffice/audit';
import type { Queryable } from '../data/database';
import { partnerById } from '../data/partners/partners-repo';
import {
  deletePartnerOrigin,
  insertPartnerOrigin,
  originsOfPartner,
} from '../data/partners/partner-origins-repo';
import { ServiceRefusal } from '../service-refusal';

/** Reads partner `id`'s origins, or refuses (404) a partner that does not exist. */
export async function partnerOrigins(db: Queryable, id: number): Promise<PartnerOrigins> {
  if (!(await partnerById(db, id)))
    throw new ServiceRefusal('not_found', ['id'], `There is no partner ${id}.`);
  return { partner_id: id, origins: await originsOfPartner(db, id) };
}

/** Reads `text` as an origin, or refuses it naming the field `origin`. */
function originOf(text: string): string {
  const origin = parsePartnerOrigin(text);
  if (origin === null)
    throw new ServiceRefusal(
      'invalid',
      ['origin'],
      `an origin such as https://www.partner.be: https (http only for localhost), host and port, no path, at most ${PARTNER_ORIGIN_MAX} characters`,
    );
  return origin;
}

/** Audits partner `id`'s origins changed by `action` from `before`, and answers them as they now are. */
async function auditedOrigins(
  tx: Queryable,
  id: number,
  by: AuditActor,
  action: 'partner.origin_add' | 'partner.origin_remove',
  before: PartnerOrigins,
): Promise<PartnerOrigins> {
  const after = await partnerOrigins(tx, id);
  await recordAudit(tx, by, { action, entity: 'partner', entityId: id, before, after });
  return after;
}

/** Lists `text` as an origin of partner `id` as `by`; answers the list (listing one twice changes nothing). */
export async function addPartnerOrigin(
  tx: Queryable,
  id: number,
  text: string,
  by: AuditActor,
): Promise<PartnerOrigins> {
  const origin = originOf(text);
  const before = await partnerOrigins(tx, id);
  if (!(await insertPartnerOrigin(tx, id, origin))) return before;
  return auditedOrigins(tx, id, by, 'partner.origin_add', before);
}

/** Removes `text` from partner `id`'s origins as `by`; 404 naming `origin` when it was not listed. */
export async function removePartnerOrigin(
  tx: Queryable,
  id: number,
  text: string,
  by: AuditActor,
): Promise<PartnerOrigins> {
  const origin = originOf(text);
  const before = await partnerOrigins(tx, id);
  if (!(await deletePartnerOrigin(tx, id, origin)))
    throw new ServiceRefusal('not_found', ['origin'], `${origin} is not listed for partner ${id}.`);
  return auditedOrigins(tx, id, by, 'partner.origin_remove', before);
}

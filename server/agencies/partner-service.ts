/**
 * Partners (issue 13): a travel agent's shortcut route /<slug> on the site, with its name, licence and
 * partner code. The back office (server/routes/backoffice-partners.ts) adds and changes them here, each
 * change audited in its transaction.
 */
import { recordAudit, type AuditActor } from '../backoffice/audit';
import { findAgent } from '../data/agents/agents-repo';
import {
  insertPartner,
  partnerById,
  partnerPathTaken,
  partnerSlug,
  updatePartner,
  type PartnerFields,
  type PartnerRow,
} from '../data/partners/partners-repo';
import type { Queryable } from '../data/database';
import { ServiceRefusal } from '../service-refusal';

/** Paths of the site and server that no partner may take. */
const RESERVED = new Set([
  'api',
  'sandbox',
  'widget',
  'events',
  'nl',
  'fr',
  'en',
  'backoffice',
  'metrics',
  'health',
]);

/** Checks a partner's name (its path free) and licence (an agent), answering the fields as stored. */
async function checkPartner(
  tx: Queryable,
  p: PartnerFields,
  exceptId: number | null,
): Promise<PartnerFields> {
  const slug = partnerSlug(p.name);
  if (
    RESERVED.has(slug) ||
    RESERVED.has(slug.replace(/-/g, '')) ||
    (await partnerPathTaken(tx, slug, exceptId))
  )
    throw new ServiceRefusal('conflict', ['name'], `The path /${slug} is taken; choose another name.`);
  const agent = await findAgent(tx, p.talic);
  if (!agent)
    throw new ServiceRefusal(
      'invalid',
      ['talic'],
      `No agent has the licence ${p.talic}; add the agent first.`,
      true,
    );
  return { name: p.name, talic: agent.licence, code: p.code, active: p.active };
}

/** Adds partner `p` as `by`, and answers it. */
export async function createPartner(tx: Queryable, p: PartnerFields, by: AuditActor): Promise<PartnerRow> {
  const row = await insertPartner(tx, await checkPartner(tx, p, null));
  await recordAudit(tx, by, {
    action: 'partner.create',
    entity: 'partner',
    entityId: row.id,
    before: null,
    after: row,
  });
  return row;
}

/** Changes partner `id` to `p` as `by`, and answers it. */
export async function editPartner(
  tx: Queryable,
  id: number,
  p: PartnerFields,
  by: AuditActor,
): Promise<PartnerRow> {
  const before = await partnerById(tx, id);
  if (!before) throw new ServiceRefusal('not_found', ['id'], `There is no partner ${id}.`);
  const row = (await updatePartner(tx, id, await checkPartner(tx, p, id)))!;
  await recordAudit(tx, by, { action: 'partner.edit', entity: 'partner', entityId: id, before, after: row });
  return row;
}

import { Hono } from 'hono';
import { z } from 'zod';
import type { BackofficeMe } from '../../core';
import type { AppContext } from '../context';
import { listAudit } from '../data/audit/audit-repo';
import { staffOnly, type StaffEnv } from '../backoffice/staff';
import { ok, parse, queryOf } from '../http/envelope';
import { idInput, numberInput } from '../http/input';

const auditQuery = z.object({
  entity: z.string().trim().min(1).max(40).optional(),
  entity_id: z.string().trim().min(1).max(80).optional(),
  before: idInput.optional(),
  limit: numberInput(z.number().int('must be a whole number').min(1).max(200)).default(50),
});

/**
 * The back office's own calls under `/api/backoffice/` (docs/backoffice-api.md): who the staff member
 * is, and the audit log. Each area of the back office (orders and dispatch, catalogue, settings) adds
 * its own route module; every call passes {@link staffOnly} with the roles it allows.
 */
export function backofficeRoutes(ctx: AppContext): Hono {
  const app = new Hono<StaffEnv>();

  app.get('/backoffice/me', staffOnly(ctx, 'operator', 'dispatcher'), (c) => {
    const { email, role, lang } = c.get('staff');
    return ok(c, { email, role, lang } satisfies BackofficeMe);
  });

  app.get('/backoffice/audit', staffOnly(ctx, 'operator'), async (c) => {
    const q = parse(auditQuery, queryOf(c));
    const rows = await listAudit(ctx.db, {
      limit: q.limit,
      ...(q.entity ? { entity: q.entity } : {}),
      ...(q.entity_id ? { entityId: q.entity_id } : {}),
      ...(q.before ? { beforeId: q.before } : {}),
    });
    return ok(c, rows, { count: rows.length });
  });

  return app as unknown as Hono;
}

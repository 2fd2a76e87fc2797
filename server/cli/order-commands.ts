/** The operator's order list behind `npm run admin -- list-orders` (scripts/admin.ts). */
import { z } from 'zod';
import { euroString } from '../../core';
import type { Queryable } from '../data/database';
import { latestOrders } from '../data/orders/backoffice-order-list-repo';
import { check, type AdminOptions } from './command-options';

/** `list-orders`: the latest orders, optionally of one status, one line each. */
export async function listOrders(db: Queryable, options: AdminOptions): Promise<string[]> {
  const o = check(
    z.object({
      limit: z.coerce.number().int().min(1).max(1000).default(20),
      status: z.string().trim().max(20).optional(),
    }),
    options,
  );
  const rows = await latestOrders(db, o.status ?? null, o.limit);
  if (rows.length === 0) return ['No orders.'];
  return rows.map(
    (r) =>
      `${r.id}\t${r.bonnr}\t${r.status}\tEUR ${euroString(r.total_cents)}\t${r.heenterug}\t${r.datumheen || r.datumterug}\t${r.emailklant}`,
  );
}

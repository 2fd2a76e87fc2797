import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../context';
import { recordAudit } from '../backoffice/audit';
import {
  asApiCall,
  asOptions,
  dateInput,
  euroAmount,
  flagInput,
  line,
  wholeNumber,
} from '../backoffice/catalogue-input';
import {
  couponById,
  couponUses,
  listCoupons,
  setCouponDisabled,
} from '../data/catalogue/backoffice-catalogue-repo';
import { staffOnly, type StaffEnv } from '../backoffice/staff';
import { createCoupon } from '../booking/admin';
import { findCoupon } from '../booking/coupons-repo';
import { ApiError, ok, paramsOf, parse, queryOf, readBody } from '../http/envelope';
import { idInput, numberInput } from '../http/input';
import { agentCalls } from './backoffice-agents';
import { approvalCalls } from './backoffice-approvals';
import { partnerCalls } from './backoffice-partners';
import { settingsCalls } from './backoffice-settings';

const listQuery = z.object({
  kind: z.enum(['campaign', 'refund'], 'campaign or refund').default('campaign'),
  search: z.string().trim().min(1, 'must not be empty').max(40).optional(),
  before: idInput.optional(),
  limit: numberInput(z.number().int('must be a whole number').min(1).max(200)).default(50),
});

const newCoupon = z
  .object({
    code: line(40).refine((v) => /^[A-Za-z0-9_-]+$/.test(v), 'letters, digits, - and _ only'),
    campaign: line(40),
    amount: euroAmount.optional(),
    percent: wholeNumber(1, 100).optional(),
    valid_from: dateInput.optional(),
    valid_until: dateInput.optional(),
    max_uses: wholeNumber(1, 1_000_000).optional(),
  })
  .strict();

const idParam = z.object({ id: idInput });
const disableBody = z.object({ disabled: flagInput }).strict();
const usesQuery = z.object({
  limit: numberInput(z.number().int('must be a whole number').min(1).max(500)).default(100),
});

/**
 * The back office's catalogue calls (issue 13, docs/backoffice-api.md "Catalogue"): coupons here;
 * agents, licences and PO numbers in ./backoffice-agents.ts; partners in ./backoffice-partners.ts;
 * approvals in ./backoffice-approvals.ts; settings and staff accounts in ./backoffice-settings.ts. Operators only; every change is written
 * to the audit log in its own transaction.
 */
export function backofficeCatalogueRoutes(ctx: AppContext): Hono {
  const app = new Hono<StaffEnv>();
  const operator = staffOnly(ctx, 'operator');

  app.get('/backoffice/coupons', operator, async (c) => {
    const q = parse(listQuery, queryOf(c));
    const rows = await listCoupons(ctx.db, {
      kind: q.kind,
      limit: q.limit,
      ...(q.search ? { search: q.search } : {}),
      ...(q.before ? { beforeId: q.before } : {}),
    });
    return ok(c, rows, { count: rows.length });
  });

  app.post('/backoffice/coupons', operator, async (c) => {
    const b = parse(newCoupon, await readBody(c));
    const coupon = await ctx.db.transaction(async (tx) => {
      // The command updates a coupon of the same code; the back office creates, so it refuses one.
      const taken = await tx.query('SELECT 1 FROM coupons WHERE upper(code) = upper($1)', [b.code]);
      if (taken.rows.length > 0)
        throw new ApiError(409, 'conflict', `A coupon with the code ${b.code} exists already.`, 'code');
      await asApiCall(() =>
        createCoupon(
          tx,
          asOptions({
            code: b.code,
            campaign: b.campaign,
            amount: b.amount,
            percent: b.percent,
            from: b.valid_from,
            until: b.valid_until,
            'max-uses': b.max_uses,
          }),
          new Date(),
        ),
      );
      const created = (await findCoupon(tx, b.code))!;
      await recordAudit(tx, c.get('staff'), {
        action: 'coupon.create',
        entity: 'coupon',
        entityId: created.id,
        before: null,
        after: created,
      });
      return created;
    });
    return ok(c, await couponById(ctx.db, coupon.id));
  });

  app.post('/backoffice/coupons/:id/disable', operator, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const { disabled } = parse(disableBody, await readBody(c));
    const after = await ctx.db.transaction(async (tx) => {
      const before = await couponById(tx, id);
      if (!before) throw new ApiError(404, 'not_found', `There is no coupon ${id}.`, 'id');
      await setCouponDisabled(tx, id, disabled);
      const changed = (await couponById(tx, id))!;
      await recordAudit(tx, c.get('staff'), {
        action: disabled ? 'coupon.disable' : 'coupon.enable',
        entity: 'coupon',
        entityId: id,
        before,
        after: changed,
      });
      return changed;
    });
    return ok(c, after);
  });

  app.get('/backoffice/coupons/:id/uses', operator, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const { limit } = parse(usesQuery, queryOf(c));
    const coupon = await couponById(ctx.db, id);
    if (!coupon) throw new ApiError(404, 'not_found', `There is no coupon ${id}.`, 'id');
    const uses = await couponUses(ctx.db, id, limit);
    return ok(c, { coupon, uses });
  });

  agentCalls(ctx, app, operator);
  partnerCalls(ctx, app, operator);
  approvalCalls(ctx, app, operator);
  settingsCalls(ctx, app, operator);
  return app as unknown as Hono;
}

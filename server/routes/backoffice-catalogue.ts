import { Hono } from 'hono';
import { z } from 'zod';
import { toCents, type BackofficeCouponUses } from '../../core';
import type { AppContext } from '../context';
import {
  asApiCall,
  dateInput,
  euroAmount,
  flagInput,
  line,
  wholeNumber,
} from '../backoffice/catalogue-input';
import { staffOnly, type StaffEnv } from '../backoffice/staff';
import { createCoupon, disableCoupon } from '../coupons/coupon-service';
import { couponById, couponUses, listCoupons } from '../data/catalogue/backoffice-catalogue-repo';
import { ApiError, ok, paramsOf, parse, queryOf, readBody } from '../http/envelope';
import { idInput, numberInput } from '../http/input';
import { agentCalls } from './backoffice-agents';
import { approvalCalls } from './backoffice-approvals';
import { partnerCalls } from './backoffice-partners';
import { partnerOriginCalls } from './backoffice-partner-origins';
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
    const coupon = await asApiCall(() =>
      ctx.db.transaction((tx) =>
        createCoupon(
          tx,
          {
            code: b.code,
            campaign: b.campaign,
            amountCents: b.amount === undefined ? null : toCents(b.amount),
            percent: b.percent ?? null,
            validFrom: b.valid_from,
            validUntil: b.valid_until,
            maxUses: b.max_uses,
            refund: false,
          },
          new Date(),
          { by: c.get('staff') },
        ),
      ),
    );
    return ok(c, await couponById(ctx.db, coupon.id));
  });

  app.post('/backoffice/coupons/:id/disable', operator, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const { disabled } = parse(disableBody, await readBody(c));
    const after = await asApiCall(() =>
      ctx.db.transaction((tx) => disableCoupon(tx, id, disabled, c.get('staff'))),
    );
    return ok(c, after);
  });

  app.get('/backoffice/coupons/:id/uses', operator, async (c) => {
    const { id } = parse(idParam, paramsOf(c));
    const { limit } = parse(usesQuery, queryOf(c));
    const coupon = await couponById(ctx.db, id);
    if (!coupon) throw new ApiError(404, 'not_found', `There is no coupon ${id}.`, 'id');
    const uses = await couponUses(ctx.db, id, limit);
    return ok(c, { coupon, uses } satisfies BackofficeCouponUses);
  });

  agentCalls(ctx, app, operator);
  partnerCalls(ctx, app, operator);
  partnerOriginCalls(ctx, app, operator);
  approvalCalls(ctx, app, operator);
  settingsCalls(ctx, app, operator);
  return app as unknown as Hono;
}

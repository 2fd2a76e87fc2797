/**
 * Demo data for a fresh installation: agents, PO numbers and coupons, every one marked DEMO (licence
 * and code prefix, campaign 'DEMO') so nobody mistakes them for real ones. Seeding is idempotent:
 * rerunning it restores the demo rows and touches nothing else.
 */
import { addDays, brusselsToday, PARTNERS } from '../../../core';
import type { Queryable } from '../database';
import { upsertAgent, upsertPo } from '../agents/agents-repo';
import { upsertCoupon } from '../coupons/coupons-repo';
import { partnerPathTaken, insertPartner, partnerSlug } from '../partners/partners-repo';

/** The campaign every demo row carries. */
export const DEMO_CAMPAIGN = 'DEMO';

/** Stores the demo rows; returns one line per row for the terminal. */
export async function seedDemo(db: Queryable, now: Date): Promise<string[]> {
  const today = brusselsToday(now);
  const from = addDays(today, -1);
  const until = addDays(today, 365);
  const agents = [
    {
      licence: 'DEMO-AGENT',
      uid: 'demo',
      name: 'Demo Reisbureau',
      email: 'agent@demo.invalid',
      paymentMethod: 'ONLINE' as const,
    },
    {
      licence: 'DEMO-INVOICE',
      uid: 'demo',
      name: 'Demo Factuur Reizen',
      email: 'invoice@demo.invalid',
      paymentMethod: 'INVOICE' as const,
    },
  ];
  // The partner shortcut routes pass these licences; without an agent row their bookings would be refused.
  for (const p of PARTNERS) {
    agents.push({
      licence: p.talic,
      uid: '',
      name: p.name,
      email: `${p.code.toLowerCase()}@demo.invalid`,
      paymentMethod: 'ONLINE' as const,
    });
  }
  for (const a of agents) await upsertAgent(db, a);
  // The placeholder partners exist only with the demo data (marked demo), never in a real install.
  for (const p of PARTNERS) {
    if (await partnerPathTaken(db, partnerSlug(p.name), null)) continue;
    await insertPartner(db, { name: p.name, talic: p.talic, code: p.code, active: true }, true);
  }
  const pos = [
    {
      code: 'DEMO-PO-10',
      agentLicence: 'DEMO-AGENT',
      paidByAgent: false,
      businessDiscountPercent: 10,
      comfortDiscountPercent: 10,
    },
    {
      code: 'DEMO-PO-PAID',
      agentLicence: 'DEMO-INVOICE',
      paidByAgent: true,
      businessDiscountPercent: 0,
      comfortDiscountPercent: 0,
    },
  ];
  for (const p of pos)
    await upsertPo(db, { ...p, campaign: DEMO_CAMPAIGN, validFrom: from, validUntil: until });
  const coupons = [
    { code: 'DEMO10', amountCents: 1000, percent: null, maxUses: null },
    { code: 'DEMO15PCT', amountCents: null, percent: 15, maxUses: null },
    { code: 'DEMO-ONCE', amountCents: 2500, percent: null, maxUses: 1 },
  ];
  for (const c of coupons) {
    await upsertCoupon(db, {
      ...c,
      campaign: DEMO_CAMPAIGN,
      kind: 'campaign',
      validFrom: from,
      validUntil: until,
    });
  }
  return [
    ...agents.map((a) => `agent ${a.licence} (${a.paymentMethod})`),
    ...pos.map((p) => `PO ${p.code} of ${p.agentLicence}`),
    ...coupons.map((c) => `coupon ${c.code}`),
    ...PARTNERS.map((p) => `partner /${partnerSlug(p.name)} (demo)`),
  ];
}

/** Tells whether the database has no agents and no coupons yet, i.e. whether a first start may seed. */
export async function isUnseeded(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT (SELECT count(*) FROM agents) + (SELECT count(*) FROM coupons) AS n',
  );
  return Number(rows[0]?.n ?? 0) === 0;
}

/**
 * The operator commands behind `npm run admin -- <command>` (scripts/admin.ts). Each takes parsed
 * options, checks them with the same rules as the API and answers lines of text for the terminal.
 */
import { z } from 'zod';
import {
  LANGS,
  addDays,
  brusselsToday,
  euroString,
  isValidEmail,
  toCents,
  type Lang,
  type UserType,
} from '../../core';
import { hashPassword } from '../auth/password';
import { passwordError, passwordShapeError } from '../accounts/password-rules';
import { insertUser, usernameTaken } from '../data/accounts/users-repo';
import type { Queryable } from '../data/database';
import { freeText } from '../http/input';
import { findAgent, upsertAgent, upsertPo } from './agents-repo';
import { insertCoupon, upsertCoupon, type NewCoupon } from './coupons-repo';
import { dateField, inputObject } from './fields';
import { writeSetting } from './settings-repo';

/** A bad option; its message names the option. */
export class UsageError extends Error {
  override name = 'UsageError';
}

type Options = Record<string, string | boolean | undefined>;

/** Parses command-line `options` with `schema`; a bad one is a UsageError naming the option. */
export function check<S extends z.ZodType>(schema: S, options: Options): z.output<S> {
  const r = schema.safeParse(options);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  throw new UsageError(`--${issue?.path.join('.') ?? '?'}: ${issue?.message ?? 'invalid'}`);
}

// Names and codes reach e-mails and payment forms: control characters are refused (core/text.ts).
const str = (max: number) =>
  freeText(z.string({ error: 'is required' }).trim().min(1, 'is required').max(max));
const percent = z.coerce.number().int('a whole number').min(0).max(100).default(0);
const flag = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');

const agentOptions = z.object({
  licence: str(40),
  name: str(200),
  email: z.email('an e-mail address'),
  uid: freeText(z.string().trim().max(100)).default(''),
  payment: z.enum(['INVOICE', 'ONLINE']).default('ONLINE'),
});

/** Creates or updates a travel agent. */
export async function createAgent(db: Queryable, options: Options): Promise<string[]> {
  const o = check(agentOptions, options);
  const a = await upsertAgent(db, {
    licence: o.licence,
    name: o.name,
    email: o.email,
    uid: o.uid,
    paymentMethod: o.payment,
  });
  return [`Agent ${a.licence} (${a.name}) pays ${a.paymentMethod === 'INVOICE' ? 'by invoice' : 'online'}.`];
}

const agentUserOptions = z.object({
  licence: str(40),
  // The registration's rule (core's validateRegistration): the username is the e-mail address.
  email: z.string({ error: 'is required' }).trim().max(254).refine(isValidEmail, 'an e-mail address'),
  password: z.string({ error: 'is required' }).max(1024),
  firstname: z.string().trim().max(100).default(''),
  lastname: z.string().trim().max(100).default(''),
  lang: z.enum(LANGS, 'nl, fr or en').default('nl'),
});

/**
 * Creates a travel-agent account for an existing agent licence: the agent logs in with the e-mail
 * address and password, and only such a login may settle that licence's orders by invoice. The
 * password follows the one rule of every account password (server/accounts/password-rules.ts).
 */
export async function createAgentUser(db: Queryable, options: Options): Promise<string[]> {
  const o = check(agentUserOptions, options);
  const agent = await findAgent(db, o.licence);
  if (!agent) throw new UsageError(`--licence: no agent has the licence ${o.licence}; create-agent first.`);
  // The licence as stored: the foreign key compares it exactly.
  const id = await insertManagedAccount(db, { ...o, userType: 'agent', agentLicence: agent.licence });
  return [`Agent account ${o.email} (user ${id}) of ${agent.licence} (${agent.name}).`];
}

/** The fields of an account the operator makes (an agent's or a staff member's login). */
export interface ManagedAccount {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  lang: Lang;
  userType: UserType;
  agentLicence?: string;
}

/**
 * Checks an account the operator is about to make by the one password rule of every account (length,
 * then not too easy to guess) after the cheap checks (a username in use); a failure is a UsageError
 * naming the option. The estimate costs seconds of a worker thread, so a caller that inserts inside a
 * transaction runs this first, outside it, and inserts with `vetted` (the insert still decides a race).
 */
export async function vetManagedAccount(db: Queryable, a: ManagedAccount): Promise<void> {
  const shape = passwordShapeError(a.password, a.password);
  if (shape) throw new UsageError(`--password: ${shape.description}`);
  if (await usernameTaken(db, a.email)) throw inUse(a.email);
  const weak = await passwordError(a.password, a.password, [a.email, a.firstname, a.lastname]);
  if (weak) throw new UsageError(`--password: ${weak.description}`);
}

/**
 * Inserts an account the operator makes, whose username is its e-mail address, after
 * {@link vetManagedAccount} (unless `vetted` says the caller ran it); answers its id. A weak password or
 * a username in use is a UsageError naming the option.
 */
export async function insertManagedAccount(
  db: Queryable,
  a: ManagedAccount,
  vetted = false,
): Promise<number> {
  if (!vetted) await vetManagedAccount(db, a);
  const id = await insertUser(db, {
    username: a.email,
    email: a.email,
    passwordHash: await hashPassword(a.password),
    firstname: a.firstname,
    lastname: a.lastname,
    phone: '',
    company: null,
    vat: null,
    country: 'BE',
    userType: a.userType,
    ...(a.agentLicence ? { agentLicence: a.agentLicence } : {}),
    lang: a.lang,
  });
  if (id === null) throw inUse(a.email);
  return id;
}

const inUse = (email: string) => new UsageError(`--email: the username ${email} is already in use.`);

/** Creates or updates a PO number of an existing agent; valid from today for a year unless told. */
export async function createPo(db: Queryable, options: Options, now: Date): Promise<string[]> {
  const today = brusselsToday(now);
  const o = check(
    inputObject({
      code: str(40),
      licence: str(40),
      campaign: freeText(z.string().trim().max(40)).optional(),
      'paid-by-agent': flag.default(false),
      business: percent,
      comfort: percent,
      from: dateField.default(today),
      until: dateField.default(addDays(today, 365)),
    }),
    options,
  );
  const found = await db.query('SELECT 1 FROM agents WHERE licence = $1', [o.licence]);
  if (found.rows.length === 0)
    throw new UsageError(`--licence: no agent has the licence ${o.licence}; create-agent first.`);
  if (o.from > o.until) throw new UsageError('--until: must not be before --from.');
  await upsertPo(db, {
    code: o.code,
    agentLicence: o.licence,
    campaign: o.campaign || null,
    paidByAgent: o['paid-by-agent'],
    businessDiscountPercent: o.business,
    comfortDiscountPercent: o.comfort,
    validFrom: o.from,
    validUntil: o.until,
  });
  return [
    `PO ${o.code} of ${o.licence}: Business -${o.business}%, Comfort -${o.comfort}%, valid ${o.from} to ${o.until}.`,
  ];
}

/**
 * Creates a coupon: a fixed amount in euros (--amount) or a percentage (--percent). A refund coupon
 * (--refund) is valid one year from --from, as the terms promise. A code that exists already is refused,
 * as the back office refuses it, unless --replace says to change that coupon's terms (its uses stay).
 */
export async function createCoupon(db: Queryable, options: Options, now: Date): Promise<string[]> {
  const today = brusselsToday(now);
  const o = check(
    inputObject({
      code: str(40),
      campaign: str(40),
      amount: z.coerce.number().positive('more than 0').max(10_000).optional(),
      percent: z.coerce.number().int('a whole number').min(1).max(100).optional(),
      from: dateField.default(today),
      until: dateField.optional(),
      'max-uses': z.coerce.number().int('a whole number').positive().optional(),
      refund: flag.default(false),
      replace: flag.default(false),
    }),
    options,
  );
  if ((o.amount === undefined) === (o.percent === undefined))
    throw new UsageError('--amount or --percent: give exactly one.');
  const until = o.refund ? addDays(o.from, 365) : (o.until ?? addDays(o.from, 365));
  if (o.from > until) throw new UsageError('--until: must not be before --from.');
  const fields: NewCoupon = {
    code: o.code,
    campaign: o.campaign,
    kind: o.refund ? 'refund' : 'campaign',
    amountCents: o.amount === undefined ? null : toCents(o.amount),
    percent: o.percent ?? null,
    validFrom: o.from,
    validUntil: until,
    maxUses: o['max-uses'] ?? (o.refund ? 1 : null),
  };
  const c = o.replace ? await upsertCoupon(db, fields) : await insertCoupon(db, fields);
  if (c === null)
    throw new UsageError(
      `--code: a coupon with the code ${o.code} exists already; add --replace to change its terms.`,
    );
  const value = c.amountCents !== null ? `EUR ${euroString(c.amountCents)}` : `${c.percent}%`;
  return [
    `Coupon ${c.code} (${c.campaign}): ${value}, valid ${c.validFrom} to ${c.validUntil}, uses ${c.maxUses ?? 'unlimited'}.`,
  ];
}

/** Stores the version (and hotfix flag) /api/version answers. */
export async function setVersion(db: Queryable, options: Options): Promise<string[]> {
  const o = check(z.object({ version: str(40), hotfix: flag.default(false) }), options);
  await writeSetting(db, 'version', o.version);
  await writeSetting(db, 'hotfix', String(o.hotfix));
  return [`Version ${o.version}${o.hotfix ? ' (hotfix: open pages reload)' : ''}.`];
}

/** Lists the latest orders, optionally of one status. */
export async function listOrders(db: Queryable, options: Options): Promise<string[]> {
  const o = check(
    z.object({
      limit: z.coerce.number().int().min(1).max(1000).default(20),
      status: z.string().trim().max(20).optional(),
    }),
    options,
  );
  const { rows } = await db.query<{
    id: number;
    bonnr: string;
    status: string;
    total_cents: number;
    heenterug: string;
    emailklant: string;
    datumheen: string;
    datumterug: string;
  }>(
    `SELECT id, bonnr, status, total_cents, heenterug, emailklant, datumheen, datumterug FROM orders
      WHERE $1::text IS NULL OR status = $1 ORDER BY id DESC LIMIT $2`,
    [o.status ?? null, o.limit],
  );
  if (rows.length === 0) return ['No orders.'];
  return rows.map(
    (r) =>
      `${r.id}\t${r.bonnr}\t${r.status}\tEUR ${euroString(r.total_cents)}\t${r.heenterug}\t${r.datumheen || r.datumterug}\t${r.emailklant}`,
  );
}

/**
 * Lists the coupon uses past a coupon's maximum: each a late approval from the payment provider for an
 * order whose use had been given back (payment failed or canceled) and then went to another order.
 * Since issue 23 none are made (such an order loses the coupon and owes the difference, see
 * server/payment/coupon-uses.ts); rows from before stay listed for the operator.
 */
export async function listOveruses(db: Queryable, options: Options): Promise<string[]> {
  const o = check(z.object({ limit: z.coerce.number().int().min(1).max(1000).default(50) }), options);
  const { rows } = await db.query<{
    created_at: Date | string;
    code: string;
    max_uses: number | null;
    order_id: number;
    bonnr: string;
    status: string;
    reduction_cents: number | null;
    emailklant: string;
  }>(
    `SELECT v.created_at, c.code, c.max_uses, v.order_id, o.bonnr, o.status, oc.reduction_cents, o.emailklant
       FROM coupon_overuses v
       JOIN coupons c ON c.id = v.coupon_id
       JOIN orders o ON o.id = v.order_id
       LEFT JOIN order_coupons oc ON oc.order_id = v.order_id AND oc.coupon_id = v.coupon_id
      ORDER BY v.id DESC LIMIT $1`,
    [o.limit],
  );
  if (rows.length === 0) return ['No coupon was used past its maximum.'];
  return rows.map(
    (r) =>
      `${new Date(r.created_at).toISOString()}\t${r.code} (max ${r.max_uses ?? '-'})\torder ${r.order_id}\t${r.bonnr}\t${r.status}\tEUR ${euroString(r.reduction_cents ?? 0)} off\t${r.emailklant}`,
  );
}

/**
 * The operator's agency commands behind `npm run admin -- …` (scripts/admin.ts): create or change a
 * travel agent, give it a login, create or change a PO number. Each parses its options into typed values
 * with the same rules as the API and calls the agency service the back office calls too
 * (server/agencies/agency-service.ts), answering lines of text for the terminal.
 */
import { z } from 'zod';
import { LANGS, isValidEmail } from '../../core';
import * as agencies from '../agencies/agency-service';
import type { Queryable } from '../data/database';
import { freeText } from '../http/input';
import { dateField, inputObject } from '../pricing/request-fields';
import { asCommand, check, flag, requiredText, type AdminOptions } from './command-options';

const str = requiredText;
const percent = z.coerce.number().int('a whole number').min(0).max(100).default(0);

const agentOptions = z.object({
  licence: str(40),
  name: str(200),
  email: z.email('an e-mail address'),
  uid: freeText(z.string().trim().max(100)).default(''),
  payment: z.enum(['INVOICE', 'ONLINE']).default('ONLINE'),
});

/** `create-agent`: creates or updates a travel agent. */
export async function createAgent(db: Queryable, options: AdminOptions): Promise<string[]> {
  const o = check(agentOptions, options);
  const a = await asCommand(() =>
    agencies.saveAgent(db, {
      licence: o.licence,
      name: o.name,
      email: o.email,
      uid: o.uid,
      paymentMethod: o.payment,
      campaign: '',
    }),
  );
  return [`Agent ${a.licence} (${a.name}) pays ${a.payment_method === 'INVOICE' ? 'by invoice' : 'online'}.`];
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
 * `create-agent-user`: creates a travel-agent login for an existing agent licence; only such a login
 * may settle that licence's orders by invoice.
 */
export async function createAgentUser(db: Queryable, options: AdminOptions): Promise<string[]> {
  const { licence, ...account } = check(agentUserOptions, options);
  const made = await asCommand(() => agencies.createAgentAccount(db, licence, account));
  return [`Agent account ${account.email} (user ${made.id}) of ${made.licence} (${made.agentName}).`];
}

/** `create-po`: creates or updates a PO number of an existing agent; valid from today for a year unless told. */
export async function createPo(db: Queryable, options: AdminOptions, now: Date): Promise<string[]> {
  const o = check(
    inputObject({
      code: str(40),
      licence: str(40),
      campaign: freeText(z.string().trim().max(40)).optional(),
      'paid-by-agent': flag.default(false),
      business: percent,
      comfort: percent,
      from: dateField.optional(),
      until: dateField.optional(),
    }),
    options,
  );
  const po = await asCommand(() =>
    agencies.createPo(
      db,
      {
        code: o.code,
        licence: o.licence,
        campaign: o.campaign ?? '',
        paidByAgent: o['paid-by-agent'],
        businessDiscountPercent: o.business,
        comfortDiscountPercent: o.comfort,
        validFrom: o.from,
        validUntil: o.until,
      },
      now,
      { replace: true },
    ),
  );
  return [
    `PO ${o.code} of ${o.licence}: Business -${o.business}%, Comfort -${o.comfort}%, valid ${po.valid_from} to ${po.valid_until}.`,
  ];
}

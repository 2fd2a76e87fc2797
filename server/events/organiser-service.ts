/**
 * Organiser requests (SPEC 6 "Event organiser"): the public request with a motivation, the operator's
 * approval or refusal (the admin command line now, a back-office screen later: both call
 * {@link decideOrganiserRequest}), and the role check of every My-Events call.
 */
import { z } from 'zod';
import { LANGS, isFreeText, isOrganiserPhone, isValidEmail, isWebsite, organiserSlug } from '../../core';
import { claimSignup } from '../auth/account-throttles';
import { hashPassword } from '../auth/password';
import { passwordError, passwordShapeError } from '../accounts/password-rules';
import { insertUser, usernameTaken } from '../data/accounts/users-repo';
import type { AppContext } from '../context';
import type { Queryable } from '../data/database';
import { ApiError } from '../http/envelope';
import { freeText } from '../http/input';
import { wakeOwedMails } from '../mail/owed-mails';
import { oweOrganiserMail } from './organiser-mail';
import {
  decideOrganiser,
  findOrganiser,
  findOrganiserByUsername,
  insertOrganiser,
  type OrganiserRow,
} from '../data/events/organisers-repo';

const text = (max: number) => freeText(z.string().trim().max(max, `at most ${max} characters`));
const required = (max: number) => text(max).min(1, 'is required');

/**
 * `POST billoevents/registration`: the organiser account (user name = e-mail address, password,
 * organisation, contact, phone, website) and the required motivation (SPEC 5, 8 "motivation required").
 */
export const OrganiserRequestBody = z.object({
  username: required(254).refine(isValidEmail, 'must be an e-mail address'),
  password: z.string({ error: 'is required' }).min(1, 'is required').max(1024),
  confirmPassword: z.string().max(1024).optional(),
  organisation: required(200),
  contact: required(200),
  phone: required(30).refine(isOrganiserPhone, 'is not a phone number'),
  website: text(300)
    .refine((v) => v === '' || isWebsite(v), 'must start with http:// or https://')
    .default(''),
  // Several lines are welcome in a motivation; other control characters are refused.
  motivation: z
    .string({ error: 'motivation required' })
    .trim()
    .min(1, 'motivation required')
    .max(4000, 'at most 4000 characters')
    .refine((v) => isFreeText(v, true), 'must not contain control characters'),
  lang: z
    .string()
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(LANGS))
    .optional(),
  taal: z
    .string()
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(LANGS))
    .optional(),
});

const usernameInUse = () =>
  new ApiError(409, 'username_taken', 'This username is already in use.', 'username');

/**
 * Registers an organiser request: the account (type organiser, password by the one rule of
 * server/accounts/password-rules.ts) and its request row in one transaction, then the "received"
 * e-mail in the requester's language, owed in the same transaction. 409 `username_taken` when the e-mail address has an account; 429
 * when `client` (the caller's address) asked for too many accounts (server/auth/account-throttles.ts).
 */
export async function registerOrganiser(
  ctx: AppContext,
  b: z.output<typeof OrganiserRequestBody>,
  client: string,
): Promise<OrganiserRow> {
  const confirm = b.confirmPassword ?? b.password;
  const shape = passwordShapeError(b.password, confirm);
  if (shape) throw shape;
  // Before the strength estimate, which costs seconds of a worker thread; the insert decides a race.
  if (await usernameTaken(ctx.db, b.username)) throw usernameInUse();
  const weak = await passwordError(b.password, confirm, [b.username, b.contact, b.organisation]);
  if (weak) throw weak;
  // The input is valid: the request now counts towards the sign-up throttle, before anything is
  // hashed, stored or e-mailed.
  await claimSignup(ctx.db, client);
  const lang = b.lang ?? b.taal ?? 'nl';
  const [first = '', ...rest] = b.contact.split(/\s+/);
  const passwordHash = await hashPassword(b.password);
  const userId = await ctx.db.transaction(async (tx) => {
    const id = await insertUser(tx, {
      username: b.username,
      email: b.username,
      passwordHash,
      firstname: first,
      lastname: rest.join(' '),
      phone: '',
      company: b.organisation,
      vat: null,
      country: 'BE',
      userType: 'organiser',
      lang,
    });
    if (id === null) throw usernameInUse();
    await insertOrganiser(tx, {
      userId: id,
      organisation: b.organisation,
      contactName: b.contact,
      phone: b.phone,
      website: b.website,
      motivation: b.motivation,
      slug: organiserSlug(b.organisation),
      lang,
    });
    // The "received" e-mail is owed with the request (issue 24) and sent by the scheduler.
    await oweOrganiserMail(tx, id, 'requested');
    return id;
  });
  wakeOwedMails(ctx);
  return (await findOrganiser(ctx.db, userId))!;
}

/** A decision on an organiser request that cannot be taken; its message names the request. */
export class OrganiserDecisionError extends Error {
  override name = 'OrganiserDecisionError';
}

/**
 * Approves or refuses the organiser request of `username` (its e-mail address), records who decided,
 * and owes the e-mail of the decision in the requester's language (sent by the scheduler). Deciding what is already decided
 * the same way changes nothing and sends nothing; a refused request may still be approved later.
 * `record` is called in the decision's transaction when it changes something (the back office writes
 * its audit entry there).
 */
export async function decideOrganiserRequest(
  ctx: AppContext,
  username: string,
  decision: 'approved' | 'refused',
  by: string,
  reason: string | null = null,
  record?: (tx: Queryable, before: OrganiserRow, after: OrganiserRow) => Promise<void>,
): Promise<{ organiser: OrganiserRow; changed: boolean }> {
  const found = await findOrganiserByUsername(ctx.db, username);
  if (!found) throw new OrganiserDecisionError(`No organiser request was made with ${username}.`);
  const { changed, organiser } = await ctx.db.transaction(async (tx) => {
    const changed = await decideOrganiser(tx, found.user_id, decision, by, reason);
    const organiser = (await findOrganiser(tx, found.user_id))!;
    if (changed && record) await record(tx, found, organiser);
    // The decision's e-mail is owed with it (issue 24): sent by a server's scheduler, retried.
    if (changed) await oweOrganiserMail(tx, found.user_id, decision, reason);
    return { changed, organiser };
  });
  if (changed) wakeOwedMails(ctx);
  return { organiser, changed };
}

/**
 * The role check of every My-Events call: the caller must be logged in as an organiser whose request
 * the operator approved. Anonymous callers get 401, every other account (customers, agents,
 * organisers not approved) 403.
 */
export async function requireApprovedOrganiser(db: Queryable, userId: number | null): Promise<OrganiserRow> {
  if (userId === null)
    throw new ApiError(401, 'login_required', 'This call needs a logged-in organiser; log in first.');
  const organiser = await findOrganiser(db, userId);
  if (!organiser || organiser.status !== 'approved')
    throw new ApiError(403, 'forbidden', 'This call is for organisers whose request has been approved.');
  return organiser;
}

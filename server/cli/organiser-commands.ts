/**
 * The operator's organiser commands behind `npm run admin -- …` (scripts/admin.ts): list the
 * requests, approve or refuse one. They call the service a back-office screen will call too.
 */
import { z } from 'zod';
import { ORGANISER_REFUSAL_REASON_MAX, isValidEmail } from '../../core';
import type { AppContext } from '../context';
import { UsageError, check, type AdminOptions } from './command-options';
import { freeText } from '../http/input';
import { OrganiserDecisionError, decideOrganiserRequest } from '../events/organiser-service';
import { listOrganisers } from '../data/events/organisers-repo';

const listOptions = z.object({
  status: z.enum(['requested', 'approved', 'refused'], 'must be requested, approved or refused').optional(),
});
const decideOptions = z.object({
  email: z.string({ error: 'is required' }).trim().refine(isValidEmail, 'an e-mail address'),
  reason: freeText(z.string().trim().max(ORGANISER_REFUSAL_REASON_MAX)).optional(),
  by: freeText(z.string().trim().min(1).max(100)).optional(),
});

/** Lists the organiser requests, one line each, optionally only those of `--status`. */
export async function listOrganiserRequests(ctx: AppContext, options: AdminOptions): Promise<string[]> {
  const o = check(listOptions, options);
  const rows = await listOrganisers(ctx.db, o.status);
  if (rows.length === 0) return ['No organiser requests.'];
  return rows.map(
    (r) =>
      `${r.status.padEnd(9)} ${r.username}  ${r.organisation}  /events/${r.slug}  (${r.lang}) — ${r.motivation.replace(/\s+/g, ' ').slice(0, 80)}`,
  );
}

/** The name recorded as the decider: `--by`, else the operator's login name. */
function decider(by: string | undefined): string {
  return by ?? `cli:${process.env.USER ?? 'operator'}`;
}

async function decide(
  ctx: AppContext,
  options: AdminOptions,
  decision: 'approved' | 'refused',
): Promise<string[]> {
  const o = check(decideOptions, options);
  try {
    const { organiser, changed } = await decideOrganiserRequest(
      ctx,
      o.email,
      decision,
      decider(o.by),
      o.reason ?? null,
    );
    return changed
      ? [
          `${organiser.organisation} (${organiser.username}) is ${decision}; e-mail queued in ${organiser.lang}.`,
        ]
      : [`${organiser.organisation} (${organiser.username}) was already ${decision}; nothing sent.`];
  } catch (e) {
    if (e instanceof OrganiserDecisionError) throw new UsageError(e.message);
    throw e;
  }
}

/** Approves the organiser request of `--email` and owes the approval e-mail (a server's scheduler sends it). */
export function approveOrganiser(ctx: AppContext, options: AdminOptions): Promise<string[]> {
  return decide(ctx, options, 'approved');
}

/** Refuses the organiser request of `--email` (with `--reason`) and owes the refusal e-mail. */
export function refuseOrganiser(ctx: AppContext, options: AdminOptions): Promise<string[]> {
  return decide(ctx, options, 'refused');
}

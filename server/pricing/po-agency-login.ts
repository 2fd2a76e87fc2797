/**
 * Why a PO gave nothing in the price call (issue 28): a PO its travel agency pays for applies only
 * when the agency's own login books it (server/pricing/quote.ts resolvePo refuses it otherwise, and the
 * order call still does). Used through the agency's link without that login it gave no price, and the
 * wizard called it "unknown, expired or not issued", which sent the customer looking for a typo. The
 * price call now says the agency must log in, and nothing else: no amount, no agency name. Only a
 * request that already carries the PO's own licence learns it, and unknown codes still count in the
 * look-up throttle before this is asked.
 */
import { agentLicenceOf } from '../data/accounts/users-repo';
import type { Queryable } from '../data/database';
import { sameLicence } from '../../core';
import { poApplies } from './code-terms';
import { findPoForQuote } from './quote-reads';

/** What {@link poNeedsAgencyLogin} reads of a price request. */
export interface PoLoginRequest {
  po: string;
  talic: string;
  callerUserId?: number | null;
}

/**
 * Whether the request's PO applies to its licence and date but is one its agency pays for, asked by a
 * caller who is not logged in as that agency: the PO is the agency's, and the agency must log in.
 * False at once, without a promise, for a request without a PO (most price calls).
 */
export function poNeedsAgencyLogin(
  db: Queryable,
  req: PoLoginRequest,
  today: string,
): Promise<boolean> | false {
  return req.po.trim() === '' ? false : agencyMustLogIn(db, req, today);
}

async function agencyMustLogIn(db: Queryable, req: PoLoginRequest, today: string): Promise<boolean> {
  const po = await findPoForQuote(db, req.po);
  if (po === null || !po.paidByAgent || !poApplies(po, today, req.talic)) return false;
  const callerLicence = await agentLicenceOf(db, req.callerUserId ?? null);
  return callerLicence === null || !sameLicence(callerLicence, po.agentLicence);
}

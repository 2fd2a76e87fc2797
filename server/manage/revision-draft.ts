/**
 * The order as the wizard's change mode starts from it (issue 27, `GET billomanage/{id}/revise/draft`):
 * the order's fields under the booking payload's names and its total, for the caller who may change
 * it (the owner, or a manage key proved by code and e-mail address; everyone else the 404 of a missing
 * order, as for the other manage calls).
 */
import type { RevisionDraft } from '../../core';
import type { Auth } from '../auth/types';
import type { Queryable } from '../data/database';
import { findRevisionDraftRow } from '../data/orders/revision-draft-repo';
import { managedOrder } from './access';

/** The coupon codes of a stored `coupons` column (jsonb, an array of codes). */
function couponCodes(value: unknown): string[] {
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(list) ? list.filter((c): c is string => typeof c === 'string') : [];
}

/** Reads order `id` as the wizard's change mode starts from it, for a caller who may act on it. */
export async function revisionDraft(
  db: Queryable,
  auth: Auth,
  key: string,
  id: number,
): Promise<RevisionDraft> {
  await managedOrder(db, auth, key, id, 'act');
  const row = (await findRevisionDraftRow(db, id))!;
  const {
    total_cents,
    coupons,
    vroegeropluchthaven,
    afstandheen,
    afstandterug,
    reistijdheen,
    reistijdterug,
  } = row;
  return {
    order: {
      ...row,
      coupons: couponCodes(coupons),
      vroegeropluchthaven: Number(vroegeropluchthaven ?? 0),
      afstandheen: Number(afstandheen ?? 0),
      afstandterug: Number(afstandterug ?? 0),
      reistijdheen: Number(reistijdheen ?? 0),
      reistijdterug: Number(reistijdterug ?? 0),
    },
    total_cents,
  };
}

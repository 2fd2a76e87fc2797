/**
 * The account list's summaries of orders (SPEC 2 "Account page") for a reader of `lang`: places in that
 * language, an event order's venue where an airport order names its airport, and "Scheduled" once the
 * pickups are planned (issue 28; server/data/orders/account-list-facts-repo.ts).
 */
import type { Lang, OrderSummary } from '../../core';
import type { Queryable } from '../data/database';
import { listAccountListFacts } from '../data/orders/account-list-facts-repo';
import type { OrderRow } from '../data/orders/orders-repo';
import { loadPlaceNames } from '../places/place-names';
import { orderSummary, placesOf } from './order-views';

/** Summarises `rows` for the account list on `today` (Brussels, 'YYYY/MM/DD'), read in `lang`. */
export async function accountSummaries(
  db: Queryable,
  rows: readonly OrderRow[],
  lang: Lang,
  today: string,
): Promise<OrderSummary[]> {
  const facts = await listAccountListFacts(
    db,
    rows.map((o) => o.id),
  );
  const places = placesOf(rows);
  const venues = [...facts.values()].flatMap((f) => (f.venue_postal ? [f.venue_postal] : []));
  const names = await loadPlaceNames(db, { ...places, postals: [...places.postals, ...venues] }, lang);
  return rows.map((o) => orderSummary(o, today, names, facts.get(o.id)));
}

import { isRideCompleted, isScheduled, toEuros, type OrderLine, type OrderSummary } from '../../core';
import type { OrderRow } from '../data/orders/orders-repo';
import type { AccountListFacts } from '../data/orders/account-list-facts-repo';
import { STORED_NAMES, type PlaceNames } from '../places/place-names';

function home(street: string, nr: string, postal: string, city: string): string {
  return [[street, nr].filter(Boolean).join(' '), [postal, city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

/**
 * Gives the lines of an order, one per booked leg, its places read by `names` (as stored unless a
 * reader's names are given: cities in their language, airports by name).
 */
export function orderLines(o: OrderRow, names: PlaceNames = STORED_NAMES): OrderLine[] {
  const base = {
    ID: o.id,
    BONNR: o.bonnr,
    ECODE: o.ecode,
    SOORTVERVOER: o.soortvervoer,
    CUSTEMAIL: o.emailklant,
  };
  const common = {
    TOTALEPRIJS: toEuros(o.total_cents),
    STATUS: o.status,
    HUISDIEREN: o.huisdieren,
    REMARKS: o.remarks,
  };
  const lines: OrderLine[] = [];
  if (o.heenterug !== 'T') {
    const from = home(o.heenstraat, o.heennr, o.heenpostnr, names.city(o.heenpostnr, o.heenstad));
    lines.push({
      ...base,
      RIT: 'H',
      DATUM: o.datumheen,
      VAN: from,
      NAAR: names.airport(o.idluchthavenheen),
      OPGAVEPRIJS: toEuros(o.prijsklantheen_cents),
      ...common,
    });
  }
  if (o.heenterug !== 'H') {
    const to = home(o.terugstraat, o.terugnr, o.terugpostnr, names.city(o.terugpostnr, o.terugstad));
    lines.push({
      ...base,
      RIT: 'T',
      DATUM: o.datumterug,
      VAN: names.airport(o.idluchthaventerug),
      NAAR: to,
      OPGAVEPRIJS: toEuros(o.prijsklantterug_cents),
      ...common,
    });
  }
  return lines;
}

/** Lists the postal codes and airports an order mentions, for {@link loadPlaceNames}. */
export function placesOf(orders: readonly OrderRow[]): { postals: string[]; airports: string[] } {
  return {
    postals: orders.flatMap((o) => [o.heenpostnr, o.terugpostnr]),
    airports: orders.flatMap((o) => [o.idluchthavenheen, o.idluchthaventerug]),
  };
}

/**
 * Gives the summary of an order for the account list, its places read by `names`: its first leg, every
 * leg in LEGS, and whether feedback may be left on `today` (Brussels, 'YYYY/MM/DD'). With the order's
 * `facts` (issue 28), an event order's legs name the venue where an airport order names its airport,
 * and GEPLAND says that every booked leg has its pickup time, not merely that the order is settled.
 */
export function orderSummary(
  o: OrderRow,
  today: string,
  names: PlaceNames = STORED_NAMES,
  facts?: AccountListFacts,
): OrderSummary {
  const venue = facts?.venue_name ? venueLine(facts, names) : '';
  const lines = orderLines(o, names).map((l) =>
    venue ? { ...l, ...(l.RIT === 'H' ? { NAAR: venue } : { VAN: venue }) } : l,
  );
  const first = lines[0]!;
  const planned = facts
    ? lines.every((l) => (l.RIT === 'H' ? facts.pickup_time_heen : facts.pickup_time_terug) !== '')
    : true;
  return {
    ID: o.id,
    BONNR: o.bonnr,
    SOORTVERVOER: o.soortvervoer,
    VAN: first.VAN,
    NAAR: first.NAAR,
    DATUM: first.DATUM,
    LEGS: lines.map(({ RIT, DATUM, VAN, NAAR }) => ({ RIT, DATUM, VAN, NAAR })),
    STATUS: o.status,
    BETAALD: o.status === 'paid' || o.status === 'free',
    GEPLAND: isScheduled(o.status) && planned,
    TOTALEPRIJS: toEuros(o.total_cents),
    HEENTERUG: o.heenterug,
    FEEDBACK: o.has_feedback ? 'given' : isRideCompleted(o, o.status, today) ? 'open' : 'none',
  };
}

/** An event's venue and its address, the city read by `names`. */
function venueLine(f: AccountListFacts, names: PlaceNames): string {
  const postal = f.venue_postal ?? '';
  const address = home(
    f.venue_street ?? '',
    f.venue_nr ?? '',
    postal,
    names.city(postal, f.venue_city ?? ''),
  );
  return [f.venue_name, address].filter(Boolean).join(', ');
}

/** The manage page's view of an order (`ManageView`, core/api-types.ts), in the reader's language. */
import { latestCreditNote } from '../data/invoices/invoices-repo';
import {
  bookedExtras,
  isCancelled,
  LANGS,
  toEuros,
  type Lang,
  type ManageEvent,
  type ManageLeg,
  type ManageView,
  type OutcomeView,
  type RefundCoupon,
} from '../../core';
import { loadPlaceNames, type PlaceNames } from '../places/place-names';
import type { Queryable } from '../data/database';
import { findRecordedCancellation } from '../data/orders/manage-changes-repo';
import { findOrderEvent } from '../data/orders/event-venue-repo';
import { type ManagedOrder } from '../data/orders/manage-orders-repo';
import { legsOfOrder } from './managed-legs';
import { cancellationQuote, orderActions } from './rules';
import { readCancellationScale } from './cancellation-scale-setting';
import { readRevisionSettings } from './revision-settings';

const home = (street: string, nr: string, postal: string, city: string) =>
  [[street, nr].filter(Boolean).join(' '), [postal, city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

/** The event of `o` for a reader of `lang` (its name in that language, else another it has), or null. */
async function eventOf(db: Queryable, o: ManagedOrder, lang: Lang): Promise<ManageEvent | null> {
  const e = await findOrderEvent(db, o.id);
  if (!e) return null;
  const names = await loadPlaceNames(db, { postals: [e.venue_postal], airports: [] }, lang);
  const address = home(e.venue_street, e.venue_nr, e.venue_postal, names.city(e.venue_postal, e.venue_city));
  const name = e.names[lang] ?? LANGS.map((l) => e.names[l]).find(Boolean) ?? '';
  return { name, venue: e.venue_name, address };
}

function legView(
  o: ManagedOrder,
  leg: 'heen' | 'terug',
  names: PlaceNames,
  event: ManageEvent | null,
): ManageLeg {
  const heen = leg === 'heen';
  const address = heen
    ? home(o.heenstraat, o.heennr, o.heenpostnr, names.city(o.heenpostnr, o.heenstad))
    : home(o.terugstraat, o.terugnr, o.terugpostnr, names.city(o.terugpostnr, o.terugstad));
  // An event order's other end is the venue, where an airport order has its airport.
  const airport = event
    ? [event.venue, event.address].filter(Boolean).join(', ')
    : names.airport(heen ? o.idluchthavenheen : o.idluchthaventerug);
  const gross = heen ? o.brutoprijsheen_cents : o.brutoprijsterug_cents;
  const net = heen ? o.nettoprijsheen_cents : o.nettoprijsterug_cents;
  return {
    leg: heen ? 'H' : 'T',
    date: heen ? o.datumheen : o.datumterug,
    flight: heen ? o.vluchtnrheen : o.vluchtnrterug,
    flight_time: heen ? o.uurvluchtheen : o.uurvluchtterug,
    origin: heen ? '' : o.terugherkomst,
    from: heen ? address : airport,
    to: heen ? airport : address,
    house_number: heen ? o.heennr : o.terugnr,
    pickup_time: heen ? o.pickup_time_heen : o.pickup_time_terug,
    gross: toEuros(gross),
    agent_discount: toEuros(Math.max(0, gross - net)),
    coupons: toEuros(heen ? o.kortingcouponsheen_cents : o.kortingcouponsterug_cents),
    price: toEuros(heen ? o.prijsklantheen_cents : o.prijsklantterug_cents),
  };
}

/**
 * Builds the view of `o` at `now` for a reader of `lang`: legs with cities in that language and
 * airports by name, the price per leg, the open actions, and what a cancellation would cost now (or,
 * for a cancelled order, what it cost and its refund coupon).
 */
export async function manageView(db: Queryable, o: ManagedOrder, lang: Lang, now: Date): Promise<ManageView> {
  const names = await loadPlaceNames(
    db,
    { postals: [o.heenpostnr, o.terugpostnr], airports: [o.idluchthavenheen, o.idluchthaventerug] },
    lang,
  );
  const event = await eventOf(db, o, lang);
  const quote = cancellationQuote(o, now, await readCancellationScale(db));
  const recorded = o.status === 'cancelled' ? await findRecordedCancellation(db, o.id) : null;
  const refund: RefundCoupon | null =
    recorded?.code && recorded.amount_cents !== null && recorded.valid_until !== null
      ? { code: recorded.code, amount: toEuros(recorded.amount_cents), valid_until: recorded.valid_until }
      : null;
  const actions = orderActions(o, now, (await readRevisionSettings(db)).changeLimitHours);
  // Only a cancellation that gave money back corrects an invoice.
  const creditNote = isCancelled(o.status) && (await latestCreditNote(db, o.id)) !== null;
  return {
    id: o.id,
    receipt: o.bonnr,
    booking_code: o.ecode,
    status: o.status,
    lang,
    type: o.soortvervoer,
    pax: o.pax,
    suitcases: o.koffers,
    pets: o.huisdieren,
    remarks: o.remarks,
    extras: bookedExtras(o),
    first_name: o.voornaam,
    last_name: o.naam,
    phone: o.telklant,
    email: o.emailklant,
    total: toEuros(o.total_cents),
    balance_due: toEuros(o.balance_due_cents),
    credit_note: creditNote,
    agent: o.naamagent,
    legs: legsOfOrder(o).map((leg) => legView(o, leg, names, event)),
    event,
    actions: {
      pay: actions.pay,
      cancel: actions.cancel,
      change: actions.change.map((leg) => (leg === 'heen' ? 'H' : 'T')),
      revise: actions.revise,
    },
    cancellation: recorded
      ? {
          terms: recorded.terms,
          charge: toEuros(recorded.charge_cents),
          refund: toEuros(recorded.refund_cents),
        }
      : { terms: quote.terms, charge: toEuros(quote.chargeCents), refund: toEuros(quote.refundCents) },
    refund,
  };
}

/**
 * The outcome page's view of `o` (issue 23): {@link manageView} without the booking code, the e-mail
 * address and the phone, since the outcome page's key sits in the browser's history and the code and
 * address together open the manage page.
 */
export async function outcomeView(
  db: Queryable,
  o: ManagedOrder,
  lang: Lang,
  now: Date,
): Promise<OutcomeView> {
  const { booking_code: _code, email: _email, phone: _phone, ...view } = await manageView(db, o, lang, now);
  return view;
}

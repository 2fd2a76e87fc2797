/**
 * The order payload of SPEC 3 (the body of POST billoprice/neworder) and the reading of a saved order.
 * Built from a booking draft and the price quoted for it; the server validates the same shape.
 */
import type { OrderLine } from './api-types';
import { UTM_NAMES, attributionProblem, type Attribution, type UtmName } from './attribution';
import type { Lang } from './locales';
import type { BookingDraft } from './draft';
import { cargoLoad } from './cargo';
import { tripKind } from './trip';
import { priceTotals, type PriceResult } from './payload';

/** Who is booking: the language and, for a logged-in customer, the ordering user and account ids. */
export interface OrderContext {
  lang: Lang;
  /** idbesteller: the logged-in user's id; empty for an anonymous visitor. */
  userId: string;
  /** idaccount: the account the order belongs to; empty for an anonymous visitor. */
  accountId: string;
  /** promo: the campaign the visitor arrived with, when the draft names none. @default '' */
  promo?: string;
}

/** The order payload of SPEC 3 (the body of POST billoprice/neworder). */
export type OrderPayload = Record<string, string | number>;

/**
 * Builds the order payload from a draft and the price quoted for it. Unbooked legs send empty texts
 * and zero amounts; `uurheen` is always 00:00 and `aantalks1` always 0, as the specification fixes.
 */
export function toOrderPayload(d: BookingDraft, p: PriceResult, ctx: OrderContext): OrderPayload {
  const out = d.departure;
  const back = d.arrival;
  const heen = (out && p.HEEN) || undefined;
  const terug = (back && p.TERUG) || undefined;
  return {
    heenterug: tripKind(d.departure, d.arrival),
    soortvervoer: d.type.toLowerCase(),
    taal: ctx.lang.toUpperCase(),
    idbesteller: ctx.userId,
    idaccount: ctx.accountId,
    po: d.POnr.trim(),
    coupons: JSON.stringify(d.coupons),
    promo: d.attribution?.campaign ?? ctx.promo ?? '',
    pax: d.pax,
    koffers: d.koffers,
    rolstoelen: d.rolstoelen,
    skis: d.skis,
    kinderwagens: d.kinderwagens,
    golfbags: d.golfbags,
    fietskoffers: d.fietskoffers,
    rollators: d.rollators,
    huisdieren: d.pets ?? 0,
    cargo: cargoLoad(d),
    aantalks1: 0,
    aantalks2: d.childSeatsSmall,
    aantalks3: d.childSeatsMedium,
    aantalks4: d.childSeatsLarge,
    totaleprijs: priceTotals(d, p).total,
    datumheen: out ? d.pickupDate : '',
    uurvluchtheen: out ? d.departureTime : '',
    uurheen: '00:00',
    vluchtnrheen: out ? d.flightDeparture.trim() : '',
    idluchthavenheen: out ? d.airportDeparture : '',
    vroegeropluchthaven: out ? d.timeMargin : 0,
    heenstraat: out ? d.pickupAddress.street.trim() : '',
    heennr: out ? d.pickupAddress.nr.trim() : '',
    heenpostnr: out ? d.pickupAddress.postal.trim() : '',
    heenstad: out ? d.departureCity : '',
    heenland: out ? d.departureCountry : '',
    afstandheen: out ? (d.distanceDeparture ?? 0) : 0,
    reistijdheen: out ? (d.travelTimeDeparture ?? 0) : 0,
    heenlatlonvan: out ? (d.latLonFromDeparture ?? '') : '',
    heenlatlonnaar: out ? (d.latLonToDeparture ?? '') : '',
    datumterug: back ? d.retourDate : '',
    uurvluchtterug: back ? d.retourTime : '',
    uurterug: back ? d.retourTime : '',
    vluchtnrterug: back ? d.flightRetour.trim() : '',
    idluchthaventerug: back ? d.airportRetour : '',
    terugherkomst: back ? d.airportAbroadRetour.trim() : '',
    terugstraat: back ? d.retourAddress.street.trim() : '',
    terugnr: back ? d.retourAddress.nr.trim() : '',
    terugpostnr: back ? d.retourAddress.postal.trim() : '',
    terugstad: back ? d.retourCity : '',
    terugland: back ? d.retourCountry : '',
    afstandterug: back ? (d.distanceRetour ?? 0) : 0,
    reistijdterug: back ? (d.travelTimeRetour ?? 0) : 0,
    teruglatlonvan: back ? (d.latLonFromRetour ?? '') : '',
    teruglatlonnaar: back ? (d.latLonToRetour ?? '') : '',
    voornaam: d.firstName.trim(),
    naam: d.lastName.trim(),
    telklant: d.phone.trim(),
    emailklant: d.email.trim(),
    talic: d.talic,
    uid: d.uid,
    emailagent: d.taemail,
    naamagent: d.taname,
    brutoprijsheen: heen?.BRUTOPRIJS ?? 0,
    nettoprijsheen: heen?.NETTOPRIJS ?? 0,
    prijsklantheen: heen?.PRIJSKLANT ?? 0,
    brutoprijsterug: terug?.BRUTOPRIJS ?? 0,
    nettoprijsterug: terug?.NETTOPRIJS ?? 0,
    prijsklantterug: terug?.PRIJSKLANT ?? 0,
    kortingcouponsheen: heen?.KORTINGCOUPONS ?? 0,
    kortingcouponsterug: terug?.KORTINGCOUPONS ?? 0,
    remarks: (d.remarks ?? '').trim(),
    portal: d.agent ? 1 : 0,
    // Issue 28: the partner and campaign the booking came through, for the partner figures.
    // A partner value the order call would refuse is left out rather than blocking the booking.
    partner: attributionProblem(d.partner.trim()) === null ? d.partner.trim() : '',
    ...utmFields(d.attribution ?? {}),
  };
}

/** The UTM values of the payload: each of UTM_NAMES, '' where the page named none. */
function utmFields(a: Attribution): Record<UtmName, string> {
  return Object.fromEntries(UTM_NAMES.map((n) => [n, a[n] ?? ''])) as Record<UtmName, string>;
}

/** Tells whether a saved order needs payment: it does when any line has a price above zero. */
export function needsPayment(lines: readonly Pick<OrderLine, 'OPGAVEPRIJS'>[]): boolean {
  return lines.some((line) => Number(line.OPGAVEPRIJS) > 0);
}

/**
 * The wizard's change mode (issue 27) starts from the order as it stands: `GET billomanage/{id}/revise/draft`
 * answers the order under the booking payload's names (POST billoprice/neworder, core/order.ts), and
 * {@link draftFromOrder} turns that back into the wizard's draft, the inverse of toOrderPayload: every
 * leg's address, airport, date, flight and times, the passengers, luggage and extras, the type, the
 * remarks, the customer's and the agent's fields and the order's coupons.
 */
import { createDraft, type BookingDraft, type DraftSettings } from './draft';
import type { RevisionSettlement } from './order-revision';
import type { TransportType } from './transport';

/** The order's fields under the booking payload's names (the answer's `order`). */
export interface RevisionDraftOrder {
  heenterug: 'H' | 'T' | 'HT';
  soortvervoer: string;
  taal: string;
  po: string;
  coupons: string[];
  pax: number;
  koffers: number;
  rolstoelen: number;
  skis: number;
  kinderwagens: number;
  golfbags: number;
  fietskoffers: number;
  rollators: number;
  huisdieren: number;
  aantalks2: number;
  aantalks3: number;
  aantalks4: number;
  datumheen: string;
  uurvluchtheen: string;
  vluchtnrheen: string;
  idluchthavenheen: string;
  vroegeropluchthaven: number;
  heenstraat: string;
  heennr: string;
  heenpostnr: string;
  heenstad: string;
  heenland: string;
  afstandheen: number;
  reistijdheen: number;
  heenlatlonvan: string;
  heenlatlonnaar: string;
  datumterug: string;
  uurvluchtterug: string;
  vluchtnrterug: string;
  idluchthaventerug: string;
  terugherkomst: string;
  terugstraat: string;
  terugnr: string;
  terugpostnr: string;
  terugstad: string;
  terugland: string;
  afstandterug: number;
  reistijdterug: number;
  teruglatlonvan: string;
  teruglatlonnaar: string;
  voornaam: string;
  naam: string;
  telklant: string;
  emailklant: string;
  talic: string;
  uid: string;
  emailagent: string;
  naamagent: string;
  remarks: string;
  portal: number;
}

/**
 * A change applied by the wizard's change mode, as the widget tells its host page (`tb-revised`) and
 * the manage page shows it. Money in euros.
 */
export interface RevisionApplied {
  /** The order that changed. */
  orderId: number;
  /** The id the API gave the change. */
  revisionId: number;
  /** `applied` now, or `awaiting_payment` of the difference on the payment page. */
  state: 'applied' | 'awaiting_payment';
  /** The order's new total. */
  total: number;
  /** The difference (new minus old total); negative when the price went down. */
  difference: number;
  /** How the difference is settled. */
  settlement: RevisionSettlement;
  /** The coupon that gives a lower price's difference back, else null. */
  couponCode: string | null;
}

/** `GET billomanage/{id}/revise/draft`: the order as it stands and its total now, in cents. */
export interface RevisionDraft {
  order: RevisionDraftOrder;
  total_cents: number;
}

const TYPES: Record<string, TransportType> = {
  combinatie: 'COMBINATIE',
  comfort: 'COMFORT',
  business: 'BUSINESS',
};

/**
 * The wizard draft of order `o`. A return-only order's step-0 postal code and airport are the return
 * leg's, as the wizard keeps them (server/orders/order-validation.ts payloadToDraft reads them so).
 * The consents stand: the customer gave them when booking, and a change keeps the order's terms.
 */
export function draftFromOrder(o: RevisionDraftOrder, now: Date, settings: DraftSettings): BookingDraft {
  const out = o.heenterug !== 'T';
  const back = o.heenterug !== 'H';
  const retourAddress = { street: o.terugstraat, nr: o.terugnr, postal: o.terugpostnr };
  const pickupAddress = out ? { street: o.heenstraat, nr: o.heennr, postal: o.heenpostnr } : retourAddress;
  const type = TYPES[o.soortvervoer];
  return createDraft(now, settings, {
    departure: out,
    arrival: back,
    pickupAddress,
    retourAddress: { ...retourAddress },
    departureCity: out ? o.heenstad : o.terugstad,
    departureCountry: out ? o.heenland : o.terugland,
    retourCity: o.terugstad,
    retourCountry: o.terugland,
    airportDeparture: out ? o.idluchthavenheen : o.idluchthaventerug,
    airportRetour: o.idluchthaventerug,
    flightDeparture: o.vluchtnrheen,
    flightRetour: o.vluchtnrterug,
    departureTime: o.uurvluchtheen,
    retourTime: o.uurvluchtterug,
    pickupDate: out ? o.datumheen : o.datumterug,
    retourDate: back ? o.datumterug : o.datumheen,
    timeMargin: o.vroegeropluchthaven,
    airportAbroadRetour: o.terugherkomst,
    ...(type ? { type } : {}),
    pax: o.pax,
    koffers: o.koffers,
    fietskoffers: o.fietskoffers,
    rolstoelen: o.rolstoelen,
    rollators: o.rollators,
    kinderwagens: o.kinderwagens,
    skis: o.skis,
    golfbags: o.golfbags,
    childSeatsSmall: o.aantalks2,
    childSeatsMedium: o.aantalks3,
    childSeatsLarge: o.aantalks4,
    pets: o.huisdieren,
    remarks: o.remarks,
    firstName: o.voornaam,
    lastName: o.naam,
    email: o.emailklant,
    phone: o.telklant,
    POnr: o.po,
    coupons: [...o.coupons],
    talic: o.talic,
    uid: o.uid,
    taname: o.naamagent,
    taemail: o.emailagent,
    agent: o.portal === 1 || o.talic !== '',
    consentPrivacy: true,
    consentTerms: true,
    consentOrder: true,
    ...(out
      ? {
          distanceDeparture: o.afstandheen,
          travelTimeDeparture: o.reistijdheen,
          latLonFromDeparture: o.heenlatlonvan,
          latLonToDeparture: o.heenlatlonnaar,
        }
      : {}),
    ...(back
      ? {
          distanceRetour: o.afstandterug,
          travelTimeRetour: o.reistijdterug,
          latLonFromRetour: o.teruglatlonvan,
          latLonToRetour: o.teruglatlonnaar,
        }
      : {}),
  });
}

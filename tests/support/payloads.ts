/**
 * Valid request bodies of the booking calls, without vitest, so the soak script (scripts/soak.ts) and
 * the API tests build the same orders and price requests.
 */
import { addDays, brusselsToday } from '../../core/dates';

/** A date `days` after today in Brussels, 'YYYY/MM/DD'. */
export function daysAhead(days: number): string {
  return addDays(brusselsToday(new Date()), days);
}

/** A price request from Korenmarkt, 9000 Gent to Brussels Airport and back, Comfort, 2 passengers. */
export function priceRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    po: '',
    talic: '',
    coupons: [],
    soortvervoer: 'comfort',
    datum: daysAhead(125),
    pax: 2,
    koffers: 0,
    kinderstoelen: 0,
    kinderwagens: 0,
    skis: 0,
    golfbags: 0,
    rolstoelen: 0,
    rollators: 0,
    fietskoffers: 0,
    heenterug: 'H',
    idluchthavenheen: 'BRU',
    fromheen: 'Korenmarkt 1, 9000 Gent',
    fromlandheen: 'België',
    toheen: 'BRU',
    idluchthavenretour: '',
    fromretour: '',
    toretour: '',
    tolandretour: '',
    afstandheen: 0,
    afstandretour: 0,
    heenlatlonnaar: '',
    heenlatlonvan: '',
    teruglatlonnaar: '',
    teruglatlonvan: '',
    reistijdheen: 0,
    reistijdterug: 0,
    ...overrides,
  };
}

/** A valid order payload (departure only, Gent → BRU, Comfort) before its price is filled in. */
export function orderPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    heenterug: 'H',
    soortvervoer: 'comfort',
    taal: 'NL',
    idbesteller: '',
    idaccount: '',
    po: '',
    coupons: '[]',
    promo: '',
    pax: 2,
    koffers: 2,
    rolstoelen: 0,
    skis: 0,
    kinderwagens: 0,
    golfbags: 0,
    fietskoffers: 0,
    rollators: 0,
    cargo: 4,
    aantalks1: 0,
    aantalks2: 0,
    aantalks3: 0,
    aantalks4: 0,
    totaleprijs: 0,
    datumheen: daysAhead(125),
    uurvluchtheen: '10:30',
    uurheen: '00:00',
    vluchtnrheen: 'SN2153',
    idluchthavenheen: 'BRU',
    vroegeropluchthaven: 2,
    heenstraat: 'Korenmarkt',
    heennr: '1',
    heenpostnr: '9000',
    heenstad: 'Gent',
    heenland: 'België',
    afstandheen: 0,
    reistijdheen: 0,
    heenlatlonvan: '',
    heenlatlonnaar: '',
    datumterug: '',
    uurvluchtterug: '',
    uurterug: '',
    vluchtnrterug: '',
    idluchthaventerug: '',
    terugherkomst: '',
    terugstraat: '',
    terugnr: '',
    terugpostnr: '',
    terugstad: '',
    terugland: '',
    afstandterug: 0,
    reistijdterug: 0,
    teruglatlonvan: '',
    teruglatlonnaar: '',
    voornaam: 'Jan',
    naam: 'Janssens',
    telklant: '+32470123456',
    emailklant: 'jan@example.be',
    talic: '',
    uid: '',
    emailagent: '',
    naamagent: '',
    brutoprijsheen: 0,
    nettoprijsheen: 0,
    prijsklantheen: 0,
    brutoprijsterug: 0,
    nettoprijsterug: 0,
    prijsklantterug: 0,
    kortingcouponsheen: 0,
    kortingcouponsterug: 0,
    portal: 0,
    ...overrides,
  };
}

/** A return leg from BRU back to Korenmarkt, to merge into {@link orderPayload} with heenterug 'HT'. */
export function returnLeg(days = 130): Record<string, unknown> {
  return {
    datumterug: daysAhead(days),
    uurvluchtterug: '18:05',
    uurterug: '18:05',
    vluchtnrterug: 'FR1234',
    idluchthaventerug: 'BRU',
    terugherkomst: 'Malaga',
    terugstraat: 'Korenmarkt',
    terugnr: '1',
    terugpostnr: '9000',
    terugstad: 'Gent',
    terugland: 'België',
  };
}

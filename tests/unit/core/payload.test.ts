import { describe, expect, it } from 'vitest';
import { needsPayment, toOrderPayload } from '../../../core/order';
import {
  addressLine,
  priceTotals,
  routesFromPrice,
  toPriceRequest,
  type PriceResult,
} from '../../../core/payload';
import { validDraft } from './fixtures';

const PRICE: PriceResult = {
  AFSTANDHEEN: 14.2,
  AFSTANDRETOUR: 14.5,
  HEENLATLONVAN: '50.846,4.366',
  HEENLATLONNAAR: '50.901,4.484',
  TERUGLATLONVAN: '50.901,4.484',
  TERUGLATLONNAAR: '50.846,4.366',
  REISTIJDHEEN: 21,
  REISTIJDRETOUR: 22,
  HEEN: { BRUTOPRIJS: 97, NETTOPRIJS: 97, PRIJSKLANT: 92.5, KORTINGCOUPONS: 4.5, KORTING: 0 },
  TERUG: { BRUTOPRIJS: 97, NETTOPRIJS: 97, PRIJSKLANT: 97, KORTINGCOUPONS: 0, KORTING: 0 },
};

describe('addressLine()', () => {
  it.each([
    ['Wetstraat', '16', '1000', 'Brussel', 'Wetstraat 16, 1000 Brussel'],
    ['', '', '1000', 'Brussel', '1000 Brussel'],
    [' Korenmarkt ', '12', '9000', '', 'Korenmarkt 12, 9000'],
    ['', '', '', '', ''],
  ])('writes %j %j %j %j as %j', (street, nr, postal, city, line) => {
    expect(addressLine(street, nr, postal, city)).toBe(line);
  });
});

describe('toPriceRequest()', () => {
  it.each([
    ['HT', true, true, 'BRU', 'BRU', '2025/03/20'],
    ['H', true, false, 'BRU', '', '2025/03/20'],
    ['T', false, true, '', 'BRU', '2025/03/27'],
  ] as const)('fills a %s trip with only its legs', (kind, departure, arrival, heen, retour, datum) => {
    const r = toPriceRequest(validDraft({ departure, arrival }));
    expect(r.heenterug).toBe(kind);
    expect(r.idluchthavenheen).toBe(heen);
    expect(r.idluchthavenretour).toBe(retour);
    expect(r.datum).toBe(datum);
    expect(r.fromheen).toBe(departure ? 'Wetstraat 16, 1000 Brussel' : '');
    expect(r.toretour).toBe(arrival ? 'Wetstraat 16, 1000 Brussel' : '');
    expect(r.heenpostnr).toBe(departure ? '1000' : '');
    expect(r.terugstraat).toBe(arrival ? 'Wetstraat' : '');
  });

  it('sends the lower-case type, the child seat total and the coupons', () => {
    const r = toPriceRequest(
      validDraft({ type: 'BUSINESS', childSeatsSmall: 1, childSeatsLarge: 1, coupons: ['A1'] }),
    );
    expect(r).toMatchObject({ soortvervoer: 'business', kinderstoelen: 2, coupons: ['A1'] });
  });
});

describe('routesFromPrice()', () => {
  it('copies the distances, coordinates and travel times of both legs', () => {
    expect(routesFromPrice(PRICE)).toEqual({
      distanceDeparture: 14.2,
      distanceRetour: 14.5,
      travelTimeDeparture: 21,
      travelTimeRetour: 22,
      latLonFromDeparture: '50.846,4.366',
      latLonToDeparture: '50.901,4.484',
      latLonFromRetour: '50.901,4.484',
      latLonToRetour: '50.846,4.366',
    });
  });
});

describe('priceTotals()', () => {
  it.each([
    [true, true, { departure: 92.5, retour: 97, total: 189.5 }],
    [true, false, { departure: 92.5, total: 92.5 }],
    [false, true, { retour: 97, total: 97 }],
  ])('sums the booked legs (departure %s, return %s)', (departure, arrival, totals) => {
    expect(priceTotals({ departure, arrival }, PRICE)).toEqual(totals);
  });
});

describe('toOrderPayload()', () => {
  const ctx = { lang: 'fr', userId: '7', accountId: '7' } as const;

  it('maps a round trip onto the SPEC 3 field names', () => {
    const p = toOrderPayload(validDraft({ koffers: 3, childSeatsMedium: 1, coupons: ['X'] }), PRICE, ctx);
    expect(p).toMatchObject({
      heenterug: 'HT',
      soortvervoer: 'comfort',
      taal: 'FR',
      idbesteller: '7',
      coupons: '["X"]',
      cargo: 5,
      aantalks1: 0,
      aantalks3: 1,
      totaleprijs: 189.5,
      uurheen: '00:00',
      datumheen: '2025/03/20',
      heenstraat: 'Wetstraat',
      heenstad: 'Brussel',
      vluchtnrterug: 'SN2154',
      terugherkomst: 'Lisbon',
      prijsklantheen: 92.5,
      kortingcouponsheen: 4.5,
      portal: 0,
    });
  });

  it.each([
    ['H', true, false],
    ['T', false, true],
  ] as const)('leaves the unbooked leg of a %s trip empty', (kind, departure, arrival) => {
    const p = toOrderPayload(validDraft({ departure, arrival }), PRICE, ctx);
    expect(p.heenterug).toBe(kind);
    expect(p.datumheen === '').toBe(!departure);
    expect(p.datumterug === '').toBe(!arrival);
    expect(p.prijsklantterug).toBe(arrival ? 97 : 0);
  });

  it('flags an agent booking as a portal booking with the agent data', () => {
    const p = toOrderPayload(
      validDraft({ agent: true, talic: 'L1', taname: 'Agency', taemail: 'a@x.be' }),
      PRICE,
      ctx,
    );
    expect(p).toMatchObject({ portal: 1, talic: 'L1', naamagent: 'Agency', emailagent: 'a@x.be' });
  });
});

describe('needsPayment()', () => {
  it.each([
    [[{ OPGAVEPRIJS: 0 }], false],
    [[{ OPGAVEPRIJS: 0 }, { OPGAVEPRIJS: 0.01 }], true],
    [[], false],
  ])('says %j needs payment: %s', (lines, expected) => {
    expect(needsPayment(lines)).toBe(expected);
  });
});

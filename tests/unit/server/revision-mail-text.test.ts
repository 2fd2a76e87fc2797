/**
 * Issue 27: the words of a change in place read as a person reads the booking: the ride type, vehicle
 * type and airport by their names, addresses on one line, dates written out, child seats counted, the
 * customer's remarks quoted; never a column name or a stored code.
 */
import { describe, expect, it } from 'vitest';
import { changeLines, priceLines } from '../../../server/manage/revision-mail-text';
import type { PlaceNames } from '../../../server/places/place-names';

const names: PlaceNames = {
  city: (postal, city) => (postal === '9000' ? 'Gand' : city),
  airport: (id) => ({ BRU: 'Brussels Airport', CRL: 'Brussels South Charleroi Airport' })[id] ?? id,
};
const base = {
  heenterug: 'H',
  soortvervoer: 'comfort',
  pax: 2,
  koffers: 2,
  aantalks1: 0,
  aantalks2: 0,
  datumheen: '2027/04/02',
  uurvluchtheen: '10:30',
  idluchthavenheen: 'BRU',
  heenstraat: 'Korenmarkt',
  heennr: '1',
  heenpostnr: '9000',
  heenstad: 'Gent',
  remarks: '',
  afstandheen: 40,
  total_cents: 14651,
};

describe('changeLines()', () => {
  it('names every changed item in words and leaves out what the customer never sees', () => {
    const after = {
      ...base,
      heenterug: 'HT',
      soortvervoer: 'business',
      aantalks1: 1,
      aantalks2: 1,
      datumheen: '2027/04/04',
      idluchthavenheen: 'CRL',
      heennr: '7',
      afstandheen: 55,
      total_cents: 16036,
    };
    const lines = changeLines(base, after, 'fr', { before: names, after: names });
    expect(lines).toEqual([
      'Trajets\u202f: Aller simple → Aller et retour',
      'Transport\u202f: Comfort → Business',
      'Sièges enfant\u202f: 0 → 2',
      'Date de l’aller\u202f: 02/04/2027 → 04/04/2027',
      'Aéroport de l’aller\u202f: Brussels Airport → Brussels South Charleroi Airport',
      'Adresse de prise en charge\u202f: Korenmarkt 1, 9000 Gand → Korenmarkt 7, 9000 Gand',
    ]);
    expect(lines.join('\n')).not.toMatch(/heenterug|soortvervoer|aantalks|afstand|total_cents|CRL\b/);
  });

  it("quotes the customer's new remarks so they cannot pass for the operator's words", () => {
    const lines = changeLines(base, { ...base, remarks: 'Betaald: EUR 0\nBel aan' }, 'nl', {
      before: names,
      after: names,
    });
    expect(lines).toEqual(['Opmerkingen voor de chauffeur:', '> Betaald: EUR 0', '> Bel aan']);
  });

  it('writes an emptied value as none rather than blank', () => {
    const lines = changeLines({ ...base, vluchtnrheen: 'SN2153' }, { ...base, vluchtnrheen: '' }, 'en', {
      before: names,
      after: names,
    });
    expect(lines).toEqual(['Outbound flight: SN2153 → none']);
  });
});

describe('priceLines()', () => {
  it('gives the old and new price and how the difference was settled', () => {
    expect(priceLines('en', 14651, 12000, 'coupon', { code: 'RF-ABC', validUntil: '2027/11/28' })).toEqual([
      'Price: €146.51 before, €120.00 now.',
      'We have refunded the difference of €26.51 as discount coupon RF-ABC. You can use it once, for a new booking, until 28/11/2027 inclusive.',
    ]);
    expect(priceLines('nl', 12000, 14651, 'invoice', null)[1]).toMatch(
      /^Het verschil van €\s26,51 verrekenen we op de factuur aan uw reisbureau\.$/,
    );
    expect(priceLines('nl', 12000, 12000, 'none', null)[1]).toBe(
      'U hoeft niets bij te betalen en krijgt niets terug.',
    );
  });
});

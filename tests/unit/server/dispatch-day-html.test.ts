/**
 * Issue 26: the dispatchers' day e-mail gives the customer's mobile as a tel: link (its HTML part; the
 * plain text keeps the number as written), and everything the customer typed is escaped in the HTML:
 * a remark or a name with markup is shown, never run.
 */
import { describe, expect, it } from 'vitest';
import type { SheetLeg } from '../../../core';
import { composeDispatchDay } from '../../../server/backoffice/dispatch-day-mail';

const leg: SheetLeg = {
  order_id: 7,
  bonnr: 'TB1007',
  leg: 'H',
  date: '2031/03/14',
  pickup_time: '06:15',
  flight_time: '10:30',
  flight: 'SN2153',
  airport: 'Brussels Airport',
  address: 'Korenmarkt 1, 9000 Gent',
  name: 'Jan <b>Janssens</b>',
  phone: '+32 470 12 34 56',
  vehicle: 'comfort',
  pax: 2,
  luggage: 2,
  child_seats: 1,
  child_seats_small: 1,
  child_seats_medium: 0,
  child_seats_large: 0,
  pets: 1,
  items: [{ kind: 'rolstoelen', count: 1 }],
  cargo: 9,
  airport_margin: 2,
  remarks: 'Large dog <script>alert(1)</script>\nRing at the "side" door & knock',
  agency: '',
  event: 'Gentse Feesten',
  notes: '',
  outcome: '',
};

describe('the day e-mail’s HTML', () => {
  for (const [lang, item] of [
    ['nl', '1 × Plooibare rolstoel'],
    ['fr', '1 × Fauteuil roulant pliable'],
    ['en', '1 × Folding wheelchair'],
  ] as const) {
    it(`gives the mobile as a tel: link and escapes what the customer typed, in ${lang}`, () => {
      const { html, text } = composeDispatchDay([leg], '2031/03/14', lang);
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain('<a href="tel:+32470123456">+32 470 12 34 56</a>');
      expect(html).toContain('Jan &lt;b&gt;Janssens&lt;/b&gt;');
      expect(html).toContain(
        'Large dog &lt;script&gt;alert(1)&lt;/script&gt;<br>Ring at the &quot;side&quot; door &amp; knock',
      );
      expect(html).not.toMatch(/<script|<b>/);
      expect(html).toContain(item);
      expect(html).toContain('Gentse Feesten');
      expect(html).toContain('TB1007');
      // The plain text is unchanged: the number as written, the remarks quoted.
      expect(text).toContain('Jan <b>Janssens</b>, +32 470 12 34 56');
      expect(text).toContain('> Large dog <script>alert(1)</script>\n> Ring at the "side" door & knock');
    });
  }
});

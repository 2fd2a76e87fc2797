/**
 * The dispatch sheet's screen (LegTable, issue 26) renders core's answer shape (SheetLeg) whole: the
 * remark, the pet, the child seat by its age band, the bulky item by its name, the cargo, the flight and
 * airport margin, the customer's mobile as a tel: link, in nl, fr and en, never a raw column name; and
 * printed, one A4 landscape page per 12 legs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { CHILD_SEAT_AGES, type BackofficeOrderRecord, type SheetLeg } from '../../core';
import LegTable, { LEGS_PER_PAGE } from '../../site/src/islands/backoffice/LegTable';
import OrderRide from '../../site/src/islands/backoffice/OrderRide';
import { ot } from '../../site/src/utils/bo-orders-i18n';
import { boOrdersEn } from '../../site/src/i18n/bo-orders-en';
import { boOrdersFr } from '../../site/src/i18n/bo-orders-fr';
import { boOrdersNl } from '../../site/src/i18n/bo-orders-nl';

const REMARK = 'Large dog (labrador). Please ring at side door, code 1234';

/** A departure leg with a pet, a 1-3 years child seat, a wheelchair and a remark. */
const leg = (n = 0): SheetLeg => ({
  order_id: 7 + n,
  bonnr: `TB${1007 + n}`,
  leg: 'H',
  date: '2031/03/14',
  pickup_time: '06:15',
  flight_time: '10:30',
  flight: 'SN2153',
  airport: 'Brussels Airport',
  address: 'Korenmarkt 1, 9000 Gent',
  name: 'Jan Janssens',
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
  remarks: REMARK,
  agency: '',
  event: '',
  notes: '',
  outcome: '',
});

afterEach(cleanup);

const texts = { nl: boOrdersNl, fr: boOrdersFr, en: boOrdersEn } as const;
const ages = (text: string) =>
  text
    .replace('{childSeatAge1}', String(CHILD_SEAT_AGES[0]))
    .replace('{childSeatAge2}', String(CHILD_SEAT_AGES[1]));

describe('the dispatch sheet on screen', () => {
  for (const lang of ['nl', 'fr', 'en'] as const) {
    it(`shows the whole order of a leg in ${lang}, the mobile as a tel: link`, async () => {
      const t = texts[lang];
      render(<LegTable lang={lang} caption="Sheet" legs={[leg()]} />);
      const row = screen.getByRole('row', { name: /TB1007/ });
      const cells = within(row);
      expect(cells.getByText(REMARK)).toBeTruthy();
      expect(row.textContent).toContain(`1 × ${ages(t['sheet.seat.small'])}`);
      expect(row.textContent).toContain(`1 × ${t['sheet.item.rolstoelen']}`);
      expect(row.textContent).toContain(t['sheet.pets'].match(/one \{# ([^}]+)\}/)![1]!);
      expect(row.textContent).toContain('SN2153 10:30');
      expect(row.textContent).not.toMatch(/rolstoelen|cargo:/);
      const call = cells.getByRole('link', { name: /\+32 470 12 34 56/ });
      expect(call.getAttribute('href')).toBe('tel:+32470123456');
      expect(call.textContent).toBe('+32 470 12 34 56');
      // happy-dom has no layout, so colour contrast is the browser test's.
      const found = await axe.run(document.body, {
        rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
        resultTypes: ['violations'],
      });
      expect(found.violations.map((v) => v.id)).toEqual([]);
    });
  }

  it('ends a printed page after every 12 legs, the last leg never followed by an empty page', () => {
    const legs = Array.from({ length: 2 * LEGS_PER_PAGE + 1 }, (_, i) => leg(i));
    render(<LegTable lang="en" caption="Sheet" legs={legs} />);
    const rows = screen.getAllByRole('row').slice(1);
    const ends = rows.flatMap((r, i) => (r.classList.contains('bo-page-end') ? [i + 1] : []));
    expect(ends).toEqual([12, 24]);

    render(<LegTable lang="en" caption="Exactly twelve" legs={legs.slice(0, LEGS_PER_PAGE)} />);
    const table = screen.getByRole('table', { name: 'Exactly twelve' });
    expect(table.querySelectorAll('tr.bo-page-end')).toHaveLength(0);
  });

  it('prints on A4 landscape with a page break after each marked row', () => {
    const css = readFileSync(join(process.cwd(), 'site/src/islands/backoffice/bo-orders.css'), 'utf8');
    const flat = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ');
    expect(flat).toMatch(/@page \{ size: A4 landscape;/);
    expect(flat).toMatch(/\.bo-sheet tr\.bo-page-end \{ break-after: page; page-break-after: always; \}/);
  });
});

/** The order's own columns as the order detail reads them: the same ride as {@link leg}. */
const record = {
  id: 7,
  bonnr: 'TB1007',
  ecode: 'ABC123',
  status: 'paid',
  taal: 'EN',
  total_cents: 40_802,
  balance_due_cents: 0,
  heenterug: 'HT',
  soortvervoer: 'comfort',
  pax: 2,
  koffers: 2,
  rolstoelen: 1,
  skis: 0,
  kinderwagens: 0,
  golfbags: 0,
  fietskoffers: 0,
  rollators: 0,
  cargo: 9,
  aantalks1: 0,
  aantalks2: 1,
  aantalks3: 0,
  aantalks4: 0,
  huisdieren: 1,
  remarks: REMARK,
  vroegeropluchthaven: 2,
  voornaam: 'Jan',
  naam: 'Janssens',
  telklant: '+32 470 12 34 56',
  emailklant: 'jan@example.be',
  po: '',
  promo: '',
  talic: '',
  naamagent: 'Reizen Peeters',
  emailagent: '',
  event_id: null,
  event: '',
  user_id: null,
  portal: 0,
  created_at: '2026-11-20T09:00:00Z',
} satisfies BackofficeOrderRecord;

describe('the order detail', () => {
  for (const lang of ['nl', 'fr', 'en'] as const) {
    it(`shows what rides along, the agency, the remarks and a tel: link in ${lang}`, () => {
      const t = texts[lang];
      const { container } = render(<OrderRide lang={lang} order={record} />);
      const text = container.textContent ?? '';
      expect(text).toContain(`1 × ${ages(t['sheet.seat.small'])}`);
      expect(text).toContain(`1 × ${t['sheet.item.rolstoelen']}`);
      expect(text).toContain('Reizen Peeters');
      expect(screen.getByText(REMARK)).toBeTruthy();
      expect(text).not.toMatch(/rolstoelen|aantalks/);
      const call = screen.getByRole('link', { name: /\+32 470 12 34 56/ });
      expect(call.getAttribute('href')).toBe('tel:+32470123456');
    });

    it(`names the event of an event's order in ${lang}`, () => {
      const order = { ...record, naamagent: '', event_id: 3, event: 'Gentse Feesten' };
      const { container } = render(<OrderRide lang={lang} order={order} />);
      expect(container.textContent).toContain(ot(lang, 'sheet.event', { name: 'Gentse Feesten' }));
      expect(container.textContent).not.toContain(ot(lang, 'sheet.agency', { name: '' }).trim());
    });
  }
});

/**
 * The partner figures table (issue 28), shared by the back office and the agents' portal: one row per
 * month, partner and campaign with the month written out and the revenue in euros in the reader's
 * language; bookings without a known partner or campaign are named as such; axe finds nothing. And
 * an opened order's partner, page and campaign values in the back office.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackofficeOrderRecord, PartnerFigure } from '../../core';
import OrderAttribution from '../../site/src/islands/backoffice/OrderAttribution';
import { PartnerFiguresTable } from '../../site/src/islands/PartnerFiguresTable';
import { figuresEn } from '../../site/src/i18n/figures-en';

afterEach(cleanup);

const ROWS: PartnerFigure[] = [
  {
    partner: 'RPART',
    partner_name: 'Reizen Partner',
    campaign: 'lente-2027',
    month: '2026-11',
    bookings: 3,
    revenue_cents: 27_450,
  },
  { partner: null, partner_name: null, campaign: '', month: '2026-10', bookings: 1, revenue_cents: 0 },
];

describe('PartnerFiguresTable', () => {
  it.each([
    ['nl', 'november 2026', 'oktober 2026'],
    ['fr', 'novembre 2026', 'octobre 2026'],
    ['en', 'November 2026', 'October 2026'],
  ] as const)('writes the months out in %s', async (lang, november, october) => {
    render(<PartnerFiguresTable lang={lang} rows={ROWS} months={12} />);
    const found = await axe.run(document.body, { runOnly: ['wcag2a', 'wcag2aa'] });
    expect(found.violations.map((v) => v.id)).toEqual([]);
    expect(screen.getByRole('rowheader', { name: november })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: october })).toBeTruthy();
  });

  it('names the partner with its code, shows the revenue in euros and names what is missing', () => {
    render(<PartnerFiguresTable lang="en" rows={ROWS} months={12} />);
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).getByText('Reizen Partner (RPART)')).toBeTruthy();
    expect(within(first!).getByText('lente-2027')).toBeTruthy();
    expect(within(first!).getByText(/274\.50/)).toBeTruthy();
    expect(within(second!).getByText(figuresEn['figures.noPartner'])).toBeTruthy();
    expect(within(second!).getByText(figuresEn['figures.noCampaign'])).toBeTruthy();
  });

  it('says so when there are no figures', () => {
    render(<PartnerFiguresTable lang="en" rows={[]} months={12} />);
    expect(screen.getByText(figuresEn['figures.empty'].replace('{months}', '12'))).toBeTruthy();
  });
});

describe('OrderAttribution', () => {
  const order = (attribution: BackofficeOrderRecord['attribution'], promo = '') =>
    ({ promo, attribution }) as BackofficeOrderRecord;

  it('lists the partner, the page and the campaign values the order names, and only those', () => {
    const a = {
      partner: 'RPART',
      page_origin: 'https://www.reizen-partner.be',
      utm_source: 'nieuwsbrief',
      utm_medium: '',
      utm_campaign: 'lente-2027',
      utm_term: '',
      utm_content: '',
    };
    render(<OrderAttribution lang="en" order={order(a, 'LENTE')} />);
    const block = screen.getByRole('region', { name: figuresEn['figures.order.title'] });
    const terms = within(block)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual([
      figuresEn['figures.partner'],
      figuresEn['figures.order.page'],
      figuresEn['figures.order.campaign'],
      'utm_source',
      'utm_campaign',
    ]);
    expect(within(block).getByText('https://www.reizen-partner.be')).toBeTruthy();
  });

  it('shows nothing for an order that came through no partner or campaign', () => {
    const { container } = render(<OrderAttribution lang="en" order={order(undefined)} />);
    expect(container.textContent).toBe('');
  });
});

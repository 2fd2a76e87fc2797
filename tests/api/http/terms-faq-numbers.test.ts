/**
 * Issue 27, "terms that say what the product does". The attack it closes: the Dutch terms read "vanaf 4
 * dagen: €15" while the code charged EUR 15 from 14 down to 4 days, /terms and the FAQ stated the
 * Dutch scale to Dutch readers whatever scale applied, and the FAQ said "six months" where core keeps
 * data for PERSONAL_DATA_RETENTION_MONTHS. Here the FAQ, the terms and the pricing page are fetched as
 * a browser gets them (the built site through the real server) in nl, fr and en under each of the
 * operator's two cancellation scales, and every number in them must be one core's constants, core's
 * cancellation scale in force or the operator's identity produce: a typed or stale number fails.
 * The scale's lines must be core's (cancellationScaleLines), both ends of each step, and the other
 * scale must not appear. Needs `npm run build` first (the pages are the built ones).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_FEE_CENTS,
  CANCELLATION_SCALES,
  CANCELLATION_SCALE_IDS,
  CHANGE_CUTOFF_MINUTES,
  CHILD_SEAT_AGES,
  CLEANING_FEE_CENTS,
  COMBI_CUTOFF_DATE,
  COMBI_LEAD_DAYS,
  COUNT_LIMITS,
  EARLIEST_BOOKING_DAYS,
  EXTRA_PERSON_FEE_CENTS,
  EXTRA_PRICES,
  INVOICE_OBJECTION_DAYS,
  INVOICE_PAYMENT_DAYS,
  LANDING_WAIT_MINUTES,
  LATE_DAMAGES,
  LATE_INTEREST_PERCENT,
  LOCALE,
  MAX_CHILD_SEATS_TOTAL,
  PERSONAL_DATA_RETENTION_MONTHS,
  PICKUP_SHIFT_MINUTES,
  PICKUP_WAIT_MINUTES,
  PLANNING_HOURS_AHEAD,
  PRICING_COEFFICIENTS,
  REFUND_COUPON_VALID_YEARS,
  STOP_NOTICE_DAYS,
  TARIFF,
  TARIFF_REFERENCE,
  TARIFF_VALID_FROM,
  TIME_MARGINS,
  TRAFFIC_ALERT_SURCHARGE_PERCENT,
  UNDECLARED_LUGGAGE_MIN_CENTS,
  WEEK_REMINDER_DAYS,
  cancellationScaleLines,
  formatEuros,
  formatVat,
  operatorAddressLine,
  type TermsVersion,
  PICKUP_WISH_CUTOFF_MINUTES,
  PICKUP_WISH_MAX_SHIFT_MINUTES,
} from '../../../core';
import { writeCancellationScale } from '../../../server/manage/cancellation-scale-setting';
import { OPERATOR } from '../../../site/src/operator';
import { LANGS, t, type Lang } from '../../../site/src/utils/i18n';
import { leadTimeRows } from '../../../site/src/utils/pricing';
import { pagePath, type PageId } from '../../../site/src/utils/routes';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await writeCancellationScale(server.ctx.db, 'intl');
  await server?.close();
});

const PAGES_CHECKED: readonly PageId[] = ['terms', 'faq', 'pricing'];

/** A number as a page writes it: digits with their decimal or thousands separators ("1 500", "0123.456.749"). */
const NUMBER = /\d+(?:[.,\u202f\u00a0]\d+)*/g;
const numbersIn = (text: string): string[] => text.match(NUMBER) ?? [];

/** The text of an HTML fragment as a reader sees it: tags, scripts and styles out, entities decoded. */
function textOf(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x([\da-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&nbsp;', '\u00a0')
    .replaceAll('&amp;', '&')
    .replace(/[ \t\n\r]+/g, ' ')
    .trim();
}

/** The page's own content: its <main>, without the header and footer the other pages share. */
function mainOf(html: string): string {
  const main = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0];
  expect(main, 'the page has a <main>').toBeDefined();
  return main!;
}

/** "16/09/2021": the way the site writes core's 'YYYY/MM/DD' dates. */
const dayMonthYear = (date: string) => date.split('/').reverse().join('/');

/**
 * Every number core and the operator's settings give these pages in `lang` under `scale`, written as
 * the pages write them (the locale's digits, euros with and without cents, dates).
 */
function coreNumbers(lang: Lang, scale: TermsVersion): Set<string> {
  const locale = LOCALE[lang];
  const plain = (n: number) => [String(n), new Intl.NumberFormat(locale).format(n)];
  const euros = (cents: number) => [formatEuros(cents, locale), ...plain(cents / 100)];
  const integers = [
    EARLIEST_BOOKING_DAYS,
    COMBI_LEAD_DAYS,
    CHANGE_CUTOFF_MINUTES / 60,
    PICKUP_WISH_CUTOFF_MINUTES / 60,
    PICKUP_WISH_MAX_SHIFT_MINUTES,
    PICKUP_WAIT_MINUTES,
    LANDING_WAIT_MINUTES,
    PICKUP_SHIFT_MINUTES,
    PLANNING_HOURS_AHEAD,
    WEEK_REMINDER_DAYS,
    TARIFF_REFERENCE.pax,
    Math.round(TARIFF_REFERENCE.leadDays / 30),
    ...TIME_MARGINS,
    ...CHILD_SEAT_AGES,
    MAX_CHILD_SEATS_TOTAL,
    COUNT_LIMITS.pax.min,
    COUNT_LIMITS.pax.max,
    STOP_NOTICE_DAYS,
    REFUND_COUPON_VALID_YEARS,
    PERSONAL_DATA_RETENTION_MONTHS,
    TRAFFIC_ALERT_SURCHARGE_PERCENT,
    INVOICE_PAYMENT_DAYS,
    INVOICE_OBJECTION_DAYS,
    LATE_INTEREST_PERCENT,
    LATE_DAMAGES.percent,
    // The lead-time table of the price per km: its day boundaries and what each step adds.
    ...PRICING_COEFFICIENTS.leadTime.flatMap((s) => (Number.isFinite(s.minDays) ? [s.minDays] : [])),
    ...PRICING_COEFFICIENTS.leadTime.map((s) => Math.round((s.factor - 1) * 100)),
  ];
  const amounts = [
    EXTRA_PERSON_FEE_CENTS,
    UNDECLARED_LUGGAGE_MIN_CENTS,
    CLEANING_FEE_CENTS,
    ADMIN_FEE_CENTS,
    LATE_DAMAGES.minimumCents,
    LATE_DAMAGES.maximumCents,
    ...Object.values(EXTRA_PRICES),
    ...Object.values(TARIFF).flatMap((type) => [type.pricePerKm, type.minimumPrice]),
  ];
  // The scale in force only: a number of the other scale on the page is a stale scale.
  const steps = CANCELLATION_SCALES[scale].flatMap((step) => {
    const minutes = step.minutesBefore;
    const spans = minutes % 1440 === 0 ? [minutes / 1440, minutes / 60] : [minutes / 60];
    const c = step.charge;
    if (c.kind === 'fee') return [...spans.flatMap(plain), ...euros(c.cents)];
    if (c.kind === 'share') return [...spans.flatMap(plain), ...plain(c.percent), ...euros(c.minimumCents)];
    return spans.flatMap(plain);
  });
  const written = [
    ...integers.flatMap(plain),
    ...amounts.flatMap(euros),
    ...steps,
    dayMonthYear(COMBI_CUTOFF_DATE),
    dayMonthYear(TARIFF_VALID_FROM),
    // The operator's identity, from its settings (operator.json): address and enterprise number.
    operatorAddressLine(OPERATOR),
    formatVat(OPERATOR.vat),
  ];
  return new Set(written.flatMap(numbersIn));
}

/** A number written out as a word beside a unit ("six months", "a week", "half an hour"), per language. */
const NUMBER_WORDS: Readonly<Record<Lang, RegExp>> = {
  en: /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|twenty|thirty|sixty)\s+(minutes?|hours?|days?|weeks?|months?|years?)\b|\b(a|one)\s+(week|fortnight)\b|\bhalf an hour\b/i,
  nl: /\b(twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf|veertien|twintig|dertig|zestig)\s+(minuten|uur|dagen|weken|maanden|jaar)\b|\b(een|één)\s+week\b|\bhalfuur|half uur\b/i,
  fr: /\b(deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quatorze|vingt|trente|soixante)\s+(minutes|heures|jours|semaines|mois|ans|années)\b|\b(une)\s+semaine\b|\bdemi-heure\b/i,
};

/** The scale's lines as core words them in `lang`, with the site's texts. */
function scaleLines(lang: Lang, scale: TermsVersion): string[] {
  return cancellationScaleLines(
    scale,
    (key, vars) => t(lang, `terms.${key}`, vars),
    (cents) => formatEuros(cents, LOCALE[lang]),
  );
}

/** The lists of cancellation steps on a page, by the scale each states. */
function scaleListsOf(html: string): { scale: string; lines: string[] }[] {
  return [...html.matchAll(/<ul data-cancellation-scale="(\w+)"[^>]*>([\s\S]*?)<\/ul>/g)].map((m) => ({
    scale: m[1]!,
    lines: [...m[2]!.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((li) => textOf(li[1]!)),
  }));
}

async function page(lang: Lang, id: PageId): Promise<string> {
  const res = await fetch(`${server.url}${pagePath(lang, id)}`);
  expect(res.status, pagePath(lang, id)).toBe(200);
  return res.text();
}

describe.each(CANCELLATION_SCALE_IDS)('with the operator’s %s scale', (scale) => {
  beforeAll(() => writeCancellationScale(server.ctx.db, scale));

  it.each(LANGS)('the %s terms and FAQ state that one scale, both ends of each step', async (lang) => {
    for (const id of ['terms', 'faq'] as const) {
      const html = await page(lang, id);
      expect(scaleListsOf(html), `${lang} ${id}`).toEqual([{ scale, lines: scaleLines(lang, scale) }]);
      // No step of the other scale that this one does not share (both end in "less than 24 hours: full").
      const own = new Set(scaleLines(lang, scale));
      const text = textOf(html);
      for (const other of CANCELLATION_SCALE_IDS.filter((s) => s !== scale)) {
        const stale = scaleLines(lang, other).filter((line) => !own.has(line) && text.includes(line));
        expect(stale, `${lang} ${id}`).toEqual([]);
      }
    }
  });

  it.each(LANGS)('every number of the %s FAQ, terms and prices comes from core', async (lang) => {
    const allowed = coreNumbers(lang, scale);
    for (const id of PAGES_CHECKED) {
      const text = textOf(mainOf(await page(lang, id)));
      const stray = numbersIn(text).filter((n) => !allowed.has(n));
      expect(stray, `${lang} ${id}: numbers core does not produce`).toEqual([]);
      expect(NUMBER_WORDS[lang].exec(text)?.[0], `${lang} ${id}: a number written as a word`).toBeUndefined();
    }
  });
});

describe('the scale’s pages', () => {
  it('no longer say that one language version has other rules', async () => {
    await writeCancellationScale(server.ctx.db, 'intl');
    for (const lang of LANGS) {
      expect(textOf(await page(lang, 'terms'))).toContain(t(lang, 'terms.versions'));
    }
    expect(t('nl', 'terms.versions')).not.toMatch(/eigen annuleringsregels/);
    expect(t('fr', 'terms.versions')).not.toMatch(/version néerlandaise prévoit/);
    expect(t('en', 'terms.versions')).not.toMatch(/Dutch version has its own/);
  });

  it('give the price per km by how far ahead one books, not as a maximum', async () => {
    for (const lang of LANGS) {
      const text = textOf(mainOf(await page(lang, 'pricing')));
      for (const row of leadTimeRows(lang)) expect(text, lang).toContain(`${row.when} ${row.price}`);
      expect(t(lang, 'pricing.perKm'), lang).not.toMatch(/maxim/i);
    }
  });

  it('refuse the built copy’s own path, and give each scale’s page its own ETag', async () => {
    for (const path of [
      '/terms/cancellation-scale-nl',
      '/fr/faq/cancellation-scale-nl/',
      '/en/terms/cancellation-scale-nl/index.html',
    ]) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
    }
    await writeCancellationScale(server.ctx.db, 'intl');
    const intl = (await fetch(`${server.url}/fr/terms`)).headers.get('etag');
    await writeCancellationScale(server.ctx.db, 'nl');
    const nl = await fetch(`${server.url}/fr/terms`, { headers: { 'if-none-match': intl ?? '' } });
    // A browser that kept the page of the former scale gets the new page, not a 304.
    expect(nl.status).toBe(200);
    expect(nl.headers.get('etag')).not.toBe(intl);
    expect(nl.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(nl.headers.get('cache-control')).toBe('no-cache');
  });
});

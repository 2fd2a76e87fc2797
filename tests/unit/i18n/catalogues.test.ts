/**
 * Every text catalogue of the product, held to one standard: nl, fr and en have the same keys, every
 * message is valid ICU, and per key the three languages use the same placeholders (plural and select
 * arguments included). A catalogue file that is not listed here fails the last test, so a new part
 * cannot add texts this test does not see.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../../../core/locales';
import { MAIL_MESSAGES } from '../../../server/mail/mail-texts';
import { SMS_MESSAGES } from '../../../server/sms/sms-texts';
import { SANDBOX_MESSAGES } from '../../../server/payment/sandbox-texts';
import { DOCUMENT_MESSAGES } from '../../../server/pdf/document-texts';
import { accountEn } from '../../../site/src/i18n/account-en';
import { accountFr } from '../../../site/src/i18n/account-fr';
import { accountNl } from '../../../site/src/i18n/account-nl';
import { accountBookedEn } from '../../../site/src/i18n/account-booked-en';
import { accountBookedFr } from '../../../site/src/i18n/account-booked-fr';
import { accountBookedNl } from '../../../site/src/i18n/account-booked-nl';
import { accountEventEn } from '../../../site/src/i18n/account-event-en';
import { accountEventFr } from '../../../site/src/i18n/account-event-fr';
import { accountEventNl } from '../../../site/src/i18n/account-event-nl';
import { eventsEn } from '../../../site/src/i18n/events-en';
import { backofficeEn } from '../../../site/src/i18n/backoffice-en';
import { backofficeFr } from '../../../site/src/i18n/backoffice-fr';
import { backofficeNl } from '../../../site/src/i18n/backoffice-nl';
import { boOrdersEn } from '../../../site/src/i18n/bo-orders-en';
import { boOrdersFr } from '../../../site/src/i18n/bo-orders-fr';
import { boOrdersNl } from '../../../site/src/i18n/bo-orders-nl';
import { boFlightsEn } from '../../../site/src/i18n/bo-flights-en';
import { boFlightsFr } from '../../../site/src/i18n/bo-flights-fr';
import { boFlightsNl } from '../../../site/src/i18n/bo-flights-nl';
import { boChangeEn } from '../../../site/src/i18n/bo-change-en';
import { boChangeFr } from '../../../site/src/i18n/bo-change-fr';
import { boChangeNl } from '../../../site/src/i18n/bo-change-nl';
import { portalEn } from '../../../site/src/i18n/portal-en';
import { portalFr } from '../../../site/src/i18n/portal-fr';
import { portalNl } from '../../../site/src/i18n/portal-nl';
import { figuresEn } from '../../../site/src/i18n/figures-en';
import { figuresFr } from '../../../site/src/i18n/figures-fr';
import { figuresNl } from '../../../site/src/i18n/figures-nl';
import { boCatalogueEn } from '../../../site/src/i18n/bo-catalogue-en';
import { boCatalogueFr } from '../../../site/src/i18n/bo-catalogue-fr';
import { boCatalogueNl } from '../../../site/src/i18n/bo-catalogue-nl';
import { boFleetEn } from '../../../site/src/i18n/bo-fleet-en';
import { boFleetFr } from '../../../site/src/i18n/bo-fleet-fr';
import { boFleetNl } from '../../../site/src/i18n/bo-fleet-nl';
import { driverEn } from '../../../site/src/i18n/driver-en';
import { driverFr } from '../../../site/src/i18n/driver-fr';
import { driverNl } from '../../../site/src/i18n/driver-nl';
import { eventsFr } from '../../../site/src/i18n/events-fr';
import { eventsNl } from '../../../site/src/i18n/events-nl';
import { en as siteEn } from '../../../site/src/i18n/en';
import { fr as siteFr } from '../../../site/src/i18n/fr';
import { nl as siteNl } from '../../../site/src/i18n/nl';
import { WIDGET_CATALOGUES } from '../../support/widget-texts';
import fallback from '../../../widget/i18n/fallback';

type Catalogue = Readonly<Record<string, string>>;

/** Every catalogue, by name, with the files that hold it. */
const CATALOGUES: Record<string, { files: string[]; texts: Record<Lang, Catalogue> }> = {
  // The widget's catalogues, one per feature and language (widget/i18n/<feature>-<lang>.ts).
  ...Object.fromEntries(
    Object.entries(WIDGET_CATALOGUES).map(([feature, texts]) => [
      `widget ${feature}`,
      { files: LANGS.map((lang) => `widget/i18n/${feature}-${lang}.ts`), texts },
    ]),
  ),
  'widget fallback': { files: ['widget/i18n/fallback.ts'], texts: fallback },
  site: {
    files: ['site/src/i18n/nl.ts', 'site/src/i18n/fr.ts', 'site/src/i18n/en.ts'],
    texts: { nl: siteNl, fr: siteFr, en: siteEn },
  },
  account: {
    files: ['site/src/i18n/account-nl.ts', 'site/src/i18n/account-fr.ts', 'site/src/i18n/account-en.ts'],
    texts: { nl: accountNl, fr: accountFr, en: accountEn },
  },
  'account (a booking shown back)': {
    files: LANGS.map((lang) => `site/src/i18n/account-booked-${lang}.ts`),
    texts: { nl: accountBookedNl, fr: accountBookedFr, en: accountBookedEn },
  },
  'account (event orders)': {
    files: LANGS.map((lang) => `site/src/i18n/account-event-${lang}.ts`),
    texts: { nl: accountEventNl, fr: accountEventFr, en: accountEventEn },
  },
  events: {
    files: ['site/src/i18n/events-nl.ts', 'site/src/i18n/events-fr.ts', 'site/src/i18n/events-en.ts'],
    texts: { nl: eventsNl, fr: eventsFr, en: eventsEn },
  },
  'back office': {
    files: [
      'site/src/i18n/backoffice-nl.ts',
      'site/src/i18n/backoffice-fr.ts',
      'site/src/i18n/backoffice-en.ts',
    ],
    texts: { nl: backofficeNl, fr: backofficeFr, en: backofficeEn },
  },
  'back-office orders': {
    files: [
      'site/src/i18n/bo-orders-nl.ts',
      'site/src/i18n/bo-orders-fr.ts',
      'site/src/i18n/bo-orders-en.ts',
    ],
    texts: { nl: boOrdersNl, fr: boOrdersFr, en: boOrdersEn },
  },
  'back-office late flights': {
    files: [
      'site/src/i18n/bo-flights-nl.ts',
      'site/src/i18n/bo-flights-fr.ts',
      'site/src/i18n/bo-flights-en.ts',
    ],
    texts: { nl: boFlightsNl, fr: boFlightsFr, en: boFlightsEn },
  },
  'back-office change settings': {
    files: [
      'site/src/i18n/bo-change-nl.ts',
      'site/src/i18n/bo-change-fr.ts',
      'site/src/i18n/bo-change-en.ts',
    ],
    texts: { nl: boChangeNl, fr: boChangeFr, en: boChangeEn },
  },
  portal: {
    files: ['site/src/i18n/portal-nl.ts', 'site/src/i18n/portal-fr.ts', 'site/src/i18n/portal-en.ts'],
    texts: { nl: portalNl, fr: portalFr, en: portalEn },
  },
  'partner figures': {
    files: ['site/src/i18n/figures-nl.ts', 'site/src/i18n/figures-fr.ts', 'site/src/i18n/figures-en.ts'],
    texts: { nl: figuresNl, fr: figuresFr, en: figuresEn },
  },
  'back-office catalogue': {
    files: [
      'site/src/i18n/bo-catalogue-nl.ts',
      'site/src/i18n/bo-catalogue-fr.ts',
      'site/src/i18n/bo-catalogue-en.ts',
    ],
    texts: { nl: boCatalogueNl, fr: boCatalogueFr, en: boCatalogueEn },
  },
  'back-office fleet': {
    files: ['site/src/i18n/bo-fleet-nl.ts', 'site/src/i18n/bo-fleet-fr.ts', 'site/src/i18n/bo-fleet-en.ts'],
    texts: { nl: boFleetNl, fr: boFleetFr, en: boFleetEn },
  },
  "driver's day": {
    files: ['site/src/i18n/driver-nl.ts', 'site/src/i18n/driver-fr.ts', 'site/src/i18n/driver-en.ts'],
    texts: { nl: driverNl, fr: driverFr, en: driverEn },
  },
  'server e-mails': {
    files: ['server/mail/i18n/mail-nl.ts', 'server/mail/i18n/mail-fr.ts', 'server/mail/i18n/mail-en.ts'],
    texts: MAIL_MESSAGES,
  },
  'server SMS': {
    files: ['server/sms/i18n/sms-nl.ts', 'server/sms/i18n/sms-fr.ts', 'server/sms/i18n/sms-en.ts'],
    texts: SMS_MESSAGES,
  },
  'PDF documents': {
    files: [
      'server/pdf/i18n/document-nl.ts',
      'server/pdf/i18n/document-fr.ts',
      'server/pdf/i18n/document-en.ts',
    ],
    texts: DOCUMENT_MESSAGES,
  },
  'payment sandbox': {
    files: [
      'server/payment/i18n/sandbox-nl.ts',
      'server/payment/i18n/sandbox-fr.ts',
      'server/payment/i18n/sandbox-en.ts',
    ],
    texts: SANDBOX_MESSAGES,
  },
};

/** Collects the argument names of a parsed message, looking inside plural, select and tag branches. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    into.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    }
    if (el.type === TYPE.tag) argumentsOf(el.children, into);
  }
  return into;
}

/** The sorted placeholders of `message`, or the parser's complaint. */
function placeholders(message: string): string[] | Error {
  try {
    return [...argumentsOf(parse(message))].sort();
  } catch (error) {
    return error as Error;
  }
}

describe.each(Object.entries(CATALOGUES))('the %s catalogue', (_, { texts }) => {
  const keys = Object.keys(texts.nl).sort();

  it('has its keys', () => {
    expect(keys.length).toBeGreaterThan(0);
  });

  it.each(LANGS)('has exactly the Dutch keys in %s', (lang) => {
    expect(Object.keys(texts[lang]).sort()).toEqual(keys);
  });

  it.each(LANGS)('has only valid, non-empty ICU messages in %s', (lang) => {
    const broken = Object.entries(texts[lang])
      .filter(([, text]) => text.trim() === '' || placeholders(text) instanceof Error)
      .map(([key]) => key);
    expect(broken).toEqual([]);
  });

  it.each(LANGS.filter((lang) => lang !== 'nl'))('uses the Dutch placeholders in %s, key by key', (lang) => {
    const differing = keys.filter(
      (key) =>
        JSON.stringify(placeholders(texts[lang][key]!)) !== JSON.stringify(placeholders(texts.nl[key]!)),
    );
    expect(differing).toEqual([]);
  });
});

describe('the list of catalogues', () => {
  const ROOT = join(import.meta.dirname, '../../..');

  /** Lists the .ts files under `dir` whose folder is named i18n, or whose name says they hold texts. */
  function textFiles(dir: string): string[] {
    return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .map((file) => join(dir, file).replaceAll('\\', '/'))
      .filter((file) => /\/i18n\/[^/]+\.ts$/.test(file))
      .filter((file) => !/\/(index|describe|rule-values)\.ts$/.test(file));
  }

  it('covers every catalogue file of every part', () => {
    const found = ['core', 'client', 'widget', 'site/src', 'server'].flatMap(textFiles).sort();
    const listed = Object.values(CATALOGUES)
      .flatMap((c) => c.files)
      .sort();
    expect(found.map((f) => relative('.', f))).toEqual(listed);
  });
});

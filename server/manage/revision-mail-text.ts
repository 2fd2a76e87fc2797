/**
 * The words of a booking's change in place (issue 27) for the customer's confirmation and the
 * dispatcher's notice: each changed item of the order with its old and new value as a person reads
 * them (dates written out, airports by name, addresses on one line, the vehicle type by its name),
 * never a column name or a stored code. Pure: the order's columns and the place names come in.
 */
import { LOCALE, formatEuros, formatLetterDate, type Lang, type RevisionSettlement } from '../../core';
import { mailText, type MailMessageId, type MailText } from '../mail/mail-texts';
import { remarksBlock } from '../mail/order-confirmation';
import type { PlaceNames } from '../places/place-names';

/** The order's columns: column → value, as stored. */
export type OrderColumns = Record<string, unknown>;

/** One item the customer can see change, with the columns it is made of and how it reads. */
interface Item {
  label: MailMessageId;
  columns: readonly string[];
  read: (o: OrderColumns, t: MailText, lang: Lang, names: PlaceNames) => string;
}

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());
const plain = (column: string) => (o: OrderColumns) => str(o[column]);
const date = (column: string) => (o: OrderColumns, _t: MailText, lang: Lang) =>
  str(o[column]) === '' ? '' : formatLetterDate(str(o[column]), lang);
const airport = (column: string) => (o: OrderColumns, _t: MailText, _l: Lang, names: PlaceNames) =>
  str(o[column]) === '' ? '' : names.airport(str(o[column]));
const address =
  (leg: 'heen' | 'terug') =>
  (o: OrderColumns, _t: MailText, _l: Lang, names: PlaceNames): string => {
    const street = [str(o[`${leg}straat`]), str(o[`${leg}nr`])].filter(Boolean).join(' ');
    const postal = str(o[`${leg}postnr`]);
    const place = [postal, names.city(postal, str(o[`${leg}stad`]))].filter(Boolean).join(' ');
    return [street, place].filter(Boolean).join(', ');
  };
const EXTRAS = ['rolstoelen', 'rollators', 'fietskoffers', 'skis', 'golfbags', 'kinderwagens'] as const;
const CHILD_SEATS = ['aantalks1', 'aantalks2', 'aantalks3', 'aantalks4'];
const TYPES = ['combinatie', 'comfort', 'business'];
const TRIPS = ['H', 'T', 'HT'];

/** What the customer sees of an order, in the order the confirmation shows it. */
const ITEMS: readonly Item[] = [
  {
    label: 'revision.field.heenterug',
    columns: ['heenterug'],
    read: (o, t) =>
      TRIPS.includes(str(o.heenterug)) ? t(`revision.trip.${str(o.heenterug)}` as MailMessageId) : '',
  },
  {
    label: 'revision.field.soortvervoer',
    columns: ['soortvervoer'],
    read: (o, t) =>
      TYPES.includes(str(o.soortvervoer))
        ? t(`confirmation.type.${str(o.soortvervoer)}` as MailMessageId)
        : str(o.soortvervoer),
  },
  { label: 'revision.field.pax', columns: ['pax'], read: plain('pax') },
  { label: 'revision.field.koffers', columns: ['koffers'], read: plain('koffers') },
  ...EXTRAS.map((x): Item => ({ label: `sheet.item.${x}` as MailMessageId, columns: [x], read: plain(x) })),
  {
    label: 'revision.field.childSeats',
    columns: CHILD_SEATS,
    read: (o) => String(CHILD_SEATS.reduce((n, c) => n + (Number(o[c]) || 0), 0)),
  },
  { label: 'revision.field.huisdieren', columns: ['huisdieren'], read: plain('huisdieren') },
  { label: 'revision.field.datumheen', columns: ['datumheen'], read: date('datumheen') },
  { label: 'revision.field.uurvluchtheen', columns: ['uurvluchtheen'], read: plain('uurvluchtheen') },
  { label: 'revision.field.vluchtnrheen', columns: ['vluchtnrheen'], read: plain('vluchtnrheen') },
  {
    label: 'revision.field.idluchthavenheen',
    columns: ['idluchthavenheen'],
    read: airport('idluchthavenheen'),
  },
  {
    label: 'revision.field.vroegeropluchthaven',
    columns: ['vroegeropluchthaven'],
    read: (o, t) =>
      str(o.vroegeropluchthaven) === '' ? '' : t('revision.hours', { hours: str(o.vroegeropluchthaven) }),
  },
  {
    label: 'revision.field.heenadres',
    columns: ['heenstraat', 'heennr', 'heenpostnr', 'heenstad'],
    read: address('heen'),
  },
  { label: 'revision.field.datumterug', columns: ['datumterug'], read: date('datumterug') },
  { label: 'revision.field.uurvluchtterug', columns: ['uurvluchtterug'], read: plain('uurvluchtterug') },
  { label: 'revision.field.vluchtnrterug', columns: ['vluchtnrterug'], read: plain('vluchtnrterug') },
  {
    label: 'revision.field.idluchthaventerug',
    columns: ['idluchthaventerug'],
    read: airport('idluchthaventerug'),
  },
  { label: 'revision.field.terugherkomst', columns: ['terugherkomst'], read: plain('terugherkomst') },
  {
    label: 'revision.field.terugadres',
    columns: ['terugstraat', 'terugnr', 'terugpostnr', 'terugstad'],
    read: address('terug'),
  },
];

/**
 * Every item whose reading differs between `before` and `after` (whole orders' columns), by its label
 * in `lang`: label → [old, new] in words, an emptied value as "none". Items the customer never sees
 * (distances, coordinates, prices per leg) and the remarks (quoted apart) are left out; the price has
 * its own line.
 */
export function changeWords(
  before: OrderColumns,
  after: OrderColumns,
  lang: Lang,
  names: { before: PlaceNames; after: PlaceNames },
): Record<string, [string, string]> {
  const t = mailText(lang);
  const words: Record<string, [string, string]> = {};
  for (const item of ITEMS) {
    if (item.columns.every((c) => str(before[c]) === str(after[c]))) continue;
    const old = item.read(before, t, lang, names.before);
    const now = item.read(after, t, lang, names.after);
    if (old === now) continue;
    const none = t('revision.empty');
    words[t(item.label)] = [old || none, now || none];
  }
  return words;
}

/**
 * The lines that tell what changed: "Label: old → new" for each item of {@link changeWords}, then the
 * new remarks quoted.
 */
export function changeLines(
  before: OrderColumns,
  after: OrderColumns,
  lang: Lang,
  names: { before: PlaceNames; after: PlaceNames },
): string[] {
  const t = mailText(lang);
  const lines = Object.entries(changeWords(before, after, lang, names)).map(([label, [old, now]]) =>
    t('revision.line', { label, before: old, after: now }),
  );
  // The customer's own words are quoted, as in the confirmation, so they cannot pass for ours.
  if (str(before.remarks) !== str(after.remarks)) {
    lines.push(`${t('revision.field.remarks')}:`, ...remarksBlock(str(after.remarks)));
  }
  return lines;
}

/** The difference's coupon as the mail names it. */
export interface RevisionCoupon {
  code: string;
  /** Last day of validity, 'YYYY-MM-DD'. */
  validUntil: string;
}

/** The price's line and how the difference was settled, in `lang`. */
export function priceLines(
  lang: Lang,
  oldCents: number,
  newCents: number,
  settlement: RevisionSettlement,
  coupon: RevisionCoupon | null,
): string[] {
  const t = mailText(lang);
  const euros = (c: number) => formatEuros(c, LOCALE[lang]);
  const amount = euros(Math.abs(newCents - oldCents));
  const settled =
    settlement === 'coupon' && coupon
      ? t('revision.settlement.coupon', {
          amount,
          code: coupon.code,
          date: formatLetterDate(coupon.validUntil, lang),
        })
      : settlement === 'coupon'
        ? t('revision.settlement.none')
        : t(`revision.settlement.${settlement}`, { amount });
  return [t('revision.price', { before: euros(oldCents), after: euros(newCents) }), settled];
}

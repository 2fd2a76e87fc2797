/**
 * A change of a booking in place (issue 27) said in words, for the customer's confirmation and the
 * dispatcher's notice (./revision-mails.ts): each changed order column becomes a labelled line with its
 * old and new value as a person reads them (dates in full, airports and places by name, luggage by
 * kind), never a column name. A column no line knows is left out rather than shown raw.
 */
import { formatLetterDate, type Lang } from '../../core';
import type { MailMessageId, MailText } from '../mail/mail-texts';
import type { PlaceNames } from '../places/place-names';

/** An order's columns as text: the order as it stands, or as it stood before the change. */
export type OrderValues = Readonly<Record<string, string>>;

/** The order before and after the change: `current` overlaid with each change's old or new value. */
export function beforeAndAfter(
  current: Record<string, unknown>,
  changes: Readonly<Record<string, readonly [string, string]>>,
): { before: OrderValues; after: OrderValues } {
  const base = Object.fromEntries(Object.entries(current).map(([k, v]) => [k, v == null ? '' : String(v)]));
  const side = (i: 0 | 1) => ({
    ...base,
    ...Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v[i]])),
  });
  return { before: side(0), after: side(1) };
}

/** The luggage and extras, by column, each with its label: counted, so shown as numbers. */
const ITEMS = [
  'koffers',
  'rolstoelen',
  'skis',
  'kinderwagens',
  'golfbags',
  'fietskoffers',
  'rollators',
  'aantalks2',
  'aantalks3',
  'aantalks4',
  'huisdieren',
] as const;

/** The legs' columns are `<stem>heen` and `<stem>terug`. */
const LEGS = [
  { suffix: 'heen', name: 'confirmation.departure' },
  { suffix: 'terug', name: 'confirmation.return' },
] as const;

/** The home address of `leg` in `o`: street and number, postal code and place (by its name). */
export function legAddress(o: OrderValues, leg: 'heen' | 'terug', names: PlaceNames): string {
  const postal = o[`${leg}postnr`] ?? '';
  const street = [o[`${leg}straat`], o[`${leg}nr`]].filter(Boolean).join(' ');
  const place = [postal, names.city(postal, o[`${leg}stad`] ?? '')].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
}

/** The date of a leg in full ('12/12/2026'), or '' when the leg has none. */
export const legDate = (date: string | undefined, lang: Lang): string =>
  date ? formatLetterDate(date, lang) : '';

/**
 * The lines "label: old → new" of every change between `before` and `after` that a person understands,
 * in the language of `t` (`lang`): rides, transport type, passengers, luggage, name, phone, remarks,
 * PO, then each leg's date, flight time, flight number, airport, address and its extras.
 */
export function changeLines(
  t: MailText,
  lang: Lang,
  before: OrderValues,
  after: OrderValues,
  names: PlaceNames,
): string[] {
  const lines: string[] = [];
  const differs = (...cols: string[]) => cols.some((c) => (before[c] ?? '') !== (after[c] ?? ''));
  const add = (field: string, was: string, now: string) => {
    if (was === now) return;
    const none = t('revision.none');
    lines.push(t('revision.line', { field, before: was || none, after: now || none }));
  };
  const label = (key: string) => t(`revision.field.${key}` as MailMessageId);
  const rides = (v: string | undefined) =>
    v === 'H' || v === 'T' || v === 'HT' ? t(`revision.rides.${v}`) : '';
  const type = (v: string | undefined) => {
    const key = `confirmation.type.${(v ?? '').toLowerCase()}`;
    return ['combinatie', 'comfort', 'business'].includes((v ?? '').toLowerCase())
      ? t(key as MailMessageId)
      : (v ?? '');
  };
  if (differs('heenterug')) add(label('rides'), rides(before.heenterug), rides(after.heenterug));
  if (differs('soortvervoer')) add(label('transport'), type(before.soortvervoer), type(after.soortvervoer));
  if (differs('pax')) add(label('passengers'), before.pax ?? '', after.pax ?? '');
  for (const item of ITEMS) if (differs(item)) add(label(item), before[item] || '0', after[item] || '0');
  const name = (o: OrderValues) => `${o.voornaam ?? ''} ${o.naam ?? ''}`.trim();
  if (differs('voornaam', 'naam')) add(label('name'), name(before), name(after));
  if (differs('telklant')) add(label('phone'), before.telklant ?? '', after.telklant ?? '');
  if (differs('remarks')) add(label('remarks'), before.remarks ?? '', after.remarks ?? '');
  if (differs('po')) add(label('po'), before.po ?? '', after.po ?? '');
  for (const leg of LEGS) {
    const s = leg.suffix;
    const field = (key: string) => t('revision.legField', { field: label(key), leg: t(leg.name) });
    const airport = (o: OrderValues) => (o[`idluchthaven${s}`] ? names.airport(o[`idluchthaven${s}`]!) : '');
    if (differs(`datum${s}`))
      add(field('date'), legDate(before[`datum${s}`], lang), legDate(after[`datum${s}`], lang));
    if (differs(`uurvlucht${s}`))
      add(field('flightTime'), before[`uurvlucht${s}`] ?? '', after[`uurvlucht${s}`] ?? '');
    if (differs(`vluchtnr${s}`))
      add(field('flight'), before[`vluchtnr${s}`] ?? '', after[`vluchtnr${s}`] ?? '');
    if (differs(`idluchthaven${s}`)) add(field('airport'), airport(before), airport(after));
    if (differs(`${s}straat`, `${s}nr`, `${s}postnr`, `${s}stad`)) {
      add(field('address'), legAddress(before, s, names), legAddress(after, s, names));
    }
  }
  if (differs('vroegeropluchthaven')) {
    add(label('earlier'), before.vroegeropluchthaven ?? '', after.vroegeropluchthaven ?? '');
  }
  if (differs('terugherkomst')) add(label('origin'), before.terugherkomst ?? '', after.terugherkomst ?? '');
  return lines;
}

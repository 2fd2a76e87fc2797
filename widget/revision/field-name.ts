/**
 * What a refusal of the change calls says to the customer (issue 27): the booking payload's field it
 * names (e.g. `datumheen`, `terugpostnr`) read as a field kind and a leg for the `revise.field` text, and
 * the sentence of each refusal code in the customer's language.
 */
import type { Translate } from '../i18n';

/** The field kinds `revise.field` names. */
export type FieldKind =
  | 'date'
  | 'flightTime'
  | 'flight'
  | 'postal'
  | 'street'
  | 'nr'
  | 'city'
  | 'airport'
  | 'origin'
  | 'pax'
  | 'luggage'
  | 'type'
  | 'name'
  | 'phone'
  | 'email'
  | 'remarks'
  | 'price'
  | 'po'
  | 'coupon'
  | 'other';

const LEG_FIELDS: [RegExp, FieldKind][] = [
  [/^datum/, 'date'],
  [/^uur(vlucht)?/, 'flightTime'],
  [/^vluchtnr/, 'flight'],
  [/postnr$/, 'postal'],
  [/straat$/, 'street'],
  [/nr$/, 'nr'],
  [/stad$/, 'city'],
  [/^idluchthaven/, 'airport'],
  [/herkomst$/, 'origin'],
];

const ORDER_FIELDS: Record<string, FieldKind> = {
  pax: 'pax',
  soortvervoer: 'type',
  voornaam: 'name',
  naam: 'name',
  telklant: 'phone',
  emailklant: 'email',
  remarks: 'remarks',
  totaleprijs: 'price',
  po: 'po',
  coupons: 'coupon',
};

const LUGGAGE =
  /^(koffers|rolstoelen|skis|kinderwagens|golfbags|fietskoffers|rollators|huisdieren|aantalks\d|cargo)$/;

/** The kind and leg ('H', 'T' or '' for the order) of payload field `field`. */
export function fieldOf(field: string): { name: FieldKind; leg: 'H' | 'T' | '' } {
  if (ORDER_FIELDS[field]) return { name: ORDER_FIELDS[field], leg: '' };
  if (LUGGAGE.test(field)) return { name: 'luggage', leg: '' };
  const leg = /heen/.test(field) ? 'H' : /terug/.test(field) ? 'T' : '';
  const kind = LEG_FIELDS.find(([re]) => re.test(field.replace(/heen|terug/, '')) || re.test(field));
  return { name: kind && leg ? kind[1] : 'other', leg };
}

/** The sentence of a refusal with `code` about `field`. */
export function refusalText(t: Translate, code: string, field: string): string {
  const named = t('revise.field', fieldOf(field || 'other'));
  if (code === 'too_late') return t('revise.error.too_late', { field: named });
  if (
    code === 'order_closed' ||
    code === 'nothing_changed' ||
    code === 'revision_pending' ||
    code === 'not_changeable'
  )
    return t(`revise.error.${code}`);
  // A field of the booking is named; anything else (the order's id of a 404) is no field to fix.
  if (fieldOf(field || 'other').name !== 'other') return t('revise.error.field', { field: named });
  return t('revise.error.failed');
}

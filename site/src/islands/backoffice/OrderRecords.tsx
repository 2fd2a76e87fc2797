/**
 * The records of one opened order in the back office (issue 13): payment attempts and the payment
 * service's messages, status changes, coupons, refund coupons, changes, cancellations, e-mails and
 * audit entries, each a table whose columns are named in the reader's language. Amounts are written
 * in euros and moments in Brussels time as DD/MM/YYYY HH:mm; a column the server adds later shows
 * under its field name until it is given a text.
 */
import {
  LOCALE,
  brusselsDateTime,
  formatBookingDate,
  formatEuros,
  type BackofficeOrderDetail,
} from '../../../../core';
import { ot, type BoOrdersKey } from '../../utils/bo-orders-i18n';
import { boOrdersNl } from '../../i18n/bo-orders-nl';
import type { Lang } from '../../utils/i18n';

/** The rows of one list; each is shown field by field, whatever its own shape. */
type Rows = readonly object[];

/** The lists in the order they are shown, with their heading. */
const LISTS: readonly [BoOrdersKey, (d: BackofficeOrderDetail) => Rows][] = [
  ['detail.attempts', (d) => d.attempts],
  ['detail.paymentEvents', (d) => d.payment_events],
  ['detail.statusChanges', (d) => d.status_changes],
  ['detail.coupons', (d) => d.coupons],
  ['detail.refundCoupons', (d) => d.refund_coupons],
  ['detail.changes', (d) => d.changes],
  ['detail.cancellations', (d) => d.cancellations],
  ['detail.refundChoices', (d) => d.refund_choices],
  ['detail.mails', (d) => d.mails],
  ['detail.sms', (d) => d.sms],
  ['detail.audit', (d) => d.audit],
];

const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A text of the catalogue by a key made from data, or `fallback` when the catalogue has none. */
function known(lang: Lang, key: string, fallback: string): string {
  return Object.hasOwn(boOrdersNl, key) ? ot(lang, key as BoOrdersKey) : fallback;
}

/** An order status in the reader's language (a status the catalogue lacks shows as it is). */
export function statusName(lang: Lang, status: string): string {
  return known(lang, `status.${status}`, status);
}

/** A transport type ('combinatie', 'comfort', 'business') by its name. */
export function vehicleName(lang: Lang, vehicle: string): string {
  return known(lang, `vehicle.${vehicle.toLowerCase()}`, vehicle);
}

/** The heading of a column: its text when the catalogue has one, else the field's own name. */
function columnName(lang: Lang, field: string): string {
  return known(lang, `field.${field}`, field);
}

/** The fields whose values are words of a closed list, with the catalogue prefix of their texts. */
const WORDS: Readonly<Record<string, string>> = {
  kind: 'kind',
  terms: 'terms',
  refund: 'refund',
  choice: 'choice',
  action: 'action',
  delivery: 'delivery',
};

/** A value as people read it. */
function cell(lang: Lang, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (field.endsWith('_cents') && typeof value === 'number') return formatEuros(value, LOCALE[lang]);
  if (typeof value === 'boolean') return ot(lang, value ? 'common.yes' : 'common.no');
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== null && v !== '')
      .map(([k, v]) => ot(lang, 'detail.pair', { label: columnName(lang, k), value: cell(lang, k, v) }))
      .join('; ');
  const text = String(value);
  if (field.includes('status')) return statusName(lang, text);
  if (field === 'leg' && (text === 'H' || text === 'T')) return ot(lang, `leg.${text}`);
  if (WORDS[field]) return known(lang, `${WORDS[field]}.${text}`, text);
  if (MOMENT.test(text)) {
    const local = brusselsDateTime(new Date(text));
    return formatBookingDate(local.date, local.time, lang, 'numeric');
  }
  return text;
}

function RecordTable({ lang, title, rows }: { lang: Lang; title: string; rows: Rows }) {
  const fields = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return (
    <table className="bo-table cards">
      <caption>{title}</caption>
      <thead>
        <tr>
          {fields.map((f) => (
            <th key={f} scope="col">
              {columnName(lang, f)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => {
          const values = new Map<string, unknown>(Object.entries(r));
          return (
            <tr key={i}>
              {fields.map((f) => (
                <td key={f}>{cell(lang, f, values.get(f))}</td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Renders every list of `detail`, an empty one as a heading with "None". */
export default function OrderRecords({ lang, detail }: { lang: Lang; detail: BackofficeOrderDetail }) {
  return (
    <>
      {LISTS.map(([key, of]) => {
        const rows = of(detail);
        return rows.length === 0 ? (
          <div key={key}>
            <h3>{ot(lang, key)}</h3>
            <p>{ot(lang, 'detail.nothing')}</p>
          </div>
        ) : (
          <div key={key}>
            <h3>{ot(lang, key)}</h3>
            <RecordTable lang={lang} title={ot(lang, key)} rows={rows} />
          </div>
        );
      })}
    </>
  );
}

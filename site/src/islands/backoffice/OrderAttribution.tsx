/**
 * Where an opened order came from (issue 28, docs/prefill-attribution.md): the partner code it was
 * booked with, the page's origin and the campaign values, for the operator reading its figures.
 * Nothing is shown for an order without any.
 */
import { UTM_NAMES, type BackofficeOrderRecord } from '../../../../core';
import { gt } from '../../utils/figures-i18n';
import type { Lang } from '../../utils/i18n';

/** Props: the reader's language and the order's own columns. */
export interface OrderAttributionProps {
  lang: Lang;
  order: BackofficeOrderRecord;
}

/** Renders the block, or nothing when the order names no partner, page or campaign. */
export default function OrderAttribution({ lang, order: o }: OrderAttributionProps) {
  const a = o.attribution;
  // The UTM names are the parameters partners write in their links: shown as such, untranslated.
  const rows: [string, string][] = [
    [gt(lang, 'figures.partner'), a?.partner ?? ''],
    [gt(lang, 'figures.order.page'), a?.page_origin ?? ''],
    [gt(lang, 'figures.order.campaign'), o.promo],
    ...UTM_NAMES.map((n): [string, string] => [n, a?.[n] ?? '']),
  ].filter((r): r is [string, string] => r[1] !== '');
  if (rows.length === 0) return null;
  return (
    <section aria-label={gt(lang, 'figures.order.title')}>
      <h3>{gt(lang, 'figures.order.title')}</h3>
      <dl>
        {rows.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The price part of the overview (issue 17): every extra with its count and price per ride, then per
 * booked leg the gross price, the PO (agent) and coupon discounts and what is to pay, and the total.
 * Only the total sits in the polite live region, so a screen reader hears the new total once the
 * debounced price call answers, not the whole breakdown and not on every keystroke.
 */
import {
  type BookingDraft,
  EXTRA_PRICES,
  LOCALE,
  type Lang,
  type LegPriceResult,
  type PriceResult,
  childSeatTotal,
  formatEuros,
  priceTotals,
} from '../../core';
import type { Translate } from '../i18n';

/** One extra of the draft as the breakdown lists it. */
export interface ExtraLine {
  /** The widget message key of its name, or 'pets' for the lazily loaded pets text. */
  key: string;
  count: number;
  /** Price per item per ride, in cents. */
  cents: number;
}

/** The draft fields the breakdown reads. */
export type BreakdownDraft = Pick<
  BookingDraft,
  | 'departure'
  | 'arrival'
  | 'koffers'
  | 'kinderwagens'
  | 'childSeatsSmall'
  | 'childSeatsMedium'
  | 'childSeatsLarge'
  | 'skis'
  | 'golfbags'
  | 'fietskoffers'
  | 'rolstoelen'
  | 'rollators'
  | 'pets'
>;

/** The breakdown's draft fields, for the overview's narrow selection (widget/store/select.ts). */
export const BREAKDOWN_FIELDS = [
  'departure',
  'arrival',
  'koffers',
  'kinderwagens',
  'childSeatsSmall',
  'childSeatsMedium',
  'childSeatsLarge',
  'skis',
  'golfbags',
  'fietskoffers',
  'rolstoelen',
  'rollators',
  'pets',
] as const satisfies readonly (keyof BreakdownDraft)[];

/** The extras of a draft with a count above 0, each with its price per item per ride (core's tariff). */
export function extraLines(d: BreakdownDraft): ExtraLine[] {
  const lines: ExtraLine[] = [
    { key: 'extras.koffers', count: d.koffers, cents: EXTRA_PRICES.koffers },
    { key: 'extras.kinderwagens', count: d.kinderwagens, cents: EXTRA_PRICES.kinderwagens },
    { key: 'extras.childSeats', count: childSeatTotal(d), cents: EXTRA_PRICES.childSeat },
    { key: 'extras.skis', count: d.skis, cents: EXTRA_PRICES.skis },
    { key: 'extras.golfbags', count: d.golfbags, cents: EXTRA_PRICES.golfbags },
    { key: 'extras.fietskoffers', count: d.fietskoffers, cents: EXTRA_PRICES.fietskoffers },
    { key: 'extras.rolstoelen', count: d.rolstoelen, cents: EXTRA_PRICES.rolstoelen },
    { key: 'extras.rollators', count: d.rollators, cents: EXTRA_PRICES.rollators },
    { key: 'pets', count: d.pets ?? 0, cents: EXTRA_PRICES.pet },
  ];
  return lines.filter((l) => l.count > 0);
}

/** Props of {@link PriceBreakdown}. */
export interface PriceBreakdownProps {
  draft: BreakdownDraft;
  price: PriceResult | null;
  loading: boolean;
  t: Translate;
  lang: Lang;
}

/** Renders the extras, the legs' breakdown and the total. */
export function PriceBreakdown({ draft, price, loading, t, lang }: PriceBreakdownProps) {
  const money = (cents: number) => formatEuros(cents, LOCALE[lang]);
  // Euro amounts of the price result to cents, as the overview has always rounded them.
  const euros = (amount: number) => money(Math.round(amount * 100));
  const extras = extraLines(draft);
  const totals = price ? priceTotals(draft, price) : null;
  const agentPays = price?.KORTINGPODATA?.BETAALDDOORTRAVELAGENT === true;
  const leg = (heading: string, p: LegPriceResult | undefined, name: string) =>
    p && (
      <section aria-label={heading} data-testid={`leg-${name}`}>
        <h3>{heading}</h3>
        <dl>
          <dt>{t('ov.gross')}</dt>
          <dd data-testid={`gross-${name}`}>{euros(p.BRUTOPRIJS)}</dd>
          {(p.KORTING ?? 0) > 0 && (
            <>
              <dt>{t('ov.poDiscount')}</dt>
              <dd data-testid={`po-${name}`}>− {euros(p.KORTING ?? 0)}</dd>
            </>
          )}
          {p.KORTINGCOUPONS > 0 && (
            <>
              <dt>{t('ov.couponDiscount')}</dt>
              <dd data-testid={`coupon-${name}`}>− {euros(p.KORTINGCOUPONS)}</dd>
            </>
          )}
          {/* The agency is invoiced the leg's price: the traveller has nothing to pay (issue 23). */}
          <dt>{t(agentPays ? 'ov.agentPays' : 'ov.legTotal')}</dt>
          <dd data-testid={`pay-${name}`}>{euros(p.PRIJSKLANT)}</dd>
        </dl>
      </section>
    );

  return (
    <div className="price" part="price">
      {extras.length > 0 && (
        <>
          <h3>{t('ov.extras')}</h3>
          <ul className="plain" data-testid="extras">
            {extras.map((x) => (
              <li key={x.key}>
                {t('ov.extraLine', {
                  count: x.count,
                  name: x.key === 'pets' ? t('extras.pets') : t(x.key as 'extras.koffers'),
                })}
                : {t('ov.perLeg', { price: money(x.count * x.cents) })}
              </li>
            ))}
          </ul>
        </>
      )}
      {totals && draft.departure && leg(t('overview.priceDeparture'), price?.HEEN, 'heen')}
      {totals && draft.arrival && leg(t('overview.priceReturn'), price?.TERUG, 'terug')}
      {/* core's applyCoupons takes an amount coupon once per order, outbound first (issue 31: say so). */}
      {totals &&
        draft.departure &&
        draft.arrival &&
        (price?.HEEN?.KORTINGCOUPONS ?? 0) > 0 !== (price?.TERUG?.KORTINGCOUPONS ?? 0) > 0 && (
          <p className="notice" data-testid="coupon-one-leg">
            {t('ov.couponOneLeg')}
          </p>
        )}
      <div aria-live="polite" aria-busy={loading}>
        {/* While the price is recalculated the total says so instead of the last one (issue 31). */}
        {loading ? (
          <p role="status">{t('overview.priceLoading')}</p>
        ) : totals ? (
          <dl>
            <dt className="total">{t('overview.total')}</dt>
            <dd className="total" data-testid="total">
              {euros(totals.total)}
            </dd>
          </dl>
        ) : (
          <p>{t('overview.noPrice')}</p>
        )}
      </div>
    </div>
  );
}

/**
 * The cancellation scale as lines of text, with both ends of each step (issue 27: the Dutch terms once
 * read "vanaf 4 dagen: €15" where the code charged EUR 15 from 14 days down to 4). Pure: each caller
 * passes its own catalogue's texts under the {@link ScaleTextKey} names, so the site's dialog and the
 * server's e-mails word the same table of core (CANCELLATION_SCALES) in nl, fr and en.
 */
import { CANCELLATION_SCALES, type CancellationCharge, type TermsVersion } from './cancellation';

/**
 * The texts a caller provides: the three shapes of a step's range ({lower} and {upper} are lengths of
 * time before pickup), the four charges, and the two units of time (ICU plural on {n}).
 */
export type ScaleTextKey =
  | 'scale.first'
  | 'scale.between'
  | 'scale.last'
  | 'scale.free'
  | 'scale.fee'
  | 'scale.share'
  | 'scale.full'
  | 'scale.days'
  | 'scale.hours';

/** A catalogue look-up bound to one language, as the site's and the mails' are. */
export type ScaleText = (key: ScaleTextKey, vars: Record<string, string | number>) => string;

const DAY_MINUTES = 24 * 60;

/** "14 days" or "24 hours": whole days when the boundary is a multiple of a day above one. */
function span(text: ScaleText, minutes: number): string {
  return minutes % DAY_MINUTES === 0 && minutes > DAY_MINUTES
    ? text('scale.days', { n: minutes / DAY_MINUTES })
    : text('scale.hours', { n: minutes / 60 });
}

function chargeText(text: ScaleText, charge: CancellationCharge, money: (cents: number) => string): string {
  if (charge.kind === 'free') return text('scale.free', {});
  if (charge.kind === 'fee') return text('scale.fee', { amount: money(charge.cents) });
  if (charge.kind === 'share')
    return text('scale.share', { percent: charge.percent, minimum: money(charge.minimumCents) });
  return text('scale.full', {});
}

/**
 * The lines of scale `terms`, earliest step first, each naming both ends of its range: "14 days or more
 * before pickup: free", "less than 14 days and at least 4 days before pickup: ...", "less than 24 hours
 * before pickup: the full price". `money` writes an amount in cents in the reader's locale.
 */
export function cancellationScaleLines(
  terms: TermsVersion,
  text: ScaleText,
  money: (cents: number) => string,
): string[] {
  const scale = CANCELLATION_SCALES[terms];
  return scale.map((step, i) => {
    const charge = chargeText(text, step.charge, money);
    const upper = scale[i - 1]?.minutesBefore;
    if (upper === undefined) return text('scale.first', { lower: span(text, step.minutesBefore), charge });
    if (step.minutesBefore === 0) return text('scale.last', { upper: span(text, upper), charge });
    return text('scale.between', {
      upper: span(text, upper),
      lower: span(text, step.minutesBefore),
      charge,
    });
  });
}

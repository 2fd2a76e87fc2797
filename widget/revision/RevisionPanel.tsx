/**
 * The change mode's part of the last step (issue 27): the order's old and new price side by side, per
 * ride and in total, what happens with the difference (pay it, a coupon, a refund to the card, the
 * invoice), and a refusal naming the field in the customer's language. The quote runs when the step
 * shows and again when the draft changes; its result is announced politely, a refusal as an alert.
 */
import { useEffect } from 'react';
import { LOCALE, formatEuros } from '../../core';
import type { RevisionQuote } from '../api/revision';
import { useBooking, useBookingStore, useLang, useT } from '../store/context';
import { fieldOf, refusalText } from './field-name';

/** The draft's route fields, which the price answers fill in. */
const ROUTE_FIELDS = /^(distance|travelTime|latLon)/;

/** Wait after the last change of the draft before it is quoted again. */
const QUOTE_DELAY_MS = 400;

/** Renders the change's prices and settlement; `uid` makes its ids unique. */
export function RevisionPanel({ uid }: { uid: string }) {
  const t = useT();
  const store = useBookingStore();
  // What the customer chose, without the routes every price answer writes back into the draft: a
  // new quote follows a change of the booking, never the quote's own price call.
  const chosen = useBooking((s) =>
    JSON.stringify(s.draft, (key, value: unknown) => (ROUTE_FIELDS.test(key) ? undefined : value)),
  );
  const q = useBooking((s) => s.revisionQuote);

  useEffect(() => {
    // The first quote runs at once; a later change of the draft waits for the typing to stop.
    const delay = store.getState().revisionQuote.state === 'idle' ? 0 : QUOTE_DELAY_MS;
    const timer = setTimeout(() => void store.getState().quoteRevision(), delay);
    return () => clearTimeout(timer);
  }, [chosen, store]);

  return (
    <section className="revision" aria-labelledby={`${uid}-rev`} data-testid="revision-panel">
      <h3 id={`${uid}-rev`}>{t('revise.title')}</h3>
      <div aria-live="polite" aria-busy={q.state === 'loading'}>
        {q.state === 'loading' && <p>{t('revise.loading')}</p>}
        {q.state === 'ready' && <Prices quote={q.quote} />}
      </div>
      <div role="alert" className="alert" part="alert">
        {q.state === 'ready' && q.moved ? t('revise.moved') : ''}
        {q.state === 'failed' ? refusalText(t, q.code, q.field) : ''}
      </div>
      {q.state === 'failed' && (
        <button type="button" part="button" onClick={() => void store.getState().quoteRevision()}>
          {t('revise.retry')}
        </button>
      )}
    </section>
  );
}

/** The old and new prices and the settlement of `quote`. */
function Prices({ quote }: { quote: RevisionQuote }) {
  const t = useT();
  const lang = useLang();
  const money = (cents: number | null) =>
    cents === null ? t('revise.noRide') : formatEuros(cents, LOCALE[lang]);
  const until = new Intl.DateTimeFormat(LOCALE[lang], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Brussels',
  }).format(new Date(quote.open_until));
  return (
    <>
      <table className="revision-prices" part="price">
        <caption>{t('revise.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('revise.colRide')}</th>
            <th scope="col">{t('revise.colOld')}</th>
            <th scope="col">{t('revise.colNew')}</th>
          </tr>
        </thead>
        <tbody>
          {quote.legs.map((leg) => (
            <tr key={leg.leg}>
              <th scope="row">{t(leg.leg === 'H' ? 'revise.legH' : 'revise.legT')}</th>
              <td>{money(leg.old_cents)}</td>
              <td>{money(leg.new_cents)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t('revise.total')}</th>
            <td data-testid="revision-old">{money(quote.old_total_cents)}</td>
            <td data-testid="revision-new">
              <strong>{money(quote.new_total_cents)}</strong>
            </td>
          </tr>
        </tbody>
      </table>
      <Changes quote={quote} />
      <p data-testid="revision-settlement">{settlementText(t, quote, money)}</p>
      <p className="hint">{t('revise.openUntil', { date: until })}</p>
    </>
  );
}

/** The booking's fields the change alters, before and after, as the customer named them. */
function Changes({ quote }: { quote: RevisionQuote }) {
  const t = useT();
  const named = quote.changes
    .map((c) => ({ ...c, kind: fieldOf(c.field) }))
    .filter((c) => c.kind.name !== 'other');
  if (named.length === 0) return null;
  return (
    <>
      <h4>{t('revise.changesTitle')}</h4>
      <ul data-testid="revision-changes">
        {named.map((c) => (
          <li key={c.field}>
            {t('revise.change', {
              field: capitalised(t('revise.field', c.kind)),
              before: c.before || '–',
              after: c.after || '–',
            })}
          </li>
        ))}
      </ul>
    </>
  );
}

/** `text` with its first letter a capital: the field's name opens a line of the list. */
function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What happens with the difference of `quote`, with its amounts written by `money`. */
function settlementText(t: ReturnType<typeof useT>, quote: RevisionQuote, money: (cents: number) => string) {
  const amount = money(Math.abs(quote.difference_cents));
  // An order not paid yet pays its new total the usual way.
  if (quote.settlement === 'none' && quote.difference_cents !== 0)
    return t('revise.settle.unpaid', { amount: money(quote.new_total_cents) });
  if (quote.settlement === 'none' || (quote.difference_cents === 0 && quote.settlement !== 'invoice'))
    return t('revise.settle.none');
  return t(`revise.settle.${quote.settlement}`, { amount });
}

/**
 * The /feedback island (issue 11). Opened from the day-after e-mail (?t=<signed link>) it needs no
 * login; opened from the account's orders list (?order=<id>) it is the logged-in owner's. It shows the
 * ride, takes a rating of 1 to 5 (a radio group: arrow keys move, screen readers hear "3 of 5: good")
 * and a text, sends them in the page's language and thanks the customer.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isLoggedIn } from '../../../client';
import {
  MAX_FEEDBACK_LENGTH,
  MAX_RATING,
  formatBookingDate,
  langPath,
  type FeedbackLinkInfo,
} from '../../../core';
import { accountPath, at, type AccountKey } from '../utils/account-i18n';
import { replacePage, startSession } from '../utils/account-session';
import { feedbackApi } from '../utils/feedback-api';
import { feedbackErrors, refusalKey, type FeedbackErrors } from '../utils/feedback-form';
import { Status, type StatusMessage } from './Status';
import type { IslandProps } from './props';

/** Where the page was opened from: the e-mailed link, or an order of the account. */
type Source = { link: string } | { order: number } | null;

/** Reads the link token or the order id from the address. */
function sourceOf(search: string): Source {
  const query = new URLSearchParams(search);
  const link = query.get('t');
  if (link) return { link };
  const order = Number(query.get('order'));
  return Number.isInteger(order) && order > 0 ? { order } : null;
}

type Phase =
  | { kind: 'loading' }
  | { kind: 'form'; ride: FeedbackLinkInfo }
  | { kind: 'refused'; key: AccountKey }
  | { kind: 'done' };

const RATINGS = Array.from({ length: MAX_RATING }, (_, i) => i + 1);

/** Renders the feedback page. */
export default function FeedbackIsland({ lang, apiBase, navigate = replacePage }: IslandProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [status, setStatus] = useState<StatusMessage>(null);
  const thanks = useRef<HTMLDivElement>(null);
  const busy = status?.kind === 'busy';

  useEffect(() => {
    const load = async (): Promise<Phase> => {
      const source = sourceOf(location.search);
      if (!source) return { kind: 'refused', key: 'acc.fb.invalid' };
      const session = await startSession(apiBase);
      const api = feedbackApi(apiBase);
      if ('link' in source) {
        const ride = await api.linkInfo(source.link, lang);
        return ride.given ? { kind: 'refused', key: 'acc.fb.given' } : { kind: 'form', ride };
      }
      if (!isLoggedIn(session)) {
        navigate(accountPath(lang, 'login'));
        return { kind: 'loading' };
      }
      const lines = await api.order(source.order);
      const legs = lines.map(({ RIT, DATUM, VAN, NAAR }) => ({ RIT, DATUM, VAN, NAAR }));
      return { kind: 'form', ride: { firstName: '', bonnr: lines[0]?.BONNR ?? '', legs, given: false } };
    };
    load().then(setPhase, (error: unknown) => setPhase({ kind: 'refused', key: refusalKey(error) }));
  }, [apiBase, lang, navigate]);

  useEffect(() => {
    if (phase.kind === 'done') thanks.current?.focus();
  }, [phase.kind]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = feedbackErrors(rating, text);
    setErrors(found);
    if (found.rating || found.text) {
      document.getElementById(found.rating ? 'feedback-rating-1' : 'feedback-text')?.focus();
      return;
    }
    setStatus({ kind: 'busy', text: at(lang, 'acc.fb.busy') });
    const source = sourceOf(location.search);
    const api = feedbackApi(apiBase);
    const entry = { rating, text, lang };
    try {
      if (source && 'link' in source) await api.sendByLink(source.link, entry);
      else if (source) await api.sendForOrder(source.order, entry);
      setStatus(null);
      setPhase({ kind: 'done' });
    } catch (error) {
      const key = refusalKey(error);
      if (key === 'acc.error') setStatus({ kind: 'error', text: at(lang, key) });
      else {
        setStatus(null);
        setPhase({ kind: 'refused', key });
      }
    }
  }

  const customers = langPath(lang, 'customers');
  if (phase.kind === 'loading')
    return (
      <p role="status" aria-busy="true" className="busy">
        {at(lang, 'acc.fb.loading')}
      </p>
    );
  if (phase.kind === 'refused')
    return (
      <div role="alert" className="notice">
        <p>{at(lang, phase.key)}</p>
      </div>
    );
  if (phase.kind === 'done')
    return (
      <div role="status" className="notice" tabIndex={-1} ref={thanks}>
        <p>{at(lang, 'acc.fb.done')}</p>
        <p>
          <a href={customers}>{at(lang, 'acc.fb.toCustomers')}</a>
        </p>
      </div>
    );
  const { ride } = phase;
  const count = [...text].length;
  return (
    <>
      <div className="feedback-ride">
        {ride.firstName && <p>{at(lang, 'acc.fb.hello', { name: ride.firstName })}</p>}
        {ride.bonnr && <p>{at(lang, 'acc.fb.booking', { receipt: ride.bonnr })}</p>}
        <ul>
          {ride.legs.map((leg) => (
            <li key={leg.RIT}>
              {at(lang, 'acc.fb.leg', {
                date: formatBookingDate(leg.DATUM, undefined, lang),
                from: leg.VAN,
                to: leg.NAAR,
              })}
            </li>
          ))}
        </ul>
      </div>
      <form className="form" noValidate onSubmit={submit} aria-busy={busy}>
        <fieldset
          className="rating"
          aria-describedby={errors.rating ? 'feedback-rating-error' : undefined}
          aria-invalid={errors.rating ? true : undefined}
        >
          <legend>
            {at(lang, 'acc.fb.rating')}
            <span aria-hidden="true"> *</span>
          </legend>
          {RATINGS.map((n) => (
            <label className="choice" key={n}>
              <input
                type="radio"
                id={`feedback-rating-${n}`}
                name="rating"
                value={n}
                required
                checked={rating === n}
                onChange={() => setRating(n)}
              />
              <span className="stars" aria-hidden="true">
                {'★'.repeat(n)}
                {'☆'.repeat(MAX_RATING - n)}
              </span>
              {at(lang, `acc.fb.rating${n}` as AccountKey)}
            </label>
          ))}
          {errors.rating && (
            <p className="error" id="feedback-rating-error" role="alert">
              {at(lang, errors.rating)}
            </p>
          )}
        </fieldset>
        <div className="field">
          <label htmlFor="feedback-text">
            {at(lang, 'acc.fb.text')}
            <span aria-hidden="true"> *</span>
          </label>
          <textarea
            id="feedback-text"
            name="text"
            rows={6}
            required
            value={text}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={`feedback-text-hint feedback-text-count${errors.text ? ' feedback-text-error' : ''}`}
            onChange={(e) => setText(e.target.value)}
          />
          <p className="hint" id="feedback-text-hint">
            {at(lang, 'acc.fb.textHint', { max: MAX_FEEDBACK_LENGTH })}
          </p>
          <p className="hint" id="feedback-text-count">
            {at(lang, 'acc.fb.textCount', { count, max: MAX_FEEDBACK_LENGTH })}
          </p>
          {errors.text && (
            <p className="error" id="feedback-text-error" role="alert">
              {at(lang, errors.text, { max: MAX_FEEDBACK_LENGTH })}
            </p>
          )}
        </div>
        <div className="actions">
          <button type="submit" disabled={busy}>
            {at(lang, 'acc.fb.submit')}
          </button>
        </div>
        <Status message={status} />
      </form>
    </>
  );
}

/**
 * The /refund island (issue 23): opened from the e-mail of an operator's cancellation (#t=<secret>),
 * it shows the amount paid and both ways to get it back, a refund to the card or a coupon, as one radio
 * group (arrow keys move, screen readers hear each option with its hint), and makes the choice once.
 * The secret leaves the address bar at once and stays in this tab's session storage, so a reload
 * still works and the browser history does not keep it.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  LOCALE,
  formatEuros,
  formatLetterDate,
  type RefundChoice,
  type RefundChoiceView,
} from '../../../core';
import { at, type AccountKey } from '../utils/account-i18n';
import { startSession } from '../utils/account-session';
import { refundApi, refundRefusalKey } from '../utils/refund-api';
import { Status, type StatusMessage } from './Status';
import type { IslandProps } from './props';

const STORE = 'tb-refund-link';

/** Takes the secret from the fragment (removing it from the address) or from this tab's storage. */
function takeSecret(): string {
  const fromMail = new URLSearchParams(location.hash.replace(/^#/, '')).get('t');
  if (fromMail) {
    sessionStorage.setItem(STORE, fromMail);
    history.replaceState(null, '', location.pathname + location.search);
    return fromMail;
  }
  return sessionStorage.getItem(STORE) ?? '';
}

type Phase =
  | { kind: 'loading' }
  | { kind: 'form'; view: RefundChoiceView }
  | { kind: 'refused'; key: AccountKey }
  | { kind: 'done'; view: RefundChoiceView };

/** Renders the refund choice page. */
export default function RefundChoiceIsland({ lang, apiBase }: IslandProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [choice, setChoice] = useState<RefundChoice | ''>('');
  const [missing, setMissing] = useState(false);
  const [status, setStatus] = useState<StatusMessage>(null);
  const secret = useRef('');
  const result = useRef<HTMLDivElement>(null);
  const busy = status?.kind === 'busy';
  const euros = (cents: number) => formatEuros(cents, LOCALE[lang]);

  useEffect(() => {
    secret.current = takeSecret();
    const load = async (): Promise<Phase> => {
      if (!secret.current) return { kind: 'refused', key: 'acc.refund.invalid' };
      await startSession(apiBase);
      const view = await refundApi(apiBase).view(secret.current);
      return view.choice ? { kind: 'done', view } : { kind: 'form', view };
    };
    load().then(setPhase, (error: unknown) => setPhase({ kind: 'refused', key: refundRefusalKey(error) }));
  }, [apiBase]);

  useEffect(() => {
    if (phase.kind === 'done') result.current?.focus();
  }, [phase.kind]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || phase.kind !== 'form') return;
    if (!choice) {
      setMissing(true);
      document.getElementById('refund-card')?.focus();
      return;
    }
    setStatus({ kind: 'busy', text: at(lang, 'acc.refund.busy') });
    try {
      const done = await refundApi(apiBase).choose(secret.current, choice);
      setStatus(null);
      setPhase({ kind: 'done', view: { ...phase.view, ...done, options: [] } });
    } catch (error) {
      const key = refundRefusalKey(error);
      if (key === 'acc.refund.chosen' || key === 'acc.refund.expired' || key === 'acc.refund.invalid') {
        setStatus(null);
        setPhase({ kind: 'refused', key });
      } else setStatus({ kind: 'error', text: at(lang, key) });
    }
  }

  if (phase.kind === 'loading')
    return (
      <p role="status" aria-busy="true" className="busy">
        {at(lang, 'acc.refund.loading')}
      </p>
    );
  if (phase.kind === 'refused')
    return (
      <div role="alert" className="notice">
        <p>{at(lang, phase.key)}</p>
      </div>
    );
  const { view } = phase;
  const amount = euros(view.amount_cents);
  if (phase.kind === 'done')
    return (
      <div role="status" className="notice" tabIndex={-1} ref={result} data-status={view.status}>
        <p>
          {view.choice === 'card' || !view.coupon
            ? at(lang, 'acc.refund.doneCard', { amount, receipt: view.bonnr })
            : at(lang, 'acc.refund.doneCoupon', {
                code: view.coupon.code,
                amount: euros(view.coupon.amount_cents),
                date: formatLetterDate(view.coupon.valid_until, lang),
              })}
        </p>
        <p>
          {at(lang, 'acc.label', { label: at(lang, 'acc.manage.status') })}{' '}
          {at(lang, `acc.status.${view.status}` as AccountKey)}
        </p>
      </div>
    );
  const expires = new Date(view.expires_at);
  const expiresDate = expires.toLocaleDateString(LOCALE[lang], { timeZone: 'Europe/Brussels' });
  const options: { id: RefundChoice; label: AccountKey; hint: AccountKey }[] = [
    { id: 'card', label: 'acc.refund.card', hint: 'acc.refund.cardHint' },
    { id: 'coupon', label: 'acc.refund.coupon', hint: 'acc.refund.couponHint' },
  ];
  return (
    <>
      <p>{at(lang, 'acc.refund.intro', { receipt: view.bonnr, amount })}</p>
      <form className="form" noValidate onSubmit={submit} aria-busy={busy}>
        <fieldset
          aria-describedby={`refund-expires${missing ? ' refund-missing' : ''}`}
          aria-invalid={missing ? true : undefined}
        >
          <legend>{at(lang, 'acc.refund.question', { amount })}</legend>
          {options.map((o) => (
            <div className="choice" key={o.id}>
              <input
                type="radio"
                id={`refund-${o.id}`}
                name="refund"
                value={o.id}
                required
                disabled={!view.options.includes(o.id)}
                checked={choice === o.id}
                aria-describedby={`refund-${o.id}-hint`}
                onChange={() => {
                  setChoice(o.id);
                  setMissing(false);
                }}
              />
              <label htmlFor={`refund-${o.id}`}>{at(lang, o.label, { amount })}</label>
              <p className="hint" id={`refund-${o.id}-hint`}>
                {at(lang, o.hint)}
              </p>
            </div>
          ))}
          <p className="hint" id="refund-expires">
            {at(lang, 'acc.refund.expires', { date: expiresDate })}
          </p>
          {missing && (
            <p className="error" id="refund-missing" role="alert">
              {at(lang, 'acc.refund.required')}
            </p>
          )}
        </fieldset>
        <div className="actions">
          <button type="submit" disabled={busy}>
            {at(lang, 'acc.refund.submit')}
          </button>
        </div>
        <Status message={status} />
      </form>
    </>
  );
}

/**
 * One opened order in the back office: the customer, each leg with its pickup time and outcome
 * controls, the payments, status changes, coupons, changes and cancellations, mails and audit entries,
 * and (for an operator) the cancellation: by the operator, the customer choosing a refund to the card
 * or a coupon of everything paid (issue 23), or on the customer's behalf with the terms' or a chosen
 * refund.
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import {
  LOCALE,
  formatEuros,
  formatLetterDate,
  type BackofficeOrderDetail,
  type BackofficeOrderLeg,
} from '../../../../core';
import { ot } from '../../utils/bo-orders-i18n';
import OrderRecords, { statusName } from './OrderRecords';
import OrderRide from './OrderRide';
import OrderAttribution from './OrderAttribution';
import PickupControl from './PickupControl';
import PickupWishPanel from './PickupWishPanel';
import LandingControl from './LandingControl';
import { OrderLegAssignment } from './AssignmentControl';
import { ordersApi, reasonOf } from './orders-api';
import type { SectionProps } from './sections';

/** Props: the section's, the order and the way back to the list. */
export interface OrderDetailProps extends SectionProps {
  id: number;
  onBack: () => void;
}

/** Renders the order. */
export default function OrderDetailView({ lang, apiBase, staff, id, onBack }: OrderDetailProps) {
  const hid = useId();
  const [detail, setDetail] = useState<BackofficeOrderDetail | null>(null);
  const [error, setError] = useState('');
  const load = useCallback(
    () =>
      ordersApi(apiBase)
        .order(id)
        .then(setDetail, (e: unknown) => setError(ot(lang, 'common.failed', { reason: reasonOf(e, lang) }))),
    [apiBase, id, lang],
  );
  useEffect(() => void load(), [load]);

  if (!detail)
    return error ? (
      <p role="alert" className="bo-error">
        {error}
      </p>
    ) : (
      <p aria-busy="true">{ot(lang, 'common.loading')}</p>
    );
  const o = detail.order;
  return (
    <section aria-labelledby={hid}>
      <button type="button" onClick={onBack}>
        {ot(lang, 'orders.back')}
      </button>
      <h2 id={hid}>{ot(lang, 'detail.title', { bonnr: o.bonnr, ecode: o.ecode })}</h2>
      <p>
        {statusName(lang, o.status)} ·{' '}
        {ot(lang, 'detail.customer', {
          name: `${o.voornaam} ${o.naam}`,
          email: o.emailklant,
          phone: o.telklant,
        })}
      </p>
      <OrderRide lang={lang} order={o} />
      <OrderAttribution lang={lang} order={o} />
      <h3>{ot(lang, 'detail.legs')}</h3>
      {detail.legs.map((l) => (
        <LegBlock
          key={l.leg}
          lang={lang}
          apiBase={apiBase}
          orderId={o.id}
          bonnr={o.bonnr}
          leg={l}
          onSaved={load}
        />
      ))}
      <PickupWishPanel lang={lang} apiBase={apiBase} orderId={o.id} onDecided={() => void load()} />
      <OrderRecords lang={lang} detail={detail} />
      {staff.role === 'operator' && (
        <CancelForm lang={lang} apiBase={apiBase} detail={detail} onDone={load} />
      )}
    </section>
  );
}

interface LegBlockProps {
  lang: OrderDetailProps['lang'];
  apiBase?: string | undefined;
  orderId: number;
  bonnr: string;
  leg: BackofficeOrderLeg;
  onSaved: () => void;
}

function LegBlock({ lang, apiBase, orderId, bonnr, leg, onSaved }: LegBlockProps) {
  const id = useId();
  const name = ot(lang, leg.leg === 'H' ? 'leg.H' : 'leg.T');
  const [outcome, setOutcome] = useState<string>(leg.outcome);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function saveOutcome(e: FormEvent) {
    e.preventDefault();
    try {
      await ordersApi(apiBase).setOutcome(orderId, leg.leg, outcome);
      setMessage({ ok: true, text: ot(lang, 'outcome.saved') });
      onSaved();
    } catch (error) {
      setMessage({ ok: false, text: ot(lang, 'common.failed', { reason: reasonOf(error, lang) }) });
    }
  }

  return (
    <div className="bo-leg">
      <p>
        <strong>{name}</strong> {leg.date} · {leg.airport} {leg.flight} {leg.flight_time} · {leg.street}{' '}
        {leg.nr}, {leg.postcode} {leg.city}
      </p>
      <PickupControl
        lang={lang}
        apiBase={apiBase}
        orderId={orderId}
        leg={leg.leg}
        what={`${bonnr} ${name}`}
        time={leg.pickup_time}
      />
      {leg.leg === 'T' && leg.airport && (
        <LandingControl lang={lang} apiBase={apiBase} orderId={orderId} what={`${bonnr} ${name}`} />
      )}
      <OrderLegAssignment
        lang={lang}
        apiBase={apiBase}
        orderId={orderId}
        leg={leg.leg}
        what={`${bonnr} ${name}`}
      />
      <form className="bo-inline" onSubmit={(e) => void saveOutcome(e)}>
        <label htmlFor={id}>{ot(lang, 'outcome.label', { leg: name })}</label>
        <select id={id} value={outcome} onChange={(e) => setOutcome(e.target.value)}>
          <option value="">{ot(lang, 'outcome.none')}</option>
          {/* The driver's own states show as they are; the back office marks only done or no show. */}
          {(leg.outcome === 'on_the_way' || leg.outcome === 'on_board') && (
            <option value={leg.outcome} disabled>
              {ot(lang, `outcome.${leg.outcome}`)}
            </option>
          )}
          <option value="done">{ot(lang, 'outcome.done')}</option>
          <option value="no_show">{ot(lang, 'outcome.no_show')}</option>
        </select>
        <button type="submit">{ot(lang, 'outcome.save')}</button>
        {message && <span role={message.ok ? 'status' : 'alert'}>{message.text}</span>}
      </form>
    </div>
  );
}

interface CancelFormProps {
  lang: OrderDetailProps['lang'];
  apiBase?: string | undefined;
  detail: BackofficeOrderDetail;
  onDone: () => void;
}

function CancelForm({ lang, apiBase, detail, onDone }: CancelFormProps) {
  const id = useId();
  const euros = (cents: number) => formatEuros(cents, LOCALE[lang]);
  // A paid order the operator cancels is by default the operator's breach: the customer chooses.
  const [mode, setMode] = useState<'choice' | 'terms' | 'chosen'>(
    detail.cancel.card_cents > 0 ? 'choice' : 'terms',
  );
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const result = message && (
    <p role={message.ok ? 'status' : 'alert'} className={message.ok ? undefined : 'bo-error'}>
      {message.text}
    </p>
  );
  // Once cancelled the order is read again: the form goes, the result stays.
  if (!detail.cancel.open)
    return (
      <>
        {result}
        <p>{ot(lang, 'cancel.closed')}</p>
      </>
    );

  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      const cents = Math.round(Number(amount.replace(',', '.')) * 100);
      const done = await ordersApi(apiBase).cancel(
        detail.order.id,
        mode === 'chosen' ? { refund: 'chosen', refund_cents: cents } : { refund: mode },
      );
      setMessage({
        ok: true,
        text:
          mode === 'choice'
            ? ot(lang, 'cancel.doneChoice', { amount: euros(done.refund_cents) })
            : done.coupon
              ? ot(lang, 'cancel.done', {
                  code: done.coupon.code,
                  amount: euros(done.coupon.amount_cents),
                  date: formatLetterDate(done.coupon.valid_until, lang),
                })
              : ot(lang, 'cancel.doneNoRefund'),
      });
      onDone();
    } catch (error) {
      setMessage({ ok: false, text: ot(lang, 'common.failed', { reason: reasonOf(error, lang) }) });
    }
  }

  return (
    <form className="bo-cancel" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-t`}>
      <fieldset>
        <legend id={`${id}-t`}>{ot(lang, 'cancel.title')}</legend>
        {detail.cancel.card_cents > 0 && (
          <label>
            <input
              type="radio"
              name="refund"
              checked={mode === 'choice'}
              onChange={() => setMode('choice')}
            />{' '}
            {ot(lang, 'cancel.choice', { amount: euros(detail.cancel.card_cents) })}
          </label>
        )}
        <label>
          <input type="radio" name="refund" checked={mode === 'terms'} onChange={() => setMode('terms')} />{' '}
          {ot(lang, 'cancel.terms', { amount: euros(detail.cancel.refund_cents) })}
        </label>
        <label>
          <input type="radio" name="refund" checked={mode === 'chosen'} onChange={() => setMode('chosen')} />{' '}
          {ot(lang, 'cancel.chosen', { paid: euros(detail.cancel.paid_cents) })}
        </label>
        {mode === 'chosen' && (
          <label>
            {ot(lang, 'cancel.amount')}{' '}
            <input inputMode="decimal" required value={amount} onChange={(e) => setAmount(e.target.value)} />
          </label>
        )}
        <button type="submit">{ot(lang, 'cancel.submit')}</button>
      </fieldset>
      {result}
    </form>
  );
}

/**
 * Orders (/backoffice#orders): the search form with its filters, a paged table of the orders found,
 * and one opened order (OrderDetail) with its actions.
 */
import { useId, useState, type FormEvent } from 'react';
import { LOCALE, ORDER_STATUSES, formatEuros } from '../../../../core';
import { ot } from '../../utils/bo-orders-i18n';
import OrderDetailView from './OrderDetail';
import { statusName, vehicleName } from './OrderRecords';
import { ordersApi, reasonOf, type OrderRow } from './orders-api';
import type { SectionProps } from './sections';

const PAGE = 25;
const VEHICLES = ['combinatie', 'comfort', 'business'];

/** Renders the section. */
export default function OrdersSection(props: SectionProps) {
  const { lang, apiBase } = props;
  const id = useId();
  const [filter, setFilter] = useState<Record<string, string>>({});
  const [rows, setRows] = useState<OrderRow[] | null>(null);
  const [offset, setOffset] = useState(0);
  const [more, setMore] = useState(false);
  const [error, setError] = useState('');
  const [open, setOpen] = useState<number | null>(null);

  async function run(at: number) {
    setError('');
    const params = Object.fromEntries(Object.entries(filter).filter(([, v]) => v.trim() !== ''));
    try {
      const answer = await ordersApi(apiBase).search({ ...params, limit: String(PAGE), offset: String(at) });
      setRows(answer.data);
      setMore(Boolean(answer.metadata?.more));
      setOffset(at);
    } catch (e) {
      setError(ot(lang, 'common.failed', { reason: reasonOf(e, lang) }));
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    void run(0);
  }

  const field = (name: string) => ({
    name,
    value: filter[name] ?? '',
    onChange: (e: { target: { value: string } }) => setFilter((f) => ({ ...f, [name]: e.target.value })),
  });

  if (open !== null)
    return <OrderDetailView {...props} id={open} onBack={() => (setOpen(null), void run(offset))} />;

  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{ot(lang, 'orders.nav')}</h2>
      <form className="bo-form" role="search" onSubmit={submit}>
        <label>
          {ot(lang, 'orders.q')}
          <input type="search" maxLength={100} {...field('q')} />
        </label>
        <label>
          {ot(lang, 'orders.from')}
          <input type="date" {...field('from')} />
        </label>
        <label>
          {ot(lang, 'orders.to')}
          <input type="date" {...field('to')} />
        </label>
        <label>
          {ot(lang, 'orders.status')}
          <select {...field('status')}>
            <option value="">{ot(lang, 'orders.any')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusName(lang, s)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {ot(lang, 'orders.vehicle')}
          <select {...field('vehicle')}>
            <option value="">{ot(lang, 'orders.any')}</option>
            {VEHICLES.map((s) => (
              <option key={s} value={s}>
                {vehicleName(lang, s)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {ot(lang, 'orders.agent')}
          <input maxLength={40} {...field('agent')} />
        </label>
        <label>
          {ot(lang, 'orders.event')}
          <input inputMode="numeric" pattern="[0-9]*" {...field('event')} />
        </label>
        <button type="submit">{ot(lang, 'orders.search')}</button>
      </form>
      {error && (
        <p role="alert" className="bo-error">
          {error}
        </p>
      )}
      {rows !== null &&
        (rows.length === 0 ? (
          <p role="status">{ot(lang, 'orders.none')}</p>
        ) : (
          <>
            <table className="bo-table cards">
              <caption>{ot(lang, 'orders.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{ot(lang, 'col.bonnr')}</th>
                  <th scope="col">{ot(lang, 'col.ecode')}</th>
                  <th scope="col">{ot(lang, 'col.status')}</th>
                  <th scope="col">{ot(lang, 'col.name')}</th>
                  <th scope="col">{ot(lang, 'col.email')}</th>
                  <th scope="col">{ot(lang, 'col.phone')}</th>
                  <th scope="col">{ot(lang, 'col.vehicle')}</th>
                  <th scope="col">{ot(lang, 'col.dates')}</th>
                  <th scope="col">{ot(lang, 'col.total')}</th>
                  <th scope="col">{ot(lang, 'col.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((o) => (
                  <tr key={o.id}>
                    <th scope="row">{o.bonnr}</th>
                    <td>{o.ecode}</td>
                    <td>{statusName(lang, o.status)}</td>
                    <td>{o.name}</td>
                    <td>{o.email}</td>
                    <td>{o.phone}</td>
                    <td>{vehicleName(lang, o.vehicle)}</td>
                    <td>{[o.date_out, o.date_back].filter(Boolean).join(' / ')}</td>
                    <td>{formatEuros(o.total_cents, LOCALE[lang])}</td>
                    <td>
                      <button type="button" onClick={() => setOpen(o.id)}>
                        {ot(lang, 'orders.open', { bonnr: o.bonnr })}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <nav className="bo-pager" aria-label={ot(lang, 'orders.page', { page: offset / PAGE + 1 })}>
              <button
                type="button"
                disabled={offset === 0}
                onClick={() => void run(Math.max(0, offset - PAGE))}
              >
                {ot(lang, 'orders.previous')}
              </button>
              <span>{ot(lang, 'orders.page', { page: offset / PAGE + 1 })}</span>
              <button type="button" disabled={!more} onClick={() => void run(offset + PAGE)}>
                {ot(lang, 'orders.next')}
              </button>
            </nav>
          </>
        ))}
    </section>
  );
}

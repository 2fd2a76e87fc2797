/**
 * The customers' pickup-time wishes in the back office (issue 27, docs/backoffice-api.md): on the
 * order page every wish of the order, elsewhere the open ones of all orders. An open wish is accepted
 * (the server sets the pickup time the usual way, the driver's other rides checked) or refused with a
 * reason the customer is told.
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import type { PickupWishView } from '../../../../core';
import { backofficeHttp } from '../../utils/backoffice-api';
import { ft } from '../../utils/bo-fleet-i18n';
import { ot } from '../../utils/bo-orders-i18n';
import type { Lang } from '../../utils/i18n';
import { refusalOf } from './fleet-api';
import { reasonOf } from './orders-api';

/** Props: the order whose wishes to show, or none for the open wishes of all orders. */
export interface PickupWishPanelProps {
  lang: Lang;
  apiBase?: string | undefined;
  orderId?: number;
  /** Called after an answer, so that the order page reloads the leg's pickup time. */
  onDecided?: () => void;
}

/** The wish calls, on `apiBase`. */
function wishesApi(apiBase?: string) {
  const http = backofficeHttp(apiBase);
  return {
    list: async (orderId?: number) =>
      (
        await http.get<PickupWishView[]>(
          orderId ? `backoffice/orders/${orderId}/pickup-wishes` : 'backoffice/pickup-wishes/open',
        )
      ).data,
    accept: (id: number) => http.post<PickupWishView>(`backoffice/pickup-wishes/${id}/accept`),
    refuse: (id: number, reason: string) =>
      http.post<PickupWishView>(`backoffice/pickup-wishes/${id}/refuse`, { reason }),
  };
}

/** Renders the wishes. */
export default function PickupWishPanel({ lang, apiBase, orderId, onDecided }: PickupWishPanelProps) {
  const hid = useId();
  const [wishes, setWishes] = useState<PickupWishView[] | null>(null);
  const [error, setError] = useState('');
  // The answer's confirmation outlives the row, which leaves the open list once answered.
  const [done, setDone] = useState('');
  const load = useCallback(
    () =>
      wishesApi(apiBase)
        .list(orderId)
        .then(setWishes, (e: unknown) => setError(ot(lang, 'common.failed', { reason: reasonOf(e, lang) }))),
    [apiBase, lang, orderId],
  );
  useEffect(() => void load(), [load]);
  // An order without wishes shows nothing on its page.
  if (orderId && wishes?.length === 0) return null;
  return (
    <section aria-labelledby={hid}>
      {orderId ? <h3 id={hid}>{ot(lang, 'wish.title')}</h3> : <h2 id={hid}>{ot(lang, 'wish.title')}</h2>}
      {error && (
        <p role="alert" className="bo-error">
          {error}
        </p>
      )}
      <p role="status">{done}</p>
      {wishes === null ? (
        !error && <p aria-busy="true">{ot(lang, 'common.loading')}</p>
      ) : wishes.length === 0 ? (
        <p>{ot(lang, 'wish.none')}</p>
      ) : (
        <table className="cards">
          <caption>{ot(lang, 'wish.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{ot(lang, 'wish.order')}</th>
              <th scope="col">{ot(lang, 'wish.leg')}</th>
              <th scope="col">{ot(lang, 'wish.from')}</th>
              <th scope="col">{ot(lang, 'wish.wished')}</th>
              <th scope="col">{ot(lang, 'wish.note')}</th>
              <th scope="col">{ot(lang, 'wish.status')}</th>
            </tr>
          </thead>
          <tbody>
            {wishes.map((w) => (
              <WishRow
                key={w.id}
                lang={lang}
                apiBase={apiBase}
                wish={w}
                onDecided={(text) => {
                  setDone(text);
                  void load();
                  onDecided?.();
                }}
              />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function WishRow({
  lang,
  apiBase,
  wish,
  onDecided,
}: {
  lang: Lang;
  apiBase?: string | undefined;
  wish: PickupWishView;
  onDecided: (text: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const what = `${wish.order_id} ${ot(lang, wish.leg === 'H' ? 'leg.H' : 'leg.T')} ${wish.wished_time}`;

  async function answer(run: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await run();
      setMessage(null);
      onDecided(done);
    } catch (error) {
      const refusal = refusalOf(error).reason;
      const text =
        refusal === 'driver_busy' || refusal === 'vehicle_busy'
          ? ft(lang, `fleet.refused.${refusal}`)
          : ot(lang, 'common.failed', { reason: reasonOf(error, lang) });
      setMessage({ ok: false, text });
    } finally {
      setBusy(false);
    }
  }
  const api = wishesApi(apiBase);
  const refuse = (e: FormEvent) => {
    e.preventDefault();
    void answer(() => api.refuse(wish.id, reason), ot(lang, 'wish.refused'));
  };
  const status =
    wish.status === 'refused'
      ? ot(lang, 'wish.status.refused', { reason: wish.reason })
      : ot(lang, wish.status === 'accepted' ? 'wish.status.accepted' : 'wish.status.open');
  return (
    <tr>
      <td>{wish.order_id}</td>
      <td>{ot(lang, wish.leg === 'H' ? 'leg.H' : 'leg.T')}</td>
      <td>{wish.from_time}</td>
      <td>{wish.wished_time}</td>
      <td>{wish.note}</td>
      <td>
        {status}
        {wish.status === 'open' && (
          <>
            <button
              type="button"
              disabled={busy}
              onClick={() =>
                void answer(() => api.accept(wish.id), ot(lang, 'wish.accepted', { time: wish.wished_time }))
              }
            >
              {ot(lang, 'wish.accept', { what })}
            </button>
            <form className="bo-inline" onSubmit={refuse}>
              <label htmlFor={id}>{ot(lang, 'wish.reason', { what })}</label>
              <input
                id={id}
                required
                maxLength={300}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
              <button type="submit" disabled={busy}>
                {ot(lang, 'wish.refuse', { what })}
              </button>
            </form>
          </>
        )}
        {message && (
          <span role={message.ok ? 'status' : 'alert'} className={message.ok ? undefined : 'bo-error'}>
            {message.text}
          </span>
        )}
      </td>
    </tr>
  );
}

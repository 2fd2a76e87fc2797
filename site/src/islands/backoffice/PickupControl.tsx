/**
 * The inline control that sets a leg's pickup time (PUT backoffice/orders/{id}/legs/{leg}/pickup-time):
 * a labelled time field and a button, announcing the result politely (role=status) or the server's
 * reason (role=alert). Used on the order page and the unscheduled list.
 */
import { useId, useState, type FormEvent } from 'react';
import { ft } from '../../utils/bo-fleet-i18n';
import { ot } from '../../utils/bo-orders-i18n';
import type { Lang } from '../../utils/i18n';
import { refusalOf } from './fleet-api';
import { ordersApi, reasonOf } from './orders-api';

/** Props: the leg, its current time, and what to do once saved. */
export interface PickupControlProps {
  lang: Lang;
  apiBase?: string | undefined;
  orderId: number;
  leg: 'H' | 'T';
  /** What the label names, e.g. "TB100001 Outbound". */
  what: string;
  time: string;
  onSaved?: (time: string) => void;
}

/** Renders the control. */
export default function PickupControl({
  lang,
  apiBase,
  orderId,
  leg,
  what,
  time,
  onSaved,
}: PickupControlProps) {
  const id = useId();
  const [value, setValue] = useState(time);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      await ordersApi(apiBase).setPickup(orderId, leg, value);
      setMessage({ ok: true, text: ot(lang, 'pickup.saved', { time: value }) });
      onSaved?.(value);
    } catch (error) {
      // The leg has a driver or vehicle whose other ride the new time would overlap (issue 26).
      const { reason } = refusalOf(error);
      const text =
        reason === 'driver_busy' || reason === 'vehicle_busy'
          ? ft(lang, `fleet.refused.${reason}`)
          : ot(lang, 'common.failed', { reason: reasonOf(error, lang) });
      setMessage({ ok: false, text });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="bo-inline" onSubmit={(e) => void save(e)}>
      <label htmlFor={id}>{ot(lang, 'pickup.label', { leg: what })}</label>
      <input id={id} type="time" required value={value} onChange={(e) => setValue(e.target.value)} />
      <button type="submit" disabled={busy}>
        {ot(lang, 'pickup.save')}
      </button>
      {message && (
        <span role={message.ok ? 'status' : 'alert'} className={message.ok ? undefined : 'bo-error'}>
          {message.text}
        </span>
      )}
    </form>
  );
}

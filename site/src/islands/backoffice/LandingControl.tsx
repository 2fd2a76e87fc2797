/**
 * The inline control with which the dispatcher sets the landing time of a return leg's flight by hand
 * (PUT backoffice/orders/{id}/legs/T/landing, issue 26), when no flight-status provider gives it: a
 * labelled time field and a button, announcing the pickup that follows (and whether the driver is told
 * of a move) politely (role=status), or the server's reason (role=alert). On the dispatch sheet and the
 * order page.
 */
import { useId, useState, type FormEvent } from 'react';
import type { BackofficeLandingSaved } from '../../../../core';
import { reasonOf } from '../../utils/backoffice-api';
import { ft } from '../../utils/bo-flights-i18n';
import type { Lang } from '../../utils/i18n';
import { flightsApi } from './flights-api';

/** Props: the order, what the label names, the landing known so far, and what to do once saved. */
export interface LandingControlProps {
  lang: Lang;
  apiBase?: string | undefined;
  orderId: number;
  /** What the label names, e.g. "TB100001 Return". */
  what: string;
  /** The landing known so far ('HH:mm' or ''). */
  landing?: string | undefined;
  onSaved?: (saved: BackofficeLandingSaved) => void;
}

/** What the control says of a saved landing. */
function savedText(lang: Lang, s: BackofficeLandingSaved): string {
  const saved = ft(lang, 'landing.saved', { landing: s.landing_time, pickup: s.effective_pickup });
  if (!s.pickup_moved_from || s.pickup_moved_from === s.effective_pickup) return saved;
  const from = s.pickup_moved_from;
  const to = s.effective_pickup;
  return `${saved} ${ft(lang, s.driver_told ? 'landing.moved' : 'landing.movedNoDriver', { from, to })}`;
}

/** Renders the control. */
export default function LandingControl({
  lang,
  apiBase,
  orderId,
  what,
  landing,
  onSaved,
}: LandingControlProps) {
  const id = useId();
  const [value, setValue] = useState(landing ?? '');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const saved = await flightsApi(apiBase).setLanding(orderId, value);
      setMessage({ ok: true, text: savedText(lang, saved) });
      onSaved?.(saved);
    } catch (error) {
      setMessage({ ok: false, text: ft(lang, 'landing.failed', { reason: reasonOf(error, lang) }) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="bo-inline bo-noprint" onSubmit={(e) => void save(e)}>
      <label htmlFor={id}>{ft(lang, 'landing.label', { leg: what })}</label>
      <input id={id} type="time" required value={value} onChange={(e) => setValue(e.target.value)} />
      <button type="submit" disabled={busy}>
        {ft(lang, 'landing.save')}
      </button>
      {message && (
        <span role={message.ok ? 'status' : 'alert'} className={message.ok ? undefined : 'bo-error'}>
          {message.text}
        </span>
      )}
    </form>
  );
}

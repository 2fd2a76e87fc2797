/**
 * The driver's free waiting times on the settings screen (issue 26): after the landing and at a home
 * pickup, in minutes (GET and PUT backoffice/waiting-times). The server checks each value (0 to 180)
 * and names a bad one; this form only shows and sends them.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { DEFAULT_WAITING_TIMES, MAX_WAITING_MINUTES } from '../../../../core';
import { reasonOf } from '../../utils/backoffice-api';
import { ft } from '../../utils/bo-flights-i18n';
import type { Lang } from '../../utils/i18n';
import type { BackofficeWaitingTimes } from '../../../../core';
import { flightsApi } from './flights-api';

/** Props: the language and the API's base. */
export interface WaitingTimesFormProps {
  lang: Lang;
  apiBase?: string | undefined;
}

/** Renders the form. */
export default function WaitingTimesForm({ lang, apiBase }: WaitingTimesFormProps) {
  const id = useId();
  const [times, setTimes] = useState<BackofficeWaitingTimes | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    flightsApi(apiBase)
      .waitingTimes()
      .then(setTimes, (e: unknown) =>
        setMessage({ ok: false, text: ft(lang, 'landing.failed', { reason: reasonOf(e, lang) }) }),
      );
  }, [apiBase, lang]);

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!times) return;
    try {
      setTimes(await flightsApi(apiBase).setWaitingTimes(times));
      setMessage({ ok: true, text: ft(lang, 'waiting.saved') });
    } catch (err) {
      setMessage({ ok: false, text: ft(lang, 'landing.failed', { reason: reasonOf(err, lang) }) });
    }
  }

  const field = (key: keyof BackofficeWaitingTimes, label: string) => (
    <p>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        type="number"
        min={0}
        max={MAX_WAITING_MINUTES}
        required
        value={times?.[key] ?? 0}
        onChange={(e) => times && setTimes({ ...times, [key]: Number(e.currentTarget.value) })}
      />
    </p>
  );

  return (
    <form onSubmit={(e) => void save(e)} aria-labelledby={`${id}-h`} aria-describedby={`${id}-hint`}>
      <h3 id={`${id}-h`}>{ft(lang, 'waiting.title')}</h3>
      <p id={`${id}-hint`}>{ft(lang, 'waiting.hint', { ...DEFAULT_WAITING_TIMES })}</p>
      {times === null && !message ? (
        <p aria-busy="true">{ft(lang, 'waiting.loading')}</p>
      ) : (
        <>
          {field('after_landing_minutes', ft(lang, 'waiting.afterLanding'))}
          {field('at_home_minutes', ft(lang, 'waiting.atHome'))}
          <button type="submit" disabled={!times}>
            {ft(lang, 'waiting.save')}
          </button>
        </>
      )}
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? undefined : 'bo-error'}>
          {message.text}
        </p>
      )}
    </form>
  );
}

/**
 * The settings of changing a booking in place on the settings screen (issue 27): until how many hours
 * before pickup a customer may change a booking online, and whether a lower price goes back as a
 * voucher or to the card (GET and PUT backoffice/change-settings). The server checks each value and
 * names a bad one; this form only shows and sends them.
 */
import { useId, useState, type FormEvent } from 'react';
import {
  CHANGE_REFUNDS,
  DEFAULT_CHANGE_LIMIT_HOURS,
  MAX_CHANGE_LIMIT_HOURS,
  type BackofficeChangeSettings,
} from '../../../../core';
import { backofficeHttp, reasonOf } from '../../utils/backoffice-api';
import { cht } from '../../utils/bo-change-i18n';
import type { Lang } from '../../utils/i18n';
import { useLoaded } from './use-loaded';

/** Props: the language and the API's base. */
export interface ChangeSettingsFormProps {
  lang: Lang;
  apiBase?: string | undefined;
}

/** Renders the form. */
export default function ChangeSettingsForm({ lang, apiBase }: ChangeSettingsFormProps) {
  const id = useId();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  // The back office's one way to load what a section shows (./use-loaded.ts).
  const { data: settings, setData: setSettings } = useLoaded(
    `${apiBase ?? ''}|${lang}`,
    async () =>
      (await backofficeHttp(apiBase).get<BackofficeChangeSettings>('backoffice/change-settings')).data,
    (e: unknown) =>
      setMessage({ ok: false, text: cht(lang, 'change.failed', { reason: reasonOf(e, lang) }) }),
  );

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!settings) return;
    try {
      const r = await backofficeHttp(apiBase).put<BackofficeChangeSettings>(
        'backoffice/change-settings',
        settings,
      );
      setSettings(r.data);
      setMessage({ ok: true, text: cht(lang, 'change.saved') });
    } catch (err) {
      setMessage({ ok: false, text: cht(lang, 'change.failed', { reason: reasonOf(err, lang) }) });
    }
  }

  return (
    <form onSubmit={(e) => void save(e)} aria-labelledby={`${id}-h`} aria-describedby={`${id}-hint`}>
      <h3 id={`${id}-h`}>{cht(lang, 'change.title')}</h3>
      <p id={`${id}-hint`}>{cht(lang, 'change.hint', { hours: DEFAULT_CHANGE_LIMIT_HOURS })}</p>
      {settings === null && !message ? (
        <p aria-busy="true">{cht(lang, 'change.loading')}</p>
      ) : (
        <>
          <p>
            <label htmlFor={`${id}-limit`}>{cht(lang, 'change.limit')}</label>
            <input
              id={`${id}-limit`}
              type="number"
              min={0}
              max={MAX_CHANGE_LIMIT_HOURS}
              required
              value={settings?.change_limit_hours ?? DEFAULT_CHANGE_LIMIT_HOURS}
              onChange={(e) =>
                settings && setSettings({ ...settings, change_limit_hours: Number(e.currentTarget.value) })
              }
            />
          </p>
          <fieldset>
            <legend>{cht(lang, 'change.refund')}</legend>
            {CHANGE_REFUNDS.map((r) => (
              <p key={r}>
                <input
                  id={`${id}-${r}`}
                  type="radio"
                  name={`${id}-refund`}
                  checked={settings?.change_refund === r}
                  onChange={() => settings && setSettings({ ...settings, change_refund: r })}
                />{' '}
                <label htmlFor={`${id}-${r}`}>{cht(lang, `change.refund.${r}`)}</label>
              </p>
            ))}
          </fieldset>
          <button type="submit" disabled={!settings}>
            {cht(lang, 'change.save')}
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

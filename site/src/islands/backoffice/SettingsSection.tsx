/**
 * The back office's run-time settings (issue 13): the Combi cut-off date, the Combi lead days, the
 * earliest-booking days, the airports served and the one cancellation scale for every customer
 * (issue 27), each scale shown step by step from core's table. The server checks every value and applies it to the
 * next price and order call; this form only shows and sends them.
 */
import { useId, useState, type FormEvent } from 'react';
import { backofficeHttp, reasonOf } from '../../utils/backoffice-api';
import { ct } from '../../utils/bo-catalogue-i18n';
import {
  CANCELLATION_SCALE_IDS,
  LOCALE,
  cancellationScaleLines,
  formatEuros,
  type BackofficeSettings,
} from '../../../../core';
import type { SectionProps } from './sections';
import { useLoaded } from './use-loaded';
import { CatalogueFrame } from './CatalogueFrame';
import MeetingPoints from './MeetingPoints';
import WaitingTimesForm from './WaitingTimesForm';
import ChangeSettingsForm from './ChangeSettingsForm';

type Settings = BackofficeSettings;

/** Renders the settings section. */
export default function SettingsSection({ lang, apiBase }: SectionProps) {
  const id = useId();
  const [message, setMessage] = useState('');

  const { data: settings, setData: setSettings } = useLoaded(
    apiBase ?? '',
    async () => (await backofficeHttp(apiBase).get<Settings>('backoffice/settings')).data,
    (e) => setMessage(ct(lang, 'cat.failed', { reason: reasonOf(e, lang) })),
  );

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!settings) return;
    try {
      const r = await backofficeHttp(apiBase).post<Settings>('backoffice/settings', {
        combi_cutoff: settings.combiCutoff,
        combi_lead_days: settings.combiLeadDays,
        earliest_booking_days: settings.earliestBookingDays,
        airports_served: settings.airports.filter((a) => a.served).map((a) => a.id),
        cancellation_scale: settings.cancellationScale,
      });
      setSettings(r.data);
      setMessage(ct(lang, 'cat.saved'));
    } catch (err) {
      setMessage(ct(lang, 'cat.failed', { reason: reasonOf(err, lang) }));
    }
  }

  const days = (key: 'combiLeadDays' | 'earliestBookingDays', label: string) => (
    <p>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        type="number"
        min={0}
        max={365}
        required
        value={settings?.[key] ?? 0}
        onChange={(e) => settings && setSettings({ ...settings, [key]: Number(e.currentTarget.value) })}
      />
    </p>
  );

  return (
    <>
      <CatalogueFrame id={id} title={ct(lang, 'cat.settings')} message={message}>
        {settings === null ? (
          <p aria-busy="true">{ct(lang, 'cat.loading')}</p>
        ) : (
          <form onSubmit={(e) => void save(e)} aria-labelledby={`${id}-h`}>
            <p>
              <label htmlFor={`${id}-cutoff`}>{ct(lang, 'cat.settings.cutoff')}</label>
              <input
                id={`${id}-cutoff`}
                type="date"
                required
                value={settings.combiCutoff.replaceAll('/', '-')}
                onChange={(e) =>
                  setSettings({ ...settings, combiCutoff: e.currentTarget.value.replaceAll('-', '/') })
                }
              />
            </p>
            {days('combiLeadDays', ct(lang, 'cat.settings.lead'))}
            {days('earliestBookingDays', ct(lang, 'cat.settings.earliest'))}
            <fieldset>
              <legend>{ct(lang, 'cat.settings.airports')}</legend>
              {settings.airports.map((a, i) => (
                <p key={a.id}>
                  <input
                    id={`${id}-ap-${a.id}`}
                    type="checkbox"
                    checked={a.served}
                    onChange={(e) => {
                      const airports = [...settings.airports];
                      airports[i] = { ...a, served: e.currentTarget.checked };
                      setSettings({ ...settings, airports });
                    }}
                  />{' '}
                  <label htmlFor={`${id}-ap-${a.id}`}>
                    {a.name} ({a.id})
                  </label>
                </p>
              ))}
            </fieldset>
            <fieldset>
              <legend>{ct(lang, 'cat.settings.scale')}</legend>
              {CANCELLATION_SCALE_IDS.map((scale) => (
                <div key={scale}>
                  <input
                    id={`${id}-scale-${scale}`}
                    type="radio"
                    name={`${id}-scale`}
                    value={scale}
                    checked={settings.cancellationScale === scale}
                    onChange={() => setSettings({ ...settings, cancellationScale: scale })}
                  />{' '}
                  <label htmlFor={`${id}-scale-${scale}`}>{ct(lang, `cat.settings.scale.${scale}`)}</label>
                  <ul>
                    {cancellationScaleLines(
                      scale,
                      (key, vars) => ct(lang, `cat.settings.${key}`, vars),
                      (cents) => formatEuros(cents, LOCALE[lang]),
                    ).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </fieldset>
            <button type="submit">{ct(lang, 'cat.settings.save')}</button>
          </form>
        )}
        <WaitingTimesForm lang={lang} apiBase={apiBase} />
        {/* Issue 27: changing a booking in place. */}
        <ChangeSettingsForm lang={lang} apiBase={apiBase} />
      </CatalogueFrame>
      {/* Issue 26: where the driver of a return leg meets the customer, per airport. */}
      <MeetingPoints lang={lang} apiBase={apiBase} />
    </>
  );
}

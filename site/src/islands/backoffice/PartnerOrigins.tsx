/**
 * The origins a partner's page may send the customer back to after paying (issue 28,
 * docs/partner-return.md): pick a partner, see its list, add or remove one. The server checks each
 * origin (scheme, host and port only) and audits every change; its refusal names the field.
 */
import { useId, useState, type FormEvent } from 'react';
import {
  EMBED_MODES,
  embedSnippet,
  type BackofficePartner,
  type EmbedMode,
  type PartnerOrigins as PartnerOriginsAnswer,
} from '../../../../core';
import { backofficeHttp, reasonOf } from '../../utils/backoffice-api';
import { ct } from '../../utils/bo-catalogue-i18n';
import type { SectionProps } from './sections';
import { useLoaded } from './use-loaded';

/** Props of {@link PartnerOrigins}: the section's, and the partners it lists. */
export interface PartnerOriginsProps extends Omit<SectionProps, 'staff'> {
  partners: readonly BackofficePartner[];
}

/** Renders the allowed return origins of one partner at a time. */
export function PartnerOrigins({ lang, apiBase, partners }: PartnerOriginsProps) {
  const http = backofficeHttp(apiBase);
  const id = useId();
  const [chosen, setChosen] = useState(partners[0]?.id ?? 0);
  const [origin, setOrigin] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [mode, setMode] = useState<EmbedMode>('inline');
  const partner = partners.find((p) => p.id === chosen) ?? partners[0];
  const name = partner?.name ?? '';

  const { data, setData } = useLoaded(
    `${apiBase ?? ''}|${partner?.id ?? 0}`,
    async () =>
      partner
        ? (
            await backofficeHttp(apiBase).get<PartnerOriginsAnswer>(
              `backoffice/partners/${partner.id}/origins`,
            )
          ).data
        : null,
    (e) => setMessage(ct(lang, 'cat.failed', { reason: reasonOf(e, lang) })),
  );
  // An answer for a partner no longer chosen is not shown as this one's.
  const list = data && data.partner_id === partner?.id ? data.origins : null;

  /** Sends one change and shows the list the server answers. */
  async function change(path: string, value: string, done: 'cat.origins.added' | 'cat.origins.removed') {
    if (!partner) return;
    setBusy(true);
    try {
      const answer = (
        await http.post<PartnerOriginsAnswer>(`backoffice/partners/${partner.id}/${path}`, { origin: value })
      ).data;
      setData(answer);
      setMessage(ct(lang, done, { origin: value, name }));
      if (done === 'cat.origins.added') setOrigin('');
    } catch (err) {
      const fields = { origin: ct(lang, 'cat.origins.origin') };
      setMessage(ct(lang, 'cat.failed', { reason: reasonOf(err, lang, fields) }));
    } finally {
      setBusy(false);
    }
  }

  function add(e: FormEvent) {
    e.preventDefault();
    void change('origins', origin.trim(), 'cat.origins.added');
  }

  if (!partner) return null;
  return (
    <section aria-labelledby={`${id}-origins`}>
      <h3 id={`${id}-origins`}>{ct(lang, 'cat.origins')}</h3>
      <p id={`${id}-intro`}>{ct(lang, 'cat.origins.intro')}</p>
      <p>
        <label htmlFor={`${id}-partner`}>{ct(lang, 'cat.origins.partner')}</label>
        <select
          id={`${id}-partner`}
          value={partner.id}
          onChange={(e) => setChosen(Number(e.currentTarget.value))}
        >
          {partners.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </p>
      {list === null ? (
        <p aria-busy="true">{ct(lang, 'cat.loading')}</p>
      ) : list.length === 0 ? (
        <p>{ct(lang, 'cat.origins.none', { name })}</p>
      ) : (
        <table className="cards">
          <caption>{ct(lang, 'cat.origins.caption', { name })}</caption>
          <tbody>
            {list.map((o) => (
              <tr key={o}>
                <th scope="row">{o}</th>
                <td>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void change('origins/remove', o, 'cat.origins.removed')}
                    aria-label={ct(lang, 'cat.origins.removeOne', { origin: o })}
                  >
                    {ct(lang, 'cat.origins.remove')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form onSubmit={add} aria-label={ct(lang, 'cat.origins.add')}>
        <p>
          <label htmlFor={`${id}-origin`}>{ct(lang, 'cat.origins.origin')}</label>
          <input
            id={`${id}-origin`}
            name="origin"
            type="url"
            inputMode="url"
            required
            maxLength={200}
            placeholder="https://www.partner.be"
            aria-describedby={`${id}-intro`}
            value={origin}
            onChange={(e) => setOrigin(e.currentTarget.value)}
          />
        </p>
        <button type="submit" disabled={busy}>
          {ct(lang, 'cat.origins.add')}
        </button>
      </form>
      <p role="status">{message}</p>
      {partner && (
        <div className="embed">
          <fieldset>
            <legend>{ct(lang, 'cat.snippet.mode')}</legend>
            {EMBED_MODES.map((m) => (
              <label key={m} className="choice">
                <input type="radio" name={`${id}-mode`} checked={mode === m} onChange={() => setMode(m)} />
                {ct(lang, `cat.snippet.${m}`)}
              </label>
            ))}
          </fieldset>
          <label htmlFor={`${id}-snippet`}>{ct(lang, 'cat.snippet', { name })}</label>
          <textarea
            id={`${id}-snippet`}
            readOnly
            rows={4}
            data-partner-snippet={partner.id}
            onFocus={(e) => e.currentTarget.select()}
            value={embedSnippet(
              location.origin,
              mode,
              {
                partner: partner.code,
                talic: partner.talic,
                lang,
                ...(list?.[0] ? { 'return-url': `${list[0]}/` } : {}),
              },
              ct(lang, 'cat.snippet.button'),
            )}
          />
        </div>
      )}
    </section>
  );
}

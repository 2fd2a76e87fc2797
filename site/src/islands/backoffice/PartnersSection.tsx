/**
 * The back office's partners (issue 13): the list of partners with their shortcut route, and a form to
 * add one. A partner added here answers on /<path> at once and shows on the wizard's step 0 within
 * a minute (the public list is cacheable for that long).
 */
import { useId, useState, type FormEvent } from 'react';
import { backofficeHttp, reasonOf } from '../../utils/backoffice-api';
import { ct } from '../../utils/bo-catalogue-i18n';
import type { BackofficePartner } from '../../../../core';
import type { SectionProps } from './sections';
import { useLoaded } from './use-loaded';
import { CatalogueFrame } from './CatalogueFrame';
import { PartnerOrigins } from './PartnerOrigins';

type Partner = BackofficePartner;

/** Renders the partners section. */
export default function PartnersSection({ lang, apiBase }: SectionProps) {
  const http = backofficeHttp(apiBase);
  const id = useId();
  const [message, setMessage] = useState('');
  const [form, setForm] = useState({ name: '', talic: '', code: '' });
  const [busy, setBusy] = useState(false);

  const { data: rows, reload: load } = useLoaded(
    apiBase ?? '',
    async () => (await backofficeHttp(apiBase).get<Partner[]>('backoffice/partners')).data,
    (e) => setMessage(ct(lang, 'cat.failed', { reason: reasonOf(e, lang) })),
  );

  async function add(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const made = (await http.post<Partner>('backoffice/partners', { ...form, active: true })).data;
      setMessage(ct(lang, 'cat.partners.added', { name: made.name, slug: made.slug }));
      setForm({ name: '', talic: '', code: '' });
      await load();
    } catch (err) {
      setMessage(ct(lang, 'cat.failed', { reason: reasonOf(err, lang) }));
    } finally {
      setBusy(false);
    }
  }

  async function toggle(p: Partner) {
    try {
      await http.post(`backoffice/partners/${p.id}`, {
        name: p.name,
        talic: p.talic,
        code: p.code,
        active: !p.active,
      });
      setMessage(ct(lang, 'cat.saved'));
      await load();
    } catch (err) {
      setMessage(ct(lang, 'cat.failed', { reason: reasonOf(err, lang) }));
    }
  }

  const field = (key: 'name' | 'talic' | 'code', label: string) => (
    <p>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        name={key}
        required
        maxLength={key === 'name' ? 80 : 40}
        value={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.currentTarget.value })}
      />
    </p>
  );

  return (
    <CatalogueFrame id={id} title={ct(lang, 'cat.partners')} message={message}>
      {rows === null ? (
        <p aria-busy="true">{ct(lang, 'cat.loading')}</p>
      ) : rows.length === 0 ? (
        <p>{ct(lang, 'cat.partners.none')}</p>
      ) : (
        <table className="cards">
          <caption>{ct(lang, 'cat.partners.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{ct(lang, 'cat.partners.name')}</th>
              <th scope="col">{ct(lang, 'cat.partners.path')}</th>
              <th scope="col">{ct(lang, 'cat.partners.talic')}</th>
              <th scope="col">{ct(lang, 'cat.partners.code')}</th>
              <th scope="col">{ct(lang, 'cat.partners.active')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.id}>
                <th scope="row">
                  {p.name}
                  {p.demo ? ` (${ct(lang, 'cat.partners.demo')})` : ''}
                </th>
                <td>
                  <a href={`/${p.slug}`}>/{p.slug}</a>
                </td>
                <td>{p.talic}</td>
                <td>{p.code}</td>
                <td>
                  {ct(lang, p.active ? 'cat.yes' : 'cat.no')}{' '}
                  <button
                    type="button"
                    onClick={() => void toggle(p)}
                    aria-label={`${ct(lang, p.active ? 'cat.partners.deactivate' : 'cat.partners.activate')}: ${p.name}`}
                  >
                    {ct(lang, p.active ? 'cat.partners.deactivate' : 'cat.partners.activate')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form onSubmit={(e) => void add(e)} aria-labelledby={`${id}-add`}>
        <h3 id={`${id}-add`}>{ct(lang, 'cat.partners.add')}</h3>
        {field('name', ct(lang, 'cat.partners.name'))}
        {field('talic', ct(lang, 'cat.partners.talic'))}
        {field('code', ct(lang, 'cat.partners.code'))}
        <button type="submit" disabled={busy}>
          {ct(lang, 'cat.partners.add')}
        </button>
      </form>
      {/* Issue 28: where each partner's page may take the customer back to after paying. */}
      {rows && rows.length > 0 && <PartnerOrigins lang={lang} apiBase={apiBase} partners={rows} />}
    </CatalogueFrame>
  );
}

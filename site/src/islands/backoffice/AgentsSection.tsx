/**
 * The back office's travel agencies (issue 13): the list of agents with their licence, e-mail, payment
 * method and campaigns, a form to add one, and an opened agent (AgentDetail) whose details, accounts
 * and PO numbers the operator edits. Every call is checked for the operator role on the server
 * (server/routes/backoffice-agents.ts) and audited there.
 */
import { useId, useState, type FormEvent } from 'react';
import { backofficeHttp, reasonOf } from '../../utils/backoffice-api';
import { ct } from '../../utils/bo-catalogue-i18n';
import AgentDetail, { AgentFields, type AgentForm, type AgentRow } from './AgentDetail';
import type { SectionProps } from './sections';
import { useLoaded } from './use-loaded';
import { CatalogueFrame } from './CatalogueFrame';

const EMPTY: AgentForm & { licence: string } = {
  licence: '',
  name: '',
  email: '',
  payment_method: 'INVOICE',
  campaign: '',
};

/** Renders the travel agencies section. */
export default function AgentsSection(props: SectionProps) {
  const { lang, apiBase } = props;
  const id = useId();
  const [message, setMessage] = useState('');
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<number | null>(null);

  const { data: rows, reload } = useLoaded(
    apiBase ?? '',
    async () => (await backofficeHttp(apiBase).get<AgentRow[]>('backoffice/agents')).data,
    (e) => setMessage(ct(lang, 'cat.failed', { reason: reasonOf(e, lang) })),
  );

  async function add(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const body = { ...form, campaign: form.campaign.trim() || undefined };
      const made = (await backofficeHttp(apiBase).post<AgentRow>('backoffice/agents', body)).data;
      setMessage(ct(lang, 'cat.agents.added', { name: made.name }));
      setForm(EMPTY);
      await reload();
    } catch (err) {
      setMessage(ct(lang, 'cat.failed', { reason: reasonOf(err, lang) }));
    } finally {
      setBusy(false);
    }
  }

  if (open !== null)
    return (
      <AgentDetail
        {...props}
        agentId={open}
        onBack={() => {
          setOpen(null);
          void reload();
        }}
      />
    );

  return (
    <CatalogueFrame id={id} title={ct(lang, 'cat.agents')} message={message}>
      {rows === null ? (
        <p aria-busy="true">{ct(lang, 'cat.loading')}</p>
      ) : rows.length === 0 ? (
        <p>{ct(lang, 'cat.agents.none')}</p>
      ) : (
        <table className="cards">
          <caption>{ct(lang, 'cat.agents.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{ct(lang, 'cat.partners.name')}</th>
              <th scope="col">{ct(lang, 'cat.agents.licence')}</th>
              <th scope="col">{ct(lang, 'cat.staff.email')}</th>
              <th scope="col">{ct(lang, 'cat.agents.payment')}</th>
              <th scope="col">{ct(lang, 'cat.agents.campaigns')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((a) => (
              <tr key={a.id}>
                <th scope="row">
                  <button
                    type="button"
                    onClick={() => setOpen(a.id)}
                    aria-label={ct(lang, 'cat.agents.open', { name: a.name })}
                  >
                    {a.name}
                  </button>
                </th>
                <td>{a.licence}</td>
                <td>{a.email}</td>
                <td>{ct(lang, `cat.agents.${a.payment_method}`)}</td>
                <td>{a.campaigns.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form onSubmit={(e) => void add(e)} aria-labelledby={`${id}-add`}>
        <h3 id={`${id}-add`}>{ct(lang, 'cat.agents.add')}</h3>
        <p>
          <label htmlFor={`${id}-licence`}>{ct(lang, 'cat.agents.licence')}</label>
          <input
            id={`${id}-licence`}
            name="licence"
            required
            maxLength={40}
            autoComplete="off"
            value={form.licence}
            onChange={(e) => setForm({ ...form, licence: e.currentTarget.value })}
          />
        </p>
        <AgentFields lang={lang} value={form} onChange={(v) => setForm({ ...form, ...v })} />
        <button type="submit" disabled={busy}>
          {ct(lang, 'cat.agents.add')}
        </button>
      </form>
    </CatalogueFrame>
  );
}

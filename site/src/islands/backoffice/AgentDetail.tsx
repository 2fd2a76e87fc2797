/**
 * One opened travel agency in the back office (issue 13): its details (name, e-mail, payment method, a
 * campaign to add), its agent accounts with a form to add one, and its PO numbers (AgentPos). The
 * heading takes the focus on opening, so a keyboard or screen-reader user lands on what opened.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  LANGS,
  type BackofficeAgent,
  type BackofficeAgentAccountMade,
  type BackofficeAgentDetail,
} from '../../../../core';
import { backofficeHttp, reasonOf } from '../../utils/backoffice-api';
import { ct } from '../../utils/bo-catalogue-i18n';
import type { Lang } from '../../utils/i18n';
import AgentPos from './AgentPos';
import type { SectionProps } from './sections';
import { useLoaded } from './use-loaded';

/** An agent as `GET backoffice/agents` answers. */
export type AgentRow = BackofficeAgent;

/** The editable details of an agent. */
export interface AgentForm {
  name: string;
  email: string;
  payment_method: 'INVOICE' | 'ONLINE';
  campaign: string;
}

/** The detail fields shared by the add and edit forms. */
export function AgentFields({
  lang,
  value,
  onChange,
}: {
  lang: Lang;
  value: AgentForm;
  onChange: (v: Partial<AgentForm>) => void;
}) {
  const id = useId();
  return (
    <>
      <p>
        <label htmlFor={`${id}-name`}>{ct(lang, 'cat.partners.name')}</label>
        <input
          id={`${id}-name`}
          name="name"
          required
          maxLength={200}
          value={value.name}
          onChange={(e) => onChange({ name: e.currentTarget.value })}
        />
      </p>
      <p>
        <label htmlFor={`${id}-email`}>{ct(lang, 'cat.staff.email')}</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="off"
          value={value.email}
          onChange={(e) => onChange({ email: e.currentTarget.value })}
        />
      </p>
      <p>
        <label htmlFor={`${id}-pay`}>{ct(lang, 'cat.agents.payment')}</label>
        <select
          id={`${id}-pay`}
          name="payment_method"
          value={value.payment_method}
          onChange={(e) => onChange({ payment_method: e.currentTarget.value as AgentForm['payment_method'] })}
        >
          <option value="INVOICE">{ct(lang, 'cat.agents.INVOICE')}</option>
          <option value="ONLINE">{ct(lang, 'cat.agents.ONLINE')}</option>
        </select>
      </p>
      <p>
        <label htmlFor={`${id}-campaign`}>{ct(lang, 'cat.coupons.campaignName')}</label>
        <input
          id={`${id}-campaign`}
          name="campaign"
          maxLength={40}
          aria-describedby={`${id}-campaign-hint`}
          value={value.campaign}
          onChange={(e) => onChange({ campaign: e.currentTarget.value })}
        />
        <span id={`${id}-campaign-hint`}> {ct(lang, 'cat.agents.campaignHint')}</span>
      </p>
    </>
  );
}

const NEW_ACCOUNT = { email: '', password: '', firstname: '', lastname: '', lang: 'nl' as Lang };

/** Renders one agent; `onBack` returns to the list. */
export default function AgentDetail({
  lang,
  apiBase,
  agentId,
  onBack,
}: SectionProps & { agentId: number; onBack: () => void }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [message, setMessage] = useState('');
  const [form, setForm] = useState<AgentForm | null>(null);
  const [account, setAccount] = useState(NEW_ACCOUNT);
  const fail = (e: unknown) => setMessage(ct(lang, 'cat.failed', { reason: reasonOf(e, lang) }));
  const http = backofficeHttp(apiBase);

  const { data, reload } = useLoaded(
    `${apiBase ?? ''} ${agentId}`,
    async () =>
      (await backofficeHttp(apiBase).get<BackofficeAgentDetail>(`backoffice/agents/${agentId}`)).data,
    fail,
  );
  const loaded = data !== null;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);
  // The edit form's values: the operator's edits, else the agent as loaded.
  const shown: AgentForm | null = form ?? (data ? { ...data.agent, campaign: '' } : null);

  async function run(what: () => Promise<string>) {
    try {
      setMessage(await what());
      await reload();
    } catch (e) {
      fail(e);
    }
  }

  const save = (e: FormEvent) => {
    e.preventDefault();
    if (!shown) return;
    void run(async () => {
      const { name, email, payment_method, campaign } = shown;
      const body = { name, email, payment_method, campaign: campaign.trim() || undefined };
      await http.post(`backoffice/agents/${agentId}`, body);
      setForm(null);
      return ct(lang, 'cat.agents.saved', { name });
    });
  };
  const addAccount = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const body = {
        ...account,
        firstname: account.firstname || undefined,
        lastname: account.lastname || undefined,
      };
      const made = (
        await http.post<BackofficeAgentAccountMade>(`backoffice/agents/${agentId}/accounts`, body)
      ).data;
      setAccount(NEW_ACCOUNT);
      return ct(lang, 'cat.staff.added', { email: made.email });
    });
  };

  const back = (
    <button type="button" onClick={onBack}>
      {ct(lang, 'cat.agents.back')}
    </button>
  );
  if (!data || !shown)
    return (
      <section className="bo-catalogue">
        {back}
        <p role="status" aria-live="polite">
          {message}
        </p>
        {!message && <p aria-busy="true">{ct(lang, 'cat.loading')}</p>}
      </section>
    );

  const accountField = (key: 'email' | 'password' | 'firstname' | 'lastname', label: string) => (
    <p>
      <label htmlFor={`${id}-acc-${key}`}>{label}</label>
      <input
        id={`${id}-acc-${key}`}
        name={key}
        type={key === 'password' ? 'password' : key === 'email' ? 'email' : 'text'}
        autoComplete={key === 'password' ? 'new-password' : 'off'}
        required={key === 'email' || key === 'password'}
        maxLength={key === 'email' ? 254 : key === 'password' ? 1024 : 100}
        value={account[key]}
        onChange={(e) => setAccount({ ...account, [key]: e.currentTarget.value })}
      />
    </p>
  );

  return (
    <section aria-labelledby={`${id}-h`} className="bo-catalogue">
      {back}
      <h2 id={`${id}-h`} ref={heading} tabIndex={-1}>
        {ct(lang, 'cat.agents.detail', { name: data.agent.name, licence: data.agent.licence })}
      </h2>
      <p role="status" aria-live="polite">
        {message}
      </p>
      <form onSubmit={save} aria-labelledby={`${id}-h`}>
        <AgentFields lang={lang} value={shown} onChange={(v) => setForm({ ...shown, ...v })} />
        <p>
          {ct(lang, 'cat.label', { label: ct(lang, 'cat.agents.campaigns') })}{' '}
          {data.agent.campaigns.join(', ') || '–'}
        </p>
        <button type="submit">{ct(lang, 'cat.agents.save')}</button>
      </form>

      <h3 id={`${id}-acc`}>{ct(lang, 'cat.agents.accounts')}</h3>
      {data.accounts.length === 0 ? (
        <p>{ct(lang, 'cat.agents.noAccounts')}</p>
      ) : (
        <table className="cards" aria-labelledby={`${id}-acc`}>
          <thead>
            <tr>
              <th scope="col">{ct(lang, 'cat.staff.email')}</th>
              <th scope="col">{ct(lang, 'cat.partners.name')}</th>
              <th scope="col">{ct(lang, 'cat.agents.lang')}</th>
            </tr>
          </thead>
          <tbody>
            {data.accounts.map((a) => (
              <tr key={a.id}>
                <th scope="row">{a.email}</th>
                <td>{[a.firstname, a.lastname].filter(Boolean).join(' ')}</td>
                <td>{ct(lang, `cat.lang.${a.lang}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form onSubmit={addAccount} aria-labelledby={`${id}-acc-add`}>
        <h4 id={`${id}-acc-add`}>{ct(lang, 'cat.agents.addAccount')}</h4>
        {accountField('email', ct(lang, 'cat.staff.email'))}
        {accountField('password', ct(lang, 'cat.staff.password'))}
        {accountField('firstname', ct(lang, 'cat.agents.firstname'))}
        {accountField('lastname', ct(lang, 'cat.agents.lastname'))}
        <p>
          <label htmlFor={`${id}-acc-lang`}>{ct(lang, 'cat.agents.lang')}</label>
          <select
            id={`${id}-acc-lang`}
            name="lang"
            value={account.lang}
            onChange={(e) => setAccount({ ...account, lang: e.currentTarget.value as Lang })}
          >
            {LANGS.map((l) => (
              <option key={l} value={l}>
                {ct(lang, `cat.lang.${l}`)}
              </option>
            ))}
          </select>
        </p>
        <button type="submit">{ct(lang, 'cat.agents.addAccount')}</button>
      </form>

      <AgentPos lang={lang} agentId={agentId} pos={data.pos} run={run} http={http} />
    </section>
  );
}

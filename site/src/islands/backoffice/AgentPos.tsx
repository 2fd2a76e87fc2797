/**
 * The PO numbers of one travel agency in the back office (issue 13): the list with campaign, who pays,
 * the Business and Comfort discounts, validity and state, a button to disable or enable each, and a
 * form to add one. The server applies the create-po command's rules and audits every change.
 */
import { useId, useState, type FormEvent } from 'react';
import type { BackofficePo } from '../../../../core';
import type { backofficeHttp } from '../../utils/backoffice-api';
import { ct } from '../../utils/bo-catalogue-i18n';
import type { Lang } from '../../utils/i18n';

/** A PO number as the back office's agent calls answer it. */
export type PoRow = BackofficePo;

interface Props {
  lang: Lang;
  agentId: number;
  pos: PoRow[];
  /** Runs a change, shows the message it returns and reloads the agent (AgentDetail). */
  run: (what: () => Promise<string>) => Promise<void>;
  http: ReturnType<typeof backofficeHttp>;
}

const NEW_PO = {
  code: '',
  campaign: '',
  paid_by_agent: false,
  business: '0',
  comfort: '0',
  valid_from: '',
  valid_until: '',
};

// A date field gives YYYY-MM-DD; the API takes the command line's YYYY/MM/DD.
const apiDate = (value: string) => (value ? value.replaceAll('-', '/') : undefined);

/** Renders the PO numbers and the form to add one. */
export default function AgentPos({ lang, agentId, pos, run, http }: Props) {
  const id = useId();
  const [po, setPo] = useState(NEW_PO);
  const percent = (value: number) => ct(lang, 'cat.percent', { value });

  const add = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const body = {
        code: po.code,
        campaign: po.campaign.trim() || undefined,
        paid_by_agent: po.paid_by_agent,
        business: po.business,
        comfort: po.comfort,
        valid_from: apiDate(po.valid_from),
        valid_until: apiDate(po.valid_until),
      };
      const made = (await http.post<PoRow>(`backoffice/agents/${agentId}/pos`, body)).data;
      setPo(NEW_PO);
      return ct(lang, 'cat.agents.po.added', { code: made.code });
    });
  };
  const toggle = (p: PoRow) =>
    void run(async () => {
      await http.post(`backoffice/pos/${p.id}/disable`, { disabled: !p.disabled });
      return ct(lang, p.disabled ? 'cat.agents.po.nowEnabled' : 'cat.agents.po.nowDisabled', {
        code: p.code,
      });
    });

  const text = (key: 'code' | 'campaign', label: string) => (
    <p>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        name={key}
        required={key === 'code'}
        maxLength={40}
        autoComplete="off"
        value={po[key]}
        onChange={(e) => setPo({ ...po, [key]: e.currentTarget.value })}
      />
    </p>
  );
  const number = (key: 'business' | 'comfort', label: string) => (
    <p>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        name={key}
        type="number"
        min={0}
        max={100}
        step={1}
        required
        value={po[key]}
        onChange={(e) => setPo({ ...po, [key]: e.currentTarget.value })}
      />
    </p>
  );
  const date = (key: 'valid_from' | 'valid_until', label: string) => (
    <p>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        name={key}
        type="date"
        value={po[key]}
        onChange={(e) => setPo({ ...po, [key]: e.currentTarget.value })}
      />
    </p>
  );

  return (
    <>
      <h3 id={`${id}-h`}>{ct(lang, 'cat.agents.pos')}</h3>
      {pos.length === 0 ? (
        <p>{ct(lang, 'cat.agents.noPos')}</p>
      ) : (
        <table className="cards" aria-labelledby={`${id}-h`}>
          <thead>
            <tr>
              <th scope="col">{ct(lang, 'cat.agents.po.code')}</th>
              <th scope="col">{ct(lang, 'cat.coupons.campaignName')}</th>
              <th scope="col">{ct(lang, 'cat.agents.po.paidByAgent')}</th>
              <th scope="col">{ct(lang, 'cat.agents.po.discounts')}</th>
              <th scope="col">{ct(lang, 'cat.coupons.valid')}</th>
              <th scope="col">{ct(lang, 'cat.staff.state')}</th>
            </tr>
          </thead>
          <tbody>
            {pos.map((p) => (
              <tr key={p.id}>
                <th scope="row">{p.code}</th>
                <td>{p.campaign ?? ''}</td>
                <td>{ct(lang, p.paid_by_agent ? 'cat.yes' : 'cat.no')}</td>
                <td>
                  {percent(p.business_discount_percent)} / {percent(p.comfort_discount_percent)}
                </td>
                <td>
                  {p.valid_from || p.valid_until
                    ? `${p.valid_from ?? '…'} – ${p.valid_until ?? '…'}`
                    : ct(lang, 'cat.agents.po.always')}
                </td>
                <td>
                  {ct(lang, p.disabled ? 'cat.staff.disabled' : 'cat.staff.enabled')}{' '}
                  <button
                    type="button"
                    onClick={() => toggle(p)}
                    aria-label={`${ct(lang, p.disabled ? 'cat.staff.enable' : 'cat.staff.disable')}: ${p.code}`}
                  >
                    {ct(lang, p.disabled ? 'cat.staff.enable' : 'cat.staff.disable')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form onSubmit={add} aria-labelledby={`${id}-add`}>
        <h4 id={`${id}-add`}>{ct(lang, 'cat.agents.po.add')}</h4>
        {text('code', ct(lang, 'cat.agents.po.code'))}
        {text('campaign', ct(lang, 'cat.coupons.campaignName'))}
        <p>
          <input
            id={`${id}-paid`}
            name="paid_by_agent"
            type="checkbox"
            checked={po.paid_by_agent}
            onChange={(e) => setPo({ ...po, paid_by_agent: e.currentTarget.checked })}
          />{' '}
          <label htmlFor={`${id}-paid`}>{ct(lang, 'cat.agents.po.paidByAgent')}</label>
        </p>
        {number('business', ct(lang, 'cat.agents.po.business'))}
        {number('comfort', ct(lang, 'cat.agents.po.comfort'))}
        {date('valid_from', ct(lang, 'cat.agents.po.from'))}
        {date('valid_until', ct(lang, 'cat.agents.po.until'))}
        <button type="submit">{ct(lang, 'cat.agents.po.add')}</button>
      </form>
    </>
  );
}

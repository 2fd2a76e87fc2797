/**
 * The back office's staff accounts (issue 13): operators and dispatchers with their state, a form to
 * add one, and a button to disable or enable each. The server refuses an operator disabling their own
 * account, so the button is not offered for it.
 */
import { useId, useState, type FormEvent } from 'react';
import type { BackofficeStaffRow } from '../../../../core';
import { backofficeHttp, reasonOf } from '../../utils/backoffice-api';
import { ct } from '../../utils/bo-catalogue-i18n';
import type { SectionProps } from './sections';
import { useLoaded } from './use-loaded';
import { CatalogueFrame } from './CatalogueFrame';

type StaffRow = BackofficeStaffRow;

/** Renders the staff section. */
export default function StaffSection({ lang, apiBase, staff }: SectionProps) {
  const http = backofficeHttp(apiBase);
  const id = useId();
  const [message, setMessage] = useState('');
  const [form, setForm] = useState({ email: '', password: '', role: 'dispatcher' });

  const { data: rows, reload: load } = useLoaded(
    apiBase ?? '',
    async () => (await backofficeHttp(apiBase).get<StaffRow[]>('backoffice/staff')).data,
    (e) => setMessage(ct(lang, 'cat.failed', { reason: reasonOf(e, lang) })),
  );

  async function add(e: FormEvent) {
    e.preventDefault();
    try {
      const made = (await http.post<StaffRow>('backoffice/staff', { ...form, lang })).data;
      setMessage(ct(lang, 'cat.staff.added', { email: made.email }));
      setForm({ email: '', password: '', role: 'dispatcher' });
      await load();
    } catch (err) {
      setMessage(ct(lang, 'cat.failed', { reason: reasonOf(err, lang) }));
    }
  }

  async function toggle(row: StaffRow) {
    try {
      await http.post(`backoffice/staff/${row.id}/disable`, { disabled: !row.disabled });
      setMessage(ct(lang, 'cat.saved'));
      await load();
    } catch (err) {
      setMessage(ct(lang, 'cat.failed', { reason: reasonOf(err, lang) }));
    }
  }

  return (
    <CatalogueFrame id={id} title={ct(lang, 'cat.staff')} message={message}>
      {rows === null ? (
        <p aria-busy="true">{ct(lang, 'cat.loading')}</p>
      ) : (
        <table className="cards">
          <caption>{ct(lang, 'cat.staff.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{ct(lang, 'cat.staff.email')}</th>
              <th scope="col">{ct(lang, 'cat.staff.role')}</th>
              <th scope="col">{ct(lang, 'cat.staff.state')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <th scope="row">{r.email}</th>
                <td>{ct(lang, r.role === 'operator' ? 'cat.staff.operator' : 'cat.staff.dispatcher')}</td>
                <td>
                  {ct(lang, r.disabled ? 'cat.staff.disabled' : 'cat.staff.enabled')}{' '}
                  {r.email !== staff.email && (
                    <button
                      type="button"
                      onClick={() => void toggle(r)}
                      aria-label={`${ct(lang, r.disabled ? 'cat.staff.enable' : 'cat.staff.disable')}: ${r.email}`}
                    >
                      {ct(lang, r.disabled ? 'cat.staff.enable' : 'cat.staff.disable')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form onSubmit={(e) => void add(e)} aria-labelledby={`${id}-add`}>
        <h3 id={`${id}-add`}>{ct(lang, 'cat.staff.add')}</h3>
        <p>
          <label htmlFor={`${id}-email`}>{ct(lang, 'cat.staff.email')}</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            required
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.currentTarget.value })}
          />
        </p>
        <p>
          <label htmlFor={`${id}-password`}>{ct(lang, 'cat.staff.password')}</label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="new-password"
            required
            value={form.password}
            onChange={(e) => setForm({ ...form, password: e.currentTarget.value })}
          />
        </p>
        <p>
          <label htmlFor={`${id}-role`}>{ct(lang, 'cat.staff.role')}</label>
          <select
            id={`${id}-role`}
            value={form.role}
            onChange={(e) => setForm({ ...form, role: e.currentTarget.value })}
          >
            <option value="dispatcher">{ct(lang, 'cat.staff.dispatcher')}</option>
            <option value="operator">{ct(lang, 'cat.staff.operator')}</option>
          </select>
        </p>
        <button type="submit">{ct(lang, 'cat.staff.add')}</button>
      </form>
    </CatalogueFrame>
  );
}

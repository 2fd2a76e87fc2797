/**
 * The account page's "Delete account" section (issue 13 "Privacy"): the customer confirms with their
 * password and a tick box; the server checks the password (throttled like the login), revokes every
 * session, anonymises the account's bookings and deletes the account. Agent accounts do not get it:
 * the operator manages them.
 */
import { useId, useState, type FormEvent } from 'react';
import { ApiFailure } from '../../../client';
import { backofficeHttp } from '../utils/backoffice-api';
import type { Lang } from '../utils/i18n';
import { pt, type PortalKey } from '../utils/portal-i18n';
import { Field } from './Field';

/** Props of {@link DeleteAccountSection}. */
export interface DeleteAccountSectionProps {
  lang: Lang;
  apiBase?: string | undefined;
  userId: number;
  /** Called once the account is gone (the island logs out and says so). */
  onDeleted: () => void;
}

/** Renders the section and its form. */
export function DeleteAccountSection({ lang, apiBase, userId, onDeleted }: DeleteAccountSectionProps) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [sure, setSure] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ key: PortalKey; field: 'password' | 'sure' | '' } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setError({ key: 'delete.wrongPassword', field: 'password' });
    if (!sure) return setError({ key: 'delete.needConfirm', field: 'sure' });
    setBusy(true);
    setError(null);
    try {
      await backofficeHttp(apiBase).post('billousers/deleteuser', { id: userId, password });
      onDeleted();
    } catch (e) {
      const status = e instanceof ApiFailure ? e.status : 0;
      setError(
        status === 400
          ? { key: 'delete.wrongPassword', field: 'password' }
          : { key: status === 429 ? 'delete.tooMany' : 'delete.failed', field: '' },
      );
      setBusy(false);
    }
  }

  const sureId = `${id}-sure`;
  return (
    <section aria-labelledby={`${id}-title`} className="delete-account">
      <h2 id={`${id}-title`}>{pt(lang, 'delete.title')}</h2>
      <p id={`${id}-intro`}>{pt(lang, 'delete.intro')}</p>
      <form className="form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
        <Field
          id={`${id}-password`}
          label={pt(lang, 'delete.password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
          error={error?.field === 'password' ? pt(lang, error.key) : undefined}
        />
        <div className="field">
          <input
            id={sureId}
            type="checkbox"
            checked={sure}
            onChange={(e) => setSure(e.currentTarget.checked)}
            aria-invalid={error?.field === 'sure' ? true : undefined}
            aria-describedby={error?.field === 'sure' ? `${sureId}-error` : undefined}
          />{' '}
          <label htmlFor={sureId}>{pt(lang, 'delete.confirm')}</label>
          {error?.field === 'sure' && (
            <p className="error" id={`${sureId}-error`} role="alert">
              {pt(lang, error.key)}
            </p>
          )}
        </div>
        {error?.field === '' && (
          <p className="error" role="alert">
            {pt(lang, error.key)}
          </p>
        )}
        <div className="actions">
          <button type="submit" disabled={busy}>
            {pt(lang, 'delete.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}

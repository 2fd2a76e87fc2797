/**
 * Linking a booking made without logging in to the account, by its booking code (e-code) and the
 * e-mail address it was booked with (issue 23), through `POST billousers/linkorder` (SPEC 7). The
 * server counts wrong tries on the manage page's throttle and tells the booker by e-mail.
 */
import { useState, type FormEvent } from 'react';
import { ApiFailure } from '../../../client';
import { isValidEmail } from '../../../core';
import type { AccountApi } from '../utils/account-api';
import { at, type AccountKey } from '../utils/account-i18n';
import type { Lang } from '../utils/i18n';
import { Field } from './Field';
import { Status, type StatusMessage } from './Status';

/** Props of {@link LinkOrderForm}. */
export interface LinkOrderFormProps {
  lang: Lang;
  api: AccountApi;
  onLinked: () => void;
}

/** The message for a refused link: no such code and e-mail address, too many tries, already linked, or a broken call. */
function failureKey(error: unknown): AccountKey {
  if (!(error instanceof ApiFailure)) return 'acc.link.failed';
  if (error.status === 404) return 'acc.link.notFound';
  if (error.status === 429) return 'acc.link.throttled';
  if (error.status === 409) return 'acc.link.already';
  if (error.status === 400 && error.field === 'email') return 'acc.field.email';
  return error.status === 400 && error.field === 'ecode' ? 'acc.link.notFound' : 'acc.link.failed';
}

/** Renders the e-code form. */
export function LinkOrderForm({ lang, api, onLinked }: LinkOrderFormProps) {
  const [code, setCode] = useState('');
  const [email, setEmail] = useState('');
  const [empty, setEmpty] = useState(false);
  const [badEmail, setBadEmail] = useState(false);
  const [status, setStatus] = useState<StatusMessage>(null);
  const busy = status?.kind === 'busy';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const noCode = !code.trim();
    const wrongEmail = !isValidEmail(email.trim());
    setEmpty(noCode);
    setBadEmail(wrongEmail);
    if (noCode || wrongEmail) {
      document.getElementById(noCode ? 'link-code' : 'link-email')?.focus();
      return;
    }
    setStatus({ kind: 'busy', text: at(lang, 'acc.link.busy') });
    try {
      const order = await api.linkOrder(code.trim(), email.trim());
      setCode('');
      setEmail('');
      setStatus({ kind: 'ok', text: at(lang, 'acc.link.done', { receipt: order.BONNR }) });
      onLinked();
    } catch (error) {
      setStatus({ kind: 'error', text: at(lang, failureKey(error)) });
    }
  }

  return (
    <section aria-labelledby="link-title">
      <h2 id="link-title">{at(lang, 'acc.link.title')}</h2>
      <p>{at(lang, 'acc.link.intro')}</p>
      <form className="form" noValidate onSubmit={submit} aria-busy={busy}>
        <Field
          id="link-code"
          label={at(lang, 'acc.link.code')}
          autoComplete="off"
          required
          value={code}
          onChange={setCode}
          error={empty ? at(lang, 'acc.field.ecode') : undefined}
        />
        <Field
          id="link-email"
          label={at(lang, 'acc.link.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={setEmail}
          error={badEmail ? at(lang, 'acc.field.email') : undefined}
        />
        <div className="actions">
          <button type="submit" disabled={busy}>
            {at(lang, 'acc.link.submit')}
          </button>
        </div>
        <Status message={status} />
      </form>
    </section>
  );
}

/**
 * The forgot-password mode of the login screen (SPEC 2): an e-mail field, a Back button and the
 * request button. Of SPEC 8's three outcomes the "no account" one is told by e-mail, not on screen
 * (issue 23: the screen told anyone which addresses have an account); see core/READINGS.md.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isValidEmail } from '../../../core';
import { ApiFailure } from '../../../client';
import { accountApi } from '../utils/account-api';
import { at } from '../utils/account-i18n';
import { startSession } from '../utils/account-session';
import { Field } from './Field';
import { Status, type StatusMessage } from './Status';
import type { IslandProps } from './props';

/** Props of {@link ForgotForm}: the island's props plus the way back to the login form. */
export interface ForgotFormProps extends IslandProps {
  onBack: () => void;
}

/** Renders the request for a password-reset e-mail. */
export function ForgotForm({ lang, apiBase, onBack }: ForgotFormProps) {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [status, setStatus] = useState<StatusMessage>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const busy = status?.kind === 'busy';

  // The form replaces the login form in place; keyboard and screen-reader users continue in it.
  useEffect(() => emailRef.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!isValidEmail(email.trim())) {
      setInvalid(true);
      setStatus(null);
      return;
    }
    setInvalid(false);
    setStatus({ kind: 'busy', text: at(lang, 'acc.forgot.busy') });
    try {
      await startSession(apiBase);
      await accountApi(apiBase).requestReset(email.trim(), lang);
      setStatus({ kind: 'ok', text: at(lang, 'acc.forgot.sent') });
    } catch (error) {
      // An address without an account is answered as one with (its e-mail says so), so only the
      // throttle and an outage fail here.
      const throttled = error instanceof ApiFailure && error.status === 429;
      setStatus({ kind: 'error', text: at(lang, throttled ? 'acc.tooMany' : 'acc.forgot.failed') });
    }
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={busy} aria-labelledby="forgot-title">
      <h2 id="forgot-title">{at(lang, 'acc.forgot.title')}</h2>
      <p>{at(lang, 'acc.forgot.intro')}</p>
      <Field
        id="forgot-email"
        label={at(lang, 'acc.forgot.email')}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={setEmail}
        ref={emailRef}
        error={invalid ? at(lang, 'acc.field.email') : undefined}
      />
      <div className="actions">
        <button type="button" className="secondary" onClick={onBack}>
          {at(lang, 'acc.forgot.back')}
        </button>
        <button type="submit" disabled={busy}>
          {at(lang, 'acc.forgot.submit')}
        </button>
      </div>
      <Status message={status} />
    </form>
  );
}

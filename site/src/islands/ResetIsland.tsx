/**
 * The /reset-password island, opened from the e-mailed link (?username=&code=): it checks the link
 * (passwordresetvalid), then takes a new password and its confirmation under core's rules, with the
 * four reactions of SPEC 8 (generic error, rule broken, link expired or unknown, success), and says
 * why when the server finds the new password too easy to guess.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { validatePasswordReset } from '../../../core';
import { ApiFailure } from '../../../client';
import { accountApi } from '../utils/account-api';
import { accountPath, at, type AccountKey } from '../utils/account-i18n';
import { startSession } from '../utils/account-session';
import { weakPasswordKey } from '../utils/register-form';
import { Field } from './Field';
import { Status, type StatusMessage } from './Status';
import type { IslandProps } from './props';

type Phase = 'checking' | 'form' | 'expired' | 'error' | 'done';

/** The link's username and code. */
function linkValues(): { username: string; code: string } {
  const query = new URLSearchParams(location.search);
  return { username: query.get('username') ?? '', code: query.get('code') ?? '' };
}

/** A refused code is a 400 invalid_code; anything else is a broken call. */
const phaseOf = (error: unknown): Phase =>
  error instanceof ApiFailure && error.code === 'invalid_code' ? 'expired' : 'error';

/** Renders the password reset. */
export default function ResetIsland({ lang, apiBase }: IslandProps) {
  const [phase, setPhase] = useState<Phase>('checking');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  // The message of the broken password rule, if any: length or match, or the server's weak_password.
  const [rule, setRule] = useState<AccountKey | null>(null);
  const [status, setStatus] = useState<StatusMessage>(null);
  const busy = status?.kind === 'busy';

  useEffect(() => {
    const check = async (): Promise<Phase> => {
      const { username, code } = linkValues();
      if (!username || !code) return 'expired';
      await startSession(apiBase);
      await accountApi(apiBase).resetValid(username, code);
      return 'form';
    };
    check().then(setPhase, (error: unknown) => setPhase(phaseOf(error)));
  }, [apiBase]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (validatePasswordReset(password, confirm).password) {
      setRule('acc.reset.rule');
      document.getElementById('reset-password')?.focus();
      return;
    }
    setRule(null);
    setStatus({ kind: 'busy', text: at(lang, 'acc.reset.busy') });
    const { username, code } = linkValues();
    try {
      await accountApi(apiBase).resetPassword(username, code, password, confirm);
      setPhase('done');
    } catch (error) {
      const field = error instanceof ApiFailure ? error.field : undefined;
      if (error instanceof ApiFailure && error.code === 'weak_password') {
        setRule(weakPasswordKey(error.reason));
        document.getElementById('reset-password')?.focus();
      } else if (field === 'password' || field === 'confirmPassword') setRule('acc.reset.rule');
      else if (phaseOf(error) === 'expired') setPhase('expired');
      setStatus(phaseOf(error) === 'error' && !field ? { kind: 'error', text: at(lang, 'acc.error') } : null);
    }
  }

  if (phase === 'checking')
    return (
      <p role="status" aria-busy="true" className="busy">
        {at(lang, 'acc.reset.checking')}
      </p>
    );
  if (phase === 'error')
    return (
      <p role="alert" className="notice">
        {at(lang, 'acc.error')}
      </p>
    );
  if (phase === 'expired')
    return (
      <div role="alert" className="notice">
        <p>{at(lang, 'acc.reset.expired')}</p>
        <p className="link-line">
          <a href={`${accountPath(lang, 'login')}#forgot`}>{at(lang, 'acc.reset.request')}</a>
        </p>
      </div>
    );
  if (phase === 'done')
    return (
      <div role="status" className="notice">
        <p>{at(lang, 'acc.reset.done')}</p>
        <p>
          <a className="button" href={accountPath(lang, 'login')}>
            {at(lang, 'acc.reset.login')}
          </a>
        </p>
      </div>
    );
  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={busy}>
      <Field
        id="reset-password"
        label={at(lang, 'acc.reset.password')}
        type="password"
        autoComplete="new-password"
        required
        hint={at(lang, 'acc.register.passwordHint')}
        value={password}
        onChange={setPassword}
        error={rule ? at(lang, rule) : undefined}
      />
      <Field
        id="reset-confirm"
        label={at(lang, 'acc.reset.confirm')}
        type="password"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={setConfirm}
      />
      <div className="actions">
        <button type="submit" disabled={busy}>
          {at(lang, 'acc.reset.submit')}
        </button>
      </div>
      <Status message={status} />
    </form>
  );
}

/**
 * The login form of SPEC 2: username and password; submit stays disabled until both are filled and
 * Enter submits. A refused login says so and clears the password (SPEC 8); a throttled one says to wait
 * instead, since its password was not even checked.
 */
import { useRef, useState, type FormEvent } from 'react';
import { ApiFailure, login } from '../../../client';
import { accountPath, at } from '../utils/account-i18n';
import { accountHttp, startSession } from '../utils/account-session';
import { Field } from './Field';
import { Status, type StatusMessage } from './Status';
import type { IslandProps } from './props';

/**
 * The page to return to after login: the `next` of the address when it is a path of this site (so a
 * link cannot send the visitor elsewhere), else none and the visitor goes to /account (SPEC 2).
 */
function nextPath(): string | null {
  const next = new URLSearchParams(location.search).get('next') ?? '';
  return /^\/(?![/\\])[\w\-/]*$/.test(next) ? next : null;
}

/** Props of {@link LoginForm}: the island's props plus the switch to forgot-password mode. */
export interface LoginFormProps extends Omit<IslandProps, 'navigate'> {
  navigate: (path: string) => void;
  onForgot: () => void;
}

/** Renders the login form. */
export function LoginForm({ lang, apiBase, navigate, onForgot }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<StatusMessage>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const busy = status?.kind === 'busy';
  const complete = username.trim() !== '' && password !== '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete || busy) return;
    setStatus({ kind: 'busy', text: at(lang, 'acc.login.busy') });
    try {
      await startSession(apiBase);
      await login(accountHttp(apiBase), username.trim(), password);
      navigate(nextPath() ?? accountPath(lang, 'account'));
    } catch (error) {
      // A server that answered refused the details; anything else is a broken call.
      const refused = error instanceof ApiFailure && error.description !== undefined;
      const throttled = error instanceof ApiFailure && error.code === 'too_many_requests';
      setPassword('');
      const text = throttled ? 'acc.tooMany' : refused ? 'acc.login.invalid' : 'acc.error';
      setStatus({ kind: 'error', text: at(lang, text) });
      passwordRef.current?.focus();
    }
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={busy}>
      <Field
        id="login-username"
        label={at(lang, 'acc.login.username')}
        type="email"
        autoComplete="username"
        required
        value={username}
        onChange={setUsername}
      />
      <Field
        id="login-password"
        label={at(lang, 'acc.login.password')}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
        ref={passwordRef}
      />
      <div className="actions">
        <button type="submit" disabled={!complete || busy}>
          {at(lang, 'acc.login.submit')}
        </button>
        <button type="button" className="link-button" onClick={onForgot}>
          {at(lang, 'acc.login.forgot')}
        </button>
      </div>
      <Status message={status} />
      <p>
        {at(lang, 'acc.login.noAccount')}{' '}
        <a href={accountPath(lang, 'register')}>{at(lang, 'acc.login.register')}</a>
      </p>
    </form>
  );
}

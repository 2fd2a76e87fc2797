/**
 * The /login island (SPEC 2 "Login screen"): a logged-in visitor goes straight to /account; otherwise
 * the login form, or the forgot-password form (also opened by a link to /login#forgot). The notice of
 * an automatic logout (SPEC 4) shows once.
 */
import { useEffect, useState } from 'react';
import { clearAutoLogout, didAutoLogout, isLoggedIn, type StoredSession } from '../../../client';
import { accountPath, at } from '../utils/account-i18n';
import { replacePage, startSession } from '../utils/account-session';
import { ForgotForm } from './ForgotForm';
import { LoginForm } from './LoginForm';
import type { IslandProps } from './props';

/** Renders the login screen. */
export default function LoginIsland({ lang, apiBase, navigate = replacePage }: IslandProps) {
  const [mode, setMode] = useState<'login' | 'forgot'>('login');
  const [autoLogout, setAutoLogout] = useState(false);

  useEffect(() => {
    let live = true;
    // Read after the session start, which itself may have logged the user out automatically.
    const settle = (session: StoredSession | null) => {
      if (!live) return;
      if (session && isLoggedIn(session)) return navigate(accountPath(lang, 'account'));
      if (location.hash === '#forgot') setMode('forgot');
      if (didAutoLogout()) {
        setAutoLogout(true);
        clearAutoLogout();
      }
    };
    startSession(apiBase).then(settle, () => settle(null));
    return () => {
      live = false;
    };
  }, [apiBase, lang, navigate]);

  return (
    <div className="account-island">
      {autoLogout && (
        <p className="notice" role="status">
          {at(lang, 'acc.autoLogout')}
        </p>
      )}
      {mode === 'login' ? (
        <LoginForm lang={lang} apiBase={apiBase} navigate={navigate} onForgot={() => setMode('forgot')} />
      ) : (
        <ForgotForm lang={lang} apiBase={apiBase} onBack={() => setMode('login')} />
      )}
    </div>
  );
}

/**
 * The /account island (SPEC 2 "Account page"): login required, so a visitor without a user session is
 * sent to /login. Shows the details, addresses, bookings, linking by booking code, and logout.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ApiFailure, isLoggedIn, logout, setAutoLogoutFlag } from '../../../client';
import { langPath, type UserData } from '../../../core';
import { accountApi } from '../utils/account-api';
import { displayName } from '../utils/account-format';
import { accountPath, at } from '../utils/account-i18n';
import { announceName } from '../utils/account-name';
import { accountHttp, replacePage, startSession } from '../utils/account-session';
import { pt } from '../utils/portal-i18n';
import { AddressesSection } from './AddressesSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { LinkOrderForm } from './LinkOrderForm';
import { OrdersSection } from './OrdersSection';
import { ProfileSection } from './ProfileSection';
import type { IslandProps } from './props';

/** Renders the account page. */
export default function AccountIsland({ lang, apiBase, navigate = replacePage }: IslandProps) {
  const api = useMemo(() => accountApi(apiBase, lang), [apiBase, lang]);
  const [data, setData] = useState<UserData | null>(null);
  const [failed, setFailed] = useState(false);
  const [ordersKey, setOrdersKey] = useState(0);
  const [leaving, setLeaving] = useState(false);
  const [deleted, setDeleted] = useState(false);

  const show = useCallback((loaded: UserData) => {
    setData(loaded);
    announceName(loaded.user.id, displayName(loaded.user));
  }, []);

  const leave = useCallback(
    async (auto: boolean) => {
      setLeaving(true);
      await logout(accountHttp(apiBase)).catch(() => undefined);
      if (auto) setAutoLogoutFlag(true);
      announceName(0, '');
      navigate(accountPath(lang, 'login'));
    },
    [apiBase, lang, navigate],
  );

  useEffect(() => {
    let live = true;
    const open = async () => {
      const session = await startSession(apiBase);
      if (!isLoggedIn(session)) return navigate(accountPath(lang, 'login'));
      try {
        const loaded = await api.user(session.userId);
        // A driver's page is their day (issue 26): the normal login brings them there.
        if (loaded.user.user_type === 'driver') return navigate(langPath(lang, 'driver'));
        if (live) show(loaded);
      } catch (error) {
        // The server no longer accepts this session (e.g. a password reset ended it): log out.
        if (error instanceof ApiFailure && (error.status === 401 || error.status === 403)) return leave(true);
        throw error;
      }
    };
    open().catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [api, apiBase, lang, navigate, show, leave]);

  const reloadUser = useCallback(async () => {
    if (data) show(await api.user(data.user.id));
  }, [api, data, show]);

  if (deleted)
    return (
      <p role="status" className="notice" data-account-deleted>
        {pt(lang, 'delete.done')}
      </p>
    );
  if (failed)
    return (
      <p role="alert" className="notice">
        {at(lang, 'acc.loadFailed')}
      </p>
    );
  if (!data)
    return (
      <p role="status" aria-busy="true" className="busy">
        {at(lang, 'acc.wait')}
      </p>
    );
  return (
    <div className="account-island" aria-busy={leaving}>
      <div className="actions">
        <button type="button" className="secondary" disabled={leaving} onClick={() => void leave(false)}>
          {at(lang, 'acc.logout')}
        </button>
        <p role="status" className="busy">
          {leaving ? at(lang, 'acc.logout.busy') : ''}
        </p>
      </div>
      <ProfileSection lang={lang} api={api} user={data.user} onSaved={(user) => show({ ...data, user })} />
      <AddressesSection lang={lang} api={api} addresses={data.addresses} onChanged={reloadUser} />
      <OrdersSection lang={lang} api={api} reload={ordersKey} />
      <LinkOrderForm lang={lang} api={api} onLinked={() => setOrdersKey((k) => k + 1)} />
      {data.user.user_type !== 'agent' && (
        <DeleteAccountSection
          lang={lang}
          apiBase={apiBase}
          userId={data.user.id}
          onDeleted={() => {
            setDeleted(true);
            announceName(0, '');
            void logout(accountHttp(apiBase)).catch(() => undefined);
          }}
        />
      )}
    </div>
  );
}

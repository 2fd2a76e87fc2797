/**
 * The travel agents' portal (/agent-portal, issue 13): checks that a travel agent is logged in (a
 * visitor goes to /login and comes back; another account is told the page is for agents), then shows
 * the agent's terms, personal booking link and embed snippet, the bookings under its licence and the
 * monthly statement. The server limits every call to the agent's own licence.
 */
import { useEffect, useMemo, useState } from 'react';
import { ApiFailure, isLoggedIn, logout } from '../../../../client';
import { langPath } from '../../../../core';
import { accountHttp, replacePage, startSession } from '../../utils/account-session';
import { portalApi, type PortalAgent } from '../../utils/portal-api';
import { pt } from '../../utils/portal-i18n';
import { gt } from '../../utils/figures-i18n';
import type { IslandProps } from '../props';
import { CopyBox } from './CopyBox';
import { OrdersTable } from './OrdersTable';
import { PartnerFigures } from './PartnerFigures';
import { PoTable } from './PoTable';
import { StatementLinks } from './StatementLinks';

type State = { kind: 'loading' | 'forbidden' | 'failed' } | { kind: 'ready'; agent: PortalAgent };

/** Renders the portal. */
export default function AgentPortalIsland({ lang, apiBase, navigate = replacePage }: IslandProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const api = useMemo(() => portalApi(apiBase), [apiBase]);

  useEffect(() => {
    const toLogin = () =>
      navigate(`${langPath(lang, 'login')}?next=${encodeURIComponent(location.pathname)}`);
    startSession(apiBase).then(
      async (session) => {
        if (!isLoggedIn(session)) return toLogin();
        try {
          setState({ kind: 'ready', agent: await api.me() });
        } catch (error) {
          const status = error instanceof ApiFailure ? error.status : 0;
          if (status === 401) return toLogin();
          setState({ kind: status === 403 ? 'forbidden' : 'failed' });
        }
      },
      () => setState({ kind: 'failed' }),
    );
  }, [api, apiBase, lang, navigate]);

  if (state.kind !== 'ready') {
    if (state.kind === 'loading') return <p aria-busy="true">{pt(lang, 'portal.loading')}</p>;
    return <p role="alert">{pt(lang, state.kind === 'forbidden' ? 'portal.forbidden' : 'portal.failed')}</p>;
  }

  async function leave() {
    await logout(accountHttp(apiBase));
    navigate(langPath(lang, 'login'));
  }

  const { agent } = state;
  return (
    <div className="portal">
      <div className="backoffice-bar">
        <p>{pt(lang, 'portal.signedInAs', { name: agent.name, licence: agent.licence })}</p>
        <button type="button" onClick={() => void leave()}>
          {pt(lang, 'portal.logout')}
        </button>
      </div>
      <section aria-labelledby="portal-orders">
        <h2 id="portal-orders">{pt(lang, 'portal.orders')}</h2>
        <OrdersTable lang={lang} api={api} />
      </section>
      <section aria-labelledby="portal-figures">
        <h2 id="portal-figures">{gt(lang, 'figures.portalTitle')}</h2>
        <PartnerFigures lang={lang} api={api} />
      </section>
      {agent.payment_method === 'INVOICE' && (
        <section aria-labelledby="portal-statement">
          <h2 id="portal-statement">{pt(lang, 'portal.statement')}</h2>
          <StatementLinks lang={lang} api={api} />
        </section>
      )}
      <section aria-labelledby="portal-terms">
        <h2 id="portal-terms">{pt(lang, 'portal.terms')}</h2>
        <p>{pt(lang, 'portal.payment', { method: agent.payment_method })}</p>
        <PoTable lang={lang} po={agent.po_numbers} />
      </section>
      <section aria-labelledby="portal-link">
        <h2 id="portal-link">{pt(lang, 'portal.link')}</h2>
        <CopyBox
          lang={lang}
          kind="link"
          label={pt(lang, 'portal.link')}
          hint={pt(lang, 'portal.linkHint')}
          value={agent.booking_link}
          rows={2}
        />
        <CopyBox
          lang={lang}
          kind="embed"
          label={pt(lang, 'portal.embed')}
          hint={pt(lang, 'portal.embedHint')}
          value={agent.embed_code}
          rows={4}
        />
      </section>
    </div>
  );
}

/**
 * The back office's frame (/backoffice, issue 13): checks that a staff member is logged in (a visitor
 * goes to /login and comes back; another account is told the page is for staff), then shows the
 * navigation of the sections the role may open and the section the address names (#<id>), loaded
 * when opened. The server checks the role of every call again.
 */
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiFailure, isLoggedIn, logout } from '../../../../client';
import { langPath } from '../../../../core';
import { accountHttp, replacePage, startSession } from '../../utils/account-session';
import { whoAmI, type StaffMember } from '../../utils/backoffice-api';
import { bt } from '../../utils/backoffice-i18n';
import type { IslandProps } from '../props';
import { SECTIONS, type SectionProps } from './sections';

type State = { kind: 'loading' | 'forbidden' | 'failed' } | { kind: 'ready'; staff: StaffMember };

// One lazy component per section, made once at load so React keeps a section's state between renders.
const RENDER: ReadonlyMap<string, (props: SectionProps) => ReactNode> = new Map(
  SECTIONS.map((s) => {
    const Section = lazy(s.load);
    return [s.id, (props: SectionProps) => <Section {...props} />];
  }),
);

/** The section id the address names, without the '#'. */
const currentHash = () => decodeURIComponent(location.hash.replace(/^#/, '').split('?')[0] ?? '');

/** Renders the back office. */
export default function BackofficeIsland({ lang, apiBase, navigate = replacePage }: IslandProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [hash, setHash] = useState('');

  useEffect(() => {
    const toLogin = () =>
      navigate(`${langPath(lang, 'login')}?next=${encodeURIComponent(location.pathname)}`);
    startSession(apiBase).then(
      async (session) => {
        if (!isLoggedIn(session)) return toLogin();
        try {
          setState({ kind: 'ready', staff: await whoAmI(apiBase) });
        } catch (error) {
          const status = error instanceof ApiFailure ? error.status : 0;
          if (status === 401) return toLogin();
          setState({ kind: status === 403 ? 'forbidden' : 'failed' });
        }
      },
      () => setState({ kind: 'failed' }),
    );
  }, [apiBase, lang, navigate]);

  useEffect(() => {
    const read = () => setHash(currentHash());
    read();
    addEventListener('hashchange', read);
    return () => removeEventListener('hashchange', read);
  }, []);

  const sections = useMemo(
    () => (state.kind === 'ready' ? SECTIONS.filter((s) => s.roles.includes(state.staff.role)) : []),
    [state],
  );
  const section = sections.find((s) => s.id === hash) ?? sections[0];

  useEffect(() => {
    if (section) document.title = `${section.label(lang)} · ${bt(lang, 'bo.nav')}`;
  }, [section, lang]);

  if (state.kind !== 'ready') {
    if (state.kind === 'loading') return <p aria-busy="true">{bt(lang, 'bo.loading')}</p>;
    return <p role="alert">{bt(lang, state.kind === 'forbidden' ? 'bo.forbidden' : 'bo.failed')}</p>;
  }

  async function leave() {
    await logout(accountHttp(apiBase));
    navigate(langPath(lang, 'login'));
  }

  const render = section ? RENDER.get(section.id) : undefined;
  return (
    <div className="backoffice">
      <div className="backoffice-bar">
        <p>{bt(lang, 'bo.signedInAs', { email: state.staff.email, role: state.staff.role })}</p>
        <button type="button" onClick={() => void leave()}>
          {bt(lang, 'bo.logout')}
        </button>
      </div>
      {sections.length > 0 && (
        <nav aria-label={bt(lang, 'bo.nav')} className="backoffice-nav">
          <ul>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} aria-current={s === section ? 'page' : undefined}>
                  {s.label(lang)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {render ? (
        <Suspense fallback={<p aria-busy="true">{bt(lang, 'bo.loading')}</p>}>
          {render({ lang, apiBase, staff: state.staff })}
        </Suspense>
      ) : (
        <p>{bt(lang, 'bo.empty')}</p>
      )}
    </div>
  );
}

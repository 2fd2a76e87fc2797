/**
 * The driver's day (/driver, issue 26): a logged-in driver's own rides of today and tomorrow, one card
 * each, fetched again every minute while the page is on screen. A visitor goes to /login and comes back;
 * another account is told the page is for drivers. A reported state is said in a polite live region and
 * the focus moves to the card's new state, since the pressed button is gone.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiFailure, isLoggedIn, logout } from '../../../../client';
import { formatBookingDate, langPath, type DriverLeg, type LegState } from '../../../../core';
import { accountHttp, replacePage, startSession } from '../../utils/account-session';
import { dt } from '../../utils/driver-i18n';
import { useVisibleInterval } from '../../utils/use-visible-interval';
import type { IslandProps } from '../props';
import DriverLegCard from './DriverLegCard';
import { driverApi, reasonOf, type DriverDayMeta } from './driver-api';

/** How often the driver's day is fetched again while on screen. */
export const DRIVER_REFRESH_MS = 60_000;

type State =
  | { kind: 'loading' | 'forbidden' | 'failed' }
  | { kind: 'ready'; legs: DriverLeg[]; meta: DriverDayMeta; at: string };

const clock = () => new Date().toTimeString().slice(0, 5);

/** Renders the driver's day. */
export default function DriverIsland({ lang, apiBase, navigate = replacePage }: IslandProps) {
  const api = useMemo(() => driverApi(apiBase), [apiBase]);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState('');
  const [said, setSaid] = useState('');
  const [alert, setAlert] = useState('');
  const focusAfter = useRef('');

  const toLogin = useCallback(
    () => navigate(`${langPath(lang, 'login')}?next=${encodeURIComponent(location.pathname)}`),
    [lang, navigate],
  );

  const load = useCallback(async () => {
    try {
      const { legs, meta } = await api.day();
      setState({ kind: 'ready', legs, meta, at: clock() });
    } catch (error) {
      const status = error instanceof ApiFailure ? error.status : 0;
      if (status === 401) return toLogin();
      // A refresh that fails keeps the rides on screen; only a first load shows the failure.
      setState((s) => (s.kind === 'ready' ? s : { kind: status === 403 ? 'forbidden' : 'failed' }));
    }
  }, [api, toLogin]);

  useEffect(() => {
    startSession(apiBase).then(
      (session) => (isLoggedIn(session) ? load() : toLogin()),
      () => setState({ kind: 'failed' }),
    );
  }, [apiBase, load, toLogin]);

  useVisibleInterval(() => void load(), DRIVER_REFRESH_MS, state.kind === 'ready' || state.kind === 'failed');

  // After a report the pressed button is gone: the focus goes to the card's new state.
  useEffect(() => {
    if (!focusAfter.current) return;
    document.querySelector<HTMLElement>(`[data-leg="${focusAfter.current}"] .driver-state`)?.focus();
    focusAfter.current = '';
  });

  const report = useCallback(
    async (leg: DriverLeg, to: LegState) => {
      const key = `${leg.order_id}-${leg.leg}`;
      setBusy(key);
      setAlert('');
      setSaid(dt(lang, 'driver.saving'));
      try {
        await api.report(leg.order_id, leg.leg, to);
        setSaid(dt(lang, 'driver.saved', { bonnr: leg.bonnr, state: dt(lang, `driver.state.${to}`) }));
        focusAfter.current = key;
        await load();
      } catch (error) {
        setSaid('');
        setAlert(dt(lang, 'driver.saveFailed', { bonnr: leg.bonnr, reason: reasonOf(error, lang) }));
        await load();
      } finally {
        setBusy('');
      }
    },
    [api, lang, load],
  );

  async function leave() {
    await logout(accountHttp(apiBase)).catch(() => undefined);
    navigate(langPath(lang, 'login'));
  }

  if (state.kind === 'loading') return <p aria-busy="true">{dt(lang, 'driver.loading')}</p>;
  if (state.kind !== 'ready')
    return <p role="alert">{dt(lang, state.kind === 'forbidden' ? 'driver.forbidden' : 'driver.failed')}</p>;

  const { meta, legs } = state;
  const days = [
    {
      date: meta.today,
      title: dt(lang, 'driver.today', { date: formatBookingDate(meta.today, undefined, lang) }),
    },
    {
      date: meta.tomorrow,
      title: dt(lang, 'driver.tomorrow', { date: formatBookingDate(meta.tomorrow, undefined, lang) }),
    },
  ];
  return (
    <div className="driver-day">
      <div className="driver-bar">
        <p>{dt(lang, 'driver.hello', { name: meta.driver.first_name })}</p>
        <button type="button" className="secondary" onClick={() => void load()}>
          {dt(lang, 'driver.refresh')}
        </button>
        <button type="button" className="secondary" onClick={() => void leave()}>
          {dt(lang, 'driver.logout')}
        </button>
      </div>
      <p className="driver-updated">{dt(lang, 'driver.updated', { time: state.at })}</p>
      <p className="driver-live" role="status" aria-live="polite">
        {said}
      </p>
      <p className="driver-alert" role="alert">
        {alert}
      </p>
      {days.map((day) => {
        const ofDay = legs.filter((l) => l.date === day.date);
        return (
          <section
            key={day.date}
            aria-labelledby={`driver-day-${day.date.replaceAll('/', '-')}`}
            className="driver-section"
          >
            <h2 id={`driver-day-${day.date.replaceAll('/', '-')}`}>{day.title}</h2>
            {ofDay.length === 0 ? (
              <p>{dt(lang, 'driver.none')}</p>
            ) : (
              ofDay.map((leg) => (
                <DriverLegCard
                  key={`${leg.order_id}-${leg.leg}`}
                  lang={lang}
                  leg={leg}
                  busy={busy === `${leg.order_id}-${leg.leg}`}
                  onReport={(l, to) => void report(l, to)}
                />
              ))
            )}
          </section>
        );
      })}
    </div>
  );
}

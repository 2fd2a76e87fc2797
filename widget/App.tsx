/**
 * The root of one `<transfer-booking>` element: loads the texts of its first step (and of event mode
 * for an event's element) in its language and the server's booking settings side by side, creates
 * the element's own store, waits for the session and then shows the wizard. Everything renders inside
 * the element's shadow root, styled by an adopted stylesheet (styles.ts) or, where browsers lack
 * those, a <style>.
 */
import { useEffect, useId, useState } from 'react';
import { createHttp, DEFAULT_API_BASE, ensureSession } from '../client';
import { readAgentQuery } from '../core';
import { createBookingApi } from './api/booking';
import type { TransferBookingAttributes, TransferBookingEventDetails } from './contract';
import { catalogue, type Lang } from '../core';
import { createTranslate, loadTexts, resolveLang, type Translate } from './i18n';
import { eventTranslate } from './event/wording';
import fallback from './i18n/fallback';
import { loadPhoneCheck } from './phone/load';
import { loadChunk } from './chunks/load-chunk';
import { createBookingStore } from './store/create';
import { I18nContext, StoreContext, useBooking } from './store/context';
import type { BookingStore, Leave } from './store/types';
import { SiteContext, siteBaseOf, type SiteLinks } from './site-links';
import { STYLES, adoptStyles } from './styles';
import { Wizard } from './ui/Wizard';

/** Props of {@link App}: the element's attributes, plus the root r2wc renders into. */
export type AppProps = TransferBookingAttributes & {
  container?: ShadowRoot | HTMLElement;
  /** Replaces browser navigation and form posting; for tests that must not leave the page. */
  leave?: Leave;
};

/** Renders one element. */
export function App(props: AppProps) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [ready, setReady] = useState<{
    store: BookingStore;
    t: Translate;
    lang: Lang;
    site: SiteLinks;
  } | null>(null);
  // Each retry after the messages failed to load starts the element again.
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const lang = resolveLang(props.lang);
  // The messages of the language may be what failed, so the failure speaks from the fallback catalogue.
  const loadFailed = catalogue(lang, fallback[lang]);
  // Adopted once, before the first paint; only where that is impossible are the styles rendered inline.
  const [adopted] = useState(() => props.container instanceof ShadowRoot && adoptStyles(props.container));

  useEffect(() => {
    let alive = true;
    const host = props.container instanceof ShadowRoot ? props.container.host : props.container;
    const emit = <K extends keyof TransferBookingEventDetails>(
      name: K,
      detail: TransferBookingEventDetails[K],
    ) => host?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
    const apiBase = props.apiBase?.trim() || DEFAULT_API_BASE;
    const http = createHttp(apiBase);
    const api = createBookingApi(http);
    const query = new URLSearchParams(location.search);
    const agentQuery = readAgentQuery(query);
    const eventId = props.event?.trim();
    const draftKey = props.draftKey?.trim() || host?.id || 'default';
    // Back from the outcome on the partner's page (issue 28): its chunk loads beside the texts, only
    // then, and before the store, which must not resume a draft the settled booking used up.
    const returned = query.has('tb_outcome')
      ? import('./session/partner-return').catch(() => null)
      : Promise.resolve(null);
    // The settings call runs beside the texts' chunks, so it adds no wait of its own: the store's
    // first draft (its dates and type) already needs them. An event's element shows event texts from
    // step 0 on (and on step 1 when a draft brings the customer back there), so they load now too.
    Promise.all([loadTexts(lang, eventId ? ['start', 'event'] : ['start']), api.settings(), returned]).then(
      ([messages, settings, back]) => {
        if (!alive) return;
        back?.announceReturn(query, draftKey, (detail) => emit('tb-booked', detail));
        // An event's element speaks of the event where the airport wizard names an airport (issue 28).
        const t = eventId ? eventTranslate(createTranslate(lang, messages)) : createTranslate(lang, messages);
        const store = createBookingStore(
          {
            api,
            http,
            lang,
            eventId,
            t,
            draftKey,
            returnUrl: props.returnUrl?.trim() ?? '',
            emit,
            ...(props.leave ? { leave: props.leave } : {}),
            now: () => new Date(),
            loadPhoneCheck,
            session: () =>
              ensureSession(apiBase, http, {
                agentInUrl: agentQuery.AGENT !== undefined,
                urlLicence: agentQuery.TALIC ?? '',
              }),
          },
          props,
          query,
          settings,
        );
        setReady({ store, t, lang, site: { base: siteBaseOf(props.siteUrl), http } });
        void store.getState().init();
        // The version poll can wait for its chunk; a failed one only means no hotfix reload.
        loadChunk(() => import('./session/version')).then(
          (poll) => alive && poll.startVersionPoll(() => api.version()),
          () => undefined,
        );
      },
      () => {
        if (!alive) return;
        setFailed(true);
        emit('tb-error', { action: 'chunk', message: loadFailed('wizard.loadFailed') });
      },
    );
    return () => {
      alive = false;
    };
    // The element is configured once, when it starts (again only after a failed start's retry); later
    // attribute changes do not rebuild it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  return (
    <>
      {adopted ? null : <style>{STYLES}</style>}
      {ready ? (
        <I18nContext.Provider value={{ t: ready.t, lang: ready.lang }}>
          <StoreContext.Provider value={ready.store}>
            <SiteContext.Provider value={ready.site}>
              <Gate uid={uid} t={ready.t} />
            </SiteContext.Provider>
          </StoreContext.Provider>
        </I18nContext.Provider>
      ) : (
        <div role="status" className="loading" aria-live="polite">
          {failed ? (
            <>
              <p>{loadFailed('wizard.loadFailed')}</p>
              <button
                type="button"
                part="button"
                onClick={() => {
                  setFailed(false);
                  setAttempt(attempt + 1);
                }}
              >
                {loadFailed('wizard.retry')}
              </button>
            </>
          ) : (
            <span className="spinner" aria-label="…" />
          )}
        </div>
      )}
    </>
  );
}

/** Shows a loading state until the session exists, then the wizard (SPEC 2). */
function Gate({ uid, t }: { uid: string; t: Translate }) {
  const status = useBooking((s) => s.status);
  if (status === 'ready') return <Wizard uid={uid} />;
  return (
    <div role="status" className="loading" aria-live="polite" aria-busy={status === 'loading'}>
      {status === 'loading' ? (
        <>
          <span className="spinner" aria-hidden="true" />
          {t('wizard.loading')}
        </>
      ) : (
        t('wizard.sessionFailed')
      )}
    </div>
  );
}

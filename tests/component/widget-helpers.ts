/**
 * Shared set-up of the `<transfer-booking>` component tests: a real in-process server per test file,
 * clean storage per test, the app rendered into a host element that receives its events, and steps
 * that fill the wizard the way a customer does (real lookups, real prices, real timers).
 */
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { addDays, brusselsToday } from '../../core/dates';
import { App } from '../../widget/App';
import type { TransferBookingEventDetails } from '../../widget/contract';
import { createTranslate, type MessageValues } from '../../widget/i18n';
import { en, fr, nl } from '../support/widget-texts';
import type { MessageId } from '../../widget/i18n';
import { RULE_VALUES } from '../../widget/i18n/rule-values';
import { resetSessions } from '../../client';
import { stopVersionPoll } from '../../widget/session/version';
import type { Leave } from '../../widget/store/types';
import { startTestServer, type TestServer, type TestServerOptions } from '../support/server';
import { ensureTemplate } from '../support/template';

declare global {
  interface Window {
    happyDOM: { setURL(url: string): void };
  }
}

configure({ asyncUtilTimeout: 8000 });

/** The messages of each interface language. */
export const MESSAGES = { nl, fr, en } as const;

/** One interface language. */
export type Lang = keyof typeof MESSAGES;

/** The three languages, for `describe.each`. */
export const LANGS = ['nl', 'fr', 'en'] as const;

/**
 * A message as the widget shows it: formatted in `lang` with `values`, and with the rule numbers
 * (widget/i18n/rule-values) the error texts state, its white space as Testing Library reads it (asRead).
 */
export function shown(lang: Lang, id: MessageId, values: MessageValues = {}): string {
  return asRead(createTranslate(lang, MESSAGES[lang])(id, { ...RULE_VALUES, ...values }));
}

/**
 * Starts one real server for the test file and resets storage, sessions and timers around each test.
 * `options()` gives the server's options when it starts (after the file's earlier beforeAll hooks,
 * e.g. one that starts a provider's stand-in).
 */
export function useTestServer(
  env: Record<string, string> = {},
  options: () => TestServerOptions = () => ({}),
): () => TestServer {
  // A test walks several steps against a real server with real debounces; files run in parallel.
  vi.setConfig({ testTimeout: 30_000 });
  let server: TestServer | undefined;
  beforeAll(async () => {
    await ensureTemplate();
    server = await startTestServer(env, options());
  }, 60_000);
  afterAll(() => server?.close());
  beforeEach(() => {
    window.happyDOM.setURL(`${server?.url}/`);
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    resetSessions();
    stopVersionPoll();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  return () => {
    if (!server) throw new Error('The test server is not running.');
    return server;
  };
}

/** The events the host element received, by name. */
export type Received = { [K in keyof TransferBookingEventDetails]: TransferBookingEventDetails[K][] };

/** A rendered wizard: its host element, the events it dispatched and the spies that replace leaving. */
export interface Wizard {
  host: HTMLElement;
  events: Received;
  leave: { navigate: ReturnType<typeof vi.fn>; postForm: ReturnType<typeof vi.fn> };
  unmount(): void;
}

/** Options of {@link renderWizard}. */
export type WizardProps = Record<string, string> & { lang?: Lang };

/**
 * Renders the app into a host element (so its events have a target) and waits for step 0. Leaving the
 * page is recorded by spies unless `options.leave` passes other functions (e.g. widget/navigation.ts).
 */
export async function renderWizard(
  props: WizardProps = {},
  options: { leave?: Leave; waitFor?: string | false } = {},
): Promise<Wizard> {
  const host = document.body.appendChild(document.createElement('div'));
  const events: Received = {
    'tb-step': [],
    'tb-price': [],
    'tb-booked': [],
    'tb-revised': [],
    'tb-error': [],
  };
  for (const name of Object.keys(events) as (keyof Received)[])
    host.addEventListener(name, (e) => (events[name] as unknown[]).push((e as CustomEvent).detail));
  const leave = { navigate: vi.fn(), postForm: vi.fn() };
  const lang = props.lang ?? 'en';
  const view = render(
    createElement(App, {
      lang,
      draftKey: `t${Math.random()}`,
      container: host,
      leave: options.leave ?? leave,
      ...props,
    }),
    { container: host },
  );
  if (options.waitFor !== false)
    await screen.findAllByRole('heading', { name: options.waitFor ?? MESSAGES[lang]['start.heading'] });
  return { host, events, leave, unmount: view.unmount };
}

/**
 * Waits until the step with heading `key` shows its fields: the heading renders at once, the step's
 * own chunk (steps 1-3) may still be loading behind a status message.
 */
export async function stepShown(
  key: 'start.heading' | 'addresses.heading' | 'extras.heading' | 'person.heading',
  lang: Lang = 'en',
) {
  const m = MESSAGES[lang];
  await screen.findByRole('heading', { name: m[key] });
  await waitFor(() => expect(screen.queryByText(m['wizard.loading'])).toBeNull());
}

/** A date `days` ahead in a date input's format (YYYY-MM-DD). */
export function inputDate(days: number): string {
  return addDays(brusselsToday(new Date()), days).replaceAll('/', '-');
}

/** Changes the value of a form control as typing or choosing does. */
export function type(el: HTMLElement, value: string): void {
  fireEvent.change(el, { target: { value } });
}

/** The field labelled `label` (a regular expression matches labels with the required mark). */
export function field(label: string, scope: HTMLElement = document.body): HTMLInputElement {
  // The label alone or with its " * (required)" suffix: "Valises" must not find "Valises de vélo".
  return within(scope).getByLabelText(new RegExp(`^${escape(label)}(?:\\s*[*(]|$)`)) as HTMLInputElement;
}

/** The fieldset of step 1 for one leg. */
export function group(lang: Lang, leg: 'departure' | 'return'): HTMLElement {
  const m = MESSAGES[lang];
  return screen.getByRole('group', {
    name: m[leg === 'departure' ? 'addresses.departure' : 'addresses.return'],
  });
}

/** Presses the primary button (Next, or Book on step 3). */
export function pressNext(lang: Lang = 'en'): void {
  fireEvent.click(screen.getByRole('button', { name: MESSAGES[lang]['nav.next'] }));
}

/** Step 0 values; both legs by default. */
export interface TripOptions {
  departure?: boolean;
  arrival?: boolean;
  lang?: Lang;
}

/**
 * Fills step 0 (postal code 1000, Brussels Airport, the departure 10 days ahead, the return 17 days
 * ahead, or 10 for a return-only trip) and waits for step 1.
 */
export async function fillStart({ departure = true, arrival = true, lang = 'en' }: TripOptions = {}) {
  const m = MESSAGES[lang];
  if (!departure) fireEvent.click(screen.getByRole('checkbox', { name: m['start.departure'] }));
  if (!arrival) fireEvent.click(screen.getByRole('checkbox', { name: m['start.return'] }));
  type(field(m['start.postal']), '1000');
  await screen.findByText(new RegExp(escape(asRead(m['start.city'].split('{')[0] ?? ''))));
  await waitFor(() => expect(screen.getAllByRole('option', { name: 'Brussels Airport' }).length).toBe(1));
  type(screen.getByRole('combobox', { name: new RegExp(m['start.airport']) }), 'BRU');
  if (departure) type(field(m['start.pickupDate']), inputDate(10));
  if (arrival) type(field(m['start.returnDate']), inputDate(departure ? 17 : 10));
  pressNext(lang);
  await stepShown('addresses.heading', lang);
}

/** Fills the street (waiting for its suggestion) and house number of one leg on step 1. */
export async function fillAddress(lang: Lang, leg: 'departure' | 'return', street = 'Wetstraat') {
  const m = MESSAGES[lang];
  const g = group(lang, leg);
  type(field(m['addresses.street'], g), street);
  await waitFor(() => expect(g.querySelector(`datalist option[value="${street}"]`)).toBeTruthy());
  type(field(m['addresses.nr'], g), '16');
}

/** Fills every field of step 1 for the ticked legs and waits for step 2. */
export async function fillAddresses({ departure = true, arrival = true, lang = 'en' }: TripOptions = {}) {
  const m = MESSAGES[lang];
  if (departure) {
    await fillAddress(lang, 'departure');
    const g = group(lang, 'departure');
    type(field(m['addresses.flight'], g), 'SN2153');
    type(field(m['addresses.flightTime'], g), '10:30');
  }
  if (arrival) {
    const g = group(lang, 'return');
    // A round trip's return goes home to the pickup address unless told otherwise (issue 31).
    if (!departure) await fillAddress(lang, 'return');
    type(field(m['addresses.flight'], g), 'SN2154');
    type(field(m['addresses.landingTime'], g), '18:45');
    type(field(m['addresses.origin'], g), 'Lisbon');
  }
  pressNext(lang);
  await stepShown('extras.heading', lang);
}

/** Goes from step 2 to step 3 and fills every field of it with valid values. */
export async function fillPerson(lang: Lang = 'en') {
  const m = MESSAGES[lang];
  pressNext(lang);
  await stepShown('person.heading', lang);
  type(field(m['person.firstName']), 'Ann');
  type(field(m['person.lastName']), 'Peeters');
  type(field(m['person.email']), 'ann@example.be');
  type(screen.getByRole('textbox', { name: new RegExp(m['person.phone']) }), '470123456');
  fireEvent.click(consentBox(lang));
}

/** The accessible name of step 3's one consent box (issue 31): the start of its sentence. */
function consentName(lang: Lang): RegExp {
  const start = MESSAGES[lang]['person.consentAll'].split('{')[0] ?? '';
  return new RegExp(`^${escape(asRead(start))}`);
}

/** Step 3's one consent box (issue 31), found by the start of its sentence. */
export function consentBox(lang: Lang = 'en'): HTMLElement {
  return screen.getByRole('checkbox', { name: consentName(lang) });
}

/** Step 3's one consent box, or null where the step shows none (a change of a booking). */
export function queryConsentBox(lang: Lang = 'en'): HTMLElement | null {
  return screen.queryByRole('checkbox', { name: consentName(lang) });
}

/** Fills the whole wizard up to a complete step 3 (Book not pressed yet). */
export async function fillToBook(options: TripOptions = {}) {
  await fillStart(options);
  await fillAddresses(options);
  await fillPerson(options.lang);
}

/** The URLs of the calls `fetch` made since `spy` was installed. */
export function calledUrls(spy: { mock: { calls: unknown[][] } }): string[] {
  return spy.mock.calls.map((call) => {
    const arg = call[0];
    return arg instanceof Request ? arg.url : String(arg);
  });
}

/** Switches setTimeout/clearTimeout to fake timers (fetch and promises stay real). */
export function fakeTimeouts(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

/** Advances fake timers inside act, so React renders what the timers changed. */
export async function advance(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/**
 * A text as Testing Library reads it from the page: its default normaliser turns every run of white
 * space into one space, the narrow no-break spaces of French typography included, while a matcher
 * string is taken as written.
 */
export function asRead(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** Escapes `text` for use in a regular expression. */
export function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

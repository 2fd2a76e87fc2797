import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../widget/App';
import { en, fr, nl } from '../support/widget-texts';
import { resetSessions, SESSION_KEYS } from '../../client';
import { stopVersionPoll } from '../../widget/session/version';
import { startTestServer, type TestServer } from '../support/server';
import { ensureTemplate } from '../support/template';

declare global {
  interface Window {
    happyDOM: { setURL(url: string): void };
  }
}

configure({ asyncUtilTimeout: 5000 });
const MESSAGES = { nl, fr, en } as const;
let server: TestServer;

beforeAll(async () => {
  await ensureTemplate();
  server = await startTestServer();
});
afterAll(() => server?.close());
beforeEach(() => {
  window.happyDOM.setURL(`${server.url}/`);
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  resetSessions();
  stopVersionPoll();
  vi.useRealTimers();
});

const leave = { navigate: vi.fn(), postForm: vi.fn() };

async function renderWizard(props: Record<string, string> = {}) {
  const view = render(<App lang="en" draftKey={`t${Math.random()}`} leave={leave} {...props} />);
  await screen.findAllByRole('heading', { name: MESSAGES[(props.lang ?? 'en') as 'en']['start.heading'] });
  return view;
}

describe('<transfer-booking> app', () => {
  it('shows a loading state, then step 0 once an anonymous token is stored', async () => {
    render(<App lang="en" leave={leave} />);
    expect(screen.getByRole('status')).toBeTruthy();
    await screen.findByRole('heading', { name: en['start.heading'] });
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeTruthy();
    expect(localStorage.getItem(SESSION_KEYS.refreshToken)).toBeTruthy();
  });

  describe.each(['nl', 'fr', 'en'] as const)('in %s', (lang) => {
    it('announces the step 0 errors next to their fields after Next', async () => {
      await renderWizard({ lang });
      const m = MESSAGES[lang];
      fireEvent.click(screen.getByRole('button', { name: m['nav.next'] }));
      await waitFor(() => expect(screen.getByText(m['error.departureCity'])).toBeTruthy());
      const postal = screen.getByRole('textbox', { name: new RegExp(m['start.postal']) });
      expect(postal.getAttribute('aria-invalid')).toBe('true');
      expect(postal.getAttribute('aria-describedby')).toContain('-error');
      // A missing airport has its own message, not the flight number's (SPEC 8 keys).
      expect(screen.getByText(m['error.departureAirport'])).toBeTruthy();
      expect(screen.queryByText(m['error.departureFlight'])).toBeNull();
    });
  });

  it.each([
    ['fr', '/fr/login', '/fr/register'],
    ['en', '/en/login', '/en/register'],
    ['nl', '/login', '/register'],
  ] as const)(
    "links login and register by the %s path on the operator's site, in a new tab",
    async (lang, login, register) => {
      await renderWizard({ lang });
      const m = MESSAGES[lang];
      // The script's origin is the page's here (issue 28: never a path the host page would resolve).
      const onSite = (path: string) => new URL(path, location.href).href;
      const named = (key: 'start.login' | 'start.register') =>
        screen.getByRole('link', { name: `${m[key]} ${m['start.newTab']}` });
      expect(named('start.login').getAttribute('href')).toBe(onSite(login));
      expect(named('start.register').getAttribute('href')).toBe(onSite(register));
      expect(named('start.login').getAttribute('target')).toBe('_blank');
      expect(named('start.login').getAttribute('rel')).toBe('noopener');
    },
  );

  it('looks the city up only 500 ms after the postal code stops changing', async () => {
    await renderWizard();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const lookups: string[] = [];
    const spy = vi.spyOn(globalThis, 'fetch');
    fireEvent.change(screen.getByRole('textbox', { name: /Postcode/ }), { target: { value: '1000' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    for (const call of spy.mock.calls)
      lookups.push(String(call[0] instanceof Request ? call[0].url : call[0]));
    expect(lookups.filter((u) => u.includes('zoekstraten'))).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await screen.findByText(/Town: Brussel/);
    spy.mockRestore();
  });

  it('keeps two elements on one page independent', async () => {
    render(
      <>
        <div data-testid="a">
          <App lang="en" draftKey="a" leave={leave} />
        </div>
        <div data-testid="b">
          <App lang="fr" draftKey="b" leave={leave} />
        </div>
      </>,
    );
    const a = within(await screen.findByTestId('a'));
    const b = within(screen.getByTestId('b'));
    await a.findByRole('heading', { name: en['start.heading'] });
    await b.findByRole('heading', { name: fr['start.heading'] });
    fireEvent.change(a.getByRole('textbox', { name: /Postcode/ }), { target: { value: '9000' } });
    expect((b.getByRole('textbox', { name: /Code postal/ }) as HTMLInputElement).value).toBe('');
  });

  it('shows the agent details of the agent attributes in the overview and hides the hints', async () => {
    await renderWizard({ talic: 'LIC-1', taname: 'Travel Agency', taemail: 'agency@example.be' });
    const agent = await screen.findByTestId('agent');
    expect(agent.textContent).toContain('Travel Agency');
    expect(agent.textContent).toContain('agency@example.be');
    expect(screen.queryByText(en['start.agentNotice'])).toBeNull();
  });

  it('keeps one leg ticked: the other box is disabled while one is off', async () => {
    await renderWizard();
    const departure = screen.getByRole('checkbox', { name: en['start.departure'] }) as HTMLInputElement;
    const back = screen.getByRole('checkbox', { name: en['start.return'] }) as HTMLInputElement;
    fireEvent.click(back);
    expect(back.checked).toBe(false);
    expect(departure.disabled).toBe(true);
  });
});

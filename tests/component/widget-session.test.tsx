/**
 * The shared session of the wizard (SPEC 4 "Session"): refresh before expiry, automatic logout on a
 * failed refresh, a 401 answered by one renewal and one retry, a logged-in customer's prefill, and the
 * version poll that reloads only for a newer hotfix version.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createAgent, createAgentUser } from '../../server/cli/agency-commands';
import { writeSetting } from '../../server/data/settings/settings-repo';
import { readSession, SESSION_KEYS } from '../../client';
import {
  MESSAGES,
  advance,
  calledUrls,
  field,
  group,
  inputDate,
  pressNext,
  renderWizard,
  stepShown,
  type,
  useTestServer,
} from './widget-helpers';

const server = useTestServer();
const m = MESSAGES.en;

/**
 * Fakes `apis` while letting them also follow real time, so React, the in-process server and the
 * testing library's polling keep working; the test moves the clock by whole seconds or minutes.
 */
function clock(apis: ('setTimeout' | 'clearTimeout' | 'Date' | 'setInterval' | 'clearInterval')[]) {
  vi.useFakeTimers({ toFake: apis, shouldAdvanceTime: true });
}

/** Gets a real token pair from the server with `grant`. */
async function token(grant: Record<string, string>) {
  const res = await fetch(`${server().url}/api/token`, {
    method: 'POST',
    body: new URLSearchParams({ client_id: 'webapp', ...grant }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    access_token: string;
    refresh_token: string;
    expires_in: number;
    userId?: number;
    agent_licence?: string;
  };
}

/** Stores a session in localStorage as the site would have left it. */
function storeSession(s: {
  token: string;
  refresh: string;
  expiresInMs: number;
  userId?: number;
  agentLicence?: string;
}) {
  localStorage.setItem(SESSION_KEYS.token, s.token);
  localStorage.setItem(SESSION_KEYS.refreshToken, s.refresh);
  localStorage.setItem(SESSION_KEYS.expiresAt, String(Date.now() + s.expiresInMs));
  if (s.userId) {
    localStorage.setItem(SESSION_KEYS.userId, String(s.userId));
    localStorage.setItem(SESSION_KEYS.userName, 'ann');
  }
  if (s.agentLicence) localStorage.setItem(SESSION_KEYS.agentLicence, s.agentLicence);
}

let agents = 0;
/** Logs in a new agent account of `licence` (created as the operator does) and stores its session. */
async function storeAgentSession(licence: string) {
  const db = server().ctx.db;
  await createAgent(db, { licence, name: `Agency ${licence}`, email: 'desk@agency.be', payment: 'INVOICE' });
  const username = `agent${++agents}-${Date.now()}@agency.be`;
  await createAgentUser(db, { licence, email: username, password: 'reisbureau-kompas-42' });
  const user = await token({ grant_type: 'password', username, password: 'reisbureau-kompas-42' });
  expect(user.agent_licence).toBe(licence);
  storeSession({
    token: user.access_token,
    refresh: user.refresh_token,
    expiresInMs: 3_600_000,
    userId: user.userId ?? 0,
    agentLicence: user.agent_licence ?? '',
  });
  return user;
}

/** The grant types of the token calls `spy` saw. */
async function tokenGrants(spy: { mock: { calls: unknown[][] } }): Promise<string[]> {
  const grants: string[] = [];
  for (const call of spy.mock.calls) {
    const req = call[0];
    if (req instanceof Request && req.url.endsWith('/api/token'))
      grants.push(new URLSearchParams(await req.clone().text()).get('grant_type') ?? '');
  }
  return grants;
}

describe('session', () => {
  it('refreshes the token 30 s before it expires', async () => {
    const pair = await token({ grant_type: 'client_credentials' });
    storeSession({ token: pair.access_token, refresh: pair.refresh_token, expiresInMs: 60_000 });
    clock(['setTimeout', 'clearTimeout', 'Date']);
    await renderWizard();
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe(pair.access_token);
    const spy = vi.spyOn(globalThis, 'fetch');
    await advance(29_000);
    expect(await tokenGrants(spy)).toEqual([]);
    await advance(1_100);
    vi.useRealTimers();
    await waitFor(() => expect(localStorage.getItem(SESSION_KEYS.token)).not.toBe(pair.access_token));
    expect(await tokenGrants(spy)).toEqual(['refresh_token']);
    expect(localStorage.getItem(SESSION_KEYS.refreshToken)).not.toBe(pair.refresh_token);
    expect(localStorage.getItem(SESSION_KEYS.didAutoLogout)).toBeNull();
  });

  it('logs out automatically when the scheduled refresh fails: storage cleared, flag set, anonymous token', async () => {
    const pair = await token({ grant_type: 'client_credentials' });
    // A refresh token the server no longer knows (e.g. the session was ended elsewhere).
    storeSession({
      token: pair.access_token,
      refresh: 'spent-refresh-token',
      expiresInMs: 40_000,
      userId: 7,
    });
    clock(['setTimeout', 'clearTimeout', 'Date']);
    await renderWizard();
    const spy = vi.spyOn(globalThis, 'fetch');
    await advance(10_100);
    vi.useRealTimers();
    await waitFor(() => expect(localStorage.getItem(SESSION_KEYS.didAutoLogout)).toBe('1'));
    await waitFor(() => expect(localStorage.getItem(SESSION_KEYS.token)).not.toBe(pair.access_token));
    expect(await tokenGrants(spy)).toEqual(['refresh_token', 'client_credentials']);
    const s = readSession();
    expect(s.userId).toBe(0);
    expect(s.userName).toBe('');
    expect(s.refreshToken).not.toBe('spent-refresh-token');
  });

  it('answers a 401 of a refused token with one renewal and one retry of the call', async () => {
    const { events } = await renderWizard();
    type(field(m['start.postal']), '1000');
    await screen.findByText(/Town: Brussel/);
    const good = readSession();
    // The stored access token no longer works (expired early or revoked); its refresh token does.
    localStorage.setItem(SESSION_KEYS.token, 'revoked-access-token');
    const spy = vi.spyOn(globalThis, 'fetch');
    type(screen.getByRole('combobox', { name: new RegExp(m['start.airport']) }), 'BRU');
    await waitFor(() => expect(events['tb-price'].length).toBe(1), { timeout: 5000 });
    const prices = spy.mock.calls.map((c) => c[0] as Request).filter((r) => /\/billoprice(\?|$)/.test(r.url));
    expect(prices.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer revoked-access-token',
      `Bearer ${readSession().token}`,
    ]);
    // The retried POST carried the same price request.
    const second = prices[1];
    expect(JSON.parse((await second?.clone().text()) ?? '{}').idluchthavenheen).toBe('BRU');
    expect(await tokenGrants(spy)).toEqual(['refresh_token']);
    expect(readSession().token).not.toBe(good.token);
    expect(localStorage.getItem(SESSION_KEYS.didAutoLogout)).toBeNull();
  });

  it('does not renew the session for a 401 login_required (an anonymous token on a user call)', async () => {
    const anon = await token({ grant_type: 'client_credentials' });
    // A stale user id next to an anonymous token: the user-data call is refused as login_required.
    storeSession({
      token: anon.access_token,
      refresh: anon.refresh_token,
      expiresInMs: 3_600_000,
      userId: 5,
    });
    const spy = vi.spyOn(globalThis, 'fetch');
    await renderWizard();
    await waitFor(() =>
      expect(calledUrls(spy).some((u) => u.includes('/billousers/leesuserid/5'))).toBe(true),
    );
    const index = calledUrls(spy).findIndex((u) => u.includes('/billousers/leesuserid/5'));
    const answer = (await spy.mock.results[index]?.value) as Response;
    expect(answer.status).toBe(401);
    expect(calledUrls(spy).filter((u) => u.includes('/billousers/leesuserid/5'))).toHaveLength(1);
    expect(await tokenGrants(spy)).toEqual([]);
    expect(readSession().token).toBe(anon.access_token);
    expect(field(m['start.postal']).value).toBe('');
  });

  it('after a 401 whose session was revoked, falls back to an anonymous token and still answers', async () => {
    const { events } = await renderWizard();
    type(field(m['start.postal']), '1000');
    await screen.findByText(/Town: Brussel/);
    const { token: access } = readSession();
    const revoked = await fetch(`${server().url}/api/token/revoke`, {
      method: 'POST',
      body: new URLSearchParams({ client_id: 'webapp', token: access }),
    });
    expect(revoked.status).toBe(200);
    const spy = vi.spyOn(globalThis, 'fetch');
    type(screen.getByRole('combobox', { name: new RegExp(m['start.airport']) }), 'BRU');
    await waitFor(() => expect(events['tb-price'].length).toBe(1), { timeout: 5000 });
    expect(await tokenGrants(spy)).toEqual(['refresh_token', 'client_credentials']);
    expect(localStorage.getItem(SESSION_KEYS.didAutoLogout)).toBe('1');
  });
});

describe('agent link', () => {
  it('logs a customer out when the page URL carries agent data, and books in agent mode', async () => {
    const anon = await token({ grant_type: 'client_credentials' });
    storeSession({
      token: anon.access_token,
      refresh: anon.refresh_token,
      expiresInMs: 3_600_000,
      userId: 5,
    });
    window.happyDOM.setURL(
      `${server().url}/?AGENT=1&TALIC=LIC-URL&TANAME=Url%20Travel&TAEMAIL=url@example.be`,
    );
    await renderWizard();
    const s = readSession();
    expect(s.token).not.toBe(anon.access_token);
    expect(s.userId).toBe(0);
    expect(s.userName).toBe('');
    const agent = await screen.findByTestId('agent');
    expect(agent.textContent).toContain('Url Travel');
    expect(agent.textContent).toContain('url@example.be');
    expect(agent.textContent).toContain('LIC-URL');
    expect(screen.queryByText(m['start.agentNotice'])).toBeNull();
    expect(screen.queryByRole('link', { name: m['start.login'] })).toBeNull();
  });

  it("keeps the logged-in agent of the link's licence logged in", async () => {
    const agent = await storeAgentSession('LIC-OWN');
    window.happyDOM.setURL(`${server().url}/?AGENT=1&TALIC=lic-own&TANAME=Own%20Travel`);
    await renderWizard();
    expect(readSession()).toMatchObject({ userId: agent.userId, agentLicence: 'LIC-OWN' });
    expect((await screen.findByTestId('agent')).textContent).toContain('Own Travel');
  });

  it('logs out an agent whose licence is not the link’s', async () => {
    await storeAgentSession('LIC-MINE');
    window.happyDOM.setURL(`${server().url}/?AGENT=1&TALIC=LIC-OTHER`);
    await renderWizard();
    expect(readSession()).toMatchObject({ userId: 0, agentLicence: '' });
    expect((await screen.findByTestId('agent')).textContent).toContain('LIC-OTHER');
  });

  it('books a logged-in agent without a link in agent mode for its own licence', async () => {
    await storeAgentSession('LIC-BARE');
    await renderWizard();
    expect((await screen.findByTestId('agent')).textContent).toContain('LIC-BARE');
    expect(screen.queryByText(m['start.agentNotice'])).toBeNull();
  });
});

describe('logged-in customer', () => {
  it('prefills names, email, phone and the default billing address', async () => {
    const anon = await token({ grant_type: 'client_credentials' });
    const username = `ann${Date.now()}@example.be`;
    const created = await server().api('/billousers/newuser', {
      token: anon.access_token,
      json: {
        username,
        password: 'secret-password-1',
        firstname: 'Ann',
        lastname: 'Peeters',
        phone: '+32470123456',
        country: 'BE',
      },
    });
    expect(created.status).toBe(201);
    const user = await token({ grant_type: 'password', username, password: 'secret-password-1' });
    const address = await server().api('/billousers/newaddress', {
      token: user.access_token,
      json: {
        street: 'Wetstraat',
        streetnr: '16',
        zip: '1000',
        city: 'Brussel',
        defaultaddress: true,
        billoaddress: true,
      },
    });
    expect(address.status).toBe(201);
    storeSession({
      token: user.access_token,
      refresh: user.refresh_token,
      expiresInMs: 3_600_000,
      userId: user.userId ?? 0,
    });

    await renderWizard();
    await waitFor(() => expect(field(m['start.postal']).value).toBe('1000'));
    await screen.findByText(/Town: Brussel/);
    expect(screen.queryByRole('link', { name: m['start.login'] })).toBeNull();
    type(screen.getByRole('combobox', { name: new RegExp(m['start.airport']) }), 'BRU');
    type(field(m['start.returnDate']), inputDate(17));
    pressNext();
    await stepShown('addresses.heading');
    const departure = group('en', 'departure');
    expect(field(m['addresses.street'], departure).value).toBe('Wetstraat');
    expect(field(m['addresses.nr'], departure).value).toBe('16');
    expect(screen.getByRole('button', { name: m['addresses.choosePickup'] })).toBeTruthy();
    type(field(m['addresses.flight'], departure), 'SN2153');
    type(field(m['addresses.flightTime'], departure), '10:30');
    const back = group('en', 'return');
    type(field(m['addresses.flight'], back), 'SN2154');
    type(field(m['addresses.landingTime'], back), '18:45');
    type(field(m['addresses.origin'], back), 'Lisbon');
    pressNext();
    await stepShown('extras.heading');
    pressNext();
    await stepShown('person.heading');
    expect(field(m['person.firstName']).value).toBe('Ann');
    expect(field(m['person.lastName']).value).toBe('Peeters');
    expect(field(m['person.email']).value).toBe(username);
    expect(
      (screen.getByRole('textbox', { name: new RegExp(m['person.phone']) }) as HTMLInputElement).value,
    ).toBe('470123456');
  });
});

/**
 * Retries `check` on real timeouts until it passes. Not vi.waitFor: with fake timers that one moves the
 * clock on each try, which would blur the 120 s boundary.
 */
async function until(check: () => void, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** Waits until every call `spy` saw has its answer, and the widget has handled it. */
async function answered(spy: { mock: { results: { value: unknown }[] } }): Promise<void> {
  for (const result of spy.mock.results) await result.value;
  await new Promise((resolve) => setTimeout(resolve, 50));
}

// Only the poll's setInterval is fake, so the 120 s boundary is exact to the millisecond.
describe('version poll', () => {
  it('reads the version every 120 s and reloads only for a newer version with the hotfix flag', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const spy = vi.spyOn(globalThis, 'fetch');
    await renderWizard();
    const versions = () => calledUrls(spy).filter((u) => u.includes('/api/version')).length;
    await until(() => expect(versions()).toBe(1));

    // A newer version without hotfix: read, but no reload.
    await writeSetting(server().ctx.db, 'version', '1.0.1');
    await writeSetting(server().ctx.db, 'hotfix', 'false');
    await advance(119_999);
    expect(versions()).toBe(1);
    await advance(1);
    await until(() => expect(versions()).toBe(2));
    await answered(spy);
    expect(reload).not.toHaveBeenCalled();

    // A newer version with the hotfix flag reloads the page.
    await writeSetting(server().ctx.db, 'version', '1.0.2');
    await writeSetting(server().ctx.db, 'hotfix', 'true');
    await advance(120_000);
    await until(() => expect(reload).toHaveBeenCalledTimes(1));
  }, 20_000);

  it('does not reload for a hotfix flag on the running version', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    await writeSetting(server().ctx.db, 'version', '2.0.0');
    await writeSetting(server().ctx.db, 'hotfix', 'true');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const spy = vi.spyOn(globalThis, 'fetch');
    await renderWizard();
    await advance(120_000);
    await until(() => expect(calledUrls(spy).filter((u) => u.includes('/api/version')).length).toBe(2));
    await answered(spy);
    expect(reload).not.toHaveBeenCalled();
  });
});

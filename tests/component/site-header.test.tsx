import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { accountHttp } from '../../site/src/utils/account-session';
import { ACCOUNT_NAME_KEY, announceName } from '../../site/src/utils/account-name';
import { login } from '../../client';
import { registerUser, useSiteServer } from './site-support';

const ctx = useSiteServer('/en/faq');

/** Puts the header's link on the page and runs the header script afresh. */
async function header(): Promise<HTMLAnchorElement> {
  document.body.innerHTML =
    '<header><a href="/en/login" data-account-link data-account-href="/en/account">Log in</a></header>';
  vi.resetModules();
  await import('../../site/src/islands/account-link');
  return document.querySelector('a')!;
}

describe('header account link', () => {
  it('stays "Log in" for a visitor who is not logged in', async () => {
    const link = await header();
    expect(link.textContent).toBe('Log in');
    expect(link.getAttribute('href')).toBe('/en/login');
  });

  it("shows the logged-in user's first and last name, read once and cached for the tab", async () => {
    const user = await registerUser(ctx.server, { firstname: 'Anke', lastname: 'Claes' });
    await login(accountHttp(), user.username, user.password);
    const link = await header();
    await waitFor(() => expect(link.textContent).toBe('Anke Claes'));
    expect(link.getAttribute('href')).toBe('/en/account');
    expect(JSON.parse(sessionStorage.getItem(ACCOUNT_NAME_KEY)!)).toEqual({
      userId: user.id,
      name: 'Anke Claes',
    });
  });

  it('follows the islands: a new name, then logout', async () => {
    const user = await registerUser(ctx.server);
    await login(accountHttp(), user.username, user.password);
    sessionStorage.setItem(ACCOUNT_NAME_KEY, JSON.stringify({ userId: user.id, name: 'Cached Name' }));
    const link = await header();
    expect(link.textContent).toBe('Cached Name');
    announceName(user.id, 'Lotte Janssens');
    expect(link.textContent).toBe('Lotte Janssens');
    announceName(0, '');
    expect(link.textContent).toBe('Log in');
    expect(link.getAttribute('href')).toBe('/en/login');
  });

  it('says "Log in" at once on a page opened by an agent link, which logs the customer out', async () => {
    const user = await registerUser(ctx.server, { firstname: 'Anke', lastname: 'Claes' });
    await login(accountHttp(), user.username, user.password);
    sessionStorage.setItem(ACCOUNT_NAME_KEY, JSON.stringify({ userId: user.id, name: 'Anke Claes' }));
    history.replaceState(null, '', '/en/?TALIC=LIC-1&UID=u1&AGENT=1');
    try {
      const link = await header();
      expect(link.textContent).toBe('Log in');
      expect(link.getAttribute('href')).toBe('/en/login');
    } finally {
      history.replaceState(null, '', '/en/faq');
    }
    // Without the agent link the same session still shows its name.
    expect((await header()).textContent).toBe('Anke Claes');
  });
});

/**
 * The header's account link (SPEC 2 "Header"): "Login", or for a logged-in user their first and last
 * name linking to /account (a travel agent's to /agent-portal). The name comes from the tab's cache, else from `leesuserid` with the
 * stored token; islands update it through the account event. Plain DOM, and the account call (with
 * its HTTP client) loaded only when the name must be read, since every page loads this.
 */
import { readSession } from '../../../client';
import { agentLinkLogsOut } from '../../../core';
import { displayName } from '../utils/account-format';
import { ACCOUNT_EVENT, announceName, cachedName, type AccountChange } from '../utils/account-name';

const link = document.querySelector<HTMLAnchorElement>('a[data-account-link]');

if (link) {
  const login = { text: link.textContent ?? '', href: link.getAttribute('href') ?? '' };
  const session = readSession();
  // A travel agent's account link leads to the agents' portal (issue 13) rather than the account page.
  const accountHref =
    (session.agentLicence ? link.dataset.portalHref : undefined) ?? link.dataset.accountHref ?? login.href;

  const show = (name: string) => {
    link.textContent = name || login.text;
    link.setAttribute('href', name ? accountHref : login.href);
    if (name && location.pathname === accountHref) link.setAttribute('aria-current', 'page');
    else if (name) link.removeAttribute('aria-current');
  };

  addEventListener(ACCOUNT_EVENT, (event) => show((event as CustomEvent<AccountChange>).detail.name));

  // An agent link logs the customer out as the wizard starts: the header says "Log in" at once.
  const loggedOut = agentLinkLogsOut(new URLSearchParams(location.search), session.agentLicence);
  if (!loggedOut && session.userId > 0 && session.refreshToken) {
    const cached = cachedName(session.userId);
    // Until the name is read, the account's username still says who is logged in.
    show(cached || session.userName);
    if (!cached && session.token && session.expiresAt > Date.now()) {
      // The account call goes through client/ like every other (token, retries, refresh), loaded only
      // here: a page whose name is cached, or a visitor who is not logged in, never downloads it.
      import('../utils/account-api')
        .then(({ accountApi }) => accountApi().user(session.userId))
        .then((data) => {
          if (data.user) announceName(session.userId, displayName(data.user));
        })
        .catch(() => undefined);
    }
  }
}

/**
 * Behaviour of the header and footer on every page: the language selector remembers the visitor's
 * choice and keeps the query (agent data, payment references) when switching; the cookie notice shows
 * until it is dismissed, and stays dismissed.
 */
import { STORAGE_KEYS } from '../config';

function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private modes may refuse storage; the site still works, it just forgets the choice.
  }
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-lang-choice]')) {
  // A relative href keeps the link as written; only the query of this address is added.
  if (location.search) link.setAttribute('href', `${link.pathname}${location.search}`);
  link.addEventListener('click', () => store(STORAGE_KEYS.language, link.dataset.langChoice ?? ''));
}

const notice = document.getElementById('cookie-notice');
if (notice && read(STORAGE_KEYS.cookieNotice) === null) {
  notice.hidden = false;
  notice.querySelector('[data-cookie-dismiss]')?.addEventListener('click', () => {
    store(STORAGE_KEYS.cookieNotice, new Date().toISOString());
    notice.hidden = true;
  });
}

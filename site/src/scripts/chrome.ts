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

for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-lang-choice]')) {
  // A relative href keeps the link as written; only the query of this address is added.
  if (location.search) link.setAttribute('href', `${link.pathname}${location.search}`);
  link.addEventListener('click', () => store(STORAGE_KEYS.language, link.dataset.langChoice ?? ''));
}

// Whether the notice shows is decided before the page paints (COOKIE_NOTICE_SCRIPT in
// utils/inline-scripts.ts); here its button is made to dismiss it for good.
const notice = document.getElementById('cookie-notice');
if (notice && !notice.hidden) {
  notice.querySelector('[data-cookie-dismiss]')?.addEventListener('click', () => {
    store(STORAGE_KEYS.cookieNotice, new Date().toISOString());
    notice.hidden = true;
  });
}

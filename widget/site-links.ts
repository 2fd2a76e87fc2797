/**
 * Where the widget's links go (issue 28): to the operator's site, never to the host page. On a
 * partner's page a path such as `/fr/login` would resolve against the partner's origin, so every link
 * that leaves the widget is built here as an absolute URL on the operator's site, in the widget's
 * language, with the prefix the site uses (core's langPath: none for Dutch, `/fr`, `/en`).
 */
import { createContext, useContext } from 'react';
import { DEFAULT_API_BASE, type Http } from '../client';
import { langPath, type Lang } from '../core';

/**
 * The operator's site for an element: its `site-url` attribute when that is an http(s) URL, else the
 * origin the widget's script came from (that of the default API base). A bad value never becomes a
 * broken link: it falls back to the script's origin and says so once in the console through `warn`.
 *
 * @example siteBaseOf('https://www.example.be/', 'https://book.example.be/api') // 'https://www.example.be/'
 * @example siteBaseOf(undefined, 'https://book.example.be/api') // 'https://book.example.be/'
 */
export function siteBaseOf(
  attribute: string | undefined,
  scriptApiBase: string = DEFAULT_API_BASE,
  warn: (message: string) => void = (message) => console.warn(message),
): string {
  const fallback = new URL('/', new URL(scriptApiBase, globalThis.location?.href)).href;
  const value = attribute?.trim();
  if (!value) return fallback;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    // Not an absolute URL: refused below like any other scheme.
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    warn(`<transfer-booking>: site-url "${value}" is not an http(s) URL; the links go to ${fallback}`);
    return fallback;
  }
  // The site's root, query and fragment dropped, so a page path can be added below it.
  url.search = '';
  url.hash = '';
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url.href;
}

/**
 * The absolute URL of the site's page `slug` in `lang` below `base` (a result of {@link siteBaseOf}).
 *
 * @example siteHref('https://www.example.be/', 'fr', 'login') // 'https://www.example.be/fr/login'
 * @example siteHref('https://www.example.be/', 'nl', 'pricing') // 'https://www.example.be/pricing'
 */
export function siteHref(base: string, lang: Lang, slug: string): string {
  return new URL(langPath(lang, slug).slice(1), base).href;
}

/** What an element's links and its terms dialog need: the operator's site and the element's API client. */
export interface SiteLinks {
  /** The operator's site (see {@link siteBaseOf}). */
  base: string;
  /** The element's HTTP client, for the texts of the terms dialog. */
  http: Http;
}

/** The element's {@link SiteLinks}; without a provider (a component test) the script's origin. */
export const SiteContext = createContext<SiteLinks | null>(null);

/** Gives the element's API client, for the terms dialog; null without a provider. */
export function useSiteHttp(): Http | null {
  return useContext(SiteContext)?.http ?? null;
}

/** Gives a function that builds the URL of a site page in the element's language. */
export function useSiteHref(lang: Lang): (slug: string) => string {
  const base = useContext(SiteContext)?.base ?? siteBaseOf(undefined);
  return (slug) => siteHref(base, lang, slug);
}

/**
 * The site's pages and their paths per language. A page has the same slug in every language; Dutch
 * paths are unprefixed (/about), French and English carry the language (/fr/about, /en/about).
 */
import {
  DEFAULT_CANCELLATION_SCALE,
  SCALE_COPIES,
  SCALE_PAGE_SLUGS,
  langPath,
  scalePagePath,
  type TermsVersion,
} from '../../../core';
import { LANGS, type Lang } from './i18n';

/** Every page of SPEC 2 that is built once per language, keyed by its slug ('' is home). */
export const PAGES = [
  'home',
  'about',
  'contact',
  'faq',
  'jobs',
  'terms',
  'pricing',
  'phone',
  'privacy',
  'customers',
  'feedback',
  'events',
  'event',
  'events-register',
  'organiser-events',
  'my-events',
  'order-confirmed',
  'order-failed',
  'order-canceled',
  'manage',
  'refund',
  'login',
  'register',
  'account',
  'reset-password',
  'backoffice',
  'agent-portal',
  'driver',
] as const;

/** A page of the site. */
export type PageId = (typeof PAGES)[number];

/**
 * Pages that take a password or show personal data. The server never lets another page frame them
 * (clickjacking) and has browsers send no referrer from them (the reset link carries its code in the
 * address, the feedback link its signed token, the refund link its secret); see scripts/csp-hashes.ts.
 */
export const PRIVATE_PAGES = [
  'login',
  'register',
  'account',
  'reset-password',
  'feedback',
  'manage',
  'refund',
  'my-events',
  'backoffice',
  'agent-portal',
  'driver',
] as const satisfies readonly PageId[];

/** The path segment of a page; home has none. */
export function slugOf(page: PageId): string {
  return page === 'home' ? '' : page;
}

/**
 * Gives the path of `page` in `lang` by core's rule (langPath), the one the widget's and the e-mails'
 * links follow too. Home is '/' in Dutch and '/fr/' or '/en/' otherwise (with the slash, so it is the
 * folder the static build writes).
 *
 * @example pagePath('fr', 'about') // '/fr/about'
 */
export function pagePath(lang: Lang, page: PageId): string {
  return langPath(lang, slugOf(page));
}

/** One page to build: the catch-all route's parameter and the props its page receives. */
export interface StaticRoute {
  params: { path: string | undefined };
  /** `scale`: the cancellation scale the page states (the terms and the FAQ); absent: the default. */
  props: { lang: Lang; page: PageId; scale?: TermsVersion };
}

/** Lists every page in every language for the catch-all route's getStaticPaths. */
export function staticRoutes(): StaticRoute[] {
  return LANGS.flatMap((lang) =>
    PAGES.map((page) => {
      const path = pagePath(lang, page).replace(/^\/|\/$/g, '');
      return { params: { path: path || undefined }, props: { lang, page } };
    }),
  );
}

/**
 * The copies of the terms and the FAQ that state another cancellation scale than the default, one per
 * page, language and scale (core/cancellation-scale-pages.ts): the server answers `/terms` with the
 * copy of the scale the operator chose, so the built site can state the one scale in force.
 */
export function scaleCopyRoutes(): StaticRoute[] {
  return LANGS.flatMap((lang) =>
    SCALE_PAGE_SLUGS.flatMap((page) =>
      SCALE_COPIES.map((scale) => ({
        params: { path: scalePagePath(lang, page, scale).replace(/^\//, '') },
        props: { lang, page, scale },
      })),
    ),
  );
}

/** The scale a built page states: its own, or the default for the page at its own path. */
export function scaleOf(route: StaticRoute['props']): TermsVersion {
  return route.scale ?? DEFAULT_CANCELLATION_SCALE;
}

/**
 * The site's pages that state the cancellation scale (issue 27: /terms and the FAQ), and where the
 * build writes each page once per scale. The site is built ahead of time while the scale is the
 * operator's setting: the build writes the page with the default scale at its own path and one copy per
 * other scale in a folder below it; the server answers the page's path with the copy of the scale in
 * force (server/routes/cancellation-scale-pages.ts) and refuses the copies' own paths. One rule for the
 * build and the server, so neither can name a copy the other does not know.
 */
import {
  CANCELLATION_SCALE_IDS,
  DEFAULT_CANCELLATION_SCALE,
  isCancellationScale,
  type TermsVersion,
} from './cancellation';
import { LANGS, langPath, type Lang } from './locales';

/** The page slugs that render the cancellation scale. */
export const SCALE_PAGE_SLUGS = ['terms', 'faq'] as const;

/** One of the pages that render the scale. */
export type ScalePageSlug = (typeof SCALE_PAGE_SLUGS)[number];

/** The scales the build writes a copy of, besides the default at the page's own path. */
export const SCALE_COPIES: readonly TermsVersion[] = CANCELLATION_SCALE_IDS.filter(
  (scale) => scale !== DEFAULT_CANCELLATION_SCALE,
);

const COPY_PREFIX = 'cancellation-scale-';

/**
 * The path of the copy of page `slug` in `lang` that states `scale`, without a trailing slash:
 * `/fr/terms/cancellation-scale-nl`. The default scale's copy is the page itself (`/fr/terms`).
 */
export function scalePagePath(lang: Lang, slug: ScalePageSlug, scale: TermsVersion): string {
  const page = langPath(lang, slug);
  return scale === DEFAULT_CANCELLATION_SCALE ? page : `${page}/${COPY_PREFIX}${scale}`;
}

/**
 * The page a request path asks for, when it is one of the scale's pages in any language: `/terms`,
 * `/fr/faq/`, `/en/terms/index.html`. Undefined for every other path.
 */
export function scalePageOf(path: string): { lang: Lang; slug: ScalePageSlug } | undefined {
  const asked = path.replace(/\/index\.html$/, '').replace(/\/+$/, '');
  for (const lang of LANGS) {
    for (const slug of SCALE_PAGE_SLUGS) if (langPath(lang, slug) === asked) return { lang, slug };
  }
  return undefined;
}

/** Tells whether a request path names a scale's copy itself, which only the server may pick. */
export function isScaleCopyPath(path: string): boolean {
  const match = /\/cancellation-scale-([a-z]+)(\/|\/index\.html)?$/.exec(path);
  return match !== null && isCancellationScale(match[1]);
}

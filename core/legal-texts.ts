/**
 * The terms and the privacy statement as the widget shows them in its dialog (issue 28): the same
 * text as the site's pages, from one source. The site build renders the pages, then writes the text
 * part of each (its `.prose` block) once per language, the terms once more per cancellation scale, as
 * a fragment beside the site (scripts/legal-fragments.ts); the server answers `GET /api/legal/:doc`
 * with the fragment of the scale in force (server/routes/legal-texts.ts). One naming rule for the
 * build and the server, so neither can name a fragment the other does not write.
 */
import type { TermsVersion } from './cancellation';
import { scalePagePath } from './cancellation-scale-pages';
import { langPath, type Lang } from './locales';

/** The documents the widget can show in its dialog. */
export const LEGAL_DOCS = ['terms', 'privacy'] as const;

/** One document the widget can show. */
export type LegalDoc = (typeof LEGAL_DOCS)[number];

/** A document as the API answers it: the page's heading, and the rest of its text as HTML. */
export interface LegalText {
  title: string;
  html: string;
}

/** The folder of the fragments, beside the built site in the build's output folder. */
export const LEGAL_TEXTS_DIR = 'legal';

/**
 * The built page whose text is the fragment: `/fr/terms` (or its copy for another scale), `/privacy`.
 * The privacy statement has one version whatever the scale.
 */
export function legalPagePath(doc: LegalDoc, lang: Lang, scale: TermsVersion): string {
  return doc === 'terms' ? scalePagePath(lang, 'terms', scale) : langPath(lang, 'privacy');
}

/** The fragment's file name in {@link LEGAL_TEXTS_DIR}: `terms-intl-fr.json`, `privacy-en.json`. */
export function legalTextFile(doc: LegalDoc, lang: Lang, scale: TermsVersion): string {
  return doc === 'terms' ? `terms-${scale}-${lang}.json` : `privacy-${lang}.json`;
}

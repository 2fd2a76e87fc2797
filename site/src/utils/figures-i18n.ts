/**
 * Text look-up of the partner figures (i18n/figures-*.ts, issue 28) and the month they are counted in,
 * written out in the reader's language ('november 2026', 'novembre 2026', 'November 2026').
 */
import { LOCALE, catalogue } from '../../../core';
import { figuresEn } from '../i18n/figures-en';
import { figuresFr } from '../i18n/figures-fr';
import { figuresNl, type FiguresMessages } from '../i18n/figures-nl';
import type { Lang } from './i18n';

const TEXTS: Readonly<Record<Lang, FiguresMessages>> = { nl: figuresNl, fr: figuresFr, en: figuresEn };

/** Gives the partner-figures text for `key` in `lang` with its placeholders filled from `vars`. */
export const gt = catalogue(TEXTS);

/** Writes month 'YYYY-MM' as its name and year in `lang`. */
export function monthInWords(month: string, lang: Lang): string {
  const at = new Date(`${month}-15T12:00:00Z`);
  if (Number.isNaN(at.getTime())) return month;
  return new Intl.DateTimeFormat(LOCALE[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    at,
  );
}

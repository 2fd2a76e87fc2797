/**
 * Text look-up of the partner figures (i18n/figures-*.ts, issue 28); their month is written out by
 * core's formatMonthInWords.
 */
import { catalogue } from '../../../core';
import { figuresEn } from '../i18n/figures-en';
import { figuresFr } from '../i18n/figures-fr';
import { figuresNl, type FiguresMessages } from '../i18n/figures-nl';
import type { Lang } from './i18n';

const TEXTS: Readonly<Record<Lang, FiguresMessages>> = { nl: figuresNl, fr: figuresFr, en: figuresEn };

/** Gives the partner-figures text for `key` in `lang` with its placeholders filled from `vars`. */
export const gt = catalogue(TEXTS);

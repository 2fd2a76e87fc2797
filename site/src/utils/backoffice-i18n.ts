/**
 * Text look-up of the back office's frame (i18n/backoffice-*.ts), like events-i18n.ts. Each section of
 * the back office keeps its own catalogue and look-up beside this one.
 */
import { catalogue } from '../../../core';
import { backofficeEn } from '../i18n/backoffice-en';
import { backofficeFr } from '../i18n/backoffice-fr';
import { backofficeNl, type BackofficeKey, type BackofficeMessages } from '../i18n/backoffice-nl';
import type { Lang } from './i18n';
import { RULE_VALUES } from './rule-values';

const TEXTS: Readonly<Record<Lang, BackofficeMessages>> = {
  nl: backofficeNl,
  fr: backofficeFr,
  en: backofficeEn,
};

/** Gives the back-office frame text for `key` in `lang` with its placeholders filled from `vars`. */
export const bt = catalogue(TEXTS, { defaults: RULE_VALUES });

export type { BackofficeKey };

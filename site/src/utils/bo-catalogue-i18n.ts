/** Text look-up of the back office's catalogue sections (i18n/bo-catalogue-*.ts), like backoffice-i18n.ts. */
import { catalogue } from '../../../core';
import { boCatalogueEn } from '../i18n/bo-catalogue-en';
import { boCatalogueFr } from '../i18n/bo-catalogue-fr';
import { boCatalogueNl, type BoCatalogueMessages } from '../i18n/bo-catalogue-nl';
import type { Lang } from './i18n';
import { RULE_VALUES } from './rule-values';

const TEXTS: Readonly<Record<Lang, BoCatalogueMessages>> = {
  nl: boCatalogueNl,
  fr: boCatalogueFr,
  en: boCatalogueEn,
};

/** Gives the catalogue section text for `key` in `lang` with its placeholders filled from `vars`. */
export const ct = catalogue(TEXTS, { defaults: RULE_VALUES });

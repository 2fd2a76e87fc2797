/** Text look-up of the back office's change settings (i18n/bo-change-*.ts, issue 27). */
import { catalogue } from '../../../core';
import { boChangeEn } from '../i18n/bo-change-en';
import { boChangeFr } from '../i18n/bo-change-fr';
import { boChangeNl, type BoChangeKey, type BoChangeMessages } from '../i18n/bo-change-nl';
import type { Lang } from './i18n';
import { RULE_VALUES } from './rule-values';

const TEXTS: Readonly<Record<Lang, BoChangeMessages>> = {
  nl: boChangeNl,
  fr: boChangeFr,
  en: boChangeEn,
};

/** Gives the text for `key` in `lang` with its placeholders filled from `vars`. */
export const cht = catalogue(TEXTS, { defaults: RULE_VALUES });

export type { BoChangeKey };

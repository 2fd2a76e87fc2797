/** Text look-up of the back office's late flights (i18n/bo-flights-*.ts, issue 26). */
import { catalogue } from '../../../core';
import { boFlightsEn } from '../i18n/bo-flights-en';
import { boFlightsFr } from '../i18n/bo-flights-fr';
import { boFlightsNl, type BoFlightsKey, type BoFlightsMessages } from '../i18n/bo-flights-nl';
import type { Lang } from './i18n';
import { RULE_VALUES } from './rule-values';

const TEXTS: Readonly<Record<Lang, BoFlightsMessages>> = {
  nl: boFlightsNl,
  fr: boFlightsFr,
  en: boFlightsEn,
};

/** Gives the text for `key` in `lang` with its placeholders filled from `vars`. */
export const ft = catalogue(TEXTS, { defaults: RULE_VALUES });

export type { BoFlightsKey };

/** Text look-up of the back office's orders, dispatch and unscheduled sections (i18n/bo-orders-*.ts). */
import { catalogue } from '../../../core';
import { boOrdersEn } from '../i18n/bo-orders-en';
import { boOrdersFr } from '../i18n/bo-orders-fr';
import { boOrdersNl, type BoOrdersKey, type BoOrdersMessages } from '../i18n/bo-orders-nl';
import type { Lang } from './i18n';
import { RULE_VALUES } from './rule-values';

const TEXTS: Readonly<Record<Lang, BoOrdersMessages>> = { nl: boOrdersNl, fr: boOrdersFr, en: boOrdersEn };

/** Gives the text for `key` in `lang` with its placeholders filled from `vars`. */
export const ot = catalogue(TEXTS, { defaults: RULE_VALUES });

export type { BoOrdersKey };

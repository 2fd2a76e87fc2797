/** Text look-up of the back office's orders, dispatch and unscheduled sections (i18n/bo-orders-*.ts). */
import { createFormat, type Format } from '../../../core';
import { boOrdersEn } from '../i18n/bo-orders-en';
import { boOrdersFr } from '../i18n/bo-orders-fr';
import { boOrdersNl, type BoOrdersKey, type BoOrdersMessages } from '../i18n/bo-orders-nl';
import type { Lang } from './i18n';
import { RULE_VALUES } from './rule-values';

const TEXTS: Readonly<Record<Lang, BoOrdersMessages>> = { nl: boOrdersNl, fr: boOrdersFr, en: boOrdersEn };
const formats: Partial<Record<Lang, Format<BoOrdersKey>>> = {};

/** Gives the text for `key` in `lang` with its placeholders filled from `vars`. */
export function ot(
  lang: Lang,
  key: BoOrdersKey,
  vars: Readonly<Record<string, string | number>> = {},
): string {
  formats[lang] ??= createFormat(lang, TEXTS[lang]);
  return formats[lang](key, { ...RULE_VALUES, ...vars });
}

export type { BoOrdersKey };

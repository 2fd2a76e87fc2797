/**
 * Text look-up of the travel agents' portal and the account deletion (i18n/portal-*.ts), like
 * backoffice-i18n.ts.
 */
import { createFormat, type Format } from '../../../core';
import { portalEn } from '../i18n/portal-en';
import { portalFr } from '../i18n/portal-fr';
import { portalNl, type PortalKey, type PortalMessages } from '../i18n/portal-nl';
import type { Lang } from './i18n';
import { RULE_VALUES } from './rule-values';

const TEXTS: Readonly<Record<Lang, PortalMessages>> = {
  nl: portalNl,
  fr: portalFr,
  en: portalEn,
};
const formats: Partial<Record<Lang, Format<PortalKey>>> = {};

/** Gives the portal text for `key` in `lang` with its placeholders filled from `vars`. */
export function pt(lang: Lang, key: PortalKey, vars: Readonly<Record<string, string | number>> = {}): string {
  formats[lang] ??= createFormat(lang, TEXTS[lang]);
  return formats[lang](key, { ...RULE_VALUES, ...vars });
}

export type { PortalKey };

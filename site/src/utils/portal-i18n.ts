/**
 * Text look-up of the travel agents' portal and the account deletion (i18n/portal-*.ts), like
 * backoffice-i18n.ts.
 */
import { catalogue } from '../../../core';
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

/** Gives the portal text for `key` in `lang` with its placeholders filled from `vars`. */
export const pt = catalogue(TEXTS, { defaults: RULE_VALUES });

export type { PortalKey };

/** Text look-up of the driver's day (i18n/driver-*.ts), like portal-i18n.ts. */
import { catalogue } from '../../../core';
import { driverEn } from '../i18n/driver-en';
import { driverFr } from '../i18n/driver-fr';
import { driverNl, type DriverKey, type DriverMessages } from '../i18n/driver-nl';
import type { Lang } from './i18n';
import { RULE_VALUES } from './rule-values';

const TEXTS: Readonly<Record<Lang, DriverMessages>> = { nl: driverNl, fr: driverFr, en: driverEn };

/** Gives the driver's text for `key` in `lang` with its placeholders filled from `vars`. */
export const dt = catalogue(TEXTS, { defaults: RULE_VALUES });

export type { DriverKey };

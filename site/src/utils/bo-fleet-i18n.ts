/** Text look-up of the back office's drivers and vehicles (i18n/bo-fleet-*.ts), like bo-catalogue-i18n.ts. */
import { catalogue } from '../../../core';
import { boFleetEn } from '../i18n/bo-fleet-en';
import { boFleetFr } from '../i18n/bo-fleet-fr';
import { boFleetNl, type BoFleetMessages } from '../i18n/bo-fleet-nl';
import type { Lang } from './i18n';

const TEXTS: Readonly<Record<Lang, BoFleetMessages>> = { nl: boFleetNl, fr: boFleetFr, en: boFleetEn };

/** Gives the drivers-and-vehicles text for `key` in `lang` with its placeholders filled from `vars`. */
export const ft = catalogue(TEXTS);

/**
 * The widget's catalogues for tests: each feature in nl, fr and en (widget/i18n/<feature>-<lang>.ts),
 * and every feature merged per language, for tests that look a text up by its id whichever chunk
 * brings it to the browser.
 */
import type { Lang } from '../../core/locales';
import type { Feature, MessageId } from '../../widget/i18n';
import eventEn from '../../widget/i18n/event-en';
import eventFr from '../../widget/i18n/event-fr';
import eventNl from '../../widget/i18n/event-nl';
import overviewEn from '../../widget/i18n/overview-en';
import overviewFr from '../../widget/i18n/overview-fr';
import overviewNl from '../../widget/i18n/overview-nl';
import personEn from '../../widget/i18n/person-en';
import personFr from '../../widget/i18n/person-fr';
import personNl from '../../widget/i18n/person-nl';
import reviseEn from '../../widget/i18n/revise-en';
import reviseFr from '../../widget/i18n/revise-fr';
import reviseNl from '../../widget/i18n/revise-nl';
import startEn from '../../widget/i18n/start-en';
import startFr from '../../widget/i18n/start-fr';
import startNl from '../../widget/i18n/start-nl';
import tripEn from '../../widget/i18n/trip-en';
import tripFr from '../../widget/i18n/trip-fr';
import tripNl from '../../widget/i18n/trip-nl';
import vehicleEn from '../../widget/i18n/vehicle-en';
import vehicleFr from '../../widget/i18n/vehicle-fr';
import vehicleNl from '../../widget/i18n/vehicle-nl';

/** The catalogues of one feature of the widget, in every language. */
export type FeatureTexts = Readonly<Record<Lang, Readonly<Record<string, string>>>>;

/** Every feature's catalogues, as the widget loads them. */
export const WIDGET_CATALOGUES: Readonly<Record<Feature, FeatureTexts>> = {
  start: { nl: startNl, fr: startFr, en: startEn },
  trip: { nl: tripNl, fr: tripFr, en: tripEn },
  vehicle: { nl: vehicleNl, fr: vehicleFr, en: vehicleEn },
  person: { nl: personNl, fr: personFr, en: personEn },
  overview: { nl: overviewNl, fr: overviewFr, en: overviewEn },
  event: { nl: eventNl, fr: eventFr, en: eventEn },
  revise: { nl: reviseNl, fr: reviseFr, en: reviseEn },
};

const merged = (lang: Lang) =>
  Object.assign({}, ...Object.values(WIDGET_CATALOGUES).map((texts) => texts[lang])) as Readonly<
    Record<MessageId, string>
  >;

/** Every text of the widget by id, per language (the features merged). */
export const WIDGET_TEXTS: Readonly<Record<Lang, Readonly<Record<MessageId, string>>>> = {
  nl: merged('nl'),
  fr: merged('fr'),
  en: merged('en'),
};

/** Every Dutch, French and English text of the widget by id. */
export const { nl, fr, en } = WIDGET_TEXTS;

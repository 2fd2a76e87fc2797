/**
 * Text look-up and page paths for the events islands, like account-i18n.ts: they read only the events
 * texts (i18n/events-*.ts), precompiled to ICU ASTs by the build (astro.config.mjs).
 */
import { catalogue, langPath } from '../../../core';
import { eventsEn } from '../i18n/events-en';
import { eventsFr } from '../i18n/events-fr';
import { eventsNl, type EventsKey, type EventsMessages } from '../i18n/events-nl';
import type { Lang } from './i18n';
import { RULE_VALUES } from './rule-values';

const TEXTS: Readonly<Record<Lang, EventsMessages>> = { nl: eventsNl, fr: eventsFr, en: eventsEn };

/** Gives the events text for `key` in `lang` with its placeholders filled from `vars`. */
export const et = catalogue(TEXTS, { defaults: RULE_VALUES });

/** The path of one organiser's events in `lang`: /events/{slug}, /fr/events/{slug}, … */
export function organiserPath(lang: Lang, slug: string): string {
  return langPath(lang, `events/${slug}`);
}

/**
 * Reads the organiser slug from a path /events/{slug} (with a language prefix or a trailing slash), or
 * null when the path names none.
 */
export function slugFromPath(path: string): string | null {
  const m = /^(?:\/(?:fr|en))?\/events\/([a-z0-9-]+)\/?$/.exec(path);
  return m?.[1] ?? null;
}

export type { EventsKey };

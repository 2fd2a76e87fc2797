/**
 * The one text the element shows when the messages of its language could not load: it cannot come
 * from those messages, so it lives here in every interface language.
 */
import type { Lang } from './index';

/** The failure sentence and the retry button's label, per language. */
export const LOAD_FAILED: Record<Lang, readonly [message: string, retry: string]> = {
  nl: ['De boekingsmodule kon niet laden. Controleer uw verbinding en probeer opnieuw.', 'Opnieuw proberen'],
  fr: ['Le module de réservation n’a pas pu se charger. Vérifiez votre connexion et réessayez.', 'Réessayer'],
  en: ['The booking form could not load. Check your connection and try again.', 'Try again'],
};

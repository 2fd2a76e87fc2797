/** The city and country found for a leg's postal code, shown under the postal code field. */
import { LOCALE, type Lang } from '../../core';
import { useBooking, useLang, useT } from '../store/context';
import type { AddressLeg } from '../store/types';

let regions: Intl.DisplayNames | undefined;

/** Names a country code in the interface language's locale, e.g. BE → België. */
function countryName(code: string, lang: Lang): string {
  try {
    regions = regions?.resolvedOptions().locale.startsWith(lang)
      ? regions
      : new Intl.DisplayNames([LOCALE[lang]], { type: 'region' });
    return regions.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Renders "City: Brussel, België" once the lookup found the city, nothing before. */
export function CityHint({ leg }: { leg: AddressLeg }) {
  const t = useT();
  const lang = useLang();
  const city = useBooking((s) => s.lookup[leg].city);
  const country = useBooking((s) => s.lookup[leg].country);
  if (!city) return null;
  return <span>{t('start.city', { city, country: countryName(country, lang) })}</span>;
}

/**
 * The international phone input: a country select (BE, NL, FR, LU first) and the national number.
 * The draft holds the joined international number; the country and typed text stay local so typing
 * is never rewritten under the cursor.
 */
import { useState } from 'react';
import type { CountryCode } from 'libphonenumber-js/core';
import { LOCALE, type Lang } from '../../core';
import type { ControlProps } from '../ui/Field';
import { joinPhone, phoneCountries, splitPhone } from './phone';

const COUNTRIES = phoneCountries();

/** Props of {@link PhoneInput}. */
export interface PhoneInputProps {
  control: ControlProps;
  value: string;
  countryLabel: string;
  lang: Lang;
  onValue: (phone: string) => void;
}

/** Renders the phone country select and number input. */
export function PhoneInput({ control, value, countryLabel, lang, onValue }: PhoneInputProps) {
  const [initial] = useState(() => splitPhone(value));
  const [country, setCountry] = useState<CountryCode>(initial.country);
  const [national, setNational] = useState(initial.national);
  const names = new Intl.DisplayNames([LOCALE[lang]], { type: 'region' });
  return (
    <div className="row">
      <select
        aria-label={countryLabel}
        value={country}
        style={{ flex: '0 1 12rem' }}
        onChange={(e) => {
          const next = e.currentTarget.value as CountryCode;
          setCountry(next);
          onValue(joinPhone(next, national));
        }}
      >
        {COUNTRIES.map((c) => (
          <option key={c.code} value={c.code}>
            {names.of(c.code) ?? c.code} (+{c.calling})
          </option>
        ))}
      </select>
      <input
        {...control}
        type="tel"
        autoComplete="tel-national"
        style={{ flex: '1 1 10rem', width: 'auto' }}
        value={national}
        onChange={(e) => {
          setNational(e.currentTarget.value);
          onValue(joinPhone(country, e.currentTarget.value));
        }}
      />
    </div>
  );
}

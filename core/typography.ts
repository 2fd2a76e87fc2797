/**
 * French typography of every French text (copy review 2026-11): a narrow no-break space (U+202F)
 * before the high punctuation `: ; ? !`, between a number and its `%` or `€`, between the groups of
 * thousands, between a number of hours and its "h" ("3 h", "2 h 30"), and inside guillemets
 * ("« Gérer ma réservation »"), so none of them can break across lines. The French catalogues are written this way and
 * tests/unit/i18n/typography.test.ts holds every French catalogue (and every rendered French e-mail) to
 * `frenchSpacing`, so the rule lives here once and no renderer in the browser has to carry it.
 * Amounts and percentages formatted by Intl in fr-BE already carry CLDR's no-break spaces (U+202F
 * between thousands, U+00A0 before `€` and `%`), which the rule accepts as they are.
 */

/** The narrow no-break space French sets before high punctuation and inside numbers. */
export const NNBSP = '\u202F';

// A space (ordinary, no-break or narrow) or none, between a word, a digit, a closing bracket or quote,
// or an ICU placeholder's closing brace, and high punctuation that ends a clause: followed by a space,
// the end, a quote or bracket, a tag or a brace. "03:25", "https://" and "?id=" are left alone.
const HIGH_PUNCTUATION = /([\p{L}\p{N}\p{Sc}%»)\]}’'])[ \u00A0\u202F]?([:;?!]+)(?=$|[\s»)\]}’'"<])/gu;
// A number (or a placeholder standing for one) and the unit after it, apart by an ordinary space (a
// no-break space there, as Intl writes it before € and %, is already right). "h" is the hour only as a
// word of its own: "{n} h", "2 h 30", never "{n} heures".
const NUMBER_UNIT = /([\p{N}}#]) ([%€]|h(?![\p{L}\p{N}]))/gu;
// "2 h 30" and "{whole} h {minutes}": the minutes after the hour.
const HOUR_MINUTES = /([\p{N}}]\u202Fh) ([\p{N}{])/gu;
// « … »: the guillemets hold their words with a narrow no-break space inside, whatever space was typed.
const OPENING_GUILLEMET = /«[ \u00A0\u202F]?/gu;
const CLOSING_GUILLEMET = /[ \u00A0\u202F]?»/gu;
// "1 500": groups of thousands.
const THOUSANDS = /(\p{N}) (\p{N}{3})(?!\p{N})/gu;

/**
 * Sets French text's spaces by the rule above; applying it twice changes nothing.
 *
 * @example frenchSpacing('Total : 25 €') // 'Total\u202F: 25\u202F€'
 */
export function frenchSpacing(text: string): string {
  return text
    .replace(HIGH_PUNCTUATION, `$1${NNBSP}$2`)
    .replace(NUMBER_UNIT, `$1${NNBSP}$2`)
    .replace(HOUR_MINUTES, `$1${NNBSP}$2`)
    .replace(OPENING_GUILLEMET, `«${NNBSP}`)
    .replace(CLOSING_GUILLEMET, `${NNBSP}»`)
    .replace(THOUSANDS, `$1${NNBSP}$2`);
}

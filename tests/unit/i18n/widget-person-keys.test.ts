/**
 * Step 3's catalogue holds only texts the widget shows (issue 31): the three consent boxes became one
 * sentence with one box and one message, and the texts of the old boxes, their messages and the
 * phone's old "number" label are gone from every language. A text counts as shown when the widget's
 * code names its key, or, for a field message `error.<key>`, when a field can show that key (core's
 * message keys but the consents', which only the one box's message tells).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSENT_KEYS, MESSAGE_KEYS } from '../../../core/messages';
import personEn from '../../../widget/i18n/person-en';
import personFr from '../../../widget/i18n/person-fr';
import personNl from '../../../widget/i18n/person-nl';

const WIDGET = join(import.meta.dirname, '../../../widget');
// The catalogues themselves (`<feature>-<lang>.ts`) name every key; they do not count as a use.
const CATALOGUE = /^i18n\/[a-z]+-(nl|fr|en)\.ts$/;

/** The widget's code: every .ts and .tsx file but the catalogues, as one text. */
function widgetCode(): string {
  return readdirSync(WIDGET, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !CATALOGUE.test(file.replaceAll('\\', '/')))
    .map((file) => readFileSync(join(WIDGET, file), 'utf8'))
    .join('\n');
}

/** The field messages a field may show: `error.<key>` for core's keys but the consents'. */
const FIELD_MESSAGES = new Set(
  MESSAGE_KEYS.filter((k) => !(CONSENT_KEYS as readonly string[]).includes(k)).map((k) => `error.${k}`),
);

describe("step 3's catalogue", () => {
  it('holds no text the widget does not show', () => {
    const code = widgetCode();
    const unused = Object.keys(personNl).filter(
      (key) => !FIELD_MESSAGES.has(key) && !code.includes(`'${key}'`) && !code.includes(`\`${key}\``),
    );
    expect(unused, relative(process.cwd(), WIDGET)).toEqual([]);
  });

  it('has the one consent sentence and its message in each language, none of the old boxes', () => {
    for (const texts of [personNl, personFr, personEn]) {
      const keys = Object.keys(texts);
      expect(keys).toEqual(expect.arrayContaining(['person.consentAll', 'error.consentAll']));
      expect(keys.filter((k) => /^person\.consent(?!All$)|^error\.(gdpr|terms|consent)$/.test(k))).toEqual(
        [],
      );
    }
  });
});

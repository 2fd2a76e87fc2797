/**
 * The agents' monthly statement writes no raw database value (issue 30, copy review 2.3): the month in
 * words in the agent's language (Intl through core's formatMonthInWords) in the PDF's title and "Month"
 * line, and the vehicle type by the catalogue's name (`receipt.type.*`) in the CSV's vehicle column and
 * the PDF, never 'combinatie' or '2026-11'.
 */
import metadata from 'libphonenumber-js/max/metadata';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { formatMonthInWords, readOperatorIdentity, type Lang, type PortalOrder } from '../../../core';
import { statementCsv, statementPdf, type Statement } from '../../../server/agent-portal/statement';
import { TEST_OPERATOR } from '../../support/operator-file';

const reading = readOperatorIdentity(JSON.stringify(TEST_OPERATOR), 'operator.json', metadata);
if (!reading.ok) throw new Error(reading.errors.join(' '));
const OPERATOR = reading.identity;

const order = (id: number, type: string) =>
  ({
    id,
    receipt: `R-${id}`,
    invoice_number: null,
    status: 'invoiced',
    type,
    created_at: '2026-11-02T09:00:00Z',
    customer: 'Tine Janssens',
    pax: 2,
    total_cents: 21_600,
    discount_cents: 2_400,
    po: '',
    legs: [{ date: '2026/11/20', airport: 'BRU', gross_cents: 24_000 }],
  }) as unknown as PortalOrder;

const WORDS: Record<Lang, { month: string; combi: string; line: RegExp }> = {
  nl: { month: 'november 2026', combi: 'Combi (gedeeld)', line: /Maand:\s*november 2026/ },
  fr: { month: 'novembre 2026', combi: 'Combi (partagé)', line: /Mois\s*:\s*novembre 2026/ },
  en: { month: 'November 2026', combi: 'Combi (shared)', line: /Month:\s*November 2026/ },
};

const statement = (lang: Lang): Statement => ({
  agent: { licence: 'TA-INV', name: 'Reizen Vos' },
  month: '2026-11',
  lang,
  orders: [order(1, 'combinatie'), order(2, 'comfort')],
});

describe('the agents’ statement in words', () => {
  it('writes a month in words through Intl in each language, and leaves anything else as given', () => {
    expect(formatMonthInWords('2026-11', 'nl')).toBe('november 2026');
    expect(formatMonthInWords('2026-02', 'fr')).toBe('février 2026');
    expect(formatMonthInWords('2026-11', 'en')).toBe('November 2026');
    expect(formatMonthInWords('november', 'en')).toBe('november');
  });

  for (const lang of ['nl', 'fr', 'en'] as const) {
    it(`names the vehicle type in the CSV in ${lang}, not by its database value`, () => {
      const rows = statementCsv(statement(lang)).trim().split(/\r?\n/);
      expect(rows[1]).toContain(WORDS[lang].combi);
      expect(rows[2]).toContain('Comfort');
      expect(rows.slice(1).join('\n')).not.toMatch(/combinatie|comfort(?!\))/);
    });

    it(`writes the month in words in the PDF in ${lang}`, async () => {
      const pdf = await statementPdf(statement(lang), OPERATOR, undefined);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toMatch(WORDS[lang].line);
      expect(flat).toContain(WORDS[lang].combi);
      expect(flat).not.toContain('2026-11');
      expect(flat).not.toContain('combinatie');
    });
  }
});

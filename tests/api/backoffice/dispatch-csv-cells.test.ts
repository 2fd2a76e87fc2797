/**
 * Issue 26, the dispatch sheet's CSV as a spreadsheet opens it: what a customer typed comes back cell
 * for cell (quotes, commas, semicolons, line breaks), text a spreadsheet would run as a formula is
 * written as text (a leading apostrophe), also behind leading spaces (an import that trims them would
 * run it), while phone numbers stay as they are; and the file says it is UTF-8 (a byte order mark), so
 * Excel reads "1 × Siège enfant 1-3 ans" rather than "1 Ã— SiÃ¨ge".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsvRecords } from '../../../server/data/csv';
import { staffToken } from '../../support/backoffice-fixtures';
import { ride } from '../../support/backoffice-orders-helpers';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let operator: string;
let date: string;

/** Each remark as typed, and as its CSV cell must read it. */
const REMARKS: [typed: string, cell: string][] = [
  ['Ring at "the side door", code 12; 34, thanks', 'Ring at "the side door", code 12; 34, thanks'],
  ['Two lines:\nthe bell is broken; knock', 'Two lines:\nthe bell is broken; knock'],
  ['=HYPERLINK("https://example.com/x","Click")', `'=HYPERLINK("https://example.com/x","Click")`],
  ['  =1+1', `'  =1+1`],
  ['@SUM(1+1)', `'@SUM(1+1)`],
  ['+1+cmd|" /C calc"!A0', `'+1+cmd|" /C calc"!A0`],
  ['-2+3', `'-2+3`],
];
const bonnrs: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  operator = (await staffToken(server, 'operator')).token;
  for (const [i, [typed]] of REMARKS.entries()) {
    const r = await ride(server, {
      daysAhead: 2,
      heenterug: 'H',
      phone: '+32 470 12 34 56',
      naam: `Klant ${i}`,
    });
    await server.ctx.db.query('UPDATE orders SET remarks = $2, aantalks2 = 1 WHERE id = $1', [r.id, typed]);
    bonnrs.push(r.bonnr);
    date = r.date.replaceAll('/', '-');
  }
});

afterAll(async () => {
  await server?.close();
});

const csv = () =>
  fetch(`${server.url}/api/backoffice/dispatch/csv?date=${date}&lang=fr`, {
    headers: { authorization: `Bearer ${operator}` },
  });

describe('the dispatch sheet’s CSV in a spreadsheet', () => {
  it('gives back each remark cell for cell, formulas written as text, phone numbers as they are', async () => {
    const records = parseCsvRecords(await (await csv()).text());
    for (const [i, [typed, cell]] of REMARKS.entries()) {
      const record = records.find((r) => r.bonnr === bonnrs[i]);
      expect(record?.remarks, typed).toBe(cell);
      expect(record?.phone).toBe('+32 470 12 34 56');
    }
  });

  it('starts with a UTF-8 byte order mark, so a spreadsheet reads the accents and the × as written', async () => {
    const bytes = new Uint8Array(await (await csv()).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.slice(1, 12)).toBe('pickup_time');
    expect(text).toContain('1 × Siège enfant 1-3 ans');
  });
});

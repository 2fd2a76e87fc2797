import { describe, expect, it } from 'vitest';
import { parseCsvRecords, writeCsv } from '../../../server/data/csv';

describe('parseCsvRecords', () => {
  it('reads a header row and records, with quoted commas, doubled quotes and line breaks', () => {
    const text = 'name,note\r\n"Sint-Jansstraat, Gent","zegt ""hallo"""\n"two\nlines",x\n';
    expect(parseCsvRecords(text)).toEqual([
      { name: 'Sint-Jansstraat, Gent', note: 'zegt "hallo"' },
      { name: 'two\nlines', note: 'x' },
    ]);
  });

  it('skips blank lines and a byte-order mark, keeps empty fields', () => {
    expect(parseCsvRecords('\uFEFFa,b\n\n1,\n\n')).toEqual([{ a: '1', b: '' }]);
  });

  it('refuses a row with another number of fields than the header', () => {
    expect(() => parseCsvRecords('a,b\n1,2,3\n')).toThrow();
  });

  it('refuses an unterminated quoted field', () => {
    expect(() => parseCsvRecords('a,b\n"1,2\n')).toThrow();
  });

  it('has no record for a file with only a header, or an empty one', () => {
    expect(parseCsvRecords('a,b\n')).toEqual([]);
    expect(parseCsvRecords('')).toEqual([]);
  });
});

describe('writeCsv', () => {
  it('quotes only the fields that need it, and reads back what it wrote', () => {
    const rows = [
      ['postcode', 'name'],
      ['1000', 'Bruxelles, "centre"'],
      ['4000', 'Liège'],
    ];
    const text = writeCsv(rows);
    expect(text).toBe('postcode,name\n1000,"Bruxelles, ""centre"""\n4000,Liège\n');
    expect(parseCsvRecords(text)).toEqual([
      { postcode: '1000', name: 'Bruxelles, "centre"' },
      { postcode: '4000', name: 'Liège' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { splitAddressLine } from '../../../server/pricing/request-fields';

/** The reading splitAddressLine had as two regular expressions; the loop must give the same answers. */
function reference(line: string): { street: string; postal: string } {
  const postal = /\b(\d{4})\b(?!.*\b\d{4}\b)/.exec(line)?.[1] ?? '';
  const first = line.split(',')[0] ?? '';
  const street =
    first.includes(postal) && postal
      ? ''
      : first.replace(/\s+\d+\s*[a-zA-Z]?(\s*(bus|bte|box)\s*\S+)?\s*$/i, '');
  return { street: street.trim(), postal };
}

describe('splitAddressLine()', () => {
  it.each<[string, string, string]>([
    ['Korenmarkt 1, 9000 Gent', 'Korenmarkt', '9000'],
    ['Rue de la Loi 16 bte 3, 1000 Bruxelles', 'Rue de la Loi', '1000'],
    ['Meir 12A, 2000 Antwerpen', 'Meir', '2000'],
    ['9000 Gent', '', '9000'],
    ['Korenmarkt', 'Korenmarkt', ''],
    ['Steenweg 12345, 9000 Gent', 'Steenweg', '9000'],
    ['B-9000 Gent', '', '9000'],
    ['Straat 1, 9000 Gent\nAndere 2, 1000 Brussel', 'Straat', '9000'],
    ['', '', ''],
  ])('reads %j as street %j and postal code %j', (line, street, postal) => {
    expect(splitAddressLine(line)).toEqual({ street, postal });
    expect(splitAddressLine(line)).toEqual(reference(line));
  });

  it('agrees with the regular expressions on 20,000 generated lines', () => {
    const parts = [
      'Korenmarkt',
      ' ',
      '1',
      '12',
      '9000',
      '10000',
      '900',
      ',',
      ' bus ',
      'bte',
      'A',
      '_',
      '-',
      '\n',
      '\u2028',
      'é',
      '1000',
      '\t',
      'x9000',
      '9000x',
    ];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return Math.floor(seed / 65536);
    };
    for (let n = 0; n < 20_000; n++) {
      let line = '';
      const length = next() % 9;
      for (let i = 0; i < length; i++) line += parts[next() % parts.length];
      expect(splitAddressLine(line), JSON.stringify(line)).toEqual(reference(line));
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../core/locales';
import {
  localisePlaceName,
  nameForm,
  placeName,
  placeSpellings,
  type NameForm,
  type PostalPlace,
} from '../../../core/place-names';

// Rows of data/postcodes.csv.gz, as the server reads them.
const place = (
  postcode: number,
  region: string,
  [municipalityNl, municipalityFr]: [string, string],
  localitiesNl: string[],
  localitiesFr: string[] = localitiesNl,
): PostalPlace => ({ postcode, region, municipalityNl, municipalityFr, localitiesNl, localitiesFr });

const liege = place(
  4000,
  'WAL',
  ['Luik', 'Liège'],
  ['Luik', 'Rocourt', 'Glain'],
  ['Liège', 'Rocourt', 'Glain'],
);
const gent = place(9000, 'VLG', ['Gent', 'Gand'], ['Gent'], ['Gand']);
const brussels = place(1000, 'BRU', ['Brussel', 'Bruxelles'], ['Brussel'], ['Bruxelles']);
const laeken = place(1020, 'BRU', ['Brussel', 'Bruxelles'], ['Laken'], ['Laeken']);
const heembeek = place(1120, 'BRU', ['Brussel', 'Bruxelles'], ['Neder-Over-Heembeek']);
const ixelles = place(1050, 'BRU', ['Elsene', 'Ixelles'], ['Elsene'], ['Ixelles']);
const stVith = place(
  4780,
  'WAL',
  ['Sankt Vith', 'Saint-Vith'],
  ['Recht', 'Sankt Vith'],
  ['Recht', 'Saint-Vith'],
);
const kelmis = place(4720, 'WAL', ['Kelmis', 'La Calamine'], ['Kelmis'], ['La Calamine']);
const crombach = place(4784, 'WAL', ['', ''], ['Crombach']);
const waimes = place(4950, 'WAL', ['Weismes', 'Waimes'], ['Weismes'], ['Waimes']);
const wavre = place(1300, 'WAL', ['Waver', 'Wavre'], ['Limal', 'Waver'], ['Limal', 'Wavre']);

describe('nameForm()', () => {
  it.each<[string, PostalPlace, Lang, NameForm]>([
    ['Flanders in Dutch', gent, 'nl', 'nl'],
    ['Flanders in French', gent, 'fr', 'fr'],
    ['Flanders in English', gent, 'en', 'nl'],
    ['Wallonia in Dutch', liege, 'nl', 'nl'],
    ['Wallonia in English', liege, 'en', 'fr'],
    ['the German-speaking Community in English', stVith, 'en', 'nl'],
    [
      'the first German-speaking code in English',
      place(4700, 'WAL', ['Eupen', 'Eupen'], ['Eupen']),
      'en',
      'nl',
    ],
    ['a French-speaking Liège code just past the Community in English', waimes, 'en', 'fr'],
    ['Brussels in Dutch', brussels, 'nl', 'nl'],
    ['Brussels in French', brussels, 'fr', 'fr'],
    ['Brussels in English', brussels, 'en', 'both'],
  ])('%s', (_, p, lang, form) => {
    expect(nameForm(p, lang)).toBe(form);
  });
});

describe('placeName()', () => {
  it.each<[PostalPlace, Lang, string]>([
    [liege, 'fr', 'Liège'],
    [liege, 'en', 'Liège'],
    [liege, 'nl', 'Luik'],
    [gent, 'fr', 'Gand'],
    [gent, 'en', 'Gent'],
    [brussels, 'en', 'Brussel/Bruxelles'],
    [brussels, 'fr', 'Bruxelles'],
    [ixelles, 'en', 'Elsene/Ixelles'],
    [ixelles, 'nl', 'Elsene'],
    [stVith, 'en', 'Sankt Vith'],
    [stVith, 'fr', 'Saint-Vith'],
    [kelmis, 'en', 'Kelmis'],
    [kelmis, 'fr', 'La Calamine'],
    [crombach, 'fr', 'Crombach'],
    [crombach, 'en', 'Crombach'],
    [wavre, 'en', 'Wavre'],
  ])('names %#: postcode %s in %s', (p, lang, name) => {
    expect(placeName(p, lang)).toBe(name);
  });

  it('falls back to the other language when one name is missing', () => {
    expect(placeName(place(9999, 'WAL', ['Nergens', ''], ['Nergens']), 'fr')).toBe('Nergens');
  });
});

describe('localisePlaceName()', () => {
  it.each<[PostalPlace, string, Lang, string | null]>([
    [liege, 'Luik', 'fr', 'Liège'],
    [liege, 'liege', 'nl', 'Luik'],
    [liege, 'Rocourt', 'en', 'Rocourt'],
    [laeken, 'Laeken', 'nl', 'Laken'],
    [laeken, 'laken', 'en', 'Laken/Laeken'],
    [laeken, 'Bruxelles', 'nl', 'Brussel'],
    [heembeek, 'neder over heembeek', 'en', 'Neder-Over-Heembeek'],
    [brussels, 'Brussel/Bruxelles', 'fr', 'Bruxelles'],
    [wavre, 'Waver', 'fr', 'Wavre'],
    [wavre, 'limal', 'nl', 'Limal'],
    [stVith, 'Saint-Vith', 'en', 'Sankt Vith'],
    [gent, 'GAND', 'nl', 'Gent'],
    [gent, ' gent ', 'fr', 'Gand'],
    [
      place(
        1210,
        'BRU',
        ['Sint-Joost-ten-Node', 'Saint-Josse-ten-Noode'],
        ['Sint-Joost-ten-Node'],
        ['Saint-Josse-ten-Noode'],
      ),
      'saint josse ten noode',
      'nl',
      'Sint-Joost-ten-Node',
    ],
    [gent, 'Oostende', 'nl', null],
    [gent, 'Gen', 'nl', null],
    [gent, 'Gentbrugge', 'nl', null],
    [gent, '', 'nl', null],
    [gent, '  -  ', 'nl', null],
  ])('reads %#: %j at %s in %s', (p, typed, lang, expected) => {
    expect(localisePlaceName(p, typed, lang)).toBe(expected);
  });
});

describe('placeSpellings()', () => {
  it('lists both languages and the bilingual form, each once', () => {
    expect(placeSpellings(laeken)).toEqual([
      'Brussel',
      'Bruxelles',
      'Brussel/Bruxelles',
      'Laken',
      'Laeken',
      'Laken/Laeken',
    ]);
    expect(placeSpellings(crombach)).toEqual(['Crombach']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const names = (data: { STRAAT: string }[]) => data.map((s) => s.STRAAT);

describe('GET /api/streets/zoekstraten/:postal/:street', () => {
  it('suggests the streets of a postal code with a word that starts with the typed text, with the city names', async () => {
    const { status, body } = await server.api('/streets/zoekstraten/9000/Koren');
    expect(status).toBe(200);
    expect(body.status).toBe(true);
    // Equal matches go shortest name first (issue 28's ranking), then in the alphabet.
    expect(names(body.data)).toEqual(['Korenlei', 'Korenmarkt', 'Korenbloemstraat']);
    expect(body.data[0]).toMatchObject({ STAD: 'Gent', LAND: 'België' });
    expect(typeof body.data[0].ID).toBe('number');
    expect(body.metadata.citynames).toEqual(expect.arrayContaining(['Gent', 'Gand']));
  });

  it('ignores case, accents, hyphens and apostrophes', async () => {
    const gent = await server.api('/streets/zoekstraten/9000/sint%20pieters');
    expect(names(gent.body.data)).toContain('Sint-Pietersnieuwstraat');
    const brussels = await server.api(`/streets/zoekstraten/1000/${encodeURIComponent('RUE DE L’EGLISE')}`);
    expect(names(brussels.body.data)).toContain("Rue de l'Église");
  });

  it('offers the Brussels-region names for every Brussels postal code', async () => {
    const { body } = await server.api('/streets/zoekstraten/1050/Wetstr?lang=nl');
    expect(names(body.data)).toContain('Wetstraat');
    expect(body.data[0]).toMatchObject({ STAD: 'Elsene', LAND: 'België' });
  });

  it.each([
    ['fr', '4000', 'Liège', 'Belgique'],
    ['en', '4000', 'Liège', 'Belgium'],
    ['nl', '4000', 'Luik', 'België'],
    ['en', '1000', 'Brussel/Bruxelles', 'Belgium'],
    ['fr', '1000', 'Bruxelles', 'Belgique'],
    ['en', '9000', 'Gent', 'Belgium'],
    ['en', '4780', 'Sankt Vith', 'Belgium'],
  ])('names the place of a postal code for a %s reader: %s is %s', async (lang, postal, city, land) => {
    const { body } = await server.api(`/streets/zoekstraten/${postal}?lang=${lang}`);
    expect(body.metadata.citynames[0]).toBe(city);
    const streets = await server.api(`/streets/zoekstraten/${postal}/a?lang=${lang}`);
    expect(streets.body.data[0]).toMatchObject({ STAD: city, LAND: land });
  });

  it.each([
    ['fr', 'Wetstr', ['Rue de la Loi']],
    ['nl', 'Rue de la Loi', ['Wetstraat', 'Rue de la Loi']],
    ['nl', 'avenue louise', ['Louizalaan', 'Avenue Louise']],
    ['en', 'Wetstr', ['Wetstraat']],
    ['en', 'Rue de la Loi', ['Rue de la Loi']],
    // The whole name in the other language stays valid, after the reader's own.
    ['fr', 'Wetstraat', ['Rue de la Loi', 'Wetstraat']],
  ])('suggests Brussels streets to a %s reader typing %j as %j', async (lang, typed, expected) => {
    const { body } = await server.api(`/streets/zoekstraten/1040/${encodeURIComponent(typed)}?lang=${lang}`);
    // The best matches first; weaker ones by other words may follow (issue 28: any word, ranked).
    expect(names(body.data).slice(0, expected.length)).toEqual(expected);
  });

  it('caps the suggestions at ten', async () => {
    const { body } = await server.api('/streets/zoekstraten/9000/s');
    expect(body.data).toHaveLength(10);
  });

  it('gives only the city names when the street is left out', async () => {
    for (const path of [
      '/streets/zoekstraten/4000',
      '/streets/zoekstraten/4000/',
      '/streets/zoekstraten/4000?street=',
    ]) {
      const { status, body } = await server.api(path);
      expect(status).toBe(200);
      expect(body.data).toEqual([]);
      expect(body.metadata.citynames).toEqual(expect.arrayContaining(['Liège', 'Luik', 'Rocourt']));
    }
  });

  it('answers an unknown postal code with empty lists', async () => {
    const { status, body } = await server.api('/streets/zoekstraten/9999/Kerk');
    expect(status).toBe(200);
    expect(body).toEqual({ status: true, data: [], metadata: { citynames: [] } });
  });

  it('treats a percent sign or underscore as text, not as a wildcard', async () => {
    const { body } = await server.api('/streets/zoekstraten/9000/%25');
    expect(body.data).toEqual([]);
  });

  it.each(['900', '90000', 'abcd'])('refuses the postal code %s with a 400 naming postal', async (postal) => {
    const { status, body } = await server.api(`/streets/zoekstraten/${postal}/Koren`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: false, error: 'invalid_request', field: 'postal' });
  });

  it('refuses an overlong street with a 400 naming street', async () => {
    const { status, body } = await server.api(`/streets/zoekstraten/9000/${'a'.repeat(101)}`);
    expect(status).toBe(400);
    expect(body.field).toBe('street');
  });
});

describe('a street found by any word of its name (issue 28)', () => {
  const first = async (postal: number, typed: string, lang = 'nl') =>
    names(
      (await server.api(`/streets/zoekstraten/${postal}/${encodeURIComponent(typed)}?lang=${lang}`)).body
        .data,
    )[0];

  it.each([
    // "van r" also fits Frans van Ryhovelaan as well; the ICC's street has the operator's alias (a venue)
    // and goes first among equal matches.
    [9000, 'van r', 'Familie Van Rysselberghedreef'],
    [9000, 'Van R', 'Familie Van Rysselberghedreef'],
    // A part of a compound word.
    [9000, 'rysselberghe', 'Familie Van Rysselberghedreef'],
    // The operator's alias (migration 039).
    [9000, 'ICC', 'Familie Van Rysselberghedreef'],
    [9000, 'icc gent', 'Familie Van Rysselberghedreef'],
    [1000, 'Wetstraat', 'Wetstraat'],
    [1000, 'wet', 'Wetstraat'],
    // Both languages of a Brussels street; the reader's own name first.
    [1000, 'Rue de la Loi', 'Wetstraat'],
    [1000, 'loi rue', 'Wetstraat'],
    // "st" and "sint" are one word; of the three Sint-Pieters streets the shortest name, the square that
    // bears the name, goes first (Sint-Pietersplein, before -aalststraat and -nieuwstraat).
    [9000, 'st-pieters', 'Sint-Pietersplein'],
    [9000, 'sint pieters', 'Sint-Pietersplein'],
    [9000, 'pietersnieuw', 'Sint-Pietersnieuwstraat'],
    [9000, 'nieuwstraat sint pieters', 'Sint-Pietersnieuwstraat'],
  ])('in %i, %j finds %s first', async (postal, typed, expected) => {
    expect(await first(postal, typed)).toBe(expected);
  });

  it('names a Brussels street in the reader language, whichever language was typed', async () => {
    expect(await first(1000, 'Wetstraat', 'fr')).toBe('Rue de la Loi');
    expect(await first(1000, 'Rue de la Loi', 'fr')).toBe('Rue de la Loi');
  });

  it('requires every typed word but the articles, so "van r" is not every street with an r', async () => {
    const { body } = await server.api('/streets/zoekstraten/9000/van%20r');
    for (const name of names(body.data)) expect(name.toLowerCase()).toContain('van');
    const none = await server.api('/streets/zoekstraten/9000/rysselberghe%20zzz');
    expect(none.body.data).toEqual([]);
  });

  it('suggests the official name for an alias, which the booking accepts', async () => {
    const { body } = await server.api('/streets/zoekstraten/9000/ICC');
    expect(names(body.data)).not.toContain('ICC');
    expect(await first(9000, 'International Convention')).toBe('Familie Van Rysselberghedreef');
  });
});

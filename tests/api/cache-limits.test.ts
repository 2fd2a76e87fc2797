import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheFigures } from '../../server/caches';
import { priceRequest } from '../support/payloads';
import { startTestServer, type TestServer } from '../support/server';

// Every in-process cache holds at most the entries its setting allows (issue 24: the server's memory
// must stay bounded whatever mix of requests comes in). A server with tiny limits gets more distinct
// look-ups than each limit; every cache must then hold exactly its limit, no more.
const LIMIT = 3;
let server: TestServer;
let streets: { postcode: number; name: string }[];

beforeAll(async () => {
  server = await startTestServer({
    CACHE_STREET_LOOKUPS: String(LIMIT),
    CACHE_STREET_ANSWERS: String(LIMIT),
    CACHE_HOMES: String(LIMIT),
    CACHE_ROUTES: String(LIMIT),
    CACHE_LEGS: String(LIMIT),
    CACHE_AIRPORTS: '1',
    CACHE_QUOTE_READS: '1',
    CACHE_ACCESS_TOKENS: '2',
    PGLITE_SHARED_BUFFERS_MB: '16',
  });
  // Streets of several postal codes, each a distinct look-up, address and route.
  streets = (
    await server.ctx.db.query<{ postcode: number; name: string }>(
      `SELECT DISTINCT ON (postcode) postcode, name FROM streets
        WHERE postcode BETWEEN 2000 AND 9999 AND lat IS NOT NULL ORDER BY postcode, id LIMIT 8`,
    )
  ).rows;
});
afterAll(() => server.close());

const sizeOf = (name: string) => {
  const figure = cacheFigures(server.ctx.db).find((c) => c.name === name);
  if (!figure) throw new Error(`no cache named ${name}`);
  return figure;
};

describe('cache limits', () => {
  it('keeps at most its setting in every cache, however many distinct requests come', async () => {
    expect(streets.length).toBeGreaterThan(LIMIT + 2);
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++) {
      const grant = await server.api('/token', {
        json: { client_id: 'webapp', grant_type: 'client_credentials' },
      });
      tokens.push(grant.body.access_token as string);
    }
    for (const [i, s] of streets.entries()) {
      const prefix = encodeURIComponent(s.name.slice(0, 3));
      expect((await server.api(`/streets/zoekstraten/${s.postcode}/${prefix}`)).status).toBe(200);
      const price = await server.api('/billoprice', {
        token: tokens[i % tokens.length]!,
        json: priceRequest({
          fromheen: `${s.name} 1, ${s.postcode} X`,
          // A return leg from another airport and one coupon per call: more distinct entries than allowed.
          heenterug: 'HT',
          idluchthavenretour: i % 2 ? 'CRL' : 'BRU',
          toretour: `${s.name} 1, ${s.postcode} X`,
          idluchthavenheen: i % 2 ? 'BRU' : 'CRL',
          coupons: i < 2 ? [`NOSUCH${i}`] : [],
        }),
      });
      expect(price.status, JSON.stringify(price.body)).toBe(200);
    }
    const figures = cacheFigures(server.ctx.db);
    for (const f of figures) expect(f.size, f.name).toBeLessThanOrEqual(f.max);
    // The limits are the settings, and the load filled each cache to its limit (so it was bounded).
    for (const name of ['streetLookups', 'streetAnswers', 'homes', 'routes', 'legs']) {
      expect(sizeOf(name)).toMatchObject({ size: LIMIT, max: LIMIT });
    }
    expect(sizeOf('airports')).toMatchObject({ size: 1, max: 1 });
    expect(sizeOf('quoteCoupons')).toMatchObject({ size: 1, max: 1 });
    expect(sizeOf('accessTokens')).toMatchObject({ size: 2, max: 2 });
  });

  it('gives the embedded database the page cache PGLITE_SHARED_BUFFERS_MB sets', async () => {
    const { rows } = await server.ctx.db.query<{ shared_buffers: string }>('SHOW shared_buffers');
    expect(rows[0]?.shared_buffers).toBe('16MB');
  });
});

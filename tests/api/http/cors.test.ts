import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server';
import { anonToken } from '../../support/order-fixtures';

/*
 * Partner websites embed the widget and call the API from their own origin (README "Embedding"). The
 * API uses bearer tokens, not cookies, so every origin may call it; the 401 challenge is exposed
 * because the widget reads it.
 */
let server: TestServer;
let token = '';
beforeAll(async () => {
  server = await startTestServer();
  token = await anonToken(server);
});
afterAll(() => server.close());

const partner = { origin: 'https://partner.example' };

describe('cross-origin calls to /api', () => {
  it('answers a preflight for a JSON POST with a bearer token', async () => {
    const res = await fetch(`${server.url}/api/billoprice`, {
      method: 'OPTIONS',
      headers: {
        ...partner,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
  });

  it.each([
    ['a street lookup', '/api/streets/zoekstraten/9000/Kor', {}],
    ['a street lookup with a language', '/api/streets/zoekstraten/9000/Kor?lang=fr', {}],
    ['the airports', '/api/airports', {}],
    ['an unknown call', '/api/nothing-here', {}],
    ['a call refused for its token', '/api/billousers/user', { authorization: 'Bearer nope' }],
  ])('lets another origin read %s, with the challenge header exposed', async (_what, path, headers) => {
    const res = await fetch(`${server.url}${path}`, { headers: { ...partner, ...headers } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toBe('WWW-Authenticate');
  });

  it('lets another origin read a price', async () => {
    const res = await fetch(`${server.url}/api/billoprice`, {
      method: 'POST',
      headers: { ...partner, 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ soortvervoer: 'comfort', heenterug: 'H', pax: 1 }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('serves the widget scripts to module scripts of another origin', async () => {
    for (const file of ['transfer-booking.js', 'transfer-booking.iife.js']) {
      const res = await fetch(`${server.url}/widget/${file}`, { headers: partner });
      expect(res.status, file).toBe(200);
      expect(res.headers.get('access-control-allow-origin'), file).toBe('*');
    }
  });

  it('adds no CORS headers to the site pages', async () => {
    const res = await fetch(`${server.url}/`, { headers: partner });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

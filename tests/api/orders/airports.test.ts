import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/airports', () => {
  it('lists the 19 core airports from the database by default', async () => {
    const { status, body } = await server.api('/airports');
    expect(status).toBe(200);
    expect(body.status).toBe(true);
    expect(body.data).toHaveLength(19);
    expect(body.data[0]).toMatchObject({ ID: 'BRU', NAME: 'Brussels Airport' });
    expect(body.data.map((a: { ID: string }) => a.ID)).not.toContain('LEY');
  });

  it('answers an unknown API path with the failure envelope', async () => {
    const { status, body } = await server.api('/no-such-call');
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: false, error: 'not_found' });
  });
});

describe('AIRPORTS configuration', () => {
  it('serves only the configured airports', async () => {
    const other = await startTestServer({ AIRPORTS: 'BRU,LEY' });
    try {
      const { body } = await other.api('/airports');
      expect(body.data.map((a: { ID: string }) => a.ID).sort()).toEqual(['BRU', 'LEY']);
    } finally {
      await other.close();
    }
  });
});

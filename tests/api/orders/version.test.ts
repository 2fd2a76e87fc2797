import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../../../server/data/settings/settings-repo';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ APP_VERSION: '2.3.4', APP_HOTFIX: '' });
});
afterAll(() => server.close());

describe('GET /api/version', () => {
  it('answers the configured version without a hotfix', async () => {
    const { status, body } = await server.api('/version?name=transfer-booking');
    expect(status).toBe(200);
    expect(body).toEqual({ status: true, data: { versie: '2.3.4', hotfix: false } });
  });

  it('lets the stored settings override the configuration', async () => {
    await writeSetting(server.ctx.db, 'version', '2.4.0');
    await writeSetting(server.ctx.db, 'hotfix', 'true');
    const { body } = await server.api('/version?name=transfer-booking');
    expect(body.data).toEqual({ versie: '2.4.0', hotfix: true });
  });

  it('refuses an overlong name with a 400 naming name', async () => {
    const { status, body } = await server.api(`/version?name=${'x'.repeat(101)}`);
    expect(status).toBe(400);
    expect(body.field).toBe('name');
  });
});

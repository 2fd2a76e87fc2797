import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiFailure, createHttp } from '../../../client';
import { DEFAULT_BOOKING_SETTINGS } from '../../../core/settings';
import { createBookingApi } from '../../../widget/api/booking';

/** Three backends, by path prefix: this API's, one without the settings call, and a broken one. */
const SETTINGS = { combiCutoff: '2099/01/01', combiLeadDays: 2, earliestBookingDays: 4 };
const ANSWERS: Record<string, [number, unknown]> = {
  '/ours/settings': [200, { status: true, data: SETTINGS }],
  '/theirs/settings': [404, { status: false, error: 'not_found', error_description: 'No such call.' }],
  '/broken/settings': [500, { status: false, error: 'server_error', error_description: 'Oops.' }],
};

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const [status, body] = ANSWERS[req.url ?? ''] ?? [404, { status: false }];
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('BookingApi.settings()', () => {
  it("gives the server's booking settings", async () => {
    expect(await createBookingApi(createHttp(`${origin}/ours`)).settings()).toEqual(SETTINGS);
  });

  it("gives SPEC 9's values when the backend has no settings call (404)", async () => {
    expect(await createBookingApi(createHttp(`${origin}/theirs`)).settings()).toEqual(
      DEFAULT_BOOKING_SETTINGS,
    );
  });

  it('fails with its own message when the backend breaks, so the wizard does not start on guesses', async () => {
    const error = await createBookingApi(createHttp(`${origin}/broken`))
      .settings()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiFailure);
    expect(error).toMatchObject({ messageId: 'api.settings', status: 500 });
  });
});

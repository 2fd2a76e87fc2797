/**
 * Issue 15: health checks and metrics for running the product. /healthz answers while the process
 * lives, /readyz only while the database answers with every migration, and /metrics (behind a token)
 * counts requests and reads orders, payment returns and refusals from the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server';
import { anonToken, orderPayload, quotedTotal } from '../../support/order-fixtures';

const METRICS_TOKEN = 'test-metrics-token-0123456789';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ METRICS_TOKEN });
});
afterAll(() => server?.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers });

/** The value of one sample line of the metrics text, or undefined. */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}{`) && labels.split(',').every((p) => l.includes(p)));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('/metrics', () => {
  it('is refused without the token and with a wrong one', async () => {
    expect((await get('/metrics')).status).toBe(401);
    expect((await get('/metrics', { authorization: 'Bearer nope' })).status).toBe(401);
  });

  it('counts a booking and a refused payment return, and the requests that made them', async () => {
    const token = await anonToken(server);
    const p = orderPayload();
    const booked = await server.api('/billoprice/neworder', {
      token,
      json: { ...p, totaleprijs: await quotedTotal(server, token, p) },
    });
    expect(booked.status).toBe(201);
    const refused = await get(
      '/api/payment/accept?ORDERID=TB1-1&STATUS=9&AMOUNT=1&CURRENCY=EUR&PAYID=1&SHASIGN=00',
    );
    expect(refused.status).toBe(400);

    const res = await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/plain/);
    const text = await res.text();
    expect(sample(text, 'tb_orders', 'status="awaiting_payment"')).toBe(1);
    expect(sample(text, 'tb_payment_rejections', 'channel="accept"')).toBe(1);
    expect(
      sample(text, 'http_requests_total', 'route="/api/billoprice/neworder",status="201",method="POST"'),
    ).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', 'route="/api/billoprice"')).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    // Route patterns, never the paths themselves: no order number or street reaches a label.
    expect(text).not.toMatch(/TB1-1|Korenmarkt/);
  });
});

describe('/healthz and /readyz', () => {
  it('answers ready while the database has every migration, and 503 when one is missing', async () => {
    expect((await get('/healthz')).status).toBe(200);
    expect((await get('/readyz')).status).toBe(200);
    const { rows } = await server.ctx.db.query<{ name: string }>(
      'DELETE FROM schema_migrations WHERE name = (SELECT max(name) FROM schema_migrations) RETURNING name',
    );
    const missing = await get('/readyz');
    expect(missing.status).toBe(503);
    expect(missing.headers.get('retry-after')).toBe('5');
    await server.ctx.db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [rows[0]!.name]);
    expect((await get('/readyz')).status).toBe(200);
  });

  it('answers /readyz 503 once the database has stopped, while /healthz still answers', async () => {
    const other = await startTestServer();
    try {
      expect((await fetch(`${other.url}/readyz`)).status).toBe(200);
      await other.ctx.db.close();
      expect((await fetch(`${other.url}/readyz`)).status).toBe(503);
      expect((await fetch(`${other.url}/healthz`)).status).toBe(200);
    } finally {
      await other.close().catch(() => undefined);
    }
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  it('does not exist', async () => {
    const other = await startTestServer({ METRICS_TOKEN: '' });
    try {
      expect((await fetch(`${other.url}/metrics`)).status).toBe(404);
    } finally {
      await other.close();
    }
  });
});

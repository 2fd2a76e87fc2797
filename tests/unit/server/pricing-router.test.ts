import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ESTIMATOR, estimateRoute, greatCircleKm } from '../../../server/pricing/estimator';
import { BREAKER_COOL_DOWN_MS, BREAKER_FAILURES, osrmRouter } from '../../../server/pricing/osrm';
import { createRouter, estimatorRouter } from '../../../server/pricing/router';

const GENT = { lat: 51.05478, lon: 3.72196 };
const BRU = { lat: 50.901402, lon: 4.48444 };

describe('estimateRoute()', () => {
  it('measures Gent to Brussels Airport as about 56 km straight and 73 km by road', () => {
    expect(greatCircleKm(GENT, BRU)).toBeCloseTo(56, 0);
    const r = estimateRoute(GENT, BRU);
    expect(r.km).toBeCloseTo(greatCircleKm(GENT, BRU) * ESTIMATOR.roadFactor, 0);
    expect(r.minutes).toBeGreaterThan(45);
    expect(r.minutes).toBeLessThan(75);
  });

  it('gives zero for the same point and grows with distance', () => {
    expect(estimateRoute(GENT, GENT)).toEqual({ km: 0, minutes: 0 });
    const near = estimateRoute(BRU, { lat: 50.95, lon: 4.5 });
    const far = estimateRoute(BRU, GENT);
    expect(far.km).toBeGreaterThan(near.km);
    expect(far.minutes).toBeGreaterThan(near.minutes);
  });
});

describe('createRouter()', () => {
  it('uses the estimator without OSRM_URL', () => {
    expect(createRouter({})).toBe(estimatorRouter);
    expect(createRouter({ OSRM_URL: ' ' })).toBe(estimatorRouter);
  });
});

describe('the OSRM client', () => {
  let server: Server;
  let base: string;
  const seen: string[] = [];
  let answer: (path: string) => { status: number; body: unknown } = () => ({ status: 200, body: {} });

  beforeAll(async () => {
    // A stand-in that answers like OSRM's /route/v1/driving service.
    server = createServer((req, res) => {
      seen.push(req.url ?? '');
      const { status, body } = answer(req.url ?? '');
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks for the driving route lon,lat;lon,lat and reads metres and seconds', async () => {
    answer = () => ({
      status: 200,
      body: { code: 'Ok', routes: [{ distance: 68_449.3, duration: 3_302.6 }] },
    });
    const router = createRouter({ OSRM_URL: base });
    expect(router.kind).toBe('osrm');
    expect(await router.route(GENT, BRU)).toEqual({ km: 68.4, minutes: 55 });
    expect(seen.at(-1)).toMatch(
      /^\/route\/v1\/driving\/3\.72196,51\.05478;4\.48444,50\.901402\?overview=false/,
    );
  });

  it.each([
    ['no route', { status: 400, body: { code: 'NoRoute', message: 'Impossible route' } }],
    ['a malformed answer', { status: 200, body: { code: 'Ok', routes: [] } }],
  ])('falls back to the estimate on %s', async (_name, reply) => {
    answer = () => reply;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await createRouter({ OSRM_URL: base }).route(GENT, BRU)).toEqual({
      ...estimateRoute(GENT, BRU),
      estimated: true,
    });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('falls back to the estimate when OSRM is unreachable', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createRouter({ OSRM_URL: 'http://127.0.0.1:9', OSRM_TIMEOUT_MS: '500' });
    expect(await router.route(GENT, BRU)).toEqual({ ...estimateRoute(GENT, BRU), estimated: true });
    warn.mockRestore();
  });
});

describe('the OSRM circuit breaker', () => {
  let server: Server;
  let base: string;
  let calls = 0;
  let mode: 'hang' | 'ok' = 'hang';

  beforeAll(async () => {
    server = createServer((_req, res) => {
      calls++;
      if (mode === 'hang') return; // never answers; the client's timeout ends the call
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'Ok', routes: [{ distance: 68_449.3, duration: 3_302.6 }] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );

  it('stops calling a router that keeps failing, then probes it again after the cool-down', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let clock = 1_000_000;
    const router = osrmRouter(base, 100, () => clock);
    for (let i = 0; i < 10; i++) {
      expect(await router.route(GENT, BRU)).toEqual({ ...estimateRoute(GENT, BRU), estimated: true });
    }
    expect(calls).toBe(BREAKER_FAILURES);
    clock += BREAKER_COOL_DOWN_MS - 1;
    await router.route(GENT, BRU);
    expect(calls).toBe(BREAKER_FAILURES);
    mode = 'ok';
    clock += 1;
    expect(await router.route(GENT, BRU)).toEqual({ km: 68.4, minutes: 55 });
    expect(calls).toBe(BREAKER_FAILURES + 1);
    await router.route(GENT, BRU);
    expect(calls).toBe(BREAKER_FAILURES + 2);
    warn.mockRestore();
  });

  it('is shared by every call that routes with the same OSRM settings', () => {
    expect(createRouter({ OSRM_URL: base })).toBe(createRouter({ OSRM_URL: base }));
  });
});

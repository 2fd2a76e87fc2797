/**
 * Issue 14, fault 2: a routing outage poisoned prices. The estimate that stood in for a failing OSRM was
 * cached as OSRM's route for the life of the process, and customers quoted during the outage got
 * price_mismatch at Book once routing was back. Now estimates are never cached as routes, the order
 * call honours a total the price call showed for the same legs, and the two legs of a round trip are
 * routed at the same time. A local stand-in answers like OSRM, fails, or hangs.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server';
import { anonToken, orderPayload, quotedTotal, returnLeg } from '../../support/order-fixtures';

let osrm: Server;
let mode: 'ok' | 'down' | 'hang' = 'ok';
const hanging: { req: IncomingMessage; arrived: number; closed?: number }[] = [];
let server: TestServer;
let token: string;

beforeAll(async () => {
  osrm = createServer((req, res) => {
    if (mode === 'hang') {
      const entry: { req: IncomingMessage; arrived: number; closed?: number } = { req, arrived: Date.now() };
      hanging.push(entry);
      req.socket.on('close', () => (entry.closed = Date.now()));
      return;
    }
    if (mode === 'down') {
      res.writeHead(503).end();
      return;
    }
    // Every road is 100 km and 70 minutes: far from the estimate, so the two are told apart.
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 'Ok', routes: [{ distance: 100_000, duration: 4_200 }] }));
  });
  await new Promise<void>((resolve) => osrm.listen(0, '127.0.0.1', resolve));
  server = await startTestServer({
    OSRM_URL: `http://127.0.0.1:${(osrm.address() as AddressInfo).port}`,
    OSRM_TIMEOUT_MS: '500',
  });
  token = await anonToken(server);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterAll(async () => {
  vi.restoreAllMocks();
  await server?.close();
  osrm.closeAllConnections();
  await new Promise((resolve) => osrm.close(resolve));
});

const order = (p: Record<string, unknown>, total: number) =>
  server.api('/billoprice/neworder', { token, json: { ...p, totaleprijs: total } });

describe('prices during and after a routing outage', () => {
  it('asks the router again once it is back, instead of keeping the estimate as its route', async () => {
    const p = orderPayload({ heenstraat: 'Veldstraat', heennr: '10' });
    mode = 'down';
    const duringOutage = await quotedTotal(server, token, p);
    mode = 'ok';
    const afterOutage = await quotedTotal(server, token, p);
    expect(afterOutage).not.toBe(duringOutage);
    mode = 'down';
    // OSRM's route, once known, is kept: another failure does not change the price.
    expect(await quotedTotal(server, token, p)).toBe(afterOutage);
    mode = 'ok';
  });

  it('books the price a customer was shown during the outage after routing is back, and no other', async () => {
    const p = orderPayload({ heenstraat: 'Kouter', heennr: '5', vluchtnrheen: 'SN2154' });
    mode = 'down';
    const shown = await quotedTotal(server, token, p);
    mode = 'ok';
    const today = await quotedTotal(server, token, p);
    expect(today).not.toBe(shown);

    const tampered = await order(p, shown + 1);
    expect(tampered.status).toBe(409);
    expect(tampered.body.error).toBe('price_mismatch');

    const booked = await order(p, shown);
    expect(booked.status).toBe(201);
    const { rows } = await server.ctx.db.query<{ total_cents: number; afstandheen: number }>(
      'SELECT total_cents, afstandheen FROM orders WHERE id = $1',
      [booked.body.ID],
    );
    expect(rows[0]?.total_cents).toBe(Math.round(shown * 100));
    // The order keeps the route it was priced over: the estimate, not OSRM's 100 km.
    expect(rows[0]?.afstandheen).not.toBe(100);
    // Today's price books as well.
    expect((await order({ ...p, vluchtnrheen: 'SN2155' }, today)).status).toBe(201);
  });

  it('routes the two legs of a round trip at the same time', async () => {
    mode = 'hang';
    const p = orderPayload({ heenterug: 'HT', heenstraat: 'Brabantdam', heennr: '2', ...returnLeg() });
    await quotedTotal(server, token, { ...p, terugstraat: 'Brabantdam', terugnr: '2' });
    mode = 'ok';
    expect(hanging).toHaveLength(2);
    const [first, second] = hanging;
    // The second leg's request reached the router before the first one's was given up.
    expect(second!.arrived).toBeLessThan(first!.closed ?? Infinity);
  });
});
